// Shared by the promotions' schemas (shared/promotions/*/): the schema kit's pieces only
// promotion answers use (SPEC §3, §7). They live here, not in lib/wire-schema.ts, so their bytes
// stay in the worker's lazy readers' chunk (src-worker/engine/readers.ts) and off its first
// script; the page takes only the types inferred from them.
import { isTimeZone } from '../lib/dates.ts';
import { isRecord } from '../lib/is-record.ts';
import {
  bool,
  fallback,
  integer,
  list,
  miss,
  num,
  refine,
  type Schema,
  text,
} from '../lib/wire-schema.ts';

/** A finite number at least `min`, also from a numeric string. */
export const atLeast = (min: number): Schema<number> => ({
  type: 'number',
  min,
  read(value) {
    const n = num(value);
    return n !== null && n >= min ? n : miss();
  },
});

/** A number at least 0 (an amount, a progress). */
export const nonNegative = atLeast(0);

/** true only for true (anything else, also missing, reads false). */
export const isTrue = fallback(bool, false);

/** One of `values`. */
export const oneOf = <T extends string>(values: readonly T[]): Schema<T> => ({
  type: 'enum',
  values,
  read: (value) => values.find((v) => v === value) ?? miss(),
});

/** An IANA time zone this device knows. */
export const timeZone = refine(text, isTimeZone);

const SKIP = Symbol('skip');

/** An object's fields whose value reads with `item`, by key (others dropped); else {}. */
export const dict = <T>(item: Schema<T>): Schema<Partial<Record<string, T>>> => ({
  type: 'record',
  item,
  fallback: {},
  read(value) {
    const out: Partial<Record<string, T>> = {};
    // A bad entry is dropped, as a list drops a bad item.
    const entry = fallback(item, SKIP);
    for (const [key, raw] of Object.entries(isRecord(value) ? value : {})) {
      const read = entry.read(raw);
      if (read !== SKIP) out[key] = read;
    }
    return out;
  },
});

/** Positive whole game ids, each once (a bad one dropped). */
export const gameIdList = list(integer(1), (n) => n);
