// Runs on the main thread: the page's title and icon (SPEC §6 per-client favicon), which only
// the document can change.

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

/**
 * Points the page's icon link at `href`, an http(s) address or a same-origin path the engine
 * checked (src-worker/brand/client-config.ts); null leaves the built-in icon.
 */
export function setFavicon(href: string | null): void {
  if (href === null) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link === null) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
