// Runs on the main thread: the one module that owns the engine worker and its mirror.
import * as Comlink from 'comlink';
import { proxy } from 'valtio/vanilla';
import type {
  EngineError,
  EngineState,
  Orientation,
  WorkerApi,
  WorkerInit,
} from '../shared/engine-api.ts';
import { WORKER_FAILURE_CODE } from '../shared/client-codes.ts';
import { initialState } from '../shared/initial-state.ts';
import type { PromptKind, PromptOutcome } from '../shared/prompts.ts';
import type { CardAnswer, DrawAnswer, PanelKind } from '../shared/promotion-state.ts';
import type { SpinType } from '../shared/promotion-types.ts';
import { type MirrorBatch, MirrorApplier, type MirrorSnapshot } from '../shared/mirror.ts';

/** How long any call to the worker may take before the worker counts as dead. */
export const CALL_TIMEOUT_MS = 8_000;
/** How often the worker is asked whether it still answers. */
export const PING_INTERVAL_MS = 10_000;

/** The host's own state: set when the worker fails to start, crashes or stops answering. */
export const hostState = proxy<{ failure: EngineError | null }>({ failure: null });

/** The engine's intents the UI may send; each is fire-and-forget and guarded. */
export interface EngineClient {
  mirror: EngineState;
  gameReady(): void;
  setSpinning(spinning: boolean): void;
  setScene(scene: string, symbols?: string[]): void;
  setPageVisible(visible: boolean): void;
  dismissError(): void;
  /** The connection is back (the browser went online): a 301 dialog clears. */
  resetErrors(): void;
  setOrientation(orientation: Orientation): void;
  spinRequested(): void;
  setTurbo(on: boolean, noTurbo: boolean): void;
  requestClose(): void;
  requestGameSwitch(gameId: number): void;
  /** Resolves to what the UI must do; nothing when the worker is gone. */
  answerPrompt(kind: PromptKind, accept: boolean): Promise<PromptOutcome>;
  openPanel(kind: PanelKind): void;
  closePanel(): void;
  /** Resolves to the card now current, or the refusal code; `worker` when the worker is gone. */
  useCard(itemId: string): Promise<CardAnswer>;
  freeSpinProgress(itemId: string, played: number, winAmount: number, done: boolean): void;
  dismissFreeSpinResult(): void;
  answerFreeSpinReminder(viewNow: boolean): void;
  /** Resolves to the draw's result or its message; a status error when the worker is gone. */
  drawWheel(type: SpinType): Promise<DrawAnswer>;
}

const NOTHING: PromptOutcome = { action: 'none' };
const NO_CARD: CardAnswer = { ok: false, code: WORKER_FAILURE_CODE };
const NO_DRAW: DrawAnswer = { ok: false, message: null, statusError: true };

function trackingId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : String(Date.now());
}

/** Starts the worker, the engine in it and the mirror subscription. */
export function startEngine(init: WorkerInit, createWorker: () => Worker): EngineClient {
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

  let worker: Worker;
  try {
    worker = createWorker();
  } catch {
    fail();
    const none = (): void => undefined;
    return {
      mirror,
      gameReady: none,
      setSpinning: none,
      setScene: none,
      setPageVisible: none,
      dismissError: none,
      resetErrors: none,
      setOrientation: none,
      spinRequested: none,
      setTurbo: none,
      requestClose: none,
      requestGameSwitch: none,
      answerPrompt: () => Promise.resolve(NOTHING),
      openPanel: none,
      closePanel: none,
      useCard: () => Promise.resolve(NO_CARD),
      freeSpinProgress: none,
      dismissFreeSpinResult: none,
      answerFreeSpinReminder: none,
      drawWheel: () => Promise.resolve(NO_DRAW),
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
  const onBatch = (batch: MirrorBatch): void => {
    if (pending) pending.push(batch);
    else applier.apply(batch);
  };
  const started = (snap: MirrorSnapshot<EngineState> | undefined): void => {
    if (!snap) return;
    applier.reset(snap);
    const queued = pending ?? [];
    pending = null;
    for (const batch of queued) applier.apply(batch);
  };

  void guard(() => remote.start(init))
    .then(() => guard(() => remote.subscribe(Comlink.proxy(onBatch))))
    .then(started);
  const ping = setInterval(() => {
    if (hostState.failure) clearInterval(ping);
    else void guard(() => remote.ping());
  }, PING_INTERVAL_MS);

  return {
    mirror,
    gameReady: () => void guard(() => remote.gameReady()),
    setSpinning: (spinning) => void guard(() => remote.setSpinning(spinning)),
    setScene: (scene, symbols) => void guard(() => remote.setScene(scene, symbols)),
    setPageVisible: (visible) => void guard(() => remote.setPageVisible(visible)),
    dismissError: () => void guard(() => remote.dismissError()),
    resetErrors: () => void guard(() => remote.resetErrors()),
    setOrientation: (orientation) => void guard(() => remote.setOrientation(orientation)),
    spinRequested: () => void guard(() => remote.spinRequested()),
    setTurbo: (on, noTurbo) => void guard(() => remote.setTurbo(on, noTurbo)),
    requestClose: () => void guard(() => remote.requestClose()),
    requestGameSwitch: (gameId) => void guard(() => remote.requestGameSwitch(gameId)),
    answerPrompt: (kind, accept) =>
      // Comlink's Remote type spreads the union over Promise; the value is one PromptOutcome.
      guard(() => remote.answerPrompt(kind, accept) as Promise<PromptOutcome>).then(
        (outcome) => outcome ?? NOTHING,
      ),
    openPanel: (kind) => void guard(() => remote.openPanel(kind)),
    closePanel: () => void guard(() => remote.closePanel()),
    useCard: (itemId) =>
      guard(() => remote.useCard(itemId) as Promise<CardAnswer>).then((a) => a ?? NO_CARD),
    freeSpinProgress: (itemId, played, winAmount, done) =>
      void guard(() => remote.freeSpinProgress(itemId, played, winAmount, done)),
    dismissFreeSpinResult: () => void guard(() => remote.dismissFreeSpinResult()),
    answerFreeSpinReminder: (viewNow) => void guard(() => remote.answerFreeSpinReminder(viewNow)),
    drawWheel: (type) =>
      guard(() => remote.drawWheel(type) as Promise<DrawAnswer>).then((a) => a ?? NO_DRAW),
  };
}
