// Test helper: moves fake timers in small steps until a promise settles, so msw's own
// asynchronous work gets its turns between timers.
import { vi } from 'vitest';

/** Advances fake time 10 ms at a time (at most `maxMs`) until `p` settles, then returns it. */
export async function settle<T>(p: Promise<T>, maxMs = 20_000): Promise<T> {
  const run = { done: false };
  p.then(
    () => (run.done = true),
    () => (run.done = true),
  );
  for (let t = 0; t < maxMs && !run.done; t += 10) await vi.advanceTimersByTimeAsync(10);
  return p;
}

/**
 * Fake timers for an engine against msw: timers and Date only, so the clock the engine reads
 * moves with the timers while msw's own performance and microtask timing stays real.
 */
export function fakeEngineTimers(): void {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}
