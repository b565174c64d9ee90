// Runs in the worker (and in Node): the one rule for waits that grow after each failure, which
// the log resends, the notification stream's reconnects, the 301 retries and the lost
// connection's checks share. Each wait is drawn at random below its ceiling (full jitter), so
// the tabs of a whole audience that lost the servers at one instant do not all come back at one.

/** The wait before try `tries` (0: the first): `first`, doubled after each try, at most `max`. */
export const doublingWaitMs = (first: number, max: number, tries: number): number =>
  Math.min(first * 2 ** tries, max);

/**
 * A wait drawn at random up to `ceilingMs` with `random` (a number in [0, 1), as Math.random's),
 * rounded up: a random source just below 1 gives the ceiling itself (the tests' worker clock
 * draws so, to move the engine's waits on by their delays: tests/e2e/worker-clock.ts).
 */
export const jitteredMs = (ceilingMs: number, random: () => number): number =>
  Math.ceil(ceilingMs * Math.min(Math.max(random(), 0), 1));
