// What the screenshot and fit checks wait for before they look: the screen says it has settled.
// Nothing on it is busy (`aria-busy="true"`: a panel's chunk or data still loading, the boot
// spinner, an image showing its small stand-in), every image in view has loaded, and so have
// the page's fonts. Waiting for the screen's own state, not for time: a picture is never of a
// spinner, and a fast machine waits for nothing.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What still loads on the page (empty once it has settled), for the failure's message. */
function unsettled(): string[] {
  const inView = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight;
  };
  const name = (el: Element): string => {
    const css = el.getAttribute('class');
    return `<${el.tagName.toLowerCase()}${css ? ` class="${css}"` : ''}>`;
  };
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
}

/** Waits until the page has settled (see above); fails naming what still loads. */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(unsettled), { message: 'the screen settled', timeout: 20_000 })
    .toEqual([]);
}
