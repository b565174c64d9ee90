// Runs on the main thread: the game frame now embedded, the one way to post to it (always to
// its own origin, in the protocol version agreed with it) and the one source its messages are
// taken from.

import { type ContainerMessage, PROTOCOL_VERSION } from '../../game-sdk/src/protocol.ts';

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
/** The version the game's hello agreed (the highest spoken until then), or null once refused. */
let version: number | null = PROTOCOL_VERSION;

/**
 * The game frame that messages go to and come from; null when none is embedded. Its window is
 * read only when a message goes or comes: reading it sooner would make the frame's first, empty
 * document a script context of its own (about 20 ms of a cheap phone's main thread, for nothing).
 */
export function attachGame(frame: HTMLIFrameElement | null, origin: string | null): void {
  target = frame && origin ? { frame, origin } : null;
  version = PROTOCOL_VERSION;
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
export function agreeWithGame(agreed: number, refused: boolean): void {
  version = refused ? null : agreed;
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
 * highest the container speaks); false when no game is there or its document is not in yet.
 */
export function postToGame(message: ContainerMessage, v = version ?? PROTOCOL_VERSION): boolean {
  const window = reachable ? target?.frame.contentWindow : null;
  if (!target || !window) return false;
  window.postMessage({ ...message, v }, target.origin);
  return true;
}
