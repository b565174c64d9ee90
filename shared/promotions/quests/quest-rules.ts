// Shared by the UI and the worker: quest states, progress and daily refresh (SPEC §3-§5, §9).
import type { GameType } from '../../lib/constants.ts';
import { type TimeZoneSpec, zonedParts, zonedTimeToMs } from '../../lib/time-zones.ts';
import type { Quest } from './quest-schema.ts';

/** What the quest panel shows for a quest (SPEC §4 quest states plus awarded). */
export type QuestViewState = 'upcoming' | 'assigned' | 'inProgress' | 'completed' | 'awarded';

/** Why an upcoming quest is locked: its date has not come, or its prerequisite is not awarded. */
export type QuestLock = 'date' | 'prerequisite';

/** True before the quest's start time; a quest without one has always started. */
function beforeStart(quest: Pick<Quest, 'startTime'>, ts: number): boolean {
  return ts < (quest.startTime ?? Number.NEGATIVE_INFINITY);
}

/**
 * Why the quest cannot progress yet, or null. A prerequisite missing from the list counts as
 * not awarded: the panel cannot show it awarded, and the server decides progress anyway.
 */
export function questLock(quest: Quest, quests: readonly Quest[], now: number): QuestLock | null {
  if (beforeStart(quest, now)) return 'date';
  if (quest.prerequisiteQuestId === null) return null;
  const before = quests.find((q) => q.questId === quest.prerequisiteQuestId);
  return before?.status === 'awarded' ? null : 'prerequisite';
}

/** Progress as a fraction of the target, clamped to 0..1; a target of 0 or less shows 0. */
export function questProgress(quest: Pick<Quest, 'progressValue' | 'targetValue'>): number {
  const { progressValue: value, targetValue: target } = quest;
  if (!Number.isFinite(value) || !Number.isFinite(target) || target <= 0) return 0;
  return Math.min(1, Math.max(0, value / target));
}

function reachedTarget(quest: Pick<Quest, 'progressValue' | 'targetValue'>): boolean {
  return quest.targetValue > 0 && quest.progressValue >= quest.targetValue;
}

/**
 * The panel state. Awarded and completed come from the server or the reached target and beat
 * a lock (the server only lets an unlocked quest progress); then a lock shows upcoming; then
 * any progress shows in progress, else assigned.
 */
export function questViewState(
  quest: Quest,
  quests: readonly Quest[],
  now: number,
): QuestViewState {
  if (quest.status === 'awarded') return 'awarded';
  if (quest.status === 'completed' || reachedTarget(quest)) return 'completed';
  if (questLock(quest, quests, now) !== null) return 'upcoming';
  if (quest.status === 'inProgress' || quest.progressValue > 0) return 'inProgress';
  return 'assigned';
}

/** A settled spin as the quest rules see it. */
export interface QuestEvent {
  /** The spin's bet. */
  bet: number;
  /** The spin's win. */
  win: number;
  /** The game's type. */
  gameType: GameType;
  /** True when a free-game or free-spin card paid for the spin: it never counts (SPEC §5). */
  fromGameCard: boolean;
  /** When the spin settled (ms since epoch). */
  ts: number;
}

/**
 * One quest after a spin: its bet or win is added unless the spin came from a game card, the
 * quest is already completed or awarded, the game type differs, the quest has not started, or
 * the amount is not a positive number. Reaching the target completes it.
 */
export function accumulate(quest: Quest, event: QuestEvent): Quest {
  if (event.fromGameCard || quest.status === 'completed' || quest.status === 'awarded') {
    return quest;
  }
  if (quest.gameType !== null && quest.gameType !== event.gameType) return quest;
  if (beforeStart(quest, event.ts)) return quest;
  const amount = quest.questType === 'bet' ? event.bet : event.win;
  if (!Number.isFinite(amount) || amount <= 0) return quest;
  // Float sums drift (0.1 + 0.2); six decimals is far below any currency's smallest unit.
  const progressValue = Math.round((quest.progressValue + amount) * 1e6) / 1e6;
  const next = { ...quest, progressValue, progressTime: event.ts };
  return { ...next, status: reachedTarget(next) ? 'completed' : 'inProgress' };
}

/** Every quest after a spin; locked quests (by date or prerequisite) do not accumulate. */
export function accumulateAll(quests: readonly Quest[], event: QuestEvent): Quest[] {
  return quests.map((q) => (questLock(q, quests, event.ts) === null ? accumulate(q, event) : q));
}

/** A refresh hour as given (0-23); anything else means midnight, the usual daily reset. */
export function normalizeRefreshHour(hour: number): number {
  return Number.isInteger(hour) && hour > -1 && hour < 24 ? hour : 0;
}

/** The refresh instant of the zone's calendar day of `now`, shifted by `dayOffset` days. */
function refreshOnDay(
  now: number,
  refreshHour: number,
  zone: TimeZoneSpec | undefined,
  dayOffset: number,
) {
  const p = zonedParts(now, zone);
  return zonedTimeToMs(p.year, p.month, p.day + dayOffset, normalizeRefreshHour(refreshHour), zone);
}

/**
 * The first daily refresh strictly after `now`: refreshHour:00 local time in the zone (UTC when
 * none is given, as in time-zones.ts).
 */
export function nextRefreshTime(now: number, refreshHour: number, zone?: TimeZoneSpec): number {
  const today = refreshOnDay(now, refreshHour, zone, 0);
  return today > now ? today : refreshOnDay(now, refreshHour, zone, 1);
}

/** The latest daily refresh at or before `now`. */
export function lastRefreshTime(now: number, refreshHour: number, zone?: TimeZoneSpec): number {
  const today = refreshOnDay(now, refreshHour, zone, 0);
  return today <= now ? today : refreshOnDay(now, refreshHour, zone, -1);
}

/**
 * True when a refresh has passed since the quest last progressed and it must start over: only
 * unfinished (assigned or in progress) daily quests reset; completed ones keep their reward.
 */
export function resetsProgress(
  quest: Quest,
  now: number,
  refreshHour: number,
  zone?: TimeZoneSpec,
): boolean {
  if (quest.category !== 'daily') return false;
  if (quest.status !== 'assigned' && quest.status !== 'inProgress') return false;
  if (quest.progressTime === null || reachedTarget(quest)) return false;
  return quest.progressTime < lastRefreshTime(now, refreshHour, zone);
}

/** The quest after the daily refresh: reset to assigned with no progress when resetsProgress. */
export function applyDailyReset(
  quest: Quest,
  now: number,
  refreshHour: number,
  zone?: TimeZoneSpec,
): Quest {
  if (!resetsProgress(quest, now, refreshHour, zone)) return quest;
  return { ...quest, status: 'assigned', progressValue: 0, progressTime: null };
}
