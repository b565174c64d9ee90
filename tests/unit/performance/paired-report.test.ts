// The bench's paired budgets (issue 47): each container load against the chain alone's beside it,
// the median of the pairs' ratios judged; blocking the browser could not list reads "not checked",
// never a pass. On made-up loads, so each rule is seen to hold or break.
import { describe, expect, it } from 'vitest';
import type { Visit } from '../../bench/browser/game-ready.ts';
import { blockingMs } from '../../bench/browser/long-tasks.ts';
import { readyReport, taxReport } from '../../bench/browser/paired-report.ts';

/** A load that reached the game's document at `doc` ms and ready at `ready` ms. */
const visit = (doc: number, ready: number, blocking: number | null = 0, bytes = 0): Visit => ({
  readyMs: ready,
  floorMs: ready / 2,
  ratio: 2,
  beforeGameMs: doc / 2,
  gameDocumentMs: doc,
  blockingMs: blocking,
  steps: [],
  gaps: [],
  path: [],
  pathBytes: 0,
  container: { bytes, requests: [] },
  gameUrl: 'http://127.0.0.1:1/demo-slot/index.html',
  workerSlowedAfterMs: null,
});

const row = (rows: { what: string; pass: boolean | null; value: string }[], start: string) => {
  const found = rows.find((r) => r.what.startsWith(start));
  if (!found) throw new Error(`no row ${start}`);
  return found;
};

describe('the paired budgets', () => {
  it('judge the median of the pairs’ ratios, not the ratio of the medians', () => {
    // Pairs: 1.00, 1.20, 1.04 to ready; a machine slowing down shows in both loads of a pair.
    const cold = [visit(900, 2_000), visit(1_400, 3_600), visit(1_000, 2_600)];
    const alone = [visit(900, 2_000), visit(1_400, 3_000), visit(1_000, 2_500)];
    const report = readyReport(cold, cold, { cold: alone, warm: alone });
    const ready = row(report.rows, "cold: to the game's ready");
    expect(ready.value).toBe('1.04');
    expect(ready.pass).toBe(true);
    // Warm's budget is 1.00: the same pairs break it.
    expect(row(report.rows, "warm: to the game's ready").pass).toBe(false);
    expect(row(report.rows, "cold: to the game's document").value).toBe('1.00');
  });

  it('hold blocking to 50 ms over the chain alone’s, and say "not checked" without long tasks', () => {
    const alone = [visit(900, 2_000, 40), visit(900, 2_000, 40), visit(900, 2_000, 40)];
    const over = [visit(900, 2_000, 200), visit(900, 2_000, 100), visit(900, 2_000, 60)];
    const judged = row(readyReport(over, over, { cold: alone, warm: alone }).rows, 'cold: main');
    expect(judged.value).toBe('60 ms');
    expect(judged.pass).toBe(false);
    const unlisted = [visit(900, 2_000, null), visit(900, 2_000, 10), visit(900, 2_000, 10)];
    const unread = readyReport(unlisted, unlisted, { cold: alone, warm: alone });
    expect(row(unread.rows, 'cold: main')).toMatchObject({ value: 'not checked', pass: null });
  });

  it('fail the heavy game when the container downloads anything while it loads', () => {
    const runs = [
      { inside: visit(900, 10_000), alone: visit(900, 9_900) },
      { inside: visit(900, 10_000, 0, 1_024), alone: visit(900, 10_000) },
      { inside: visit(900, 10_000), alone: visit(900, 10_000) },
    ];
    const report = taxReport(runs);
    expect(row(report.rows, 'heavy game: to its ready').pass).toBe(true);
    expect(row(report.rows, 'bytes the container downloaded')).toMatchObject({ pass: false });
  });
});

describe('blocking time', () => {
  it('counts each long task beyond 50 ms, and only its part before the end of the window', () => {
    expect(
      blockingMs(
        [
          [0, 120],
          [500, 40],
          [2_900, 200],
        ],
        3_000,
      ),
    ).toBe(70 + 0 + 50);
  });
});
