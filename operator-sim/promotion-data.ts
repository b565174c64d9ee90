// Runs in Node (and in unit tests): the simulator's seeded promotions, one profile per token.
// Everything is a pure function of the profile and a time `now` (the request's for the wheels
// and campaigns, the world's first answer for quests, cards and their history: recordsTime in
// promotion-handlers.ts; fake timers move both): the same token and time get the same answer.
import type {
  Campaign,
  CampaignCycle,
  GameEnabledData,
  InventoryItem,
  ItemHistoryEntry,
  Leaderboard,
  LeaderboardEntry,
  Quest,
  QuestListData,
  SpinType,
  WheelDrawResult,
  WheelPrizeData,
  WheelSettingFile,
  WheelTicketInfo,
} from '../shared/promotions/promotion-types.ts';
import { applyDailyReset, lastRefreshTime } from '../shared/promotions/quests/quest-rules.ts';
import { zonedParts } from '../shared/lib/time-zones.ts';
import { DEMO_ACCOUNT_ID, DEMO_GAME_ID } from './data.ts';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

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

/** The profile of a token; unknown tokens are the demo player, as on the main API. */
export function profileFor(token: string): PromoProfile {
  return PROMO_PROFILES[token] ?? DEMO_PROFILE;
}

/** GET /campaign/v1/invitation/{playerId}: VIP2026 for the demo player only. */
export function invitationFor(playerId: string): string[] {
  return playerId === DEMO_ACCOUNT_ID ? [VIP_CAMPAIGN_CODE] : [];
}

/** A wheel's campaign start and end for its phase. */
export function wheelTimes(phase: SimWheelPhase, now: number): { start: number; end: number } {
  switch (phase) {
    case 'running':
      return { start: now - 3 * DAY, end: now + 4 * DAY };
    case 'notStarted':
      return { start: now + DAY, end: now + 8 * DAY };
    case 'ended':
      // Ended an hour ago: tickets held stay usable until 48 h after the end.
      return { start: now - 7 * DAY, end: now - HOUR };
  }
}

/** The phase whose wheel has this code, or null. */
export function wheelPhaseOf(code: string): SimWheelPhase | null {
  const phases = Object.keys(WHEEL_CODES) as SimWheelPhase[];
  return phases.find((phase) => WHEEL_CODES[phase] === code) ?? null;
}

/** The eight wheel segments. */
export const PRIZE_AMOUNTS: readonly number[] = [1, 2, 5, 10, 20, 50, 100, 888];
/** The lucky spin multipliers. */
export const MULTIPLIER_VALUES: readonly number[] = [2, 3, 5];
/** Games where the wheel's tickets are earned (and quests can be taken, among others). */
export const WHEEL_GAME_IDS: readonly number[] = [DEMO_GAME_ID, 1026];

/** GET {assetCdn}/campaignv1/case/{code}/setting.json, or null for an unknown code (404). */
export function wheelSettingFor(code: string, now: number): WheelSettingFile | null {
  const phase = wheelPhaseOf(code);
  if (phase === null) return null;
  const { start, end } = wheelTimes(phase, now);
  return {
    code,
    betAmountPerTicket: 10,
    dailyTicketLimit: 5,
    normalSpinTickets: 1,
    luckySpinTickets: 3,
    prizeAmounts: [...PRIZE_AMOUNTS],
    multiplierValues: [...MULTIPLIER_VALUES],
    reportDateStart: start,
    reportDateEnd: end,
    displayTimeZone: 'Asia/Bangkok',
    campaignStartTime: start,
    campaignEndTime: end,
    dailyBonusDistributed: false,
    gameIds: [...WHEEL_GAME_IDS],
  };
}

/** GET /lucky-draw/v1/prize/{code} for a known wheel. */
export function prizeFor(profile: PromoProfile): WheelPrizeData {
  return {
    prizeAmounts: [...PRIZE_AMOUNTS],
    multiplierValues: [...MULTIPLIER_VALUES],
    dailyBonusDistributed: profile.dailyBonusDistributed,
  };
}

