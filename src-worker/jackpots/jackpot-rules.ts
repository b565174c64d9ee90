// Runs in the worker (and in the simulator): the pure jackpot rules (SPEC §3, §5, §7, §9):
// which groups are linked, the current game's pools, hit validation, the hit notice queue and the
// winner lists. No timers here: the queue takes the time as an argument and says when it changes.
import {
  LINKED_SERIES,
  type JackpotHit,
  type JackpotWinner,
  type LinkedSeries,
} from '../../shared/jackpots/jackpot-types.ts';
import type { JackpotGroup } from './jackpot-schema.ts';
import type { LinkedPool } from '../../shared/jackpots/jackpot-state.ts';
import { maskName } from '../../shared/promotions/leaderboards/masking.ts';
import { checked, fallback, object, type Schema } from '../../shared/lib/wire-schema.ts';

/** SPEC §9: the winners call asks for (and the panel shows) at most this many winners. */
export const WINNERS_LIMIT = 50;

/** How long one hit notice stays on screen. */
export const HIT_NOTICE_MS = 4_000;

/**
 * Most notices waiting behind the one on screen; a newer one pushes the oldest out. With 4 s
 * each, a burst covers at most 24 s of play: notices must never cover the spin button for long.
 */
export const MAX_QUEUED_HITS = 5;

/** How many hit keys are remembered to show each hit once (repeats of older ones may return). */
export const HIT_KEY_MEMORY = 500;

/** Longest text field of a hit (names, labels); longer ones are not a hit this product shows. */
export const MAX_HIT_TEXT = 64;

/** Longest JSON text parseHit reads (an SSE data line or a string from the game frame). */
export const MAX_HIT_JSON = 4_096;

/** True for exactly one of the three series names (case and spaces matter). */
export function isLinkedSeries(name: unknown): name is LinkedSeries {
  return LINKED_SERIES.some((series) => series === name);
}

/** The linked groups of a groups answer, in LINKED_SERIES order (server order within one). */
export function linkedGroups(groups: readonly JackpotGroup[]): JackpotGroup[] {
  return LINKED_SERIES.flatMap((series) => groups.filter((g) => g.typeName === series));
}

/**
 * The pools the current game shows: pools of linked groups that list `gameId` among their games
 * (a group with no games is played nowhere), in LINKED_SERIES order, each series' pool once.
 */
