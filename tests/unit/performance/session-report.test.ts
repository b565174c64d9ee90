// The session part's verdicts (issue 62, 1): the container's CPU against the chain alone's in the
// same run, at rest no layout or paint beyond the chain alone's but for a change the container
// showed, playing no long task; a figure that could not be read is "not checked", never ok.
import { describe, expect, it } from 'vitest';
import type { SessionTurn } from '../../bench/browser/session.ts';
import { sessionReport } from '../../bench/browser/session-report.ts';

const turn = (over: Partial<SessionTurn>): SessionTurn => ({
  phase: 'idle',
  side: 'alone',
  seconds: 30,
  browserCpuS: 0.1,
  taskS: 0,
  scriptS: 0,
  styleS: 0,
  layoutS: 0,
  layouts: 0,
  paints: 0,
  pageTimers: 0,
  workerTimers: 0,
  workerCpuS: 0,
  changes: 0,
  longTasksMs: [],
  ...over,
});

/** Both phases, the container's turns as given, the chain alone's as `turn`'s defaults. */
const run = (idle: Partial<SessionTurn>, play: Partial<SessionTurn> = {}) =>
  sessionReport([
    turn({ side: 'container', ...idle }),
    turn({}),
    turn({ phase: 'play', side: 'container', ...play }),
    turn({ phase: 'play' }),
  ]);
const row = (rows: ReturnType<typeof run>['rows'], start: string) =>
  rows.find((r) => r.what.startsWith(start));

describe("the session part's report", () => {
  it('holds a container that costs what the chain alone costs and lays out only for its changes', () => {
    const { rows } = run({ browserCpuS: 0.105, layouts: 11, paints: 11, changes: 11 });
    expect(rows.filter((r) => r.pass === false)).toEqual([]);
  });

  it('breaks on 10 % more CPU than the chain alone, per minute', () => {
    const { rows } = run({ browserCpuS: 0.12 }, { browserCpuS: 0.2 });
    expect(row(rows, 'idle: browser CPU')?.pass).toBe(false);
    expect(row(rows, 'idle: browser CPU')?.value).toContain('1.20 (0.24 s / 0.20 s)');
    expect(row(rows, 'play: browser CPU')?.pass).toBe(false);
  });

  it('breaks on a layout or paint at rest that no change shown explains', () => {
    const { rows } = run({ layouts: 174, paints: 3, changes: 0 });
    expect(row(rows, 'idle: layouts')?.pass).toBe(false);
    expect(row(rows, 'idle: paints')?.pass).toBe(false);
  });

  it('breaks on a long task of the container while playing, with its blocking', () => {
    const { rows } = run({}, { longTasksMs: [91] });
    expect(row(rows, 'play: long tasks')).toMatchObject({ pass: false, value: '1 (41 ms)' });
  });

  it('says "not checked" where the CPU could not be read, or a phase was not measured', () => {
    const { rows } = run({ browserCpuS: null });
    expect(row(rows, 'idle: browser CPU')).toMatchObject({ value: 'not checked', pass: false });
    const alone = sessionReport([turn({})]).rows;
    expect(alone.map((r) => r.value)).toEqual(['not checked', 'not checked']);
  });
});
