// Runs on the main thread (first load): the boot screen's two texts in the player's language
// without i18next, whose files load with the screens once the game is ready (main.tsx). The
// build writes them from the locale files onto the boot label (vite.config.ts, bootTexts).

/** The boot label's attribute that holds them: `{ [locale]: [loading, frameTitle] }` as JSON. */
export const BOOT_TEXTS_ATTRIBUTE = 'data-texts';

/** What the boot screen says while the game loads: its status, and the game frame's title. */
export interface BootTexts {
  loading: string;
  frameTitle: string;
}

/** The texts of `locale` on `label`; null when the page has none (an old page, a bad edit). */
export function bootTexts(label: Element | null, locale: string): BootTexts | null {
  try {
    const all = JSON.parse(label?.getAttribute(BOOT_TEXTS_ATTRIBUTE) ?? '{}') as unknown;
    // Whatever the page carries is read as data: only a pair of strings is said.
    const texts = (all as Record<string, unknown> | null)?.[locale];
    if (!Array.isArray(texts)) return null;
    const [loading, frameTitle] = texts as unknown[];
    return typeof loading === 'string' && typeof frameTitle === 'string'
      ? { loading, frameTitle }
      : null;
  } catch {
    return null;
  }
}
