// Runs in the worker only: builds the real ports and serves the engine to the page.
import { warmFormatters } from '../shared/lib/intl-cache.ts';
import { createEngine, type Engine } from './engine/engine.ts';
import { type ServedEngine, exposeEngine, forwardTo } from './engine/expose.ts';
import { type EngineInit, systemClock } from './lib/ports.ts';
import { idbStore } from './engine/idb-store.ts';
import { createHeadHandoff } from './boot/head-results.ts';
import { watchWorkerFailures } from './failures/failures.ts';

let engine: Engine | null = null;
// The config answer and the speed test's winner the page's head posts (head-boot.ts).
const head = createHeadHandoff();

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
      // Web Locks reach workers (Chromium 69, Firefox 96, Safari 15.4); a lease stands in elsewhere.
      ...(typeof navigator !== 'undefined' && 'locks' in navigator
        ? { locks: navigator.locks }
        : {}),
      head: head.results,
      perf: performance,
    });
    void engine.boot();
    // After the first requests are on their way (see warmFormatters).
    setTimeout(() => warmFormatters(init.query.locale), 0);
  },
};

// WebKit (Safari; WebKitGTK 2.50 here) runs this module a second time when the after-login
// chunk (engine/features.ts), which imports helpers from it, loads: a module worker's own script is not in
// its module map there. The second copy only lends those helpers; had it served too, its idle
// engine would answer every intent from the game with "engine not started" and the page would
// show the worker's failure (docs/testing.md, Other engines).
const SERVED = Symbol.for('game-container.engine-served');
if (!Reflect.has(self, SERVED)) {
  Reflect.set(self, SERVED, true);
  self.addEventListener('message', (event) => head.receive((event as MessageEvent).data));
  watchWorkerFailures(self, () => engine?.failures ?? null);
  exposeEngine(api, self);
}
