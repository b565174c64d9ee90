// Runs in the worker (and in Node for integrators): what the engine needs from its host.
import type { WorkerInit } from '../../shared/engine/engine-api.ts';
import type { HeadResults } from '../boot/head-results.ts';

/** Timers and the time; Vitest's fake timers or the real ones. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** A small async key-value store (IndexedDB through idb-keyval in the worker). */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** Plain data the UI hands the engine when it starts. */
export type EngineInit = WorkerInit;

/** Everything createEngine takes. */
export interface EnginePorts extends EngineInit {
  fetch: typeof fetch;
  clock: Clock;
  store: KeyValueStore;
  randomId: () => string;
  /** What the page's head asked before the worker ran (the worker's own host only). */
  head?: HeadResults;
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

/** An in-memory store, for tests and for hosts without IndexedDB. */
export function memoryStore(): KeyValueStore {
  const data = new Map<string, unknown>();
  return {
    get: <T>(key: string) => Promise.resolve(data.get(key) as T | undefined),
    set: (key, value) => {
      data.set(key, structuredClone(value));
      return Promise.resolve();
    },
    del: (key) => {
      data.delete(key);
      return Promise.resolve();
    },
  };
}
