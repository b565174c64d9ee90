// Runs in the worker (and in Node): which popups show on game ready, in what order, once a day per
// account (SPEC §4, §9).
import type { PopupRecord, PopupType } from '../../../shared/promotions/promotion-types.ts';
import { type TimeZoneSpec, dayKey } from '../../../shared/lib/time-zones.ts';

/** Pause between two popups (SPEC §9); constants.ts has none, so it lives with the rule. */
export const POPUP_GAP_MS = 250;

/** The order that always shows, whatever was shown today (SPEC §9). */
export const ALWAYS_ORDER = -1;

/** Highest regular order: first to sixth are 1-6 (SPEC §9). */
export const MAX_POPUP_ORDER = 6;

/**
 * Default orders. SPEC §9 gives campaign 1, wheel 2, leaderboard 3, quest 4, jackpot 5; it gives
 * none for free spin, seat info and inventory, so they share the last slot, 6, and tie-break by
 * GAME_READY_POPUPS order.
 */
export const DEFAULT_POPUP_ORDER: Readonly<Record<PopupType, number>> = {
  campaign: 1,
  wheel: 2,
  leaderboard: 3,
  quest: 4,
  jpHistory: 5,
  freeSpin: 6,
  seatInfoCard: 6,
  inventory: 6,
};

/** The popups computed on game ready, in SPEC §4 order (also the tie-break of equal orders). */
export const GAME_READY_POPUPS: readonly PopupType[] = [
  'wheel',
  'quest',
  'freeSpin',
  'campaign',
  'leaderboard',
  'seatInfoCard',
  'jpHistory',
];

/** What the engine knows on game ready that decides which popups are candidates. */
export interface GameReadyFacts {
  /** The client-code rule says this game shows no popups (see skipsPopups). */
  skipPopups: boolean;
  /** The player is logged in to the promotion server. */
  loggedIn: boolean;
  /** Every quest is awarded (true for an empty list: nothing left to show). */
  allQuestsAwarded: boolean;
  /** This game is on the quest-enabled game list (SPEC §6): elsewhere quests do not count. */
  questGame: boolean;
  /** Free-game or free-spin cards held. */
  cardCount: number;
  /** A card is being played. */
  cardInUse: boolean;
  /** An eligible wheel campaign exists for this game. */
  hasWheel: boolean;
  /** An eligible campaign exists. */
  hasCampaign: boolean;
  /** The leaderboard permission flag is set and a board exists. */
  hasLeaderboard: boolean;
  /** The seat system is active for this game. */
  hasSeat: boolean;
  /** Linked jackpots exist for this game. */
  hasJackpot: boolean;
}

/**
 * SPEC §4 candidates on game ready: quest only when logged in with something left to award, in
 * a game on the quest-enabled list (SPEC §6); free spin only with cards and none in play; none
 * when the client-code rule skips popups.
 */
export function popupCandidates(facts: GameReadyFacts): PopupType[] {
  if (facts.skipPopups) return [];
  const wanted: Partial<Record<PopupType, boolean>> = {
    wheel: facts.hasWheel,
    quest: facts.loggedIn && facts.questGame && !facts.allQuestsAwarded,
    freeSpin: facts.cardCount > 0 && !facts.cardInUse,
    campaign: facts.hasCampaign,
    leaderboard: facts.hasLeaderboard,
    seatInfoCard: facts.hasSeat,
    jpHistory: facts.hasJackpot,
  };
  return GAME_READY_POPUPS.filter((type) => wanted[type] === true);
}

/** The operator's setting for one popup; missing fields take the defaults. */
export interface PopupSetting {
  /** -1 (always) or 1-6. */
  order?: number;
  /** False switches the popup off, except at order -1, which always shows (SPEC §4). */
  enable?: boolean;
}

/** Popup records by popupRecordKey. */
export type PopupRecords = Readonly<Record<string, PopupRecord>>;

/** The key of one account's record for one popup type. */
export function popupRecordKey(accountId: string, popupType: PopupType): string {
  // The type comes last and has no colon, so no two (account, type) pairs share a key.
  return `popup:${accountId}:${popupType}`;
}

/** The effective order: a setting that is not -1 or 1-6 falls back to the default. */
export function popupOrder(popupType: PopupType, setting: PopupSetting | undefined): number {
  const order = setting?.order;
  const valid =
    order !== undefined &&
    (order === ALWAYS_ORDER || (Number.isInteger(order) && order >= 1 && order <= MAX_POPUP_ORDER));
  return valid ? order : DEFAULT_POPUP_ORDER[popupType];
}

/**
 * True when this account was shown this popup on the current calendar day in the zone (without
 * one, dayKey's UTC).
 */
export function shownToday(
  records: PopupRecords,
  accountId: string,
  popupType: PopupType,
  now: number,
  zone?: TimeZoneSpec,
): boolean {
  const record = records[popupRecordKey(accountId, popupType)];
  return record !== undefined && dayKey(record.ts, zone) === dayKey(now, zone);
}

/** Input of choosePopups. */
export interface PopupChoice {
  /** From popupCandidates. */
  candidates: readonly PopupType[];
  /** Operator settings by type. */
  settings: Partial<Record<PopupType, PopupSetting>>;
  /** Stored records. */
  records: PopupRecords;
  /** The player's account. */
  accountId: string;
  /** Server time (ms since epoch). */
  now: number;
  /** The player's zone for the calendar day; without one, UTC. */
  zone?: TimeZoneSpec | undefined;
}

/**
 * The popups to show, in order: every order -1 candidate (enabled or not: SPEC §4 "always
 * show"), then the one enabled candidate with the lowest order not yet shown today to this
 * account (SPEC §4).
 */
export function choosePopups(choice: PopupChoice): PopupType[] {
  const always = choice.candidates.filter(
    (t) => popupOrder(t, choice.settings[t]) === ALWAYS_ORDER,
  );
  const enabled = choice.candidates.filter((t) => choice.settings[t]?.enable ?? true);
  let next: PopupType | null = null;
  let nextOrder = Number.POSITIVE_INFINITY;
  for (const type of enabled) {
    const order = popupOrder(type, choice.settings[type]);
    if (order === ALWAYS_ORDER || order >= nextOrder) continue;
    if (shownToday(choice.records, choice.accountId, type, choice.now, choice.zone)) continue;
    next = type;
    nextOrder = order;
  }
  return next === null ? always : [...always, next];
}

/** The records after a popup was shown: its record now says shown at `now`. */
export function recordShown(
  records: PopupRecords,
  accountId: string,
  popupType: PopupType,
  order: number,
  now: number,
): PopupRecords {
  const record: PopupRecord = { popupType, order, enable: true, showToday: true, ts: now };
  return { ...records, [popupRecordKey(accountId, popupType)]: record };
}
