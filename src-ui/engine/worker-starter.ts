// Runs on the main thread. `startWorkerEarly` runs inline in the page's head (vite.config.ts
// puts `starterScript` there), so the engine worker starts while the page still parses. The
// entry then takes it with `takeEarlyWorker`.
import { CLOSE_PATH } from '../../shared/i18n/locale.ts';

/** What the head's starter leaves on the window for the entry. */
export interface EarlyWorker {
  worker: Worker;
  /** The worker's script failed to load before the entry listened. */
  failed: boolean;
}

declare global {
  interface Window {
    __engineWorker?: EarlyWorker;
  }
}

/**
 * Starts the engine worker from `url` unless the page's path matches `closeRoute` (/close runs
 * no engine). The build inlines this function's source text, so it must use nothing from
 * outside its body; a browser that cannot start it leaves the start to the entry.
 */
export function startWorkerEarly(url: string, closeRoute: RegExp): void {
  if (closeRoute.test(location.pathname)) return;
  try {
    const early = { worker: new Worker(url, { type: 'module' }), failed: false };
    early.worker.addEventListener('error', () => {
      early.failed = true;
    });
    window.__engineWorker = early;
  } catch {
    // The entry starts the worker itself.
  }
}

/** The inline script that starts the worker from `url`: the starter's source, called. */
export function starterScript(url: string): string {
  return `(${startWorkerEarly.toString()})(${JSON.stringify(url)}, ${CLOSE_PATH.toString()})`;
}

/**
 * The worker the page's head started, taken once; null when it started none (the dev server, a
 * policy that blocked the inline starter, /close). Throws when the worker's script already
 * failed to load, as creating a worker that cannot start does.
 */
export function takeEarlyWorker(win: Window = window): Worker | null {
  const early = win.__engineWorker;
  if (early === undefined) return null;
  delete win.__engineWorker;
  if (early.failed) throw new Error('the engine worker failed to load');
  return early.worker;
}
