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

/** A scheduler whose passes wait until `finish()`, recording each pass's force. */
function held() {
  const passes: boolean[] = [];
  const control = { finish: (): void => undefined };
  const { s } = scheduler((force) => {
    passes.push(force);
    return new Promise<void>((r) => (control.finish = r));
  });
  return { s, passes, finish: () => control.finish() };
}

/** A scheduler that counts its passes, each ending at once. */
function counted() {
  const count = { passes: 0 };
  const { s } = scheduler(() => {
    count.passes += 1;
    return Promise.resolve();
  });
  return { s, count };
}

describe('the log scheduler', () => {
  it('runs one pass at a time; calls during it make exactly one more, forced if any was', async () => {
    const { s, passes, finish } = held();
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

describe('the log scheduler, what the log server sees', () => {
  it('resends kept events on the first pass after a start (a crash or a closed tab before)', () => {
    const { s } = scheduler();
    expect(s.resendDue).toBe(true);
    expect(s.resendScheduled).toBe(false);
    s.dispose();
  });

  it('keeps sending after a pass that failed: the drain ends and the next one runs', async () => {
    let passes = 0;
    const { s } = scheduler(() => {
      passes += 1;
      return Promise.reject(new Error('store refused'));
    });
    await s.drain(false);
    await s.drain(true);
    expect(passes).toBe(2);
    s.dispose();
  });

  it('holds the resend until its wait ends, then sends once and has nothing planned', async () => {
    let resends = 0;
    const { s } = scheduler(() => {
      if (s.resendDue) resends += 1;
      s.resendDue = false;
      return Promise.resolve();
    });
    s.resendFailed(5_000);
    expect(s.resendDue).toBe(false);
    expect(s.resendScheduled).toBe(true);
    s.resendFailed(20_000);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(resends).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(resends).toBe(1);
    expect(s.resendScheduled).toBe(false);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(resends).toBe(1);
    s.dispose();
  });

  it('resends on the next pass when the server answers again, and the old wait adds no pass', async () => {
    const { s, count } = counted();
    s.resendFailed(null);
    s.resendNow();
    expect(s.resendDue).toBe(true);
    expect(s.resendScheduled).toBe(false);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(count.passes).toBe(0);
    s.dispose();
  });

  it('the backoff grows with each failure in a row', async () => {
    const at: number[] = [];
    const start = Date.now();
    const { s } = scheduler(() => {
      at.push(Date.now() - start);
      return Promise.resolve();
    }, AT_CEILING);
    s.resendFailed(null);
    await vi.advanceTimersByTimeAsync(10_000);
    s.resendFailed(null);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(at).toEqual([10_000, 30_000]);
    s.dispose();
  });

  it('a wait ends after its time, saying it did not stop', async () => {
    const { s } = scheduler();
    let woke: boolean | null = null;
    void s.sleep(1_000).then((stopped) => (woke = stopped));
    await vi.advanceTimersByTimeAsync(999);
    expect(woke).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(woke).toBe(false);
    s.dispose();
  });

  it('after dispose nothing is sent: no planned resend fires, no new one is planned', async () => {
    const { s, count } = counted();
    s.resendFailed(1_000);
    s.dispose();
    s.resendFailed(1_000);
    s.resendLater(1_000);
    expect(s.resendScheduled).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(count.passes).toBe(0);
  });

  it('a drain asked for while one runs after dispose runs no more passes', async () => {
    const { s, passes, finish } = held();
    const first = s.drain(false);
    void s.drain(true);
    s.dispose();
    finish();
    await first;
    expect(passes).toEqual([false]);
  });

  it('a drain asked for unforced during a pass runs unforced, even after a forced one', async () => {
    const { s, passes, finish } = held();
    const first = s.drain(false);
    for (const force of [false, true, false]) {
      void s.drain(force);
      finish();
      await vi.advanceTimersByTimeAsync(0);
    }
    finish();
    await first;
    expect(passes).toEqual([false, false, true, false]);
  });

  it('a planned resend runs an unforced pass: fresh events still wait for a full batch', async () => {
    const forces: boolean[] = [];
    const { s } = scheduler((force) => {
      forces.push(force);
      return Promise.resolve();
    });
    s.resendFailed(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(forces).toEqual([false]);
    s.dispose();
  });

  it('after dispose no timer is left running: not the tick, a planned resend nor a wait', () => {
    const { s } = scheduler();
    s.resendFailed(60_000);
    void s.sleep(30_000);
    expect(vi.getTimerCount()).toBe(3);
    s.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
