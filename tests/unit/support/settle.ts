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
 * moves with the timers while msw's own performance and microtask timing stays real. The clock
 * starts at noon of today in the machine's zone: any day, but never a test's minutes of fake time
 * across midnight, where a popup shown "today" (SPEC §9) was shown yesterday (seen under
 * `npm run test:any-day`, from 23:59 on a leap day). The day's boundaries are the rules' tests'.
 */
export function fakeEngineTimers(): void {
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  vi.useFakeTimers({
    now: noon,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}