/** GET /lucky-draw/v1/quest/{accountId}/{code}: today's progress and the tickets held now. */
export function ticketInfoFor(profile: PromoProfile, tickets: number): WheelTicketInfo {
  const conditionValue = 10;
  // The daily cap is 5 tickets: 50 bet completes today's ticket quest.
  const questStatus = profile.ticketProgress >= 5 * conditionValue ? 'completed' : 'inProgress';
  return {
    questStatus,
    progressValue: profile.ticketProgress,
    conditionValue,
    ticketCount: tickets,
  };
}

/**
 * Why a draw on a wheel (its campaign times, or null for an unknown code) is refused at `now`
 * (a status), or null when it may go ahead. Times are passed in so the 48 h ticket expiry can
 * be checked although the simulator's ended wheel always ended an hour before the request.
 */
export function drawRefusal(
  profile: PromoProfile,
  wheel: { start: number; end: number } | null,
  drawType: string,
  tickets: number,
  now: number,
): string | null {
  if (profile.drawStatus !== null) return profile.drawStatus;
  if (wheel === null) return WHEEL_UNAVAILABLE_STATUS;
  if (profile.eligibility !== '0000') return profile.eligibility;
  if (drawType !== 'normal' && drawType !== 'lucky') return '8000';
  if (now < wheel.start || now >= wheel.end + SIM_TICKET_EXPIRY_MS) return WHEEL_UNAVAILABLE_STATUS;
  if (profile.dailyBonusDistributed && now < wheel.end) return BONUS_DISTRIBUTED_STATUS;
  return tickets < spinCostOf(drawType) ? INSUFFICIENT_TICKETS_STATUS : null;
}

/** Tickets a spin costs on the simulator's wheels. */
export function spinCostOf(drawType: SpinType): number {
  return drawType === 'lucky' ? 3 : 1;
}

/**
 * The n-th draw (0 first) of an account: the segment steps by 3 (so all 8 come round) and a
 * lucky spin takes the multipliers in turn. `ticketsLeft` is after paying for this one.
 */
export function drawResult(drawType: SpinType, n: number, ticketsLeft: number): WheelDrawResult {
  const prizeIndex = (n * 3 + 2) % PRIZE_AMOUNTS.length;
  const prizeAmount = PRIZE_AMOUNTS[prizeIndex]!;
  const multiplier = drawType === 'lucky' ? MULTIPLIER_VALUES[n % MULTIPLIER_VALUES.length]! : 1;
  return {
    prizeIndex,
    prizeAmount,
    multiplier,
    winAmount: Math.round(prizeAmount * multiplier * 100) / 100,
    ticketCount: ticketsLeft,
  };
}

function quest(
  questId: string,
  fields: Partial<Quest> & Pick<Quest, 'category' | 'status' | 'questType'>,
): Quest {
  return {
    questId,
    progressValue: 0,
    targetValue: 100,
    prerequisiteQuestId: null,
    gameType: null,
    startTime: null,
    progressTime: null,
    rewardAmount: 5,
    ...fields,
  };
}

/** The zone the quests' refresh hour is in. */
export const QUEST_ZONE = 'Asia/Bangkok';

/** The Bangkok hour of an instant. */
const questHourOf = (ms: number): number => zonedParts(ms, QUEST_ZONE).hour;

/**
 * GET /quest/v1/list/{accountId}: the quests recorded at `now` (the world's records time), as
 * the server answers them at `requestAt`. Daily quests refresh at midnight in Bangkok; with the
 * nextHour profile at every full hour (each answer announces the next one). An unfinished daily
 * quest whose progress is older than the refresh that last passed starts over, as the engine
 * resets it (SPEC §9).
 */
