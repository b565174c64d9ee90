// Runs in Node (and in unit tests): the scenarios of the promotions (promotions/), the seats
// (seat-data.ts) and the jackpots (jackpot-data.ts).
import { ENVS, type Scenario, promo } from './scenario.ts';

/**
 * Promotions (promotions/). The demo player's invitation (VIP2026) brings the open campaign and
 * the WHEEL7 wheel; other players find a wheel through the code in their query. Then the seats
 * and the jackpots; each token is its own player.
 */
export const PROMOTION_SCENARIOS: readonly Scenario[] = [
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
];

/** Quests, the server clock and the game lists; cards, free spins and popups; the last additions. */
export const QUEST_AND_CARD_SCENARIOS: readonly Scenario[] = [
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
