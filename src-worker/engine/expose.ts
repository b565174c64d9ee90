// Runs in the worker (and in tests over a MessageChannel): serves the engine on a port: the
// intents posted one way (shared/engine/intents.ts), the mirror's batches posted one way back
// (shared/mirror/mirror-message.ts), and Comlink's answered calls.
import * as Comlink from 'comlink';
import {
  type CallKey,
  type EngineArgs,
  type EngineMethods,
  type EngineResults,
  type MethodsOf,
  type IntentKey,
  type WorkerApi,
  byKey,
  membersOf,
} from '../../shared/engine/boundary.ts';
import { intentFailure, isIntent, readIntent } from '../../shared/engine/intents.ts';
import { mirrorMessage } from '../../shared/mirror/mirror-message.ts';

/** What the worker serves, but for `watch`, which exposeEngine adds. */
export type ServedEngine = Omit<WorkerApi, 'watch'>;

/** The engine members the worker serves: the table's calls and intents, and `subscribe`. */
type ServedKey = CallKey | IntentKey | 'subscribe';

/**
 * The served members, each forwarded to the engine `target` gives at the time of the call (the
 * worker creates its engine on `start`): derived from shared/engine/boundary.ts.
 */
export function forwardTo(target: () => EngineMethods): MethodsOf<ServedKey> {
  const keys: ServedKey[] = [...membersOf('call'), ...membersOf('intent'), 'subscribe'];
  return byKey<MethodsOf<ServedKey>>(keys, (key) => forward(target, key));
}

function forward<P extends ServedKey>(
  target: () => EngineMethods,
  key: P,
): (...args: EngineArgs[P]) => EngineResults[P] {
  return (...args) => target()[key](...args);
}

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
      // The arguments are as the page posted them: unchecked, as Comlink's are.
      const result: unknown = Reflect.apply(api[intent.key], api, intent.args);
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