export function questsFor(
  profile: PromoProfile,
  now: number,
  requestAt: number = now,
): QuestListData {
  const hourly = profile.questRefresh === 'nextHour';
  const passedHour = hourly ? questHourOf(requestAt) : 0;
  const refreshHour = hourly ? (passedHour + 1) % 24 : 0;
  // Played a minute ago, but never before the refresh: a fresh list is not reset at once.
  const recordedHour = hourly ? questHourOf(now) : 0;
  const lastPlayed = Math.max(now - MINUTE, lastRefreshTime(now, recordedHour, QUEST_ZONE));
  const recorded =
    profile.quests === 'allAwarded'
      ? [
          quest('q-daily-bet', {
            category: 'daily',
            status: 'awarded',
            questType: 'bet',
            progressValue: 100,
            progressTime: now - HOUR,
          }),
          quest('q-daily-win', {
            category: 'daily',
            status: 'awarded',
            questType: 'win',
            progressValue: 200,
            targetValue: 200,
            progressTime: now - 2 * HOUR,
          }),
          quest('q-regular-spins', {
            category: 'regular',
            status: 'awarded',
            questType: 'bet',
            progressValue: 1_000,
            targetValue: 1_000,
            rewardAmount: 50,
            progressTime: now - DAY,
          }),
        ]
      : [
          quest('q-daily-bet', {
            category: 'daily',
            status: 'inProgress',
            questType: 'bet',
            progressValue: 40,
            progressTime: lastPlayed,
          }),
          quest('q-daily-win', {
            category: 'daily',
            status: 'completed',
            questType: 'win',
            progressValue: 200,
            targetValue: 200,
            rewardAmount: 10,
            progressTime: now - 2 * HOUR,
          }),
          quest('q-regular-spins', {
            category: 'regular',
            status: 'awarded',
            questType: 'bet',
            progressValue: 1_000,
            targetValue: 1_000,
            rewardAmount: 50,
            progressTime: now - DAY,
          }),
          // Upcoming: open by date, but locked until q-daily-bet (in progress) is awarded.
          quest('q-regular-next', {
            category: 'regular',
            status: 'assigned',
            questType: 'bet',
            targetValue: 2_000,
            prerequisiteQuestId: 'q-daily-bet',
            rewardAmount: 80,
          }),
          quest('q-regular-win', {
            category: 'regular',
            status: 'assigned',
            questType: 'win',
            targetValue: 500,
            gameType: 1,
            startTime: now - DAY,
            rewardAmount: 20,
          }),
        ];
  const quests = recorded.map((q) => applyDailyReset(q, requestAt, passedHour, QUEST_ZONE));
  return { quests, refreshHour, displayTimeZone: QUEST_ZONE };
}

function item(itemId: string, fields: Partial<InventoryItem>): InventoryItem {
  return {
    itemId,
    itemCategory: 'GAME_CARD',
    isDisplay: true,
    betSize: 1,
    currentQuantity: 1,
    gameCount: 0,
    maxWinAmount: 0,
    gameId: DEMO_GAME_ID,
    startTime: 0,
    expiryTime: null,
    isPopupMessage: false,
    cardLevel: null,
    winAmount: 0,
    ...fields,
  };
}

/** GET /inventory/v4/{accountId} for the demo: a free-game card, a due free-spin card, tickets. */
export function inventoryFor(now: number): InventoryItem[] {
  const ticketExpiry = wheelTimes('running', now).end + SIM_TICKET_EXPIRY_MS;
  return [
    item('card-fg-2001', {
      isDisplay: true,
      betSize: 1,
      gameCount: 5,
      maxWinAmount: 500,
      startTime: now - HOUR,
      expiryTime: now + 7 * DAY,
      cardLevel: 2,
    }),
    item('card-fs-2001', {
      isDisplay: false,
      betSize: 0.5,
      gameCount: 10,
      maxWinAmount: 200,
      startTime: now - 2 * HOUR,
      expiryTime: now + 3 * DAY,
      isPopupMessage: true,
      cardLevel: 1,
    }),
    item('ticket-1', {
      itemCategory: 'WHEEL_TICKET',
      isDisplay: false,
      betSize: 0,
      gameId: 0,
      startTime: now - DAY,
      expiryTime: ticketExpiry,
    }),
    item('ticket-2', {
      itemCategory: 'WHEEL_TICKET',
      isDisplay: false,
      betSize: 0,
      currentQuantity: 2,
      gameId: 0,
      startTime: now - 2 * HOUR,
      expiryTime: ticketExpiry,
    }),
  ];
}

