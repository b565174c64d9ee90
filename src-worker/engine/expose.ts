// Runs in the worker (and in tests over a MessageChannel): serves the engine on a port: the
// intents posted one way (shared/engine/intents.ts), the mirror's batches posted one way back
// (shared/mirror/mirror-message.ts), and the answered calls (shared/engine/calls.ts).
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
import { answerMessage, readCall } from '../../shared/engine/calls.ts';
import { intentFailure, isIntent, readIntent } from '../../shared/engine/intents.ts';
import { mirrorMessage } from '../../shared/mirror/mirror-message.ts';

/** The worker's port, or a MessagePort standing in for it. */
export interface Endpoint {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

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
export function exposeEngine(api: ServedEngine, endpoint: Endpoint): void {
  const watch: WorkerApi['watch'] = () =>
    api.subscribe((batch) => endpoint.postMessage(mirrorMessage(batch)));
  const served: WorkerApi = { ...api, watch };
  endpoint.addEventListener('message', (event) => {
    const data: unknown = event.data;
    const call = readCall(data);
    if (call) {
      const { id, key, args } = call;
      // The arguments are as the page posted them: unchecked. An unknown member fails.
      new Promise((resolve) => resolve(Reflect.apply(served[key as CallKey], served, args)))
        .then((value) => endpoint.postMessage(answerMessage(id, value)))
        .catch(() => endpoint.postMessage(answerMessage(id, undefined, true)));
      return;
    }
    if (!isIntent(data)) return;
    const intent = readIntent(data);
    const report = (): void => endpoint.postMessage(intentFailure(intent?.key ?? 'unknown'));
    if (!intent) {
      report();
      return;
    }
    try {
      // The arguments are as the page posted them: unchecked, as a call's are.
      const result: unknown = Reflect.apply(api[intent.key], api, intent.args);
      if (result instanceof Promise) result.catch(report);
    } catch {
      report();
    }
  });
}
