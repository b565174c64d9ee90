// Runs on the main thread: the game frame now embedded, the one way to post to it (always to
// its own origin) and the one source its messages are taken from.

import type { ContainerMessage } from '../../shared/game-bridge/game-messages.ts';

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
 * The game frame that messages go to and come from; null when none is embedded. Its window is
 * read only when a message goes or comes: reading it sooner would make the frame's first, empty
 * document a script context of its own (about 20 ms of a cheap phone's main thread, for nothing).
 */
export function attachGame(frame: HTMLIFrameElement | null, origin: string | null): void {
  target = frame && origin ? { frame, origin } : null;
}

/** The embedded game, or null. */
export function attachedGame(): AttachedGame | null {
  return target;
}

/** Where the embedded game's messages must come from, or null when no game is embedded. */
export function gameSource(): GameSource | null {
  return target && { window: target.frame.contentWindow, origin: target.origin };
}

/** Posts to the game with its explicit origin, never '*'; false when no game is there. */
export function postToGame(message: ContainerMessage): boolean {
  const window = target?.frame.contentWindow;
  if (!target || !window) return false;
  window.postMessage(message, target.origin);
  return true;
}
