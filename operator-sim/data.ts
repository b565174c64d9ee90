// Runs in Node (and in unit tests): the simulator's seeded users: the login's answer to each
// token, and the tokens of the scenarios (the brand and games are in game-data.ts).
import type { LoginData } from '../src-worker/boot/wire.ts';

/** How the login (action 101) answers a token. */
export type SimUser =
  | {
      kind: 'player';
      name: string;
      clientCode: string;
      accountId: string;
      balance: number;
      currency: string;
      userStatus: 0 | 1 | 2 | 3;
      /** A status the ticket call (action 10) answers instead of a ticket. */
      ticketStatus?: string;
      /** SPEC §6 login flags (absent: not sent). */
      flags?: Pick<LoginData, 'isDemo' | 'isApi' | 'leaderboardPermission'>;
      /** The login's data.more (SPEC §7); '' when absent. */
      more?: string;
      /** The login's data.session: a session begun this long ago, with its amounts so far. */
      sessionSoFar?: { minutesAgo: number; bet: number; net: number; rounds: number };
    }
  | { kind: 'status'; status: string }
  | { kind: 'not-json'; body: string };

/** The demo player's account id (the promotion invitation answers VIP2026 only to it). */
export const DEMO_ACCOUNT_ID = '10001';

const DEMO_USER: Extract<SimUser, { kind: 'player' }> = {
  kind: 'player',
  name: 'player01',
  clientCode: 'DEMO',
  accountId: DEMO_ACCOUNT_ID,
  balance: 12345.67,
  currency: 'THB',
  userStatus: 0,
};

/**
 * The promotion scenario tokens (promotions/profiles.ts PROMO_PROFILES): normal players with the
 * demo balance, each its own account so wheel tickets and draws never mix.
 */
export const PROMO_SCENARIO_TOKENS: readonly string[] = [
  'wheel-not-started',
  'wheel-distributed',
  'wheel-ended',
  'wheel-no-tickets',
  'wheel-ineligible-9038',
  'wheel-ineligible-9039',
  'wheel-draw-9035',
  'wheel-draw-9036',
  'no-cards',
  'inventory-fail',
  'all-quests-awarded',
  'no-leaderboard',
  'promo-slow',
  'wheel-rich',
  'wheel-earning',
];

/**
 * The seat scenario tokens (seat-data.ts SEAT_PROFILES): normal players with the demo balance,
 * each its own account (10101 on) so their seats never mix with the demo player's.
 */
export const SEAT_SCENARIO_TOKENS: readonly string[] = [
  'seats-full',
  'seats-reserved',
  'seat-10009',
  'seat-server-down',
  'seat-10006',
];

/**
 * The jackpot scenario tokens (jackpot-data.ts): normal players with the demo balance, each its
 * own account (10201 on): a storm of hit broadcasts, and a jackpot server that answers 503.
 */
export const JACKPOT_SCENARIO_TOKENS: readonly string[] = ['jackpot-storm', 'jackpot-down'];

/**
 * The quest and game-list scenario tokens: normal players with the demo balance, each its own
 * account (10501 on): quests that refresh at the next full hour, and an NT client (flagged
 * special, SPEC §6) whose popups skip the games of the special id strings.
 */
export const QUEST_SCENARIO_TOKENS = {
  refreshSoon: 'quest-refresh-soon',
  specialClient: 'special-nt',
} as const;

/**
 * The card, free-spin and popup scenario tokens (promotions/card-data.ts, seat-data.ts): normal
 * players with the demo balance, each its own account (10401 on); igsw-player is an IGSW
 * client, whose popups the skip list of client-flags.ts governs.
 */
export const CARD_SCENARIO_TOKENS: readonly string[] = [
  'cards-expiring',
  'free-spins-won',
  'seated-player',
  'igsw-player',
  'quest-login-refused',
];

/**
 * The player server's open rounds (GET /api/v1/game-log/active) by client code: the demo client's
 * players have a round still open in Ocean King (3001). Other client codes have none.
 */
