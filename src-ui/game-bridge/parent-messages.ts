// Runs on the main thread (and in the simulator's lobby page): messages between the container
// and the parent frame (an operator lobby that embeds it).

/** Posted to the parent when the player leaves for the lobby, so the lobby can take over. */
export interface BackToHome {
  type: 'backToHome';
}

/** A message from the parent: `backToHome` asks the container to close the game. */
export type ParentMessage = BackToHome;

/** Checks a message posted by the parent; anything else is dropped. */
export function parseParentMessage(data: unknown): ParentMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  return (data as Record<string, unknown>)['type'] === 'backToHome' ? { type: 'backToHome' } : null;
}