export function poolsForGame(groups: readonly JackpotGroup[], gameId: number): LinkedPool[] {
  const out: LinkedPool[] = [];
  const seen = new Set<string>();
  for (const group of linkedGroups(groups)) {
    if (!isLinkedSeries(group.typeName) || !group.games.includes(gameId)) continue;
    const series = group.typeName;
    for (const pool of group.pools) {
      const key = `${series}\u0000${pool.poolId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ series, poolId: pool.poolId, poolName: pool.poolName, value: pool.value });
    }
  }
  return out;
}

/** The typeId the winners call takes for a series: its group in this game first; else null. */
export function typeIdOf(
  groups: readonly JackpotGroup[],
  series: LinkedSeries,
  gameId: number,
): string | null {
  const ofSeries = groups.filter((g) => g.typeName === series);
  return (ofSeries.find((g) => g.games.includes(gameId)) ?? ofSeries[0])?.typeId ?? null;
}

type Rec = Record<string, unknown>;

// Control characters and bidirectional overrides could garble or spoof a name on screen.
const UNSAFE_TEXT = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const DECIMAL = /^\d{1,16}(\.\d{1,8})?$/;
// Later than any date the product will see (year 2286): larger numbers are not milliseconds.
const MAX_TIME_MS = 10_000_000_000_000;

const isRec = (value: unknown): value is Rec =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_HIT_TEXT || UNSAFE_TEXT.test(trimmed)) return null;
  return trimmed;
}

function amount(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && DECIMAL.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isFinite(n) && n >= 0 && n <= Number.MAX_SAFE_INTEGER ? n : null;
}

function gameIdOf(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,15}$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function timeOf(value: unknown): number | null {
  let n = NaN;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && value.length <= MAX_HIT_TEXT) {
    const t = value.trim();
    n = /^\d{1,16}$/.test(t) ? Number(t) : /^\d{4}-\d{2}-\d{2}T/.test(t) ? Date.parse(t) : NaN;
  }
  return Number.isFinite(n) && n > 0 && n < MAX_TIME_MS ? Math.round(n) : null;
}

/** A schema from a reader that answers null for a value that does not fit. */
/** A hit's text: non-empty (trimmed, at most MAX_HIT_TEXT), no control or bidi characters. */
const hitText = checked({ type: 'string' }, text);

/**
 * The data of the stream's `jackpotHit` event (a JSON text) and a winners row: SPEC's fields
 * only, each checked; recordTime is milliseconds or an ISO date.
 */
export const jackpotHitSchema: Schema<JackpotHit> = object({
  groupName: hitText,
  typeName: hitText,
  poolName: hitText,
  gameId: checked({ type: 'integer', min: 1 }, gameIdOf),
  username: hitText,
  hitValue: checked({ type: 'number', min: 0 }, amount),
  recordTime: checked({ type: 'number', min: 1 }, timeOf),
});

/** A hit, or null (the schema's miss). */
const hitOrNull = fallback(jackpotHitSchema, null);

/**
 * A jackpot hit from anything (an SSE event's JSON text, the game frame's message, a winners
 * row), or null. Only own fields are read (copied first, so nothing inherited or prototype-
 * polluted is data). The user name is kept as sent (mask it before showing: maskHit). Never
 * throws.
 */
export function parseHit(raw: unknown): JackpotHit | null {
  if (typeof raw === 'string' && raw.length > MAX_HIT_JSON) return null;
  try {
    const value = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    return isRec(value) ? hitOrNull.read({ ...value }) : null;
  } catch {
    // Text that is not JSON, a revoked proxy or a throwing getter: not a hit.
    return null;
  }
}

/** The hit with its user name masked (SPEC §5); masking twice changes nothing. */
export function maskHit(hit: JackpotHit): JackpotHit {
  return { ...hit, username: maskName(hit.username) };
}

/**
 * A stable key of a hit's fields. The name is taken masked, so the same hit told in full by the
 * server and masked by the game frame is one hit.
 */
export function hitKey(hit: JackpotHit): string {
  return JSON.stringify([
    hit.typeName,
    hit.groupName,
    hit.poolName,
    hit.gameId,
    maskName(hit.username),
    hit.hitValue,
    hit.recordTime,
  ]);
}

/** Notices shown as SPEC §3 hits of a linked series only (the panel shows no other group). */
export function isLinkedHit(hit: JackpotHit): boolean {
  return isLinkedSeries(hit.typeName);
}

/** The hit notice queue: one notice on screen at most, each hit once. Treat as immutable. */
export interface HitQueue {
  /** The notice on screen (name masked), or null. */
  readonly current: JackpotHit | null;
  /** When the current notice goes (ms); null when none shows. */
  readonly until: number | null;
  /** Notices waiting, oldest first (names masked). */
  readonly waiting: readonly JackpotHit[];
  /** Keys of the hits already taken, oldest first, at most `remember`. */
  readonly seen: readonly string[];
  /** How many notices were pushed out of a full queue unseen. */
  readonly dropped: number;
}

/** Options of the notice queue; defaults HIT_NOTICE_MS, MAX_QUEUED_HITS, HIT_KEY_MEMORY. */
export interface HitQueueOptions {
  /** A round is in play: no notice takes the screen (the one on it keeps its time); they wait. */
  held?: boolean;
  displayMs?: number;
  maxQueued?: number;
  remember?: number;
}

/** An empty queue: nothing on screen, nothing seen. */
export function emptyHitQueue(): HitQueue {
  return { current: null, until: null, waiting: [], seen: [], dropped: 0 };
}

/**
 * The queue at `now`: when the notice on screen has had its time, the oldest waiting one takes
 * its place for a full display time (even when the call comes late), else (or while `held`) the
 * screen clears.
 */
export function advanceHits(q: HitQueue, now: number, options: HitQueueOptions = {}): HitQueue {
  // `until` is null exactly when no notice shows (current is null).
  if (q.until !== null && q.until > now) return q;
  const [next, ...rest] = q.waiting;
  if (next === undefined || options.held === true) {
    return q.current === null ? q : { ...q, current: null, until: null };
  }
  return { ...q, current: next, until: now + (options.displayMs ?? HIT_NOTICE_MS), waiting: rest };
}

/**
 * The queue after a hit arrives at `now`: a hit already seen changes nothing; a new one shows at
 * once when the screen is free, else waits at the back, pushing the oldest waiting one out when
 * `maxQueued` are waiting. The stored hit has its name masked.
 */
export function offerHit(
  q: HitQueue,
  hit: JackpotHit,
  now: number,
  options: HitQueueOptions = {},
): HitQueue {
  const masked = maskHit(hit);
  const key = hitKey(masked);
  if (q.seen.includes(key)) return q;
  const remember = Math.max(1, options.remember ?? HIT_KEY_MEMORY);
  const seen = [...q.seen, key].slice(-remember);
  const current = advanceHits(q, now, options);
  const waiting = [...current.waiting, masked];
  const max = Math.max(0, options.maxQueued ?? MAX_QUEUED_HITS);
  const overflow = Math.max(0, waiting.length - (current.current === null ? max + 1 : max));
  waiting.splice(0, overflow);
  return advanceHits(
    { ...current, seen, waiting, dropped: current.dropped + overflow },
    now,
    options,
  );
}

/**
 * A series' winner list from its recorded hits: each hit once, newest first, at most
 * WINNERS_LIMIT (SPEC §9), names masked (SPEC §5).
 */
export function winnersFrom(hits: readonly JackpotHit[]): JackpotWinner[] {
  const seen = new Set<string>();
  const unique = hits.filter((hit) => {
    const key = hitKey(hit);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique
    .sort((a, b) => b.recordTime - a.recordTime)
    .slice(0, WINNERS_LIMIT)
    .map((hit) => ({
      amount: hit.hitValue,
      date: hit.recordTime,
      winner: maskName(hit.username),
      poolName: hit.poolName,
      gameId: hit.gameId,
    }));
}
