// Shared by the worker, which reads every answer of the operator's contract with these (SPEC §3,
// §7; src-worker/lib/parse-wire.ts), and the page and the simulator, which take the wire types
// inferred from the schemas (`Infer`, by `import type`). Every answer is declared once with
// these: the schema reads the answer, its type is inferred, and `npm run contract` documents it.
// They keep the product's leniency: a bad field falls back or drops its item; a missing envelope
// or required field is a format error. Pure: no worker globals, nothing of either side.
// Home-made rather than Valibot: the worker's first script has no room for it (docs/decisions.md).

/** Most items kept from one list: a runaway answer must not flood the mirrored state. */
export const MAX_LIST_ITEMS = 1_000;

/** A value that does not fit, and where (keys from the answer's root). */
export class Miss {
  readonly path: (string | number)[] = [];
}
/** The JSON a schema documents: number (also as text), integer, string, id, flag, any... */
type WireType =
  'number' | 'integer' | 'string' | 'id' | 'flag' | 'any' | 'object' | 'array' | 'enum' | 'record';

/**
 * One schema: reads a JSON value into T (throws a Miss), and says what it accepts. W is what a
 * server sends for it (`Sent`: what the simulator and the tests write), O whether a server may
 * leave it out; both are types only.
 */
export interface Schema<T, W = unknown, O extends boolean = boolean> {
  readonly type: WireType;
  readonly read: (value: unknown) => T;
  /** A whole number's least value. */
  readonly min?: number;
  /** An object's fields. */
  readonly entries?: Readonly<Record<string, Schema<unknown>>>;
  /** A list's (or a record's) item. */
  readonly item?: Schema<unknown>;
  /** An enum's values. */
  readonly values?: readonly unknown[];
  /** What an unreadable or missing value reads as (the field is then optional). */
  readonly fallback?: unknown;
  /** A field that may be missing (else, without a fallback, it is required). */
  readonly optional?: boolean;
  /** A list that must be there (else a missing or broken list reads as empty). */
  readonly required?: boolean;
  /** Types only, never set: W and O. */
  readonly sent?: { value: W; omissible: O };
}

/** The type a schema reads. */
export type Infer<S> = S extends Schema<infer T> ? T : never;

/**
 * What a server sends that a schema reads, as the contract documents it (tests/contract): a
 * field with a fallback, an optional one and a list that reads as [] may be left out.
 */
export type Sent<S> = S extends Schema<unknown, infer W> ? W : never;

/** A schema a server may leave out. */
type Omissible = Schema<unknown, unknown, true>;

/** An object's fields as sent: the omissible ones optional. */
type SentFields<E> = {
  [K in keyof E as E[K] extends Omissible ? never : K]: Sent<E[K]>;
} & { [K in keyof E as E[K] extends Omissible ? K : never]?: Sent<E[K]> } extends infer F
  ? { [K in keyof F]: F[K] }
  : never;

/** Refuses a value (a Miss, which a fallback or a list catches). */
export const miss = (): never => {
  // A miss is how a schema says no, often, while a list drops its bad items: no stack to take.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw new Miss();
};

/** A JSON object (not an array, not null). */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number, also from a numeric string (money often travels as text); else null. */
export function num(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? +value : NaN;
  return Number.isFinite(n) ? n : null;
}

/** A finite number, or a string holding one. */
export const numeric: Schema<number, number, false> = {
  type: 'number',
  read: (value) => num(value) ?? miss(),
};

/** A whole number at least `min`, also from a numeric string. */
export const integer = (min: number): Schema<number, number, false> => ({
  type: 'integer',
  min,
  read(value) {
    const n = num(value);
    return n !== null && Number.isInteger(n) && n >= min ? n : miss();
  },
});

/** A string. */
export const text: Schema<string, string, false> = {
  type: 'string',
  read: (value) => (typeof value === 'string' ? value : miss()),
};

/** An id as a string: a non-empty string, or a finite number written out. */
export const id: Schema<string, string | number, false> = {
  type: 'id',
  read: (value) =>
    typeof value === 'string' && value.trim() !== ''
      ? value
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : miss(),
};

/** A schema from a reader that answers null for a value that does not fit. */
export const checked = <T>(
  base: Omit<Schema<T>, 'read' | 'sent'>,
  read: (value: unknown) => T | null,
): Schema<T, T, false> => ({ ...base, read: (value) => read(value) ?? miss() });

/** true or false, nothing else. */
export const bool = checked<boolean>({ type: 'flag' }, (value) =>
  typeof value === 'boolean' ? value : null,
);

