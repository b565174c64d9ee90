// Runs in the worker: whether the player's page shows (it says so as it hides and shows again),
// for what runs only for the player to see: the server's clock, the pools' poll.

/** The page's visibility as the worker knows it. */
export interface PageShown {
  /** True until the page says it is hidden. */
  readonly shown: boolean;
  /** Calls `fn` with each change; returns the way to stop. */
  watch(fn: (shown: boolean) => void): () => void;
}

/** The visibility the engine keeps, set from the page's `setPageVisible`. */
export interface PageShownSource extends PageShown {
  set(shown: boolean): void;
}

export function createPageShown(): PageShownSource {
  let shown = true;
  const watchers = new Set<(shown: boolean) => void>();
  return {
    get shown() {
      return shown;
    },
    watch(fn) {
      watchers.add(fn);
      return () => {
        watchers.delete(fn);
      };
    },
    set(next) {
      if (next === shown) return;
      shown = next;
      for (const fn of [...watchers]) fn(next);
    },
  };
}

/** A page that always shows (hosts without one, and tests of a part alone). */
export const ALWAYS_SHOWN: PageShown = { shown: true, watch: () => () => undefined };
