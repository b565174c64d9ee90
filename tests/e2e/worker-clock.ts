// Runs in Node (Playwright): a clock in the engine worker that a test moves on, instead of
// waiting for the engine's long timers in real time (the reality check's minute, the 301
// retries). Playwright's own clock reaches pages and frames, not workers.
import type { Page, Worker } from '@playwright/test';

/** What `install` leaves on the worker's global object. */
interface Clocked {
  __workerClock?: { skip(delays: readonly number[]): number };
}

/**
 * Runs in the worker: its `setTimeout` remembers each timer with its delay, and its `Date.now`
 * can be put forward. Serialised by Playwright, so it uses nothing from this module.
 */
function install(): void {
  const scope = globalThis as typeof globalThis & Clocked;
  if (scope.__workerClock) return;
  const realSet = scope.setTimeout.bind(scope);
  const realClear = scope.clearTimeout.bind(scope);
  const realNow = Date.now.bind(Date);
  type Handle = ReturnType<typeof setTimeout>;
  const pending = new Map<Handle, { ms: number; run: () => void }>();
  let ahead = 0;
  Date.now = () => realNow() + ahead;
  const fake = (fn: (...args: unknown[]) => void, ms = 0, ...args: unknown[]): Handle => {
    const handle = realSet(() => {
      pending.delete(handle);
      fn(...args);
    }, ms);
    pending.set(handle, { ms, run: () => fn(...args) });
    return handle;
  };
  scope.setTimeout = fake as typeof setTimeout;
  scope.clearTimeout = ((handle?: Handle) => {
    if (handle === undefined) return;
    pending.delete(handle);
    realClear(handle);
  }) as typeof clearTimeout;
  scope.__workerClock = {
    skip(delays) {
      const due = [...pending].filter(([, timer]) => delays.includes(timer.ms));
      ahead += Math.max(0, ...due.map(([, timer]) => timer.ms));
      for (const [handle, timer] of due) {
        pending.delete(handle);
        realClear(handle);
        timer.run();
      }
      return due.length;
    },
  };
}

/** The engine worker's clock, as a test moves it. */
export interface WorkerClock {
  /**
   * Runs now the engine's pending timers of one of these delays, as if the player had waited
   * for them: the worker's time moves on by the longest. Other timers keep real time. Resolves
   * to how many ran.
   */
  skip(delays: readonly number[]): Promise<number>;
}

/**
 * Installs the clock in the engine worker `page` starts; call before the page loads. The main
 * API's calls wait until it is in, so the engine sets no timer of its session before.
 */
export async function workerClock(page: Page): Promise<WorkerClock> {
  let installed!: (worker: Worker) => void;
  const ready = new Promise<Worker>((resolve) => (installed = resolve));
  page.on('worker', (worker) => {
    if (!/engine-worker-/.test(worker.url())) return;
    void worker.evaluate(install).then(() => installed(worker));
  });
  await page.route('**/frontendAPI.do', async (route) => {
    await ready;
    await route.fallback();
  });
  return {
    skip: async (delays) =>
      (await ready).evaluate((d) => (self as Clocked).__workerClock?.skip(d) ?? 0, delays),
  };
}
