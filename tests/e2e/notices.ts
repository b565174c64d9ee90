// Jackpot hit notices as a player sees them, for the specs that check each shows once.
import type { Page } from '@playwright/test';

/** A valid SPEC §3 hit of JackpotLink with a name and an amount of its own. */
export function hitOf(name: string, hitValue: number) {
  return {
    groupName: 'JackpotLink THB',
    typeName: 'JackpotLink',
    poolName: 'Major',
    gameId: 2001,
    username: name,
    hitValue,
    recordTime: Date.now(),
  };
}

export interface Seen {
  text: string;
  shownAt: number;
  goneAt: number | null;
}
type Watch = { seen: Seen[]; most: number };

/**
 * Records, from the first paint, every hit notice the page shows (its text, when it came and
 * went) and the most notices on screen at once.
 */
export async function watchNotices(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const watch: Watch = { seen: [], most: 0 };
    const open = new Map<Element, Seen>();
    (window as unknown as { notices: Watch }).notices = watch;
    const within = (node: Node): Element[] =>
      node instanceof Element
        ? [node, ...node.querySelectorAll('*')].filter((e) => e.matches('[data-jackpot-notice]'))
        : [];
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        for (const node of m.removedNodes) {
          for (const e of within(node)) {
            const seen = open.get(e);
            if (seen) seen.goneAt = performance.now();
            open.delete(e);
          }
        }
        for (const node of m.addedNodes) {
          for (const e of within(node)) {
            const seen = { text: e.textContent, shownAt: performance.now(), goneAt: null };
            watch.seen.push(seen);
            open.set(e, seen);
          }
        }
      }
      watch.most = Math.max(watch.most, document.querySelectorAll('[data-jackpot-notice]').length);
    }).observe(document, { childList: true, subtree: true });
  });
}

export const watched = (page: Page): Promise<Watch> =>
  page.evaluate(() => (window as unknown as { notices: Watch }).notices);
