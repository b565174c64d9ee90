// Runs in Node (Playwright): a clock in the engine worker that a test moves on, instead of
// waiting for the engine's timers in real time (the reality check's minute, the 301 retries, a
// card's expiry on the server clock, the 4 s of each hit notice). Playwright's own clock reaches
// pages and frames, not workers.
import type { Page, Worker } from '@playwright/test';
import { REQUEST_TIMED_OUT } from '../../shared/lib/request.ts';

/** What `install` leaves on the worker's global object. */
interface Clocked {
  __workerClock?: { skip(delays: readonly number[]): number; advance(ms: number): number };
}

/**
 * Runs in the worker: its timers and intervals remember their delay and when they are due, and
 * its `Date.now` can be put forward; each timer also keeps a real one, so time still flows.
 * A timer whose callback names `deadlineMark` is a request's own timeout: `skip` leaves it to
 * real time. The worker's random draws are just below 1, so each jittered wait is its ceiling.
 * Serialised by Playwright, so it uses nothing from this module.
 */
function install(deadlineMark: string): void {
  const scope = globalThis as typeof globalThis & Clocked;
  if (scope.__workerClock) return;
  const SKEW_MS = 50;
  const realSet = scope.setTimeout.bind(scope);
  const realClear = scope.clearTimeout.bind(scope);
  const realNow = Date.now.bind(Date);
  type Handle = ReturnType<typeof setTimeout>;
  interface Timer {
    ms: number;
    due: number;
    every: boolean;
    deadline: boolean;
    run: () => void;
    real: Handle | null;
  }
  // The engine draws each backoff's wait at random below its ceiling (src-worker/lib/backoff.ts):
  // drawn just below 1 here, every wait is its ceiling, the delay a test skips it by.
  Math.random = () => 1 - 2 ** -53;
  const timers = new Map<number, Timer>();
  // Far above the real handles, so clearing one made before the clock came still works.
  let nextId = 1_000_000_000;
  let ahead = 0;
  const now = () => realNow() + ahead;
  Date.now = now;
  const arm = (id: number, timer: Timer): void => {
    if (timer.real !== null) realClear(timer.real);
    timer.real = realSet(() => fire(id), Math.max(0, timer.due - now()));
  };
  // An interval comes again `ms` after it ran; a timeout is done.
  const fire = (id: number): void => {
    const timer = timers.get(id);
    if (!timer) return;
    if (timer.every) {
      timer.due = Math.max(timer.due, now()) + timer.ms;
      arm(id, timer);
    } else {
      if (timer.real !== null) realClear(timer.real);
      timers.delete(id);
    }
    timer.run();
  };
  const add = (every: boolean, fn: (...args: unknown[]) => void, ms = 0, args: unknown[]) => {
    const id = nextId++;
    const deadline = String(fn).includes(deadlineMark);
    const timer: Timer = {
      ms,
      due: now() + ms,
      every,
      deadline,
      run: () => fn(...args),
      real: null,
    };
    timers.set(id, timer);
    arm(id, timer);
    return id as unknown as Handle;
  };
  const clear = (handle?: Handle): void => {
    if (handle === undefined) return;
    const timer = timers.get(handle as unknown as number);
    if (!timer) {
      realClear(handle);
      return;
    }
    if (timer.real !== null) realClear(timer.real);
    timers.delete(handle as unknown as number);
  };
  scope.setTimeout = ((fn: () => void, ms?: number, ...args: unknown[]) =>
    add(false, fn, ms, args)) as typeof setTimeout;
  scope.setInterval = ((fn: () => void, ms?: number, ...args: unknown[]) =>
    add(true, fn, ms, args)) as typeof setInterval;
  scope.clearTimeout = clear as typeof clearTimeout;
  scope.clearInterval = clear as typeof clearInterval;
  scope.__workerClock = {
    skip(delays) {
      // A timer set for a due moment (the reality check's `nextAt - now()`) reads a millisecond
      // or so short when the clock ticked between its two reads: a cold function's first call
      // in a loaded run (CI's play visits failed 3 of 3 on one 59,999).
      const named = (ms: number) => delays.some((d) => ms <= d && ms > d - SKEW_MS);
      const due = [...timers].filter(([, t]) => !t.deadline && named(t.ms));
      ahead += Math.max(0, ...due.map(([, t]) => t.ms));
      for (const [id] of due) fire(id);
      return due.length;
    },
    advance(ms) {
      const target = now() + ms;
      let ran = 0;
      // Timers a callback sets within the window run too, in the order they fall due.
      for (; ran < 10_000; ran++) {
        let first: [number, Timer] | undefined;
        for (const entry of timers) if (!first || entry[1].due < first[1].due) first = entry;
        if (!first || first[1].due > target) break;
        ahead = Math.max(ahead, first[1].due - realNow());
        fire(first[0]);
      }
      ahead = Math.max(ahead, target - realNow());
      for (const [id, timer] of timers) arm(id, timer);
      return ran;
    },
  };
}

/**
 * The pace of an expect.poll whose every look moves the worker's clock on: a look every 100 ms.
 * A look runs only the timers already set, and a ladder's next step (a send's retry, its resend)
 * is set once the step before has run: a look a step, not Playwright's looks 100, 250 and 500 ms
 * apart, then a second apart.
 */
export const EACH_STEP = { intervals: [100] };

/** The engine worker's clock, as a test moves it. */
export interface WorkerClock {
  /**
   * Runs now the engine's pending timeouts and intervals of one of these delays (or up to 50 ms
   * short of one: a wait set for a due moment), as if the player had waited for them (an
   * interval then comes again a whole delay later: the log pipeline's 5 s tick, which sends what
   * waits, held each look of the log specs for up to 5 s of real time before): the worker's time
   * moves on by the longest. Other timers keep real time, and so
   * do requests' own timeouts (src-worker/lib/http.ts): a deadline is not a wait the player
   * sits through, and fired early it aborts a POST the server may have taken (a log sent twice:
   * the log server's 10 s timeout has the first resend's delay). Resolves to how many ran.
   */
  skip(delays: readonly number[]): Promise<number>;
  /**
   * Moves the worker's time on by `ms` at once: every timeout and interval that falls due
   * meanwhile runs, in order (the server clock's 5 s ticks among them). Resolves to how many ran.
   */
  advance(ms: number): Promise<number>;
}

/**
 * Installs the clock in each engine worker `page` starts (a reload starts another); call before
 * the page loads. The main API's calls wait until it is in, so the engine sets no timer of its
 * session before.
 */
export async function workerClock(page: Page): Promise<WorkerClock> {
  let first!: (worker: Worker) => void;
  let current = new Promise<Worker>((resolve) => (first = resolve));
  page.on('worker', (worker) => {
    if (!/engine-worker-/.test(worker.url())) return;
    const installed = worker.evaluate(install, REQUEST_TIMED_OUT).then(() => worker);
    current = installed;
    void installed.then(first);
  });
  await page.route('**/frontendAPI.do', async (route) => {
    await current;
    await route.fallback();
  });
  return {
    skip: async (delays) =>
      (await current).evaluate((d) => (self as Clocked).__workerClock?.skip(d) ?? 0, delays),
    advance: async (ms) =>
      (await current).evaluate((m) => (self as Clocked).__workerClock?.advance(m) ?? 0, ms),
  };
}
