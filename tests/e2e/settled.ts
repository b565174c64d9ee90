// What the screenshot and fit checks wait for before they look: the screen says it has settled.
// Nothing on it is busy (`aria-busy="true"`: a panel's chunk or data still loading, the boot
// spinner, an image showing its small stand-in), every image in view has loaded, and so have
// the page's fonts. Waiting for the screen's own state, not for time: a picture is never of a
// spinner, and a fast machine waits for nothing.
import type { Page } from '@playwright/test';
import { test } from './fixtures.ts';

/**
 * Runs in the page: resolves to nothing once the screen has settled, looking again on each frame,
 * or after `ms` to what still loads (for the failure's message). In the page, not a poll from the
 * test, which waited 100 ms, then 250 ms more, whenever its first look found an image still
 * coming (about 0.3 s a screen, hundreds of screens a run). Serialised by Playwright, so it uses
 * nothing from this module (page.waitForFunction would build its check with eval, which the
 * container's policy refuses).
 */
function settle(ms: number): Promise<string[]> {
  const inView = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight;
  };
  const name = (el: Element): string => {
    const css = el.getAttribute('class');
    return `<${el.tagName.toLowerCase()}${css ? ` class="${css}"` : ''}>`;
  };
  const unsettled = (): string[] => {
    const left: string[] = [];
    if (document.fonts.status !== 'loaded') left.push('fonts loading');
    for (const el of Array.from(document.querySelectorAll('[aria-busy="true"]'))) {
      const shown = el instanceof HTMLImageElement ? inView(el) : el.getClientRects().length > 0;
      if (shown) left.push(`busy: ${name(el)}`);
    }
    for (const img of Array.from(document.images)) {
      if (inView(img) && !img.complete) left.push(`loading: ${img.currentSrc || img.src}`);
    }
    return left;
  };
  const until = performance.now() + ms;
  return new Promise((resolve) => {
    const look = (): void => {
      const left = unsettled();
      if (left.length === 0 || performance.now() >= until) resolve(left);
      else requestAnimationFrame(look);
    };
    look();
  });
}

/** The longest a screen may take to settle. */
const SETTLE_MS = 20_000;

/** Waits until the page has settled (see above); fails naming what still loads. */
export async function settled(page: Page): Promise<void> {
  await test.step('the screen settled', async () => {
    const left = await page.evaluate(settle, SETTLE_MS);
    if (left.length > 0) {
      throw new Error(`the screen did not settle in ${String(SETTLE_MS)} ms: ${left.join('; ')}`);
    }
  });
}
