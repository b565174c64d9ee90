// What a player on a small phone must never meet, measured in the page: anything wider than the
// screen or a page that scrolls sideways, text cut off by its box or lying over other text, and
// touch targets under
// 44x44 CSS px (WCAG 2.5.5). Used by screens.spec.ts on every screen of the tour.
import type { Locator } from '@playwright/test';

/** The smallest touch target, in CSS px, each way. */
export const MIN_TARGET_PX = 44;

/** Measures `root` (and the page around it); one line per finding. */
export function findMisfits(root: Locator): Promise<string[]> {
  return root.evaluate((rootElement, minTarget) => {
    const width = window.innerWidth;
    const found: string[] = [];
    const part = (e: Element): string => {
      const tag = e.tagName.toLowerCase();
      if (e.id) return `${tag}#${e.id}`;
      const data = [...e.attributes].find((a) => a.name.startsWith('data-'));
      if (data) return `${tag}[${data.name}${data.value ? `="${data.value}"` : ''}]`;
      const first = [...e.classList][0];
      return first ? `${tag}.${first}` : tag;
    };
    const path = (e: Element): string => {
      const parts: string[] = [];
      for (let at: Element | null = e; at && at !== document.body && parts.length < 3;) {
        parts.unshift(part(at));
        at = at.parentElement;
      }
      return parts.join(' > ');
    };
    const label = (e: Element): string => {
      const said =
        (e instanceof HTMLElement ? e.innerText : e.textContent) || e.getAttribute('aria-label');
      const line = (said ?? '').replace(/\s+/g, ' ').trim();
      return line.length > 40 ? `${line.slice(0, 39)}…` : line;
    };
    const report = (what: string, e: Element, detail: string): void => {
      found.push(`${what}: ${path(e)} "${label(e)}" (${detail})`);
    };
    const shown = (e: Element): DOMRect | null => {
      const box = e.getBoundingClientRect();
      // Visually hidden text (1x1, clipped) is for screen readers: not on screen.
      if (box.width <= 1 || box.height <= 1) return null;
      const style = getComputedStyle(e);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return null;
      return box;
    };
    const hasText = (e: Element): boolean =>
      [...e.childNodes].some(
        (n) =>
          (n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '') ||
          (n instanceof Element &&
            getComputedStyle(n).display === 'inline' &&
            n.textContent.trim() !== ''),
      );
    const scroller = document.documentElement;
    if (scroller.scrollWidth > width + 1) {
      found.push(`page scrolls sideways: ${scroller.scrollWidth} px wide in ${width} px`);
    }
    const targets =
      'button, a[href], [role="button"], [role="tab"], [role="link"], input:not([type="hidden"]), select, summary';
    // Only the outermost element off screen is named: its rows and cells go with it.
    const offScreen: Element[] = [];
    const texts: { e: Element; box: DOMRect }[] = [];
    for (const e of [rootElement, ...rootElement.querySelectorAll('*')]) {
      const box = shown(e);
      if (!box) continue;
      const inside = offScreen.some((outer) => outer.contains(e));
      if (!inside && (box.right > width + 1 || box.left < -1)) {
        offScreen.push(e);
        report('off screen', e, `${Math.round(box.left)} to ${Math.round(box.right)} of ${width}`);
      }
      const style = getComputedStyle(e);
      if (style.display !== 'inline' && hasText(e)) {
        texts.push({ e, box });
        if (e.scrollWidth > e.clientWidth + 1) {
          report('text clipped', e, `${e.scrollWidth} px in ${e.clientWidth}`);
        } else if (
          ['hidden', 'clip'].includes(style.overflowY) &&
          e.scrollHeight > e.clientHeight + 1
        ) {
          report('text clipped', e, `${e.scrollHeight} px high in ${e.clientHeight}`);
        }
      }
      if (e.matches(targets) && (box.width < minTarget - 0.5 || box.height < minTarget - 0.5)) {
        report('small target', e, `${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    // Two texts, neither inside the other, whose boxes cross by more than a couple of pixels
    // each way: one is written over the other.
    const crossing = (a: DOMRect, b: DOMRect): boolean =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    texts.forEach((one, i) => {
      for (const other of texts.slice(i + 1)) {
        if (one.e.contains(other.e) || other.e.contains(one.e)) continue;
        if (crossing(one.box, other.box)) {
          report('text overlaps', one.e, `with ${path(other.e)} "${label(other.e)}"`);
        }
      }
    });
    return found;
  }, MIN_TARGET_PX);
}
