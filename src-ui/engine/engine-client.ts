// Runs on the main thread: the one module that owns the engine worker and its mirror.
import * as Comlink from 'comlink';
import { proxy } from 'valtio/vanilla';
import type {
  EngineApi,
  EngineError,
  EngineState,
  LogStats,
  WorkerApi,
  WorkerInit,
} from '../../shared/engine/engine-api.ts';
import { WORKER_FAILURE_CODE } from '../../shared/errors/client-codes.ts';
import {
  INTENTS,
  type IntentKey,
  intentMessage,
  isIntentFailure,
} from '../../shared/engine/intents.ts';
import { initialState } from '../../shared/engine/initial-state.ts';
import type { PromptKind, PromptOutcome } from '../../shared/prompts/prompts.ts';
import type { CardAnswer, DrawAnswer } from '../../shared/promotions/promotion-state.ts';
import type { SpinType } from '../../shared/promotions/promotion-types.ts';
import type { SeatAnswer, SeatRequestAnswer } from '../../shared/seats/seat-state.ts';
import {
  type MirrorBatch,
  MirrorApplier,
  type MirrorSnapshot,
} from '../../shared/mirror/mirror.ts';
import { readMirrorMessage } from '../../shared/mirror/mirror-message.ts';
import { createFrameQueue } from '../mirror/frame-queue.ts';

/** How long any call to the worker may take before the worker counts as dead. */
export const CALL_TIMEOUT_MS = 8_000;
/** How often the worker is asked whether it still answers. */
export const PING_INTERVAL_MS = 10_000;

/** What the engine client needs of a worker: messages both ways and its error events. */
export type WorkerLike = Pick<Worker, 'postMessage' | 'addEventListener' | 'removeEventListener'>;

/** The host's own state: set when the worker fails to start, crashes or stops answering. */
export const hostState = proxy<{ failure: EngineError | null }>({ failure: null });

type Fire = { [K in IntentKey]: (...args: Parameters<EngineApi[K]>) => void };

/** The engine as the UI uses it: the mirror, intents sent one way and a few answered calls. */
export interface EngineClient extends Fire {
  mirror: EngineState;
  /** Resolves to what the UI must do; nothing when the worker is gone. */
  answerPrompt(kind: PromptKind, accept: boolean): Promise<PromptOutcome>;
  /** Resolves to the card now current, or the refusal code; `worker` when the worker is gone. */
  useCard(itemId: string): Promise<CardAnswer>;
  /** Resolves to the draw's result or its message; a status error when the worker is gone. */
  drawWheel(type: SpinType): Promise<DrawAnswer>;
  /** Resolves to the seat taken, or why not; the seat system off when the worker is gone. */
  seatPlayNow(): Promise<SeatAnswer>;
  requestSeat(seatId: number): Promise<SeatRequestAnswer>;
  confirmSeatChange(accept: boolean): Promise<SeatAnswer>;
  /** The log pipeline's counters; null when the worker is gone. */
  logStats(): Promise<LogStats | null>;
}

const NOTHING: PromptOutcome = { action: 'none' };
const NO_CARD: CardAnswer = { ok: false, code: WORKER_FAILURE_CODE };
const NO_DRAW: DrawAnswer = { ok: false, message: null, statusError: true };
const NO_SEAT: SeatAnswer = { ok: false, code: WORKER_FAILURE_CODE };
const INTENT_KEYS = Object.keys(INTENTS) as IntentKey[];

/** The intents, each sent through `send`. */
function fireAll(send: (key: IntentKey, args: unknown[]) => void): Fire {
  return Object.fromEntries(
    INTENT_KEYS.map((key) => [key, (...args: unknown[]) => send(key, args)]),
  ) as unknown as Fire;
}

/**
 * How many mirror batches arrived, how many times they were applied, and the most applications
 * within one animation frame (by the document timeline's frame time). Read by
 * `npm run bench:browser`, and by QA in the console as `__gameContainer.mirror`.
 */
const mirrorCounters = { batches: 0, flushes: 0, maxPerFrame: 0 };
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
      ...fireAll(() => undefined),
      mirror,
      answerPrompt: () => Promise.resolve(NOTHING),
      useCard: () => Promise.resolve(NO_CARD),
      drawWheel: () => Promise.resolve(NO_DRAW),
      seatPlayNow: () => Promise.resolve(NO_SEAT),
      requestSeat: () => Promise.resolve(NO_SEAT),
      confirmSeatChange: () => Promise.resolve(NO_SEAT),
      logStats: () => Promise.resolve(null),
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
  const applier = new MirrorApplier<EngineState>(
    mirror as unknown as Record<string, unknown>,
    () => {
      if (resyncing) return;
      resyncing = true;
      void guard(() => remote.snapshot()).then((snap) => {
        resyncing = false;
        if (snap) applier.reset(snap);
      });
    },
  );
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
    else frames.push(batch);
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

  type AnyMethod = (...args: unknown[]) => Promise<unknown>;
  // Comlink's Remote type spreads union returns over Promise; each value is one answer.
  const send = <T>(key: keyof WorkerApi, args: unknown[]): Promise<T | undefined> =>
    guard(() => (remote[key] as unknown as AnyMethod)(...args) as Promise<T>);
  // An answer is not left ahead of the state already received: those batches apply first.
  // (Intents nobody waits for leave the batches to the next frame.)
  const call = <T>(key: keyof WorkerApi, args: unknown[]): Promise<T | undefined> =>
    send<T>(key, args).then((answer) => {
      frames.flush();
      return answer;
    });
  const seatCall = (key: keyof WorkerApi, args: unknown[] = []) =>
    call<SeatAnswer>(key, args).then((a) => a ?? NO_SEAT);
  const logStats = (): Promise<LogStats | null> =>
    send<LogStats>('logStats', []).then((stats) => stats ?? null);
  debugHandle.logStats = logStats;

  return {
    // Not guarded one by one: a worker that stops answering misses its next ping.
    ...fireAll((key, args) => {
      try {
        worker.postMessage(intentMessage(key, args));
      } catch {
        // Arguments that cannot be copied to the worker: as a call that failed.
        fail();
      }
    }),
    mirror,
    answerPrompt: (kind, accept) =>
      call<PromptOutcome>('answerPrompt', [kind, accept]).then((o) => o ?? NOTHING),
    useCard: (itemId) => call<CardAnswer>('useCard', [itemId]).then((a) => a ?? NO_CARD),
    drawWheel: (type) => call<DrawAnswer>('drawWheel', [type]).then((a) => a ?? NO_DRAW),
    seatPlayNow: () => seatCall('seatPlayNow'),
    requestSeat: (seatId) =>
      call<SeatRequestAnswer>('requestSeat', [seatId]).then((a) => a ?? NO_SEAT),
    confirmSeatChange: (accept) => seatCall('confirmSeatChange', [accept]),
    logStats,
  };
}
