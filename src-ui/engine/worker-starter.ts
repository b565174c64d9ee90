// Runs on the main thread: the entry takes the engine worker the page's head started
// (src-ui/engine/head-boot.ts, inlined by vite.config.ts) while the page still parsed.

/** What the head's starter leaves on the window for the entry. */
export interface EarlyWorker {
  worker: Worker;
  /** The worker's script failed to load before the entry listened. */
  failed: boolean;
  /** Settles once the head's login is out. */
  sent: Promise<void>;
}

declare global {
  interface Window {
    __engineWorker?: EarlyWorker;
  }
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

/**
 * What the entry waits for before its own work: the head's login out; at once when the head
 * started no worker. Run sooner, the entry's work (the engine's client, the game host) held the
 * race's answer, and so the login, up on this thread: a cheap phone's main thread runs one task
 * at a time.
 */
export function headRequestsSent(win: Window = window): Promise<void> {
  return win.__engineWorker?.sent ?? Promise.resolve();
}
