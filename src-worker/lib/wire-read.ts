// Runs in the worker (and in Node): the promotion answers' field-by-field readers (SPEC §3, §7),
// until they move to schemas (wire-schema.ts) as the seat, jackpot and leaderboard answers did.
// A bad field falls back to a safe value or drops its item; only an answer with no usable body
// at all is a format error (6003, kind 'shape').
import { isRecord } from '../../shared/lib/is-record.ts';
import { badShape } from './service-client.ts';
import { MAX_LIST_ITEMS, num } from './wire-schema.ts';

export { MAX_LIST_ITEMS, num };

/** A JSON object read from an answer. */
export type Rec = Record<string, unknown>;

/** A finite number at least 0; else null. */
export const nonNegative = (value: unknown): number | null => {
  const n = num(value);
  return n !== null && n >= 0 ? n : null;
};

/** A whole number at least 0; else null. */
export const count = (value: unknown): number | null => {
  const n = num(value);
  return n !== null && Number.isInteger(n) && n >= 0 ? n : null;
};

/** A whole number above 0; else null. */
export const positiveInt = (value: unknown): number | null => {
  const n = count(value);
  return n !== null && n > 0 ? n : null;
};

/** An id as a string: a non-empty string, or a finite number written out; else null. */
export function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}

/** The value when it is one of `allowed`; else null. */
export const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | null =>
  allowed.find((a) => a === value) ?? null;

/** The items of an array read one by one; broken ones and repeated keys are dropped. */
export function listOf<T>(
  raw: unknown,
  read: (item: Rec) => T | null,
  key?: (item: T) => string,
): T[] {
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

/** The finite numbers of an array that pass `ok`, at most MAX_LIST_ITEMS. */
export const numbers = (raw: unknown, ok: (n: number) => boolean = () => true): number[] =>
  Array.isArray(raw)
    ? (raw as unknown[])
        .map(num)
        .filter((n): n is number => n !== null && ok(n))
        .slice(0, MAX_LIST_ITEMS)
    : [];

/** Positive whole game ids, each once. */
export const gameIds = (raw: unknown): number[] => [
  ...new Set(numbers(raw, (n) => Number.isInteger(n) && n > 0)),
];

/** The data of a status envelope; a missing envelope or data is a format error. */
export function dataOf(raw: unknown, what: string): Rec {
  if (!isRecord(raw) || !('status' in raw)) throw badShape(`${what}: no status`);
  const data = raw['data'];
  if (!isRecord(data)) throw badShape(`${what}: no data`);
  return data;
}