export const OPEN_ROUNDS: Readonly<Record<string, readonly number[]>> = { DEMO: [3001] };

/** The client code whose game-log calls answer HTTP 503 (the player-log-down token's). */
export const PLAYER_LOG_DOWN_CLIENT = 'LOGDOWN';

/** Answers `layout=low` in the game address (action 7): the demo slot sends a low layout. */
export const LAYOUT_LOW_TOKEN = 'layout-low';

/** Serves the demo slot as a game of protocol 1 (`protocol=1` in its address, action 7). */
export const PROTOCOL_ONE_TOKEN = 'protocol-one';

/** The demo player, whose login tells the session so far (data.session). */
export const SESSION_SEEDED_TOKEN = 'session-seeded';

/** Users keyed by token; see scenarios.ts for what each one is for. */
export const USERS: Readonly<Record<string, SimUser>> = {
  'demo-token': DEMO_USER,
  'token-9005': { kind: 'status', status: '9005' },
  'token-219': { kind: 'status', status: '219' },
  'restricted-user': { ...DEMO_USER, name: 'player02', accountId: '10002', userStatus: 2 },
  // The operator's server knows the session: begun 45 minutes ago, 120 staked, 35.50 down.
  [SESSION_SEEDED_TOKEN]: {
    ...DEMO_USER,
    sessionSoFar: { minutesAgo: 45, bet: 120, net: -35.5, rounds: 80 },
  },
  'locked-user': { ...DEMO_USER, name: 'player05', accountId: '10005', userStatus: 1 },
  'banned-user': { ...DEMO_USER, name: 'player03', accountId: '10003', userStatus: 3 },
  'bad-json': { kind: 'not-json', body: '<html>oops</html>' },
  'token-229': { kind: 'status', status: '229' },
  'token-9029': { kind: 'status', status: '9029' },
  'token-9030': { kind: 'status', status: '9030' },
  'token-9020': { kind: 'status', status: '9020' },
  // A code no table names: the default text (docs/decisions.md).
  'token-4242': { kind: 'status', status: '4242' },
  'low-balance': {
    ...DEMO_USER,
    name: 'player04',
    accountId: '10004',
    balance: 0,
    ticketStatus: '2',
  },
  // SPEC §6 accounts: a demo account (fun money, no promotions), the demo accounts all in use
  // (7506), an operator's API account (no more games), a player without leaderboard permission.
  'demo-account': {
    ...DEMO_USER,
    name: 'demo01',
    accountId: '10701',
    flags: { isDemo: true },
  },
  'demo-full': { kind: 'status', status: '7506' },
  'api-account': { ...DEMO_USER, name: 'api01', accountId: '10702', flags: { isApi: true } },
  'leaderboard-off': {
    ...DEMO_USER,
    name: 'player703',
    accountId: '10703',
    flags: { leaderboardPermission: false },
  },
  // The player server is down for this client: no open rounds known (a known token wins over
  // the fresh-player prefix below).
  'player-log-down': {
    ...DEMO_USER,
    name: 'player301',
    clientCode: PLAYER_LOG_DOWN_CLIENT,
    accountId: '10301',
  },
  // The PLAIN client's player (client-files.ts): no logo, no report header, its own icon.
  'client-plain': { ...DEMO_USER, name: 'player401', clientCode: 'PLAIN', accountId: '10401' },
  // The operator turns the more-games menu off in the login (data.more "false").
  'login-more-off': { ...DEMO_USER, name: 'player402', accountId: '10402', more: 'false' },
  // player11 (10011) to player25 (10025), in PROMO_SCENARIO_TOKENS order.
  ...Object.fromEntries(
    PROMO_SCENARIO_TOKENS.map((token, i): [string, SimUser] => [
      token,
      { ...DEMO_USER, name: `player${11 + i}`, accountId: String(10011 + i) },
    ]),
  ),
  // player101 (10101) to player105 (10105), in SEAT_SCENARIO_TOKENS order.
  ...Object.fromEntries(
    SEAT_SCENARIO_TOKENS.map((token, i): [string, SimUser] => [
      token,
      { ...DEMO_USER, name: `player${101 + i}`, accountId: String(10101 + i) },
    ]),
  ),
  [QUEST_SCENARIO_TOKENS.refreshSoon]: { ...DEMO_USER, name: 'player501', accountId: '10501' },
  [QUEST_SCENARIO_TOKENS.specialClient]: {
    ...DEMO_USER,
    name: 'player502',
    clientCode: 'NT',
    accountId: '10502',
  },
  // player201 (10201) and player202 (10202), in JACKPOT_SCENARIO_TOKENS order.
  ...Object.fromEntries(
    JACKPOT_SCENARIO_TOKENS.map((token, i): [string, SimUser] => [
      token,
      { ...DEMO_USER, name: `player${201 + i}`, accountId: String(10201 + i) },
    ]),
  ),
  // player401 (10401) on, in CARD_SCENARIO_TOKENS order.
  ...Object.fromEntries(
    CARD_SCENARIO_TOKENS.map((token, i): [string, SimUser] => [
      token,
      {
        ...DEMO_USER,
        name: `player${401 + i}`,
        accountId: String(10401 + i),
        clientCode: token === 'igsw-player' ? 'IGSW' : DEMO_USER.clientCode,
      },
    ]),
  ),
};

