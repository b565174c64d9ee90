// Runs on the main thread: the one module that owns the engine worker and its mirror.
import * as Comlink from 'comlink';
import { proxy } from 'valtio/vanilla';
import type {
  EngineError,
  EngineState,
  LogStats,
  WorkerInit,
} from '../../shared/engine/engine-api.ts';
import {
  type Answer,
  type CallKey,
  type EngineArgs,
  type IntentKey,
  type PageAnswer,
  type RemoteEngine,
  type WorkerApi,
  WORKER_GONE,
  byKey,
  membersOf,
} from '../../shared/engine/boundary.ts';
import { WORKER_FAILURE_CODE } from '../../shared/errors/client-codes.ts';
import { intentMessage, isIntentFailure } from '../../shared/engine/intents.ts';
import { initialState } from '../../shared/engine/initial-state.ts';
import { isRecord } from '../../shared/lib/is-record.ts';
import {
  type MirrorBatch,
  MirrorApplier,
  type MirrorSnapshot,
} from '../../shared/mirror/mirror.ts';
import { readMirrorMessage } from '../../shared/mirror/mirror-message.ts';
import { createFrameQueue } from '../mirror/frame-queue.ts';
import type { EngineMirror } from '../mirror/use-mirror.ts';

/** How long any call to the worker may take before the worker counts as dead. */
export const CALL_TIMEOUT_MS = 8_000;
/** How often the worker is asked whether it still answers. */
export const PING_INTERVAL_MS = 10_000;

/** What the engine client needs of a worker: messages both ways and its error events. */
export type WorkerLike = Pick<Worker, 'postMessage' | 'addEventListener' | 'removeEventListener'>;

/** Hears each call made once the worker is gone (src-ui/failures/courier.ts logs it). */
export const deadCalls: { listener: ((key: string) => void) | null } = { listener: null };

/** The host's own state: set when the worker fails to start, crashes or stops answering. */
export const hostState = proxy<{ failure: EngineError | null }>({ failure: null });

/**
 * The engine as the UI uses it: the mirror (read only: the UI never writes it), the intents sent
 * one way and the answered calls, each resolving to its worker-gone answer when the worker is
 * gone (shared/engine/boundary.ts).
 */
export type EngineClient = RemoteEngine & { readonly mirror: EngineMirror };

type Intents = Pick<RemoteEngine, IntentKey>;
type Calls = Pick<RemoteEngine, CallKey>;

/** The intents, each sent through `send`. */
function intents(send: (key: IntentKey, args: unknown[]) => void): Intents {
  return byKey<Intents>(membersOf('intent'), (key) => sender(send, key));
}

function sender<K extends IntentKey>(
  send: (key: K, args: EngineArgs[K]) => void,
  key: K,
): (...args: EngineArgs[K]) => void {
  return (...args) => send(key, args);
}

/** The calls, each made through `call`, or its worker-gone answer. */
function calls(
  call: <K extends CallKey>(key: K, args: EngineArgs[K]) => Promise<Answer<K> | undefined>,
): Calls {
  return byKey<Calls>(membersOf('call'), (key) => answered(call, key));
}

function gone<K extends CallKey>(key: K): () => Promise<PageAnswer<K>> {
  return () => Promise.resolve(WORKER_GONE[key]);
}

function answered<K extends CallKey>(
  call: (key: K, args: EngineArgs[K]) => Promise<Answer<K> | undefined>,
  key: K,
): (...args: EngineArgs[K]) => Promise<PageAnswer<K>> {
  return (...args) =>
    call(key, args).then((answer) => {
      if (answer !== undefined) return answer;
      if (hostState.failure) deadCalls.listener?.(key);
      return WORKER_GONE[key];
    });
}

/**
 * How many mirror batches arrived, how many times they were applied, and the most applications
 * within one animation frame (by the document timeline's frame time). Read by
 * `npm run bench:browser`, and by QA in the console as `__gameContainer.mirror`.
 */
const mirrorCounters = { batches: 0, flushes: 0, maxPerFrame: 0 };

/** The mirror's fields the game's frame is made from (src-ui/game-bridge/game-host.ts). */
const GAME_KEYS: ReadonlySet<string> = new Set<keyof EngineState>(['gameUrl', 'gameLoad']);
let flushFrame: { time: number | null; count: number } = { time: null, count: 0 };

