// Runs in the worker only: builds the real ports and serves the engine to the page.
import { del, get, set } from 'idb-keyval';
import type { EngineApi } from '../shared/engine/engine-api.ts';
import { INTENTS } from '../shared/engine/intents.ts';
import { warmFormatters } from '../shared/lib/intl-cache.ts';
import { createEngine, type Engine } from './engine/engine.ts';
import { type ServedEngine, exposeEngine } from './engine/expose.ts';
import { type EngineInit, type KeyValueStore, memoryStore, systemClock } from './engine/ports.ts';

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
