// Runs on the main thread: the page's title and icon (SPEC §6 per-client favicon), which only
// the document can change.
import { safeHttpUrl } from '../shared/urls.ts';

/** Between the game's name and the brand's in the title: a mark, not a word to translate. */
const TITLE_SEPARATOR = ' - ';

/**
 * The page title: the game's name in the player's language and the brand's, each when known;
 * `fallback` (the translated "Game") when neither is.
 */
export function pageTitle(gameName: string | null, brand: string | null, fallback: string): string {
  const parts = [gameName, brand].filter((p): p is string => p !== null && p.trim() !== '');
  return parts.length > 0 ? parts.join(TITLE_SEPARATOR) : fallback;
}

/** An icon address the page may use: http(s), or a path on this origin; else null. */
export function faviconHref(raw: string | null, pageOrigin: string): string | null {
  if (raw === null) return null;
  if (raw.startsWith('/') && !raw.startsWith('//')) {
    const url = safeHttpUrl(raw, pageOrigin);
    return url !== null && url.origin === pageOrigin ? url.href : null;
  }
  return safeHttpUrl(raw)?.href ?? null;
}

/** Points the page's icon link at `href` (checked by faviconHref); null leaves it as it is. */
export function setFavicon(href: string | null): void {
  if (href === null) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link === null) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  if (link.href !== href) link.href = href;
}
