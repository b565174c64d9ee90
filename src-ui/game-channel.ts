// Runs on the main thread: the one way to post to the game frame, always to its own origin.
import type { ContainerMessage } from '../shared/game-messages.ts';

let target: { window: Window; origin: string } | null = null;

/** The game frame that messages go to; null when none is embedded. */
export function attachGame(frame: Window | null, origin: string | null): void {
  target = frame && origin ? { window: frame, origin } : null;
}

/** Posts to the game with its explicit origin, never '*'; false when no game is there. */
export function postToGame(message: ContainerMessage): boolean {
  if (!target) return false;
  target.window.postMessage(message, target.origin);
  return true;
}
