// Runs in the worker (and in Node): promotion answers checked field by field (SPEC §3, §7).
// A promotion never stops the game, so a bad field falls back to a safe value or drops its item;
// only an answer with no usable body at all is a format error (6003) for the caller to handle.
import { GAME_TYPES, type GameType } from '../../shared/lib/constants.ts';
import { isTimeZone } from '../../shared/lib/dates.ts';
import {
  type Campaign,
  type CampaignCycle,
  type GameEnabledData,
  ITEM_CATEGORY,
  type InventoryItem,
  type ItemHistoryEntry,
  type Leaderboard,
  type LeaderboardEntry,
  type Quest,
  type QuestCategory,
  type QuestListData,
  type QuestStatus,
  type QuestType,
  type WheelDrawResult,
  type WheelInfo,
  type WheelPrizeData,
  type WheelTicketInfo,
} from '../../shared/promotions/promotion-types.ts';
import { isRecord } from '../../shared/lib/is-record.ts';
import { badShape } from '../lib/service-client.ts';

/** Most items kept from one list: a runaway answer must not flood the mirrored state. */
export const MAX_LIST_ITEMS = 1_000;

type Rec = Record<string, unknown>;

/** A finite number, also from a numeric string (money often travels as text); else null. */
export function num(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? +value : NaN;
  return Number.isFinite(n) ? n : null;
}

const nonNegative = (value: unknown): number | null => {
  const n = num(value);
  return n !== null && n >= 0 ? n : null;
};

const count = (value: unknown): number | null => {
  const n = num(value);
  return n !== null && Number.isInteger(n) && n >= 0 ? n : null;
};

const positiveInt = (value: unknown): number | null => {
  const n = count(value);
  return n !== null && n > 0 ? n : null;
};

/** An id as a string: a non-empty string, or a finite number written out; else null. */
export function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | null =>
  allowed.find((a) => a === value) ?? null;

/** The items of an array read one by one; broken ones and repeated keys are dropped. */
function listOf<T>(raw: unknown, read: (item: Rec) => T | null, key?: (item: T) => string): T[] {
  if (!Array.isArray(raw)) return [];
  const out: T[] = [];
  const seen = new Set<string>();
  for (const item of raw as unknown[]) {
    if (out.length >= MAX_LIST_ITEMS) break;
    const value = isRecord(item) ? read(item) : null;
    if (value === null) continue;
    if (key) {
      const k = key(value);
      if (seen.has(k)) continue;
      seen.add(k);
    }
    out.push(value);
  }
  return out;
}

const numbers = (raw: unknown, ok: (n: number) => boolean = () => true): number[] =>
  Array.isArray(raw)
    ? (raw as unknown[])
        .map(num)
        .filter((n): n is number => n !== null && ok(n))
        .slice(0, MAX_LIST_ITEMS)
    : [];

const gameIds = (raw: unknown): number[] => [
  ...new Set(numbers(raw, (n) => Number.isInteger(n) && n > 0)),
];

/** The data of a status envelope; a missing envelope or data is a format error. */
export function dataOf(raw: unknown, what: string): Rec {
  if (!isRecord(raw) || !('status' in raw)) throw badShape(`${what}: no status`);
  const data = raw['data'];
  if (!isRecord(data)) throw badShape(`${what}: no data`);
  return data;
}

/** Checks an envelope whose status is the whole answer (log-ins, eligibility). */
export function readStatusOnly(raw: unknown): null {
  if (!isRecord(raw) || !('status' in raw)) throw badShape('no status');
  return null;
}

/** GET /campaign/v1/invitation: the codes, as non-empty trimmed strings, each once. */
export function readInvitation(raw: unknown): string[] {
  const codes = dataOf(raw, 'invitation')['invitationCodes'];
  if (!Array.isArray(codes)) return [];
  const trimmed = (codes as unknown[]).map((c) => (typeof c === 'string' ? c.trim() : ''));
  return [...new Set(trimmed.filter((c) => c !== ''))].slice(0, MAX_LIST_ITEMS);
}

function readQuest(q: Rec): Quest | null {
  const questId = idOf(q['questId']);
  const status = oneOf<QuestStatus>(q['status'], [
    'assigned',
    'inProgress',
    'completed',
    'awarded',
  ]);
  const questType = oneOf<QuestType>(q['questType'], ['bet', 'win']);
  // An unknown status or type cannot be shown truthfully: the quest is left out.
  if (questId === null || status === null || questType === null) return null;
  const gameType = num(q['gameType']);
  return {
    questId,
    category: oneOf<QuestCategory>(q['category'], ['daily', 'regular']) ?? 'regular',
    status,
    questType,
    progressValue: nonNegative(q['progressValue']) ?? 0,
    targetValue: nonNegative(q['targetValue']) ?? 0,
    prerequisiteQuestId: idOf(q['prerequisiteQuestId']),
    gameType: gameType !== null && gameType in GAME_TYPES ? (gameType as GameType) : null,
    startTime: num(q['startTime']),
    progressTime: num(q['progressTime']),
    rewardAmount: nonNegative(q['rewardAmount']) ?? 0,
  };
}

