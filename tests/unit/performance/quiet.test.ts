// Runs in Vitest (Node): a bench part measured again while other work took more than a fifth of
// the machine, and marked noisy when it stays so (issue 32, measure 5).
import { describe, expect, it } from 'vitest';
import type { CpuShare } from '../../bench/browser/cpu-share.ts';
import { type Watch, loadLine, measureQuietly } from '../../bench/browser/quiet.ts';

/** A watch whose stretches report these shares of other work, in turn (before, during, ...). */
function watchOf(othersBusy: (number | null)[]): Watch & { waited: number[] } {
  const waited: number[] = [];
  return {
    waited,
    start: () => {
      const others = othersBusy.shift() ?? null;
      const share: CpuShare = { machineIdle: 0.5, benchCores: 0.1, othersBusy: others };
      return () => share;
    },
    wait: (ms) => {
      waited.push(ms);
      return Promise.resolve();
    },
  };
}

/** A part that returns how many times it has run. */
function counter(): () => Promise<number> {
  let runs = 0;
  return () => Promise.resolve((runs += 1));
}

describe('a part measured on a busy machine', () => {
  it('is measured once when other work took a fifth of the machine or less', async () => {
    const watch = watchOf([0.9, 0.2]);
    const part = await measureQuietly(counter(), watch);
    expect(part).toMatchObject({ result: 1, attempts: 1, kept: 1, noisy: false });
    // The machine is watched before the part, whatever it did then.
    expect(part.before.othersBusy).toBe(0.9);
    expect(watch.waited).toEqual([2_000]);
  });

  it('is measured again while other work took more, and the first quiet attempt kept', async () => {
    const part = await measureQuietly(counter(), watchOf([0, 0.5, 0, 0.21, 0, 0.1]));
    expect(part).toMatchObject({ result: 3, attempts: 3, kept: 3, noisy: false });
    expect(part.othersBusy).toEqual([0.5, 0.21, 0.1]);
  });

  it('is measured at most three times, the quietest kept and marked noisy', async () => {
    const part = await measureQuietly(counter(), watchOf([0, 0.6, 0, 0.3, 0, 0.45]));
    expect(part).toMatchObject({ result: 2, attempts: 3, kept: 2, noisy: true });
    expect(loadLine(part)).toMatch(/attempt 2 of 3 kept, NOISY.*60 %, 30 %, 45 %/);
  });

  it('is taken as quiet where the machine cannot be read', async () => {
    const part = await measureQuietly(counter(), watchOf([null, null]));
    expect(part).toMatchObject({ attempts: 1, noisy: false });
    expect(loadLine(part)).toContain('other work unknown');
  });
});