/** Any JSON value, kept as it is (read further by the code that uses it). */
export const any: Schema<unknown, unknown, false> = { type: 'any', read: (value) => value };

/** `any`, where a server sends a W (the code that uses it reads it further). */
export const anyAs = <W>(): Schema<unknown, W, false> => any as Schema<unknown, W, false>;

/** `schema`, but an unreadable or missing value reads as `value`. */
export const fallback = <T, W, F>(schema: Schema<T, W>, value: F) =>
  ({
    ...schema,
    fallback: value,
    read(input) {
      try {
        return schema.read(input);
      } catch (error) {
        if (error instanceof Miss) return value;
        throw error;
      }
    },
    // The spread's `sent` (types only) says the schema's omissible; this one may be left out.
  }) as Schema<T | F, W, true>;

/** `schema`, but only values that pass `ok` (of the type `ok` proves, when it is a guard). */
export function refine<T, W, O extends boolean, U extends T>(
  schema: Schema<T, W, O>,
  ok: (value: T) => value is U,
): Schema<U, W, O>;
export function refine<T, W, O extends boolean>(
  schema: Schema<T, W, O>,
  ok: (value: T) => boolean,
): Schema<T, W, O>;
export function refine<T>(schema: Schema<T>, ok: (value: T) => boolean): Schema<T> {
  return {
    ...schema,
    read(input) {
      const value = schema.read(input);
      return ok(value) ? value : miss();
    },
  };
}

/** `schema`, but a missing field reads as undefined (a field that is there must fit). */
export const optional = <T, W>(schema: Schema<T, W>) =>
  ({
    ...schema,
    optional: true,
    read: (value: unknown) => (value === undefined ? undefined : schema.read(value)),
  }) as Schema<T | undefined, W, true>;

/** `schema` whose value is then turned by `to` (documented as `schema`). */
export const map = <T, W, O extends boolean, U>(
  schema: Schema<T, W, O>,
  to: (value: T) => U,
): Schema<U, W, O> => ({
  ...schema,
  read: (input) => to(schema.read(input)),
});

/** Reads `read` at `key`, naming the key in the path when it fails. */
function at<T>(key: string | number, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof Miss) error.path.unshift(key);
    throw error;
  }
}

/**
 * An object with these fields (others are ignored); a missing field reads as undefined, so one
 * without a fallback is required. With `orEmpty`, anything but an object (also a missing one)
 * reads as {} (its fields then fall back or fail).
 */
export const object = <E extends Record<string, Schema<unknown>>, Empty extends boolean = false>(
  entries: E,
  orEmpty = false as Empty,
): Schema<{ [K in keyof E]: Infer<E[K]> }, SentFields<E>, Empty> => ({
  type: 'object',
  entries,
  optional: orEmpty,
  read(value) {
    const input = isObject(value) ? value : orEmpty ? {} : miss();
    const out: Record<string, unknown> = {};
    for (const [key, schema] of Object.entries(entries)) {
      out[key] = at(key, () => schema.read(input[key]));
    }
    return out as { [K in keyof E]: Infer<E[K]> };
  },
});

/** The readable values of an object (an operator's grouping by key); not an object reads as []. */
export const record = <T, W>(item: Schema<T, W>): Schema<T[], Record<string, W>, true> => ({
  type: 'record',
  item,
  read: (value) => list(item).read(isObject(value) ? Object.values(value) : []),
});

/**
 * A list whose broken items are dropped (and, with `key`, repeated ones), at most
 * MAX_LIST_ITEMS; not a list at all reads as empty unless `required`.
 */
export const list = <T, W, Required extends boolean = false>(
  item: Schema<T, W>,
  key?: (value: T) => unknown,
  required = false as Required,
): Schema<T[], W[], Required extends true ? false : true> => ({
  type: 'array',
  item,
  required,
  read(value) {
    if (!Array.isArray(value)) return required ? miss() : [];
    const out: T[] = [];
    const seen = new Set();
    for (const raw of value as unknown[]) {
      if (out.length >= MAX_LIST_ITEMS) break;
      try {
        const read = item.read(raw);
        const k = key?.(read);
        if (key && seen.has(k)) continue;
        seen.add(k);
        out.push(read);
      } catch (error) {
        if (!(error instanceof Miss)) throw error;
      }
    }
    return out;
  },
});

/** The `{status, data}` envelope every service answers with (the status is checked before). */
export const envelope = <T, W, O extends boolean>(data: Schema<T, W, O>) =>
  object({ status: anyAs<string>(), data });

/** An answer whose status is all there is (log-ins, eligibility). */
export const statusOnly = object({ status: any });
