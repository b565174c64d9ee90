// Runs in the worker (and in tests over a MessageChannel): serves the engine on a port: the
// intents posted one way (shared/engine/intents.ts), the mirror's batches posted one way back
// (shared/mirror/mirror-message.ts), and Comlink's answered calls.
import * as Comlink from 'comlink';
import type { WorkerApi } from '../../shared/engine/engine-api.ts';
import {
  type IntentKey,
  intentFailure,
  isIntent,
  readIntent,
} from '../../shared/engine/intents.ts';
import { mirrorMessage } from '../../shared/mirror/mirror-message.ts';

type Intents = Record<IntentKey, (...args: unknown[]) => unknown>;

/** What the worker serves, but for `watch`, which exposeEngine adds. */
export type ServedEngine = Omit<WorkerApi, 'watch'>;

/**
 * Serves `api` on `endpoint`, with `watch`, which posts each mirror batch to it. An intent that
 * throws or rejects (or one the worker does not know) is reported back, and the page shows the
 * worker's failure, as for a call that fails.
 */
export function exposeEngine(api: ServedEngine, endpoint: Comlink.Endpoint): void {
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
  const watch: WorkerApi['watch'] = () =>
    api.subscribe((batch) => endpoint.postMessage(mirrorMessage(batch)));
  // Comlink ignores a message without its own type, as an intent is: no answer, no effect.
  Comlink.expose({ ...api, watch } satisfies WorkerApi, endpoint);
}
