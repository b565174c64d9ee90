// Runs in the browser, in the heavy game: its one contact with the container. Today's protocol:
// `{type: 'ready'}` posted to the parentOrigin of its address, once its assets are in; nothing
// is posted when the address names no parentOrigin (the game opened alone). At merge this
// module moves onto game-sdk's connect(); nothing else in the game knows the container.

/** What the game tells the container. */
export interface ContainerLink {
  /** The assets are in and the game can be played. */
  ready(): void;
}

/** The origin of an http(s) address, or null. */
function originOf(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The link to the container named by the address's query (`parentOrigin`). */
export function linkContainer(search: string): ContainerLink {
  const parentOrigin = originOf(new URLSearchParams(search).get('parentOrigin'));
  return {
    ready() {
      if (parentOrigin === null || window.parent === window) return;
      window.parent.postMessage({ type: 'ready' }, parentOrigin);
    },
  };
}
