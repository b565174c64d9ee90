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
  reality: 'reality',
  slowLine: 'slow-line',
  linesDown: 'lines-down',
  brokenConfig: 'broken-config',
  // SPEC §3 operator config fields (env-config.ts OPERATOR_FIELDS).
  operatorConfig: 'operator-config',
  noSystemButtons: 'no-system-buttons',
  functionsOff: 'functions-off',
  popupSettings: 'popup-settings',
  lineInfo: 'line-info',
  customSounds: 'custom-sounds',
} as const;

/** A promotion scenario: its token is its name; `code` goes in campaignInvitationCodes. */
function promo(token: string, description: string, code?: string): Scenario {
  const scenario: Scenario = { name: token, description, token, env: ENVS.demo };
  if (code !== undefined) scenario.query = { campaignInvitationCodes: code };
  return scenario;
}

/** Every scenario, the demo first; tokens and environments match data.ts and handlers.ts. */
export const SCENARIOS: readonly Scenario[] = [
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
      'login answers 301 three times: a reconnecting spinner for 14 s, then the game (any token-301-*)',
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
  // The page around the game: per-client config (client-files.ts), more, sounds.
  {
    name: 'client-plain',
    description:
      'the PLAIN client: no brand logo, a report modal without its header, a blue "P" page icon',
    token: 'client-plain',
    env: ENVS.demo,
    query: { campaignInvitationCodes: 'WHEEL7' },
  },
  {
    name: 'more-off',
    description: 'more=false in the query: no more-games button',
    token: 'demo-token',
    env: ENVS.demo,
    query: { more: 'false' },
  },
  {
    name: 'login-more-off',
    description: "the login's data.more is false: no more-games button (more=true would win)",
    token: 'login-more-off',
    env: ENVS.demo,
  },
  {
    name: 'more-fish-bingo',
    description: 'more=fish,bingo: the more-games list shows only fish and bingo games',
    token: 'demo-token',
    env: ENVS.demo,
    query: { more: 'fish,bingo' },
  },
  {
    name: 'custom-sounds',
    description: "the operator's own button and quest-card sounds (config sounds), lower chimes",
    token: 'demo-token',
    env: ENVS.customSounds,
  },
  {
    name: 'muted',
    description: 'mute=true: the container plays no sound (no sound file is even fetched)',
    token: 'demo-token',
    env: ENVS.demo,
    query: { mute: 'true' },
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
  }, // Promotions (promotions/). The demo player's invitation (VIP2026) brings the open
  // campaign and the WHEEL7 wheel; other players find a wheel through the code in their query.
  {
    name: 'campaign-vip',
    description: 'the demo with campaignInvitationCodes=VIP2026: the invitation-only campaign too',
    token: 'demo-token',
    env: ENVS.demo,
    query: { campaignInvitationCodes: 'VIP2026' },
  },
  promo('wheel-not-started', 'the wheel starts tomorrow: coming soon, no tickets', 'WHEEL7-SOON'),
  promo(
    'wheel-distributed',
    "today's wheel bonus is fully distributed: 3 tickets carry over, draws answer 9036",
    'WHEEL7',
  ),
  promo(
    'wheel-ended',
    'the wheel ended an hour ago: its 3 tickets can still be spun for 48 h',
    'WHEEL7-ENDED',
  ),
  promo('wheel-no-tickets', 'a running wheel with 0 tickets: insufficient tickets', 'WHEEL7'),
  promo('wheel-rich', 'a running wheel with 10 tickets: normal and lucky spins', 'WHEEL7'),
  promo(
    'wheel-earning',
    "today's wheel bet is 49 of 50, 0 tickets: the next spin shows the day's 5th and last ticket at once (the simulator's server never sees the demo's bets: a draw or reload brings its 0 back)",
    'WHEEL7',
  ),
  promo('wheel-ineligible-9038', 'wheel eligibility answers 9038 (message2)', 'WHEEL7'),
  promo('wheel-ineligible-9039', 'wheel eligibility answers 9039 (message4)', 'WHEEL7'),
  promo('wheel-draw-9035', 'every wheel draw answers 9035 (message3)', 'WHEEL7'),
  promo('wheel-draw-9036', 'every wheel draw answers 9036 (message1)', 'WHEEL7'),
  promo('no-cards', 'an empty inventory: no free-spin or free-game cards'),
  promo('inventory-fail', 'the inventory answers HTTP 500: the need-reload message'),
  promo('all-quests-awarded', 'every quest is awarded: no quest popup'),
  promo('no-leaderboard', 'the leaderboards answer 9001 (no permission): hidden'),
  promo('promo-slow', 'every promotion call takes 8 s, past the 5 s timeout: empty panels'),
  // Seats (seat-data.ts): the demo slot 2001 has 20 seats; each token below is its own player.
  promo('seats-full', 'every seat is taken: play-now answers 10001 (seat error)'),
  promo('seats-reserved', 'seats 1-10 reserved (seat 1 for this player), 11-14 taken: 10007'),
  promo('seat-10009', 'taking a seat answers 10009 (taken or left): passes silently'),
  promo('seat-server-down', 'the seat server answers 503 and drops: the game without seats'),
  promo('seat-10006', 'play-now and take answer 10006 (seat error)'),
  // Jackpots (jackpot-data.ts): the three linked series in 2001; each token is its own player.
  promo(
    'jackpot-storm',
    'a burst of 30 jackpot hit broadcasts (7 distinct, one unlinked): each shown once, one at a time',
  ),
  promo('jackpot-down', 'every jackpot call answers 503: no pools, no winners, no error'),
  // The operator's config fields (SPEC §3) and the accounts of SPEC §6 (docs/config.md).
  {
    name: 'operator-config',
    description:
      'config locale th (no locale in the address), bets 0.5-10 starting at 2, featureCount 3, noTurbo',
    token: 'demo-token',
    env: ENVS.operatorConfig,
  },
  {
    name: 'no-system-buttons',
    description: 'config isSystemButtonVisible false: no close or more-games button',
    token: 'demo-token',
    env: ENVS.noSystemButtons,
  },
  {
    name: 'functions-off',
    description: 'config functionList [1]: promotions only; no seats, jackpots or more games',
    token: 'demo-token',
    env: ENVS.functionsOff,
  },
  {
    name: 'demo-account',
    description: 'a demo account (login isDemo): FUN money, a demo badge, no promotions',
    token: 'demo-account',
    env: ENVS.demo,
  },
  {
    name: 'demo-full',
    description: 'login answers 7506: every demo account is in use',
    token: 'demo-full',
    env: ENVS.demo,
  },
  {
    name: 'api-account',
    description: "an operator's API account (login isApi): no more games, no game switching",
    token: 'api-account',
    env: ENVS.demo,
  },
  {
    name: 'leaderboard-off',
    description: 'login leaderboardPermission false: no leaderboard calls, button or popup',
    token: 'leaderboard-off',
    env: ENVS.demo,
  },
  // Quests, the server clock and the game lists (promotions/quest-data.ts, data.ts).
  {
    name: 'quest-progress',
    description:
      "each spin's bet adds to the daily bet quest as it settles; the inventory's free-game card plays 5 spins that add nothing",
    token: 'demo-token',
    env: ENVS.demo,
  },
  promo(
    'quest-refresh-soon',
    'daily quests refresh at the next full hour: the quest panel counts down on the server clock, then the daily bet quest starts over',
  ),
  {
    name: 'quest-off-list',
    description:
      'Golden Fishing (3002) is not on the quest-enabled list: no quest popup or progress, the quest panel says where quests count',
    token: 'demo-token',
    env: ENVS.demo,
    query: { mType: '3002', gameType: '2', gName: 'goldenfishing_1.0.0' },
  },
  {
    name: 'special-client',
    description:
      'an NT client (flagged special) in Golden Lotus (1046, a special id string): no popups; in 2001 they show as usual',
    token: 'special-nt',
    env: ENVS.demo,
    query: { mType: '1046', gName: 'goldenlotus_1.0.0', campaignInvitationCodes: 'WHEEL7' },
  },
  // Cards, free spins and popups (promotions/card-data.ts, seat-data.ts, env-config.ts).
  promo(
    'cards-expiring',
    'the server still lists a card an hour past its expiry (not shown); the due free-spin card expires 30 s after loading and leaves the lists (open the inventory and watch)',
  ),
  promo(
    'free-spins-won',
    'a 3-spin card that won 12.50 before: play it, see the winnings and the new balance',
  ),
  {
    name: 'seat-info-popup',
    description:
      'a seated player (seat 4); the operator sets seatInfoCard to order -1 but switched off and the campaign popup off: the seat info card pops up on every load',
    token: 'seated-player',
    env: ENVS.popupSettings,
  },
  {
    name: 'seat-lobby-popup',
    description: 'the same popup settings for a player without a seat: the seat lobby pops up',
    token: 'player-seatless',
    env: ENVS.popupSettings,
  },
  promo(
    'quest-login-refused',
    'the quest log-in answers 9001: quests load, but no quest popup (after the leaderboard, the jackpot winners)',
  ),
  {
    name: 'demo-zh-TW',
    description:
      'the demo in Traditional Chinese (/zh-TW/): card images in en (only zh, en, th exist)',
    token: 'demo-token',
    env: ENVS.demo,
    path: '/zh-TW/',
  },
  {
    name: 'igsw-fish',
    description:
      'an IGSW client in Ocean King (fish): popups show; a switch to Golden Dragon (1001, a listed slot) shows none',
    token: 'igsw-player',
    env: ENVS.demo,
    query: { mType: '3001', gameType: '2', gName: 'oceanking_1.0.0' },
  },
];

/**
 * The player URL of a scenario on the app origin, with the demo slot's query and the simulator's
 * lobby as origin (a scenario's `origin: ''` leaves the lobby out).
 */
export function scenarioUrl(appUrl: string, scenario: Scenario): string {
  const { origin: lobby = `${appUrl}/lobby`, ...rest } = scenario.query ?? {};
  const query = new URLSearchParams({
    e: scenario.env,
    x: scenario.token,
    gName: 'luckyfortune_1.0.0',
    gameType: '1',
    mType: '2001',
    ...rest,
  });
  const origin = lobby === '' ? '' : `&origin=${encodeURIComponent(lobby)}`;
  return `${appUrl}${scenario.path ?? '/'}?${query.toString()}${origin}`;
}
