// Runs in Node (and in unit tests): the scenarios of the session: the demo, the login answers and
// dialogs, the lines.
import { ENVS, type Scenario } from './scenario.ts';

/** The demo first, then the login's answers and dialogs, then the lines. */
export const SESSION_SCENARIOS: readonly Scenario[] = [
  {
    name: 'demo',
    description:
      'normal player (THB 12,345.67) plays the Lucky Fortune demo slot; the DEMO client shows the Demo Hall logo, its icon and a titled report',
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
    name: 'login-expired',
    description:
      'login answers 9029 (login expired): the token is forgotten, a reload shows the logged-out dialog with Return',
    token: 'token-9029',
    env: ENVS.demo,
  },
  {
    name: 'logged-out',
    description: 'login answers 9030 (logged out): the token is forgotten, no Reload offered',
    token: 'token-9030',
    env: ENVS.demo,
  },
  {
    name: 'token-rejected-no-lobby',
    description: 'login answers 9005 and no lobby is known: Close goes to /close',
    token: 'token-9005',
    env: ENVS.demo,
    query: { origin: '' },
  },
  {
    name: 'second-login',
    description:
      'another login takes the session once the game loads: more games or a game switch answers 9014, the logout dialog (any second-login-*)',
    token: 'second-login-demo',
    env: ENVS.demo,
  },
  {
    name: 'session-inactive',
    description:
      'the session closes on inactivity once the game is up: the game list answers 100, the inactivity dialog; Reload re-enters, Return goes to the lobby (any late-{code}-*)',
    token: 'late-100-demo',
    env: ENVS.demo,
  },
  {
    name: 'token-dead-in-play',
    description:
      'the token dies once the game is up: the game list answers 9030 (logged out), its dialog without Reload, and the token is forgotten',
    token: 'late-9030-demo',
    env: ENVS.demo,
  },
  {
    name: 'connection-lost-once',
    description:
      'login answers 9020 once: the page goes back to the saved query, then plays (any token-9020-*)',
    token: 'token-9020-demo',
    env: ENVS.demo,
  },
  {
    name: 'connection-lost',
    description:
      'login always answers 9020: the page goes back to the saved query once, then shows the 9020 dialog',
    token: 'token-9020',
    env: ENVS.demo,
  },
  {
    name: 'unknown-code',
    description: 'login answers 4242, a code no table names: the default text (network abnormal)',
    token: 'token-4242',
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
    name: 'locked',
    description: 'login OK but userStatus 1 (locked): error 7003, account locked, OK to the lobby',
    token: 'locked-user',
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
    description:
      'login answers 229: a message-only dialog (try again); its log reaches the log server at once',
    token: 'token-229',
    env: ENVS.demo,
  },
  {
    name: 'reconnecting',
    description:
      'login answers 301 three times: a reconnecting spinner for up to 14 s (waits drawn below 2, 4 and 8 s), then the game (any token-301-*)',
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
    name: 'reality-check',
    description: 'the environment asks for a reality check every minute (realityCheckMinutes 1)',
    token: 'demo-token',
    env: ENVS.reality,
  },
  {
    name: 'player-log-down',
    description:
      'the player server (open rounds) answers 503: more games without the open-round note',
    token: 'player-log-down',
    env: ENVS.demo,
  },
  {
    name: 'layout-low',
    description: 'the demo slot asks for a low button layout (layout=low in the game address)',
    token: 'layout-low',
    env: ENVS.demo,
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
    name: 'line-info',
    description:
      'the config lists only the slow line; its line-info address adds the fast one, which wins',
    token: 'demo-token',
    env: ENVS.lineInfo,
  },
];
