// Shared by the UI and the worker: the form of an engine member's row. Each feature declares its
// members once, as rows (`shared/<feature>/*-rows.ts`): how it crosses to the page, its signature
// (types only), its worker-gone answer, whether a game's message reaches it and from which frame,
// which of a game's messages reach it (and the arguments it takes from each), and its answer while
// the after-login chunk loads. shared/engine/boundary.ts joins the rows, and EngineApi, the
// dispatch, the client, the intent list and the game's members are derived there; the page's
// reader of a game's messages (src-ui/game-bridge/game-messages.ts) from their `heard`.
import type { ReadGameMessage } from '../../game-sdk/src/protocol.ts';

/** An answered `call` (Comlink), a one-way `intent` (a plain message) or `local` (headless). */
export type MemberKind = 'call' | 'intent' | 'local';

/** Which game frame's messages a member hears: the one the engine wants, or any it showed. */
export type GameFrom = 'frame' | 'any frame';

// A member's signature, carried by its row's type only (no value at run time).
declare const SIGNATURE: unique symbol;

type Method = (...args: never[]) => unknown;

/** The types of the messages a game may post after its hello (game-sdk/src/protocol.ts). */
export type GameMessageType = ReadGameMessage['type'];

/** A game's message of one type, as the protocol's reader passes it on. */
export type MessageOf<T extends GameMessageType> = Extract<ReadGameMessage, { type: T }>;

/**
 * Which of a game's messages reach a member, each passing on to the member (`to`) what it takes
 * from the message: `spinState: (m, to) => to(m.spinning)`.
 */
export type Heard<S extends Method> = {
  readonly [T in GameMessageType]?: (message: MessageOf<T>, to: S) => ReturnType<S>;
};

/** A row's `heard` as the page's reader walks it: any message type, any member. */
type AnyHeard = Readonly<Partial<Record<GameMessageType, (message: never, to: never) => unknown>>>;

/**
 * One member's row; `S` is its signature, `G` its worker-gone answer (calls only), `F` the
 * frames whose game messages reach it (null: none).
 */
export interface Row<
  K extends MemberKind = MemberKind,
  S extends Method = Method,
  G = unknown,
  F extends GameFrom | null = GameFrom | null,
> {
  readonly kind: K;
  /** What the page gets when the worker is gone, and what a gate that refuses answers. */
  readonly gone: G;
  /** A game's message reaches it (forwarded by the page's game host), and from which frame. */
  readonly game: F;
  /** The game's messages that reach it, each read into a call of it (fromGame's third). */
  readonly heard?: AnyHeard;
  /** Its answer while the after-login chunk loads; absent: it waits for the chunk. */
  readonly early?: unknown;
  readonly [SIGNATURE]?: S;
}

/** The answer a call's signature resolves to. */
type AnswerOf<S extends Method> = Awaited<ReturnType<S>>;

/** A one-way member: `intent<(arg: T) => void>()`. */
export function intent<S extends (...args: never[]) => void>(): Row<'intent', S, undefined, null> {
  return { kind: 'intent', gone: undefined, game: null };
}

/**
 * An answered member: `call<(arg: T) => Promise<A>>()(goneAnswer)`, the answer the page gets
 * when the worker is gone (its type kept as written, so the page's type is the answer or it).
 */
export function call<S extends Method>() {
  return <const G extends AnswerOf<S> | null>(gone: G): Row<'call', S, G, null> => ({
    kind: 'call',
    gone,
    game: null,
  });
}

/**
 * A call of the after-login chunk that answers at once, even while the chunk loads:
 * `answersEarly(answer, row)`, `answer` its answer until then (a call without it waits).
 */
export function answersEarly<S extends Method, G>(
  early: AnswerOf<S>,
  row: Row<'call', S, G, null>,
): Row<'call', S, G, null> & { readonly early: AnswerOf<S> } {
  return { ...row, early };
}

/**
 * A call or intent a game's messages reach too, from these frames, and which messages:
 * `fromGame('frame', row, { spinState: (m, to) => to(m.spinning) })`, each message read into a
 * call of the member (a call's answer answers the message's `id`). A member the page alone calls
 * for a game (the refused message's log) has no messages of its own.
 */
export function fromGame<
  const F extends GameFrom,
  K extends MemberKind,
  S extends Method,
  G,
  T extends GameMessageType = never,
>(
  frames: F,
  row: Row<K, S, G, null>,
  heard?: { readonly [P in T]: Required<Heard<S>>[P] },
): Row<K, S, G, F> & { readonly heard: { readonly [P in T]: Required<Heard<S>>[P] } } {
  return { ...row, game: frames, heard: heard ?? ({} as { readonly [P in T]: never }) };
}

/** A headless member: the page and the worker's port never reach it. */
export function local<S extends Method>(): Row<'local', S, undefined, null> {
  return { kind: 'local', gone: undefined, game: null };
}

/** The signature a row declares. */
export type SignatureOf<R> = R extends Row<MemberKind, infer S> ? S : never;

/** The API a table of rows declares: each member with its row's signature. */
export type ApiOf<T> = { [K in keyof T]: SignatureOf<T[K]> };
