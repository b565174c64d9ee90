// Runs in Vitest (Node): when the pipeline sends: one pass at a time, the resend backoff, waits.
import { AT_CEILING } from '../support/draws.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LogScheduler } from '../../../src-worker/logs/log-scheduler.ts';
import { systemClock } from '../../../src-worker/lib/ports.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function scheduler(
  pass: (force: boolean) => Promise<void> = () => Promise.resolve(),
  random: () => number = () => 0.5,
) {
  const ticks: number[] = [];
  const timing = { clock: systemClock(), tickMs: 5_000, random };
  const s = new LogScheduler(timing, pass, () => ticks.push(Date.now()));
  return { s, ticks };
}

describe('the log scheduler', () => {
  it('runs one pass at a time; calls during it make exactly one more, forced if any was', async () => {
    const passes: boolean[] = [];
    let finish = (): void => undefined;
    const { s } = scheduler((force) => {
      passes.push(force);
      return new Promise<void>((r) => (finish = r));
    });
    const first = s.drain(false);
    void s.drain(false);
    void s.drain(true);
    void s.drain(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    finish();
    await first;
    expect(passes).toEqual([false, true]);
    s.dispose();
  });

  it('resends after a wait drawn below 10 s doubling per failure to 5 min, or after Retry-After', async () => {
    const at: number[] = [];
    const start = Date.now();
    const { s } = scheduler(() => {
      if (s.resendDue) at.push(Date.now() - start);
      s.resendDue = false;
      return Promise.resolve();
    });
    s.resendDue = false;
    s.resendFailed(null);
    for (let i = 0; i < 7; i++) {
      await vi.advanceTimersByTimeAsync(300_000);
      s.resendFailed(null);
    }
    const gaps = at.map((t, i) => t - (i === 0 ? 0 : 300_000 * i));
    // The draws are halfway: half of each ceiling.
    expect(gaps).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 150_000, 150_000]);
    s.resendFailed(2_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(at).toHaveLength(8);
    s.dispose();
  });

  it('tabs that failed together resend at the instants their own draws give, not all at once', async () => {
    const start = Date.now();
    const resentAt = (draw: number) => {
      const at: number[] = [];
      const { s } = scheduler(
        () => {
          if (s.resendDue) at.push(Date.now() - start);
          return Promise.resolve();
        },
        () => draw,
      );
      s.resendFailed(null);
      return { at, s };
    };
    const tabs = [0.1, 0.45, 0.9].map(resentAt);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tabs.map((t) => t.at)).toEqual([[1_000], [4_500], [9_000]]);
    for (const t of tabs) t.s.dispose();
  });

  it('resendLater keeps a resend already due sooner, and does not grow the backoff', async () => {
    // Each wait drawn at its ceiling.
    const { s } = scheduler(undefined, AT_CEILING);
    s.resendFailed(null);
    s.resendLater(60_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.resendDue).toBe(true);
    s.resendLater(10_000);
    s.resendLater(10_000);
    s.resendSucceeded();
    s.resendFailed(null);
    expect(s.resendScheduled).toBe(true);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(s.resendDue).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.resendDue).toBe(true);
    s.dispose();
  });

  it('ticks every 5 s until disposed; a wait wakes at once, saying it stopped', async () => {
    const { s, ticks } = scheduler();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(ticks).toHaveLength(3);
    const waiting = s.sleep(60_000);
    s.dispose();
    expect(await waiting).toBe(true);
    expect(await s.sleep(1)).toBe(true);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(ticks).toHaveLength(3);
    expect(s.resendScheduled).toBe(false);
  });
});
