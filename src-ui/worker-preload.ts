// Runs on the main thread (first load): waits for the page head's preload of the engine worker.

/**
 * Resolves once the page head's modulepreload of the engine worker (vite.config.ts) has
 * finished, at once when there is none (the dev server) or it already has. A worker started
 * before that does not find the file in the HTTP cache and downloads it a second time, beside
 * the first, on the player's slow line; after it, the worker's script is a cache hit.
 */
export function workerPreloaded(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>(
    'link[rel="modulepreload"][href*="engine-worker"]',
  );
  if (link === null || performance.getEntriesByName(link.href).length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    // A failed preload still lets the worker try for itself.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
