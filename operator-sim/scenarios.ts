// Runs in Node (and in unit tests): the named player journeys the simulator can play out.

/** One scenario: which token (x) and environment (e) the player URL carries, and what happens. */
export interface Scenario {
  name: string;
  description: string;
  /** The login token, query parameter x. */
  token: string;
  /** The environment, query parameter e. */
  env: string;
  /** The page path; '/' when absent. */
  path?: string;
  /** Query parameters that differ from the demo's (a game id, say). */
  query?: Record<string, string>;
}

/** Environments whose config the simulator serves (any other answers 404). */
export const ENVS = {
  demo: 'demo',
  slowLine: 'slow-line',
  linesDown: 'lines-down',
  brokenConfig: 'broken-config',
} as const;

/** Every scenario, the demo first; tokens and environments match data.ts and handlers.ts. */
export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'demo',
    description: 'normal player (THB 12,345.67) plays the Lucky Fortune demo slot',
    token: 'demo-token',
    env: ENVS.demo,
  },
  {
    name: 'demo-th',
    description: 'the demo in the Thai interface (/th/)',
    token: 'demo-token',
    env: ENVS.demo,
    path: '/th/',
  },
  {
    name: 'token-rejected',
    description: 'login answers 9005: token rejected, Return to the lobby',
    token: 'token-9005',
    env: ENVS.demo,
  },
  {
    name: 'maintenance',
    description: 'login answers 219: maintenance, OK returns to the lobby',
    token: 'token-219',
    env: ENVS.demo,
  },
  {
    name: 'restricted',
    description: 'login OK but userStatus 2 (restricted): error 7502',
    token: 'restricted-user',
    env: ENVS.demo,
  },
  {
    name: 'banned',
    description: 'login OK but userStatus 3 (banned): error 7503',
    token: 'banned-user',
    env: ENVS.demo,
  },
  {
    name: 'low-balance',
    description: 'balance 0: the ticket answers 2 (insufficient balance), OK and the game loads',
    token: 'low-balance',
    env: ENVS.demo,
  },
  {
    name: 'try-again',
    description: 'login answers 229: a message-only dialog (try again)',
    token: 'token-229',
    env: ENVS.demo,
  },
  {
    name: 'reconnecting',
    description:
      'login answers 301 for 5 s: a reconnecting spinner, then the game (any token-301-*)',
    token: 'token-301-demo',
    env: ENVS.demo,
  },
  {
    name: 'flash-game',
    description: 'game 1099 is a Flash movie: the Flash notice, with Return to the lobby',
    token: 'demo-token',
    env: ENVS.demo,
    query: { mType: '1099', gName: 'classicfruits_1.0.0' },
  },
  {
    name: 'login-not-json',
    description: 'login answers an HTML page instead of JSON: a format error',
    token: 'bad-json',
    env: ENVS.demo,
  },
  {
    name: 'slow-line',
    description: 'the first line is slow (1500 ms speed test); the second, fast one wins',
    token: 'demo-token',
    env: ENVS.slowLine,
  },
  {
    name: 'lines-down',
    description: 'every line refuses connections: a network error after the fallback',
    token: 'demo-token',
    env: ENVS.linesDown,
  },
  {
    name: 'broken-config',
    description: 'the environment config is malformed JSON: a format error',
    token: 'demo-token',
    env: ENVS.brokenConfig,
  },
  {
    name: 'unknown-env',
    description: 'the environment config answers 404: unknown environment',
    token: 'demo-token',
    env: 'no-such-env',
  },
];

/** The player URL of a scenario on the app origin, with the demo slot's query. */
export function scenarioUrl(appUrl: string, scenario: Scenario): string {
  const query = new URLSearchParams({
    e: scenario.env,
    x: scenario.token,
    gName: 'luckyfortune_1.0.0',
    gameType: '1',
    mType: '2001',
    ...scenario.query,
  });
  const origin = encodeURIComponent(`${appUrl}/lobby`);
  return `${appUrl}${scenario.path ?? '/'}?${query.toString()}&origin=${origin}`;
}
