// Runs in Node (the checker): finding the game's frame in a page and reading what the recorder
// (recorder.ts) saw in it, for the session and the decoy alike.
import type { Frame, Page } from 'playwright-core';
import type { FrameRecord } from './recorder.ts';

/** A window the recorder runs in. */
export type GameWindow = Window & { __checker?: FrameRecord };

/** The game address's origin and path: what its frame's address starts with. */
export const prefixOf = (url: string): string => {
  const u = new URL(url);
  return u.origin + u.pathname;
};

/** The game's frame in the page, once there. */
export function gameFrame(page: Page, prefix: string): Frame | null {
  return page.frames().find((f) => f !== page.mainFrame() && f.url().startsWith(prefix)) ?? null;
}

/**
 * What the game's frame recorded; null when its document is not the game's (gone, or an error
 * page where the game's policy refused the parent), so nothing in it was seen.
 */
export async function frameRecord(
  frame: Frame | null,
  prefix: string,
): Promise<FrameRecord | null> {
  if (frame === null || frame.isDetached()) return null;
  return frame
    .evaluate(
      (prefix) =>
        location.href.startsWith(prefix) ? ((window as GameWindow).__checker ?? null) : null,
      prefix,
    )
    .catch(() => null);
}
