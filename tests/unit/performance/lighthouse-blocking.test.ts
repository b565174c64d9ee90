// Runs in Vitest (Node): the benchmark's blocking time by source (issue 7, measure 2).
import { describe, expect, it } from 'vitest';
import { blockingBySource } from '../../bench/browser/blocking.ts';
import type { LighthouseRun, LongTask } from '../../bench/browser/lighthouse.ts';

const APP = 'http://127.0.0.1:4500';
const run = (longTasks: LongTask[]): LighthouseRun => ({
  score: 90,
  totalBlockingTimeMs: 0,
  largestContentfulPaintMs: 1_000,
  benchmarkIndex: 1_500,
  firstContentfulPaintMs: 1_000,
  interactiveMs: 3_000,
  longTasks,
});
const task = (url: string, startMs: number, durationMs: number): LongTask => ({
  url,
  startMs,
  durationMs,
});

describe('blocking time by source', () => {
  it('adds up each task’s time beyond 50 ms by its source, largest first', () => {
    const shares = blockingBySource(
      run([
        task(`${APP}/assets/index-abc.js`, 1_100, 120),
        task('http://127.0.0.1:4510/demo-slot/index.html?lang=en', 1_300, 250),
        task(`${APP}/assets/index-abc.js`, 1_500, 80),
        task('Unattributable', 1_700, 60),
      ]),
    );
    expect(shares).toEqual([
      { source: ':4510/demo-slot/index.html', blockingMs: 200, tasks: 1 },
      { source: ':4500/assets/index-abc.js', blockingMs: 100, tasks: 2 },
      { source: 'Unattributable', blockingMs: 10, tasks: 1 },
    ]);
  });

  it('leaves out the tasks before the first contentful paint, which blocking time ignores', () => {
    const shares = blockingBySource(run([task(`${APP}/?x=token`, 400, 300)]));
    expect(shares).toEqual([]);
  });

  it('counts only the part of a task after the first paint and before interactive, as Lighthouse does', () => {
    const shares = blockingBySource(
      run([
        // 900-1,200 ms: 200 ms after the first paint, so 150 ms of blocking.
        task('Unattributable', 900, 300),
        // 2,900-3,100 ms: 100 ms before interactive, so 50 ms.
        task(`${APP}/assets/client-abc.js`, 2_900, 200),
        // 960-1,080 ms: 80 ms after the first paint, so 30 ms.
        task('Unattributable', 960, 120),
        // After interactive: nothing.
        task(`${APP}/assets/App-abc.js`, 3_200, 400),
      ]),
    );
    expect(shares).toEqual([
      { source: 'Unattributable', blockingMs: 180, tasks: 2 },
      { source: ':4500/assets/client-abc.js', blockingMs: 50, tasks: 1 },
    ]);
  });
});
