// Runs in the worker (and in tests over a MessageChannel): serves the engine on a port: the
// intents posted one way (shared/intents.ts), and Comlink's answered calls.
import * as Comlink from 'comlink';
import type { WorkerApi } from '../shared/engine-api.ts';
import { type IntentKey, intentFailure, isIntent, readIntent } from '../shared/intents.ts';

type Listener = EventListenerOrEventListenerObject;
type Intents = Record<IntentKey, (...args: unknown[]) => unknown>;

/** The endpoint as Comlink sees it: the same port, without the intents. */
function withoutIntents(endpoint: Comlink.Endpoint): Comlink.Endpoint {
  const wrapped = new Map<Listener, EventListener>();
  return {
    postMessage: (message, transfer) => endpoint.postMessage(message, transfer),
    addEventListener(type, listener) {
      const only: EventListener = (event) => {
        if (isIntent((event as MessageEvent).data)) return;
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      };
      wrapped.set(listener, only);
      endpoint.addEventListener(type, only);
    },
    removeEventListener(type, listener) {
      const only = wrapped.get(listener);
      if (!only) return;
      wrapped.delete(listener);
      endpoint.removeEventListener(type, only);
    },
  };
}

/**
 * Serves `api` on `endpoint`. An intent that throws or rejects (or one the worker does not
 * know) is reported back, and the page shows the worker's failure, as for a call that fails.
 */
export function exposeEngine(api: WorkerApi, endpoint: Comlink.Endpoint): void {
  endpoint.addEventListener('message', (event) => {
    const data: unknown = (event as MessageEvent).data;
    if (!isIntent(data)) return;
    const intent = readIntent(data);
    const report = (): void => endpoint.postMessage(intentFailure(intent?.key ?? 'unknown'));
    if (!intent) {
      report();
      return;
    }
    try {
      const result = (api as unknown as Intents)[intent.key](...intent.args);
      if (result instanceof Promise) result.catch(report);
    } catch {
      report();
    }
  });
  Comlink.expose(api, withoutIntents(endpoint));
}