/** How long the cards-expiring player's due free-spin card lasts after the inventory call. */
export const EXPIRING_CARD_MS = 30_000;

/**
 * GET /inventory/v4 for the cards-expiring player, at the request's time: a free-game card the
 * server still lists an hour after its expiry (the container must not offer it), the due
 * free-spin card expiring 30 s after the call, and a free-game card for next week.
 */
export function expiringInventoryFor(now: number): InventoryItem[] {
  return [
    item('card-lapsed-2001', {
      isDisplay: true,
      betSize: 2,
      gameCount: 5,
      maxWinAmount: 300,
      startTime: now - 2 * DAY,
      expiryTime: now - HOUR,
      cardLevel: 3,
    }),
    item('card-fs-soon', {
      isDisplay: false,
      betSize: 0.5,
      gameCount: 10,
      maxWinAmount: 200,
      startTime: now - HOUR,
      expiryTime: now + EXPIRING_CARD_MS,
      isPopupMessage: true,
      cardLevel: 1,
    }),
    item('card-fg-week', {
      isDisplay: true,
      betSize: 1,
      gameCount: 5,
      maxWinAmount: 500,
      startTime: now - HOUR,
      expiryTime: now + 7 * DAY,
      cardLevel: 2,
    }),
  ];
}

/** What the free-spins-won player's card has won on the server before (SPEC §3 win amount). */
export const SERVER_WON_SO_FAR = 12.5;

/** GET /inventory/v4 for the free-spins-won player: a 3-spin card that has won before. */
export function wonInventoryFor(now: number): InventoryItem[] {
  return [
    item('card-fs-won', {
      isDisplay: false,
      betSize: 1,
      gameCount: 3,
      maxWinAmount: 1_000,
      startTime: now - HOUR,
      expiryTime: now + 2 * DAY,
      isPopupMessage: true,
      cardLevel: 2,
      winAmount: SERVER_WON_SO_FAR,
    }),
  ];
}

/** GET /inventory/v4 for a profile's cards (not for 'fail', which answers HTTP 500). */
export function inventoryOf(
  profile: PromoProfile,
  recordsAt: number,
  now: number,
): InventoryItem[] {
  switch (profile.inventory) {
    case 'empty':
    case 'fail':
      return [];
    case 'expiring':
      return expiringInventoryFor(now);
    case 'won':
      return wonInventoryFor(now);
    case 'demo':
      return inventoryFor(recordsAt);
  }
}

/** What the used card of the demo history won (SPEC §3 win amount, on the server's books). */
export const USED_CARD_WIN = 37.25;

/** GET /inventory/v1/item-History/{accountId}: one entry per card state, newest first. */
export function itemHistoryFor(now: number): ItemHistoryEntry[] {
  const entry = (
    itemId: string,
    action: ItemHistoryEntry['action'],
    ts: number,
    gameId: number,
    winAmount: number | null = null,
  ): ItemHistoryEntry => ({ itemId, action, quantity: 1, ts, gameId, winAmount });
  return [
    entry('card-fg-2001', 'obtained', now - HOUR, 2001),
    entry('card-fs-2001', 'obtained', now - 2 * HOUR, 2001),
    entry('card-old-1026', 'restored', now - DAY, 1026),
    entry('card-old-1026', 'used', now - DAY - HOUR, 1026, USED_CARD_WIN),
    entry('card-lapsed', 'expired', now - 2 * DAY, 2003),
  ];
}

/** GET /quest/v1/game-enabled. */
export const GAME_ENABLED: GameEnabledData = {
  questGameIds: [DEMO_GAME_ID, 1026, 2003, 3001],
  wheelGameIds: [...WHEEL_GAME_IDS],
};

const WHEEL_NAMES = { en: 'Lucky Wheel', zh: '幸运转盘', th: 'วงล้อนำโชค' };