/** GET /quest/v1/list: the quests; an unknown zone is '' (the engine keeps its own). */
export function readQuestList(raw: unknown): QuestListData {
  const data = dataOf(raw, 'quest list');
  const hour = count(data['refreshHour']);
  const zone = data['displayTimeZone'];
  return {
    quests: listOf(data['quests'], readQuest, (q) => q.questId),
    refreshHour: hour !== null && hour <= 23 ? hour : 0,
    displayTimeZone: typeof zone === 'string' && isTimeZone(zone) ? zone : '',
  };
}

function readInventoryItem(i: Rec): InventoryItem | null {
  const itemId = idOf(i['itemId']);
  const itemCategory = i['itemCategory'];
  if (itemId === null || typeof itemCategory !== 'string') return null;
  const card = itemCategory === ITEM_CATEGORY.gameCard;
  const isDisplay = i['isDisplay'];
  const betSize = nonNegative(i['betSize']);
  const startTime = num(i['startTime']);
  const gameId = positiveInt(i['gameId']);
  // A card without its kind, bet, start or game could be played wrongly: it is left out.
  if (
    card &&
    (typeof isDisplay !== 'boolean' || betSize === null || startTime === null || gameId === null)
  ) {
    return null;
  }
  return {
    itemId,
    itemCategory,
    isDisplay: isDisplay === true,
    betSize: betSize ?? 0,
    currentQuantity: count(i['currentQuantity']) ?? 0,
    gameCount: count(i['gameCount']) ?? 0,
    maxWinAmount: nonNegative(i['maxWinAmount']) ?? 0,
    gameId: gameId ?? 0,
    startTime: startTime ?? 0,
    expiryTime: num(i['expiryTime']),
    isPopupMessage: i['isPopupMessage'] === true,
    cardLevel: positiveInt(i['cardLevel']),
    winAmount: nonNegative(i['winAmount']) ?? 0,
  };
}

/** GET /inventory/v4: the items; without an item list the answer is a format error. */
export function readInventory(raw: unknown): InventoryItem[] {
  const items = dataOf(raw, 'inventory')['items'];
  if (!Array.isArray(items)) throw badShape('inventory: no items');
  return listOf(items, readInventoryItem, (i) => i.itemId);
}

function readHistoryEntry(e: Rec): ItemHistoryEntry | null {
  const itemId = idOf(e['itemId']);
  const action = oneOf(e['action'], ['obtained', 'used', 'restored', 'expired'] as const);
  const ts = num(e['ts']);
  if (itemId === null || action === null || ts === null) return null;
  return {
    itemId,
    action,
    quantity: count(e['quantity']) ?? 0,
    ts,
    gameId: positiveInt(e['gameId']),
    winAmount: nonNegative(e['winAmount']),
  };
}

/** GET /inventory/v1/item-History: the entries, newest first. */
export function readItemHistory(raw: unknown): ItemHistoryEntry[] {
  const entries = listOf(dataOf(raw, 'item history')['entries'], readHistoryEntry);
  return entries.sort((a, b) => b.ts - a.ts);
}

/** GET /quest/v1/game-enabled: positive integer game ids, each once. */
export function readGameEnabled(raw: unknown): GameEnabledData {
  const data = dataOf(raw, 'game enabled');
  return {
    questGameIds: gameIds(data['questGameIds']),
    wheelGameIds: gameIds(data['wheelGameIds']),
  };
}

function readCampaign(c: Rec): Campaign | null {
  const invitationCode = idOf(c['invitationCode']);
  if (invitationCode === null) return null;
  const names = isRecord(c['name']) ? c['name'] : {};
  const name: Partial<Record<string, string>> = {};
  for (const [locale, text] of Object.entries(names)) {
    if (typeof text === 'string' && text.trim() !== '') name[locale] = text;
  }
  return {
    invitationCode,
    campaignTypeIds: [...new Set(numbers(c['campaignTypeIds'], Number.isInteger))],
    // A broken audience is not "open to all": the campaign then needs its code in the query.
    audienceMode: count(c['audienceMode']) ?? 0,
    name,
  };
}

/** GET /campaign/v3/name/list: the campaigns, each code once. */
export function readCampaigns(raw: unknown): Campaign[] {
  return listOf(dataOf(raw, 'campaigns')['campaigns'], readCampaign, (c) => c.invitationCode);
}

/** GET /campaign/v3/cycle/list: cycles with a start before their end, in time order. */
export function readCampaignCycles(raw: unknown): CampaignCycle[] {
  const cycles = listOf(dataOf(raw, 'cycles')['cycles'], (c): CampaignCycle | null => {
    const startTime = num(c['startTime']);
    const endTime = num(c['endTime']);
    return startTime !== null && endTime !== null && startTime < endTime
      ? { startTime, endTime }
      : null;
  });
  return cycles.sort((a, b) => a.startTime - b.startTime);
}

