// Runs in the worker only: builds the real ports and serves the engine to the page.
import { del, get, set } from 'idb-keyval';
import { warmFormatters } from '../shared/lib/intl-cache.ts';
import { createEngine, type Engine } from './engine/engine.ts';
import { type ServedEngine, exposeEngine, forwardTo } from './engine/expose.ts';
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

// The calls and intents of shared/engine/boundary.ts, forwarded to the engine once started.
const api: ServedEngine = {
  ...forwardTo(current),
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
