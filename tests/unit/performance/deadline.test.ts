// A bench step that hangs fails at its deadline instead of holding the bench for good (its
// caller measures it again); one that answers in time is not touched. With fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeadlinePassed, withDeadline } from '../../bench/browser/deadline.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("a bench step's deadline", () => {
  it('fails a step that has not answered by then, naming the deadline', async () => {
    let failure: unknown = null;
    void withDeadline(new Promise<string>(() => undefined), 120_000).catch((e: unknown) => {
      failure = e;
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(failure).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(failure).toBeInstanceOf(DeadlinePassed);
    expect(String(failure)).toContain('within 120 s');
  });

  it('is not reached by a step that answers first, nor by one that fails first', async () => {
    const answered = withDeadline(
      new Promise<string>((resolve) => setTimeout(() => resolve('measured'), 10_000)),
      120_000,
    );
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(answered).resolves.toBe('measured');
    const failed = withDeadline(Promise.reject(new Error('the page crashed')), 120_000);
    await expect(failed).rejects.toThrow('the page crashed');
    // No timer is left to fire later.
    expect(vi.getTimerCount()).toBe(0);
  });
});