/** Counts one application of the mirror in the current animation frame. */
function countFlush(): void {
  mirrorCounters.flushes += 1;
  const time = typeof document === 'undefined' ? null : Number(document.timeline.currentTime);
  flushFrame =
    time !== null && time === flushFrame.time
      ? { time, count: flushFrame.count + 1 }
      : { time, count: 1 };
  mirrorCounters.maxPerFrame = Math.max(mirrorCounters.maxPerFrame, flushFrame.count);
}
/** What QA reads in the console: the mirror's counters and, once started, the log counters. */
const debugHandle: { mirror: typeof mirrorCounters; logStats?: () => Promise<LogStats | null> } = {
  mirror: mirrorCounters,
};
(globalThis as { __gameContainer?: unknown }).__gameContainer = debugHandle;

function trackingId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : String(Date.now());
}

/** Starts the worker, the engine in it and the mirror subscription. */
export function startEngine(init: WorkerInit, createWorker: () => WorkerLike): EngineClient {
  const mirror = proxy(initialState(init.query));
  const fail = (): void => {
    hostState.failure ??= { code: WORKER_FAILURE_CODE, trackingId: trackingId() };
  };
  const guard = <T>(call: () => Promise<T>): Promise<T | undefined> =>
    new Promise<T | undefined>((resolve) => {
      const timer = setTimeout(() => {
        fail();
        resolve(undefined);
      }, CALL_TIMEOUT_MS);
      call().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        () => {
          clearTimeout(timer);
          fail();
          resolve(undefined);
        },
      );
    });

  let worker: WorkerLike;
  try {
    worker = createWorker();
  } catch {
    fail();
    return {
      ...intents(() => undefined),
      ...byKey<Calls>(membersOf('call'), (key) => gone(key)),
      mirror,
    };
  }
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    fail();
  });
  worker.addEventListener('messageerror', fail);
  const remote = Comlink.wrap<WorkerApi>(worker);

  let pending: MirrorBatch[] | null = [];
  let resyncing = false;
  // The mirror's root, as the applier writes it (a proxy of a plain object, always a record).
  const root = mirror;
  if (!isRecord(root)) throw new TypeError('the mirror is not an object');
  const applier = new MirrorApplier<EngineState>(root, () => {
    if (resyncing) return;
    resyncing = true;
    void guard(() => remote.snapshot()).then((snap) => {
      resyncing = false;
      if (snap) applier.reset(snap);
    });
  });
  // Batches wait for the next frame and are applied together, so React renders at most once
  // a frame however busy the engine is (20 notices a second, pool values, logs), and they are
  // applied just after that frame's rendering, not inside it (src-ui/mirror/frame-queue.ts).
  const frames = createFrameQueue<MirrorBatch>((batches) => {
    countFlush();
    for (const batch of batches) applier.apply(batch);
  });
  // The worker's own messages beside Comlink's answers: an intent's failure, a mirror batch.
  worker.addEventListener('message', (event) => {
    if (isIntentFailure(event.data)) fail();
    const batch = readMirrorMessage(event.data);
    if (!batch) return;
    mirrorCounters.batches += 1;
    if (pending) pending.push(batch);
    else {
      frames.push(batch);
      // A new game address is applied at once, not at the next frame: the game's frame is
      // made from it (game-host.ts), and the game's document is the next request of the load.
      if (batch.ops.some(([, path]) => GAME_KEYS.has(path[0] ?? ''))) frames.flush();
    }
  });
  const started = (snap: MirrorSnapshot<EngineState> | undefined): void => {
    if (!snap) return;
    applier.reset(snap);
    const queued = pending ?? [];
    pending = null;
    for (const batch of queued) applier.apply(batch);
  };

  void guard(() => remote.start(init))
    .then(() => guard(() => remote.watch()))
    .then(started);
  const ping = setInterval(() => {
    if (hostState.failure) clearInterval(ping);
    else void guard(() => remote.ping());
  }, PING_INTERVAL_MS);

  // Comlink's Remote type spreads union answers over Promise; each call resolves to one answer.
  const remoteCalls: { [K in CallKey]: (...args: EngineArgs[K]) => Promise<Answer<K>> } = remote;
  // An answer is not left ahead of the state already received: those batches apply first.
  // (Intents nobody waits for leave the batches to the next frame.)
  const call = <K extends CallKey>(key: K, args: EngineArgs[K]): Promise<Answer<K> | undefined> =>
    guard(() => remoteCalls[key](...args)).then((answer) => {
      frames.flush();
      return answer;
    });
  const answers = calls(call);
  debugHandle.logStats = answers.logStats;

  return {
    // Not guarded one by one: a worker that stops answering misses its next ping.
    ...intents((key, args) => {
      try {
        worker.postMessage(intentMessage(key, args));
      } catch {
        // Arguments that cannot be copied to the worker: as a call that failed.
        fail();
      }
    }),
    ...answers,
    mirror,
  };
}
