// Runs in Node (and in unit tests): the simulator's promotion profiles, one per token, and the
// statuses and codes the promotion fixtures share. Each fixture family has its own file beside
// this one (wheel, quests, cards, campaigns, leaderboards). Everything is a pure function of the
// profile and a time `now` (the request's for the wheels and campaigns, the world's first answer
// for quests, cards and their history: recordsTime in promotion-handlers.ts; fake timers move
// both): the same token and time get the same answer.
import { scenarioOf } from '../data.ts';

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Tickets stay usable this long after a wheel campaign ends (SPEC §9). */
export const SIM_TICKET_EXPIRY_MS = 48 * HOUR;

/** The simulator's answer to a draw without enough tickets; not in SPEC (the client: message2). */
export const INSUFFICIENT_TICKETS_STATUS = '9037';

/** The status of a wheel that cannot be drawn now: not started, expired or unknown (message3). */
export const WHEEL_UNAVAILABLE_STATUS = '9035';

/** The status of a draw when today's bonus is fully distributed (message1). */
export const BONUS_DISTRIBUTED_STATUS = '9036';

/** The status the leaderboard answers a player without the leaderboard permission flag. */
export const NO_AUTHORIZATION_STATUS = '9001';

/** Where a wheel campaign is in its life; each has its own code, as setting.json has no token. */
export type SimWheelPhase = 'running' | 'notStarted' | 'ended';

/** The wheel code of each phase: setting.json is per code because it is fetched without token. */
export const WHEEL_CODES: Readonly<Record<SimWheelPhase, string>> = {
  running: 'WHEEL7',
  notStarted: 'WHEEL7-SOON',
  ended: 'WHEEL7-ENDED',
};

/** The open campaign (audienceMode 1) and the invitation-only one. */
export const OPEN_CAMPAIGN_CODE = 'OPEN2026';
/** The invitation-only campaign's code; the demo player's invitation answers it. */
export const VIP_CAMPAIGN_CODE = 'VIP2026';

/** What one token's promotions look like. */
export interface PromoProfile {
  /** The wheel this player sees. */
  wheel: SimWheelPhase;
  /** What the prize call says about today's bonus. */
  dailyBonusDistributed: boolean;
  /** Usable tickets before any draw. */
  tickets: number;
  /** Today's total bet in wheel games (the ticket quest's progressValue). */
  ticketProgress: number;
  /** The eligibility call's status: 0000 or a refusing code. */
  eligibility: string;
  /** A status every draw answers, or null for real draws. */
  drawStatus: string | null;
  /** Quests in every state, or every quest awarded. */
  quests: 'everyState' | 'allAwarded';
  /** When the daily quests refresh: midnight in Bangkok, or every full hour (for QA). */
  questRefresh: 'midnight' | 'nextHour';
  /**
   * The demo cards, none, an HTTP 500, cards about to expire (and one the server still lists
   * after its expiry), or a short free-spin card that has won before (cards-data below).
   */
  inventory: 'demo' | 'empty' | 'fail' | 'expiring' | 'won';
  /** Leaderboards, or status 9001. */
  leaderboard: 'ok' | 'forbidden';
  /** How long every token-protected promotion call waits before answering. */
  delayMs: number;
  /** A status the quest log-in answers instead of 0000 (the player is not logged in to quests). */
  questLogInRefusal: string | null;
}

const DEMO_PROFILE: PromoProfile = {
  wheel: 'running',
  dailyBonusDistributed: false,
  tickets: 3,
  ticketProgress: 25,
  eligibility: '0000',
  drawStatus: null,
  quests: 'everyState',
  questRefresh: 'midnight',
  inventory: 'demo',
  leaderboard: 'ok',
  delayMs: 0,
  questLogInRefusal: null,
};

/** Profiles by token (the Authorization header); any other token gets the demo's. */
export const PROMO_PROFILES: Readonly<Record<string, PromoProfile>> = {
  'demo-token': DEMO_PROFILE,
  'wheel-not-started': { ...DEMO_PROFILE, wheel: 'notStarted', tickets: 0, ticketProgress: 0 },
  'wheel-distributed': { ...DEMO_PROFILE, dailyBonusDistributed: true, ticketProgress: 50 },
  'wheel-ended': { ...DEMO_PROFILE, wheel: 'ended', ticketProgress: 0 },
  'wheel-no-tickets': { ...DEMO_PROFILE, tickets: 0, ticketProgress: 5 },
  'wheel-ineligible-9038': { ...DEMO_PROFILE, eligibility: '9038' },
  'wheel-ineligible-9039': { ...DEMO_PROFILE, eligibility: '9039' },
  'wheel-draw-9035': { ...DEMO_PROFILE, drawStatus: WHEEL_UNAVAILABLE_STATUS },
  'wheel-draw-9036': { ...DEMO_PROFILE, drawStatus: BONUS_DISTRIBUTED_STATUS },
  'no-cards': { ...DEMO_PROFILE, inventory: 'empty' },
  'inventory-fail': { ...DEMO_PROFILE, inventory: 'fail' },
  'all-quests-awarded': { ...DEMO_PROFILE, quests: 'allAwarded' },
  'no-leaderboard': { ...DEMO_PROFILE, leaderboard: 'forbidden' },
  'promo-slow': { ...DEMO_PROFILE, delayMs: 8_000 },
  'wheel-rich': { ...DEMO_PROFILE, tickets: 10 },
  // 4 of today's 5 tickets earned and spent: the demo slot's next spin (bet 1) earns the 5th.
  'wheel-earning': { ...DEMO_PROFILE, tickets: 0, ticketProgress: 49 },
  'quest-refresh-soon': { ...DEMO_PROFILE, questRefresh: 'nextHour' },
  'cards-expiring': { ...DEMO_PROFILE, inventory: 'expiring' },
  'free-spins-won': { ...DEMO_PROFILE, inventory: 'won' },
  'quest-login-refused': { ...DEMO_PROFILE, questLogInRefusal: NO_AUTHORIZATION_STATUS },
};

/**
 * The profile of a token (a scenario's own, also on a fresh account: `wheel-rich~1`, data.ts);
 * unknown tokens are the demo player, as on the main API.
 */
export function profileFor(token: string): PromoProfile {
  return PROMO_PROFILES[token] ?? PROMO_PROFILES[scenarioOf(token)] ?? DEMO_PROFILE;
}
