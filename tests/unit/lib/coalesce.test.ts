// Bursts of triggers become few runs: one at once, one trailing, never two at a time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesce } from '../../../src-worker/lib/coalesce.ts';
import { systemClock } from '../../../src-worker/lib/ports.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('coalesce', () => {
  it('runs a burst of 100 triggers as one run now and one after the gap', async () => {
    let runs = 0;
    const c = coalesce(systemClock(), () => Promise.resolve(void (runs += 1)), 2000);
    for (let i = 0; i < 100; i += 1) c.trigger();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    for (let i = 0; i < 100; i += 1) c.trigger();
    await vi.advanceTimersByTimeAsync(1999);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(2);
  });

  it('never runs twice at a time, and runs again after a slow run when asked meanwhile', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const slow = () =>
      new Promise<void>((resolve) => {
        active += 1;
        runs += 1;
        most = Math.max(most, active);
        setTimeout(() => {
          active -= 1;
          resolve();
        }, 5000);
      });
    const c = coalesce(systemClock(), slow, 1000);
    c.trigger();
    await vi.advanceTimersByTimeAsync(100);
    c.trigger();
    c.trigger();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(runs).toBe(2);
    expect(most).toBe(1);
  });

  it('a failing task does not stop later runs; dispose cancels a pending one', async () => {
    let runs = 0;
    const c = coalesce(
      systemClock(),
      () => {
        runs += 1;
        return Promise.reject(new Error('down'));
      },
      1000,
    );
    c.trigger();
    await vi.advanceTimersByTimeAsync(0);
    c.trigger();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    c.trigger();
    c.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });
});
