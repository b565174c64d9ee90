// Shared by the UI and the worker: the engine boundary, joined from each feature's rows
// (shared/engine/rows.ts; `shared/<feature>/*-rows.ts`). EngineApi, the kind of each member, the
// worker-gone answers, the game's members and those any frame may reach are derived here; the
// worker's dispatch, the intent list and the page's client are derived from those.
import type { EngineState, WorkerInit } from './engine-api.ts';
import type { MirrorSnapshot } from '../mirror/mirror.ts';
import type { ApiOf, GameFrom, MemberKind } from './rows.ts';
import { ENGINE_ROWS } from './engine-rows.ts';
import { ERROR_ROWS } from '../errors/error-rows.ts';
import { FAILURE_ROWS } from '../failures/failure-rows.ts';
import { GAME_ROWS } from '../game-bridge/game-rows.ts';
import { JACKPOT_ROWS } from '../jackpots/jackpot-rows.ts';
import { PERF_ROWS } from '../perf/perf-rows.ts';
import { PROMOTION_ROWS } from '../promotions/promotion-rows.ts';
import { PROMPT_ROWS } from '../prompts/prompt-rows.ts';
import { SEAT_ROWS } from '../seats/seat-rows.ts';
import { SESSION_ROWS } from '../session/session-rows.ts';

export type { MemberKind } from './rows.ts';

/** Each feature's rows, by the feature's name: the worker's composition answers them by it. */
export const FEATURE_ROWS = {
  engine: ENGINE_ROWS,
  session: SESSION_ROWS,
  game: GAME_ROWS,
  prompts: PROMPT_ROWS,
  promotions: PROMOTION_ROWS,
  seats: SEAT_ROWS,
  jackpots: JACKPOT_ROWS,
  errors: ERROR_ROWS,
  perf: PERF_ROWS,
  failures: FAILURE_ROWS,
};

export type FeatureRows = typeof FEATURE_ROWS;
export type Feature = keyof FeatureRows;

/** Every member's row, by name (tests/unit/engine/rows.test.ts checks no name is declared twice). */
export const ENGINE_ROWS_ALL = {
  ...ENGINE_ROWS,
  ...SESSION_ROWS,
  ...GAME_ROWS,
  ...PROMPT_ROWS,
  ...PROMOTION_ROWS,
  ...SEAT_ROWS,
  ...JACKPOT_ROWS,
  ...ERROR_ROWS,
  ...PERF_ROWS,
  ...FAILURE_ROWS,
};

type Table = typeof ENGINE_ROWS_ALL;

/** Every engine member, with the signature its row declares. */
export type EngineApi = ApiOf<Table>;

/** The members one feature's rows declare, with their signatures. */
export type FeatureApi<F extends Feature> = ApiOf<FeatureRows[F]>;

/** The members of one kind. */
export type MembersOf<K extends MemberKind> = {
  [M in keyof Table]: Table[M]['kind'] extends K ? M : never;
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

/** The members a game's messages reach from the given frames (the page's game host forwards them). */
type GameKeys<F extends GameFrom> = {
  [M in keyof Table]: Table[M]['game'] extends F ? M : never;
}[keyof Table];

/**
 * The members a game's own messages reach. Those about the frame (`fromGame('frame', …)`) the
 * engine hears only from the frame the page last said it shows (`gameFrameShown`).
 */
export type GameMessageKey = GameKeys<GameFrom>;
/** The game's members heard only from the frame the engine wants. */
export type FrameKey = GameKeys<'frame'>;

/** The game's members heard only from the frame the engine wants, in the rows' order. */
export const FRAME_MEMBERS = keysWhere<FrameKey>((row) => row.game === 'frame');

/** The answer the page gets when the worker is gone (failed, crashed, silent), per call. */
export const WORKER_GONE = byKey<{ [K in CallKey]: Table[K]['gone'] }>(
  keysWhere<CallKey>((row) => row.kind === 'call'),
  (key) => ENGINE_ROWS_ALL[key].gone,
);

/** What a call resolves to on the page: its answer, or its worker-gone answer. */
export type PageAnswer<K extends CallKey> = Answer<K> | (typeof WORKER_GONE)[K];

/** The engine as the page reaches it: intents return nothing, calls resolve to an answer. */
export type RemoteEngine = { [K in IntentKey]: (...args: EngineArgs[K]) => void } & {
  [K in CallKey]: (...args: EngineArgs[K]) => Promise<PageAnswer<K>>;
};

function isMember(key: string): key is keyof Table {
  return Object.hasOwn(ENGINE_ROWS_ALL, key);
}

/** The members whose row passes `test`, in the rows' order (`K`: the keys the test picks). */
function keysWhere<K extends keyof Table>(test: (row: Table[keyof Table]) => boolean): K[] {
  return Object.keys(ENGINE_ROWS_ALL).filter(
    (key): key is K => isMember(key) && test(ENGINE_ROWS_ALL[key]),
  );
}

/** Whether `key` names an engine member of this kind. */
export function isMemberOf<K extends MemberKind>(kind: K, key: unknown): key is MembersOf<K> {
  return typeof key === 'string' && isMember(key) && ENGINE_ROWS_ALL[key].kind === kind;
}

/** The members of one kind, in the rows' order. */
export function membersOf<K extends MemberKind>(kind: K): MembersOf<K>[] {
  return keysWhere<MembersOf<K>>((row) => row.kind === kind);
}

/** The calls that answer at once while the after-login chunk loads (rows.ts answersEarly). */
export type EarlyKey = {
  [M in keyof Table]: Table[M] extends { readonly early: unknown } ? M : never;
}[keyof Table];

/** A call's answer while the after-login chunk loads. */
export function earlyAnswer<K extends EarlyKey>(key: K): Table[K]['early'] {
  return ENGINE_ROWS_ALL[key].early;
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