/**
 * The wheel's setting.json (bare WheelInfo; an enveloped one is unwrapped). Without its times,
 * ticket price or spin costs the wheel cannot be shown truthfully: that is a format error.
 */
export function readWheelSetting(raw: unknown, code: string): WheelInfo {
  const s = isRecord(raw) && 'status' in raw && isRecord(raw['data']) ? raw['data'] : raw;
  if (!isRecord(s)) throw badShape('setting: not an object');
  const start = num(s['campaignStartTime']);
  const end = num(s['campaignEndTime']);
  const perTicket = num(s['betAmountPerTicket']);
  const normal = positiveInt(s['normalSpinTickets']);
  const lucky = positiveInt(s['luckySpinTickets']);
  if (start === null || end === null || end < start || perTicket === null || perTicket <= 0) {
    throw badShape('setting: times or ticket price');
  }
  if (normal === null || lucky === null) throw badShape('setting: spin costs');
  const zone = s['displayTimeZone'];
  return {
    code,
    betAmountPerTicket: perTicket,
    dailyTicketLimit: count(s['dailyTicketLimit']) ?? 0,
    normalSpinTickets: normal,
    luckySpinTickets: lucky,
    prizeAmounts: numbers(s['prizeAmounts'], (n) => n >= 0),
    multiplierValues: numbers(s['multiplierValues'], (n) => n >= 1),
    reportDateStart: num(s['reportDateStart']) ?? start,
    reportDateEnd: num(s['reportDateEnd']) ?? end,
    // Dates in an unknown zone would be shown wrong; UTC is labelled as such by the UI.
    displayTimeZone: typeof zone === 'string' && isTimeZone(zone) ? zone : 'UTC',
    campaignStartTime: start,
    campaignEndTime: end,
    dailyBonusDistributed: s['dailyBonusDistributed'] === true,
    gameIds: gameIds(s['gameIds']),
  };
}

/**
 * GET /lucky-draw/v1/prize: the segments, the lucky multipliers and today's flag. An answer
 * without a segment list is a format error: it would otherwise blank the wheel's segments.
 */
export function readWheelPrize(raw: unknown): WheelPrizeData {
  const data = dataOf(raw, 'prize');
  if (!Array.isArray(data['prizeAmounts'])) throw badShape('prize: no prizeAmounts');
  return {
    prizeAmounts: numbers(data['prizeAmounts'], (n) => n >= 0),
    multiplierValues: numbers(data['multiplierValues'], (n) => n >= 1),
    dailyBonusDistributed: data['dailyBonusDistributed'] === true,
  };
}

/** GET /lucky-draw/v1/quest: today's ticket progress and the usable tickets (required). */
export function readWheelQuest(raw: unknown): WheelTicketInfo {
  const data = dataOf(raw, 'wheel quest');
  const ticketCount = count(data['ticketCount']);
  if (ticketCount === null) throw badShape('wheel quest: ticketCount');
  return {
    questStatus: data['questStatus'] === 'completed' ? 'completed' : 'inProgress',
    progressValue: nonNegative(data['progressValue']) ?? 0,
    conditionValue: nonNegative(data['conditionValue']) ?? 0,
    ticketCount,
  };
}

/** PUT /lucky-draw/v1/entries: a draw must say where the wheel stops, the win and the tickets. */
export function readWheelDraw(raw: unknown): WheelDrawResult {
  const data = dataOf(raw, 'draw');
  const prizeIndex = count(data['prizeIndex']);
  const prizeAmount = nonNegative(data['prizeAmount']);
  const winAmount = nonNegative(data['winAmount']);
  const ticketCount = count(data['ticketCount']);
  if (prizeIndex === null || prizeAmount === null || winAmount === null || ticketCount === null) {
    throw badShape('draw: result');
  }
  const multiplier = num(data['multiplier']);
  return {
    prizeIndex,
    prizeAmount,
    multiplier: multiplier !== null && multiplier >= 1 ? multiplier : 1,
    winAmount,
    ticketCount,
  };
}

function readEntry(e: Rec): LeaderboardEntry | null {
  const rank = positiveInt(e['rank']);
  const userName = e['userName'];
  if (rank === null || typeof userName !== 'string') return null;
  return {
    rank,
    userName,
    win: num(e['win']) ?? 0,
    multiplier: num(e['multiplier']) ?? 0,
    singleRoundMultiplier: num(e['singleRoundMultiplier']) ?? 0,
    singleRoundWin: num(e['singleRoundWin']) ?? 0,
  };
}

/** GET /leaderboard/v1/single-game and /popular: entries by rank, each rank once. */
export function readLeaderboard(raw: unknown): Leaderboard {
  const data = dataOf(raw, 'leaderboard');
  if (!Array.isArray(data['entries'])) throw badShape('leaderboard: no entries');
  const entries = listOf(data['entries'], readEntry, (e) => String(e.rank));
  const self = isRecord(data['self']) ? readEntry(data['self']) : null;
  return {
    gameId: positiveInt(data['gameId']),
    entries: entries.sort((a, b) => a.rank - b.rank),
    self,
  };
}
