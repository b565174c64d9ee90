// Runs on the main thread: the game frame now embedded, the one way to post to it (always to
// its own origin, in the protocol version agreed with it) and the one source its messages are
// taken from.

import { type ContainerMessage, PROTOCOL_VERSIONS } from '../../game-sdk/src/protocol.ts';

/** The version written to a game that has not said hello: the first, which every game speaks. */
const FIRST_VERSION = PROTOCOL_VERSIONS[0] ?? 1;

/** The game frame messages are accepted from: its window and the origin of its address. */
export interface GameSource {
  window: unknown;
  origin: string;
}

/** The embedded game: its frame and the origin of its address. */
export interface AttachedGame {
  frame: HTMLIFrameElement;
  origin: string;
}

let target: AttachedGame | null = null;
/**
 * Whether the game's document is in its frame: it loaded or spoke. Until then the frame holds
 * its first, empty document, of the container's origin, and the browser drops a post addressed
 * to the game's origin (with a warning in the console): nothing is posted that would be lost.
 */
let reachable = false;
/** The version the game's hello agreed (the first until then), or null once refused. */
let version: number | null = FIRST_VERSION;
/** Whether the game's hello was answered: only then does it hear what its version added. */
let agreed = false;

/**
 * The game frame that messages go to and come from; null when none is embedded. Its window is
 * read only when a message goes or comes: reading it sooner would make the frame's first, empty
 * document a script context of its own (about 20 ms of a cheap phone's main thread, for nothing).
 */
export function attachGame(frame: HTMLIFrameElement | null, origin: string | null): void {
  target = frame && origin ? { frame, origin } : null;
  version = FIRST_VERSION;
  agreed = false;
  reachable = false;
}

/** The game's document is in the attached frame (its load fired, or it spoke): posts may go. */
export function gameReachable(): void {
  reachable = target !== null;
}

/**
 * The embedded game's hello was answered: the container writes in `agreed` from now on, or, when
 * refused (no version shared), hears nothing more of this game.
 */
export function agreeWithGame(v: number, refused: boolean): void {
  version = refused ? null : v;
  agreed = !refused;
}

/** The version the embedded game's hello agreed, or null before a hello (or when refused). */
export function agreedVersion(): number | null {
  return agreed ? version : null;
}

/** Whether the embedded game's hello was refused: its other messages are ignored. */
export function gameRefused(): boolean {
  return version === null;
}

/** The embedded game, or null. */
export function attachedGame(): AttachedGame | null {
  return target;
}

/** Where the embedded game's messages must come from, or null when no game is embedded. */
export function gameSource(): GameSource | null {
  return target && { window: target.frame.contentWindow, origin: target.origin };
}

/**
 * Posts to the game with its explicit origin, never '*', in the agreed version (`v`, else the
 * first, which a game that never said hello speaks); false when no game is there or its document is not in yet.
 */
export function postToGame(message: ContainerMessage, v = version ?? FIRST_VERSION): boolean {
  const window = reachable ? target?.frame.contentWindow : null;
  if (!target || !window) return false;
  window.postMessage({ ...message, v }, target.origin);
  return true;
}