/** Tokens starting with this answer 9020 (connection lost) to their first call only. */
export const UNSTABLE_TOKEN_PREFIX = 'token-9020-';

/**
 * Tokens starting with this are the demo player until their game's address is served; then
 * another login takes the session and every later call answers 9014 (multiple login).
 */
export const SECOND_LOGIN_TOKEN_PREFIX = 'second-login';

/**
 * Tokens `late-{code}-{anything}` are the demo player until the boot's ticket and game address
 * are served; from then on every main-API call (the game list, more games, a switch) answers
 * `{code}`: 100 is a session closed on inactivity, 9005/9029/9030 a token that died in play.
 */
export const LATE_STATUS_TOKEN = /^late-(\d{1,5})-/;

/** Tokens starting with this answer 301 (reconnecting) to their first calls. */
export const RECONNECT_TOKEN_PREFIX = 'token-301';

/**
 * How many calls of a reconnect token are answered 301: the first try and the engine's retries
 * at 2 and 6 s, so the third retry (14 s) gets through. Counted, not timed, so a test that moves
 * the engine's clock on (tests/e2e/worker-clock.ts) meets the same answers as a player who waits.
 */
export const RECONNECT_CALLS = 3;

const freshPlayers = new Map<string, SimUser>();

/** Tokens starting with this are a fresh demo player each: own account, own wheel tickets. */
export const FRESH_PLAYER_PREFIX = 'player-';

/**
 * A scenario's token, this and anything after it (`wheel-rich~1`): that scenario on a fresh
 * account of its own, so a test that spends the scenario's tickets or cards can run again.
 */
export const FRESH_SCENARIO_MARK = '~';

/** The scenario a token names: itself, or what comes before FRESH_SCENARIO_MARK. */
export function scenarioOf(token: string): string {
  const mark = token.indexOf(FRESH_SCENARIO_MARK);
  return mark > 0 ? token.slice(0, mark) : token;
}

/** The user behind a token: any unknown non-empty token is the demo player; empty is null. */
export function userForToken(token: string): SimUser | null {
  if (token === '') return null;
  const known = USERS[token];
  if (known) return known;
  const scenario = USERS[scenarioOf(token)];
  // A scenario that refuses the login (a status) has no account to copy.
  if (scenario !== undefined && scenario.kind !== 'player') return scenario;
  if (!token.startsWith(FRESH_PLAYER_PREFIX) && scenario === undefined) return DEMO_USER;
  const seen = freshPlayers.get(token);
  if (seen) return seen;
  const n = 30_001 + freshPlayers.size;
  const fresh: SimUser = { ...(scenario ?? DEMO_USER), name: `player${n}`, accountId: String(n) };
  freshPlayers.set(token, fresh);
  return fresh;
}