/** Every campaign the simulator knows, by code. */
export const CAMPAIGNS: Readonly<Record<string, Campaign>> = {
  [OPEN_CAMPAIGN_CODE]: {
    invitationCode: OPEN_CAMPAIGN_CODE,
    campaignTypeIds: [1, 2],
    audienceMode: 1,
    name: { en: 'Spring Cash Drop', zh: '春季现金雨', th: 'แจกเงินสดรับหน้าร้อน' },
  },
  [VIP_CAMPAIGN_CODE]: {
    invitationCode: VIP_CAMPAIGN_CODE,
    campaignTypeIds: [3],
    audienceMode: 2,
    name: { en: 'VIP Tournament', zh: 'VIP 锦标赛', th: 'ทัวร์นาเมนต์ VIP' },
  },
  ...Object.fromEntries(
    Object.values(WHEEL_CODES).map((code) => [
      code,
      { invitationCode: code, campaignTypeIds: [7], audienceMode: 1, name: { ...WHEEL_NAMES } },
    ]),
  ),
};

/**
 * GET /campaign/v3/name/list/{code}: what the player sees with that code: the open campaign and
 * the player's wheel (both audienceMode 1, visible with any code), plus the campaign behind the
 * code itself when there is one (VIP2026 is the invitation-only one).
 */
export function campaignsFor(profile: PromoProfile, code: string): Campaign[] {
  const codes = new Set([OPEN_CAMPAIGN_CODE, WHEEL_CODES[profile.wheel], code]);
  return [...codes].flatMap((c) => {
    const campaign = CAMPAIGNS[c];
    return campaign ? [structuredClone(campaign)] : [];
  });
}

/** GET /campaign/v3/cycle/list/{code}: the cycles in time order; none for an unknown code. */
export function cyclesFor(code: string, now: number): CampaignCycle[] {
  const phase = wheelPhaseOf(code);
  if (phase !== null) {
    const { start, end } = wheelTimes(phase, now);
    return [{ startTime: start, endTime: end }];
  }
  if (code === OPEN_CAMPAIGN_CODE) {
    return [
      { startTime: now - 7 * DAY, endTime: now + 7 * DAY },
      { startTime: now + 7 * DAY, endTime: now + 21 * DAY },
    ];
  }
  if (code === VIP_CAMPAIGN_CODE) return [{ startTime: now - DAY, endTime: now + 13 * DAY }];
  return [];
}

/** Ten full names (masking is the UI's job): Thai and Chinese ones check code-point masking. */
const LEADER_NAMES: readonly string[] = [
  'luckystar88',
  'dragonking',
  'สายฟ้าแลบ',
  'goldrush_ace',
  'player01',
  'fortune_hunter',
  // Three letters: SPEC §5 masks it to ***kim like any other name.
  'kim',
  '幸运之星玩家',
  'bigwin777',
  'moonrabbit',
];

const WINS: readonly number[] = [
  52_340.5, 31_200, 18_888.88, 12_500, 9_800, 7_420.25, 5_100, 3_333.33, 2_100, 1_500,
];

function entries(rotate: number, scale: number): LeaderboardEntry[] {
  return WINS.map((win, i) => ({
    rank: i + 1,
    userName: LEADER_NAMES[(i + rotate) % LEADER_NAMES.length]!,
    win: Math.round(win * scale * 100) / 100,
    multiplier: Math.round((win * scale) / 10) / 10,
    singleRoundMultiplier: 250 - i * 24,
    singleRoundWin: Math.round(win * scale * 0.4 * 100) / 100,
  }));
}

/**
 * The single-game board (gameId) or the popular board (gameId null), 10 entries each; `self` is
 * the entry with the player's name, when ranked (player01, the demo player, is 5th and 8th).
 */
export function leaderboardFor(gameId: number | null, playerName: string | null): Leaderboard {
  const list = gameId === null ? entries(7, 1.7) : entries(0, 1);
  return {
    gameId,
    entries: list,
    self: list.find((e) => e.userName === playerName) ?? null,
  };
}
