// Runs in the worker only: builds the real ports and exposes the engine over Comlink.
import * as Comlink from 'comlink';
import { del, get, set } from 'idb-keyval';
import type { WorkerApi } from '../shared/engine-api.ts';
import { createEngine, type Engine } from './engine.ts';
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

const api: WorkerApi = {
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
  },
  boot: () => current().boot(),
  snapshot: () => current().snapshot(),
  subscribe: (listener) => current().subscribe(listener),
  gameReady: () => current().gameReady(),
  setSpinning: (spinning) => current().setSpinning(spinning),
  spinRequested: () => current().spinRequested(),
  setTurbo: (on, noTurbo) => current().setTurbo(on, noTurbo),
  setScene: (scene, symbols) => current().setScene(scene, symbols),
  setPageVisible: (visible) => current().setPageVisible(visible),
  setOrientation: (orientation) => current().setOrientation(orientation),
  gameLog: (payload) => current().gameLog(payload),
  requestClose: () => current().requestClose(),
  requestGameSwitch: (gameId) => current().requestGameSwitch(gameId),
  answerPrompt: (kind, accept) => current().answerPrompt(kind, accept),
  openPanel: (kind) => current().openPanel(kind),
  closePanel: () => current().closePanel(),
  useCard: (itemId) => current().useCard(itemId),
  freeSpinProgress: (itemId, played, winAmount, done) =>
    current().freeSpinProgress(itemId, played, winAmount, done),
  dismissFreeSpinResult: () => current().dismissFreeSpinResult(),
  answerFreeSpinReminder: (viewNow) => current().answerFreeSpinReminder(viewNow),
  drawWheel: (type) => current().drawWheel(type),
  dismissError: () => current().dismissError(),
  resetErrors: () => current().resetErrors(),
  dispose: () => current().dispose(),
};

Comlink.expose(api);
