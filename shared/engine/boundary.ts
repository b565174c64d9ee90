// Shared by the UI and the worker: the engine boundary, declared once. Every EngineApi member is
// marked here as an answered `call` (Comlink), a one-way `intent` (a plain message, no answer)
// or `local` (headless use only: the page never reaches it). The worker's dispatch, the intent
// list and the page's client are derived from this table; adding a call is the method on its
// feature service plus one line here (and its worker-gone answer in WORKER_GONE).
import type { EngineApi, EngineState, WorkerInit } from './engine-api.ts';
import type { MirrorSnapshot } from '../mirror/mirror.ts';
import { WORKER_FAILURE_CODE } from '../errors/client-codes.ts';

export type MemberKind = 'call' | 'intent' | 'local';

/** How each engine member crosses to the page. A missing or extra member fails tsc. */
export const ENGINE_MEMBERS = {
  boot: 'local',
  snapshot: 'call',
  subscribe: 'local',
  logStats: 'call',
  gameReady: 'intent',
  setSpinning: 'intent',
  setBusy: 'intent',
  spinRequested: 'intent',
  setTurbo: 'intent',
  setScene: 'intent',
  setPageVisible: 'intent',
  setOrientation: 'intent',
  gameLog: 'intent',
  requestClose: 'intent',
  requestGameSwitch: 'call',
  answerPrompt: 'call',
  openPanel: 'intent',
  closePanel: 'intent',
  useCard: 'call',
  freeSpinProgress: 'intent',
  dismissFreeSpinResult: 'intent',
  answerFreeSpinReminder: 'intent',
  drawWheel: 'call',
  seatPlayNow: 'call',
  requestSeat: 'call',
  confirmSeatChange: 'call',
  setSeatFilter: 'intent',
  openSeatCard: 'intent',
  closeSeatCard: 'intent',
  dismissSeatError: 'intent',
  loadJackpotWinners: 'intent',
  jackpotBroadcast: 'intent',
  reportStatus: 'intent',
  autoPlay: 'intent',
  setButtonLayout: 'intent',
  openModal: 'call',
  gameMessageRefused: 'intent',
  gameFrameShown: 'intent',
  closeModal: 'intent',
  dismissError: 'intent',
  resetErrors: 'intent',
  networkChanged: 'intent',
  perfTimeline: 'call',
  perfVitals: 'intent',
  dispose: 'local',
} as const satisfies Record<keyof EngineApi, MemberKind>;

type Table = typeof ENGINE_MEMBERS;

/** The members of one kind. */
export type MembersOf<K extends MemberKind> = {
  [M in keyof Table]: Table[M] extends K ? M : never;
}[keyof Table];

export type CallKey = MembersOf<'call'>;
export type IntentKey = MembersOf<'intent'>;
export type LocalKey = MembersOf<'local'>;

/** Each member's arguments and result, by name (a mapped type, so a generic key indexes it). */
export type EngineArgs = { [K in keyof EngineApi]: Parameters<EngineApi[K]> };
export type EngineResults = { [K in keyof EngineApi]: ReturnType<EngineApi[K]> };
/** Some of EngineApi as a mapped type: `methods[key](...args)` type-checks for a generic key. */
export type MethodsOf<K extends keyof EngineApi> = {
  [P in K]: (...args: EngineArgs[P]) => EngineResults[P];
};
export type EngineMethods = MethodsOf<keyof EngineApi>;

/** What an answered call resolves to on the worker's side. */
export type Answer<K extends CallKey> = Awaited<EngineResults[K]>;

/**
 * The members a game's own messages reach (the page's game host forwards them). Those about the
 * frame the engine hears only from the frame the page last said it shows (`gameFrameShown`).
 */
export const GAME_MESSAGE_MEMBERS = [
  'gameReady',
  'setSpinning',
  'setBusy',
  'spinRequested',
  'setTurbo',
  'requestGameSwitch',
  'freeSpinProgress',
  'setScene',
  'reportStatus',
  'autoPlay',
  'setButtonLayout',
  'openModal',
  'jackpotBroadcast',
  'gameLog',
  'gameMessageRefused',
] as const satisfies readonly (CallKey | IntentKey)[];

export type GameMessageKey = (typeof GAME_MESSAGE_MEMBERS)[number];

/** The answer the page gets when the worker is gone (failed, crashed, silent), per call. */
export const WORKER_GONE = {
  snapshot: null,
  logStats: null,
  answerPrompt: { action: 'none' },
  useCard: { ok: false, code: WORKER_FAILURE_CODE },
  drawWheel: { ok: false, message: null, statusError: true },
  seatPlayNow: { ok: false, code: WORKER_FAILURE_CODE },
  requestSeat: { ok: false, code: WORKER_FAILURE_CODE },
  confirmSeatChange: { ok: false, code: WORKER_FAILURE_CODE },
  requestGameSwitch: false,
  openModal: false,
  perfTimeline: false,
} as const satisfies { [K in CallKey]: Answer<K> | null };

/** What a call resolves to on the page: its answer, or its worker-gone answer. */
export type PageAnswer<K extends CallKey> = Answer<K> | (typeof WORKER_GONE)[K];

/** The engine as the page reaches it: intents return nothing, calls resolve to an answer. */
export type RemoteEngine = { [K in IntentKey]: (...args: EngineArgs[K]) => void } & {
  [K in CallKey]: (...args: EngineArgs[K]) => Promise<PageAnswer<K>>;
};

function isMember(key: string): key is keyof Table {
  return Object.hasOwn(ENGINE_MEMBERS, key);
}

/** Whether `key` names an engine member of this kind. */
export function isMemberOf<K extends MemberKind>(kind: K, key: unknown): key is MembersOf<K> {
  return typeof key === 'string' && isMember(key) && ENGINE_MEMBERS[key] === kind;
}

/** The members of one kind, in the table's order. */
export function membersOf<K extends MemberKind>(kind: K): MembersOf<K>[] {
  return Object.keys(ENGINE_MEMBERS).filter((key) => isMemberOf(kind, key));
}

/**
 * An object with one member per key, each made by `make`: the derived dispatch and client. TS
 * cannot tie each key to its own member's type here, so each maker is generic in its key and
 * typed there (forwardTo's `forward`, the client's `sender`, `answered` and `gone`).
 */
export function byKey<T extends object>(
  keys: readonly (keyof T & string)[],
  make: (key: keyof T & string) => unknown,
): T {
  const out: Record<string, unknown> = {};
  for (const key of keys) out[key] = make(key);
  return out as T;
}

/** The worker's exposed object: what the page may call, a start call and a liveness ping. */
export type WorkerApi = Pick<EngineApi, CallKey | IntentKey | 'subscribe'> & {
  ping(): 'pong';
  /** Creates the engine and starts its boot at once. */
  start(init: WorkerInit): void;
  /**
   * Subscribes the page to the mirror: the snapshot it starts from, then each batch as a plain
   * message on the worker's port (shared/mirror/mirror-message.ts). Served by
   * src-worker/engine/expose.ts.
   */
  watch(): MirrorSnapshot<EngineState>;
};
