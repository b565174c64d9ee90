// Runs on the main thread: the one way to post to the game frame, always to its own origin.
import type { ContainerMessage } from '../shared/game-messages.ts';

let target: { frame: HTMLIFrameElement; origin: string } | null = null;

/**
 * The game frame that messages go to; null when none is embedded. Its window is read only
 * when a message goes: reading it sooner would make the frame's first, empty document a
 * script context of its own (about 20 ms of a cheap phone's main thread, for nothing).
 */
export function attachGame(frame: HTMLIFrameElement | null, origin: string | null): void {
  target = frame && origin ? { frame, origin } : null;
}

/** Posts to the game with its explicit origin, never '*'; false when no game is there. */
export function postToGame(message: ContainerMessage): boolean {
  const window = target?.frame.contentWindow;
  if (!target || !window) return false;
  window.postMessage(message, target.origin);
  return true;
}
