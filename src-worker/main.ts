// Runs in the worker only: builds the real ports and serves the engine to the page.
import { del, get, set } from 'idb-keyval';
import type { EngineApi } from '../shared/engine-api.ts';
import { INTENTS } from '../shared/intents.ts';
import { warmFormatters } from '../shared/intl-cache.ts';
import { createEngine, type Engine } from './engine.ts';
import { type ServedEngine, exposeEngine } from './expose.ts';
import { type EngineInit, type KeyValueStore, memoryStore, systemClock } from './ports.ts';

function idbStore(): KeyValueStore {
  if (typeof indexedDB === 'undefined') return memoryStore();
  return { get, set, del };
}

let engine: Engine | null = null;

function current(): Engine {
  if (!engine) throw new Error('engine not started');
  return engine;
}

/**
 * Every engine method, forwarded by name: the intents (sent one way) and the answered calls; the
 * type check fails when one is missing or extra.
 */
const METHODS: Record<keyof EngineApi, true> = {
  ...INTENTS,
  boot: true,
  snapshot: true,
  subscribe: true,
  logStats: true,
  answerPrompt: true,
  useCard: true,
  drawWheel: true,
  seatPlayNow: true,
  requestSeat: true,
  confirmSeatChange: true,
  dispose: true,
};

type AnyMethod = (...args: unknown[]) => unknown;
const forwarded = Object.fromEntries(
  (Object.keys(METHODS) as (keyof EngineApi)[]).map((name) => [
    name,
    (...args: unknown[]) => (current()[name] as unknown as AnyMethod)(...args),
  ]),
) as unknown as EngineApi;

const api: ServedEngine = {
  ...forwarded,
  ping: () => 'pong',
  start(init: EngineInit) {
    engine ??= createEngine({
      ...init,
      fetch: globalThis.fetch.bind(globalThis),
      clock: systemClock(),
      store: idbStore(),
      randomId: () => crypto.randomUUID(),
    });
    void engine.boot();
    // After the first requests are on their way (see warmFormatters).
    setTimeout(() => warmFormatters(init.query.locale), 0);
  },
};

exposeEngine(api, self);
