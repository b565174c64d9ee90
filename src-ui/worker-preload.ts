// Runs on the main thread (first load): waits for the page head's preload of the engine worker.

/**
 * The longest wait for the preload. Its load event can fire before the entry runs and listens,
 * and a browser may not list the finished fetch in its resource timeline: the worker then starts
 * anyway, at worst downloading its script a second time, never not at all.
 */
export const PRELOAD_WAIT_MS = 3_000;

/**
 * Resolves once the page head's modulepreload of the engine worker (vite.config.ts) has
 * finished, at once when there is none (the dev server) or it already has, and after
 * PRELOAD_WAIT_MS at the latest. A worker started before that does not find the file in the
 * HTTP cache and downloads it a second time, beside the first, on the player's slow line;
 * after it, the worker's script is a cache hit.
 */
export function workerPreloaded(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>(
    'link[rel="modulepreload"][href*="engine-worker"]',
  );
  if (link === null || performance.getEntriesByName(link.href).length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PRELOAD_WAIT_MS);
    const done = (): void => {
      clearTimeout(timer);
      resolve();
    };
    // A failed preload still lets the worker try for itself.
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  });
}
