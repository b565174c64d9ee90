// Runs in the worker (and in Node for integrators): what the engine needs from its host.
import type { WorkerInit } from '../../shared/engine/engine-api.ts';
import type { HeadAnswer } from '../../shared/boot/head-handoff.ts';
import type { PerfLike } from '../../shared/perf/perf-wire.ts';

/** Timers and the time; Vitest's fake timers or the real ones. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * A small async key-value store (IndexedDB through idb-keyval in the worker, `idbStore()`).
 * Tabs of one origin share it: `update` is one read-write transaction, so two tabs updating a
 * key at once never overwrite each other.
 */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  /** Every entry whose key starts with `prefix`, in key order. */
  entries<T>(prefix: string): Promise<[string, T][]>;
  /** Writes several entries in one transaction. */
  setMany(entries: readonly [string, unknown][]): Promise<void>;
  /** Deletes several keys in one transaction. */
  delMany(keys: readonly string[]): Promise<void>;
  /** Replaces a key's value by `fn(old)` in one read-write transaction. */
  update<T>(key: string, fn: (old: T | undefined) => T): Promise<void>;
}

/**
 * The part of the Web Locks API (`navigator.locks`, in workers too) the log pipeline uses to
 * share one store between tabs (hosts without it get a lease in the store instead), and the
 * one game at a time to tell which tab plays (game-bridge/one-game.ts).
 */
export interface LockManagerPort {
  request<T>(
    name: string,
    options: { ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<T> | T,
  ): Promise<T>;
  query(): Promise<{ held?: { name?: string }[] }>;
}

/** An answer the engine reads as its own: an answer, or a request that timed out. */
export type HandedAnswer = Exclude<HeadAnswer, { failed: 'network' }>;

/** The head's results, as the boot takes them (EnginePorts.head; boot/head-results.ts makes them). */
export interface HeadResults {
  /**
   * The head's config answer when it asked the config at `path` (the address without its
   * minute stamp), waiting for it if it is still on its way; null when the head asked another
   * or none, its request failed before an answer (the engine then asks itself), or it was taken.
   */
  config(path: string): Promise<HandedAnswer | null>;
  /**
   * The head's winner when it raced exactly `lines` (waiting for it while it races); null when
   * it raced others or none, or the engine asked the config itself.
   */
  line(lines: readonly string[]): Promise<string | null>;
  /**
   * The head's login answer when it logged in on `line` with `token` after its winner was
   * taken (waiting for it); null when it did not, or its request failed before an answer (the
   * engine then logs in itself).
   */
  login(line: string, token: string): Promise<HandedAnswer | null>;
}

/**
 * The readers of the answers that come after the login, in a lazy chunk that the engine loads
 * once (engine/features-chunk.ts) and hands the features that read such answers.
 * `R` is what a feature takes from it: its own readers.
 */
export interface ReadersPort<R> {
  readers(): Promise<R>;
}

/** Plain data the UI hands the engine when it starts. */
export type EngineInit = WorkerInit;

/** Everything createEngine takes. */
export interface EnginePorts extends EngineInit {
  fetch: typeof fetch;
  clock: Clock;
  store: KeyValueStore;
  randomId: () => string;
  /** The origin's Web Locks (`navigator.locks`); absent in Node, where a lease record stands in. */
  locks?: LockManagerPort;
  /** What the page's head asked before the worker ran (the worker's own host only). */
  head?: HeadResults;
  /** The worker's Performance, whose Resource Timing joins the load timeline (docs/rum.md). */
  perf?: PerfLike;
  /** A number in [0, 1): which sessions report their load, and every jittered wait (Math.random when absent). */
  random?: () => number;
}

/** The real clock of the host, bound so it can be passed around. */
export function systemClock(): Clock {
  return {
    now: () => Date.now(),
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
    clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
  };
}

/** An in-memory store, for tests and for hosts without IndexedDB; engines may share one. */
export function memoryStore(): KeyValueStore {
  const data = new Map<string, unknown>();
  const done = Promise.resolve();
  return {
    get: <T>(key: string) => Promise.resolve(structuredClone(data.get(key)) as T | undefined),
    set: (key, value) => {
      data.set(key, structuredClone(value));
      return done;
    },
    del: (key) => {
      data.delete(key);
      return done;
    },
    entries: <T>(prefix: string) =>
      Promise.resolve(
        [...data.entries()]
          .filter(([key]) => key.startsWith(prefix))
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, value]): [string, T] => [key, structuredClone(value) as T]),
      ),
    setMany: (entries) => {
      for (const [key, value] of entries) data.set(key, structuredClone(value));
      return done;
    },
    delMany: (keys) => {
      for (const key of keys) data.delete(key);
      return done;
    },
    update: <T>(key: string, fn: (old: T | undefined) => T) => {
      data.set(key, structuredClone(fn(structuredClone(data.get(key)) as T | undefined)));
      return done;
    },
  };
}
