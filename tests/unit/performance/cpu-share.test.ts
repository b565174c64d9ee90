// Runs in Vitest (Node): how busy the machine was during a part of the bench, and how much of it
// was other work than the bench's (issue 32, measure 5), as the reports give it.
import { describe, expect, it } from 'vitest';
import { meanShare, processesOfTree, startCpuShare } from '../../bench/browser/cpu-share.ts';

/** A /proc/stat whose first line has these user, system, idle and iowait ticks. */
const stat = (user: number, system: number, idle: number, iowait: number): string =>
  `cpu  ${String(user)} 0 ${String(system)} ${String(idle)} ${String(iowait)} 0 0 0 0 0\ncpu0 1 2 3 4\n`;

describe('the CPU share of a stretch of the play benchmark', () => {
  it('tells the share of the machine left idle between two readings', () => {
    const readings = [stat(100, 50, 800, 50), stat(160, 80, 850, 60)];
    let clock = 0;
    const tree = [1_000, 1_030].map((t) => new Map([[10, t]]));
    const end = startCpuShare({
      readStat: () => readings.shift() ?? '',
      now: () => clock,
      treeProcesses: () => tree.shift() ?? null,
    });
    clock = 1_000;
    // 60 of 150 ticks idle or waiting on I/O; of the 90 busy, 30 the bench's own.
    const share = end();
    expect(share.machineIdle).toBeCloseTo(0.4, 5);
    expect(share.othersBusy).toBeCloseTo(0.4, 5);
  });

  it('has no idle share where the machine cannot be read, and says what the process took', () => {
    let clock = 0;
    const end = startCpuShare({
      readStat: () => {
        throw new Error('ENOENT: /proc/stat');
      },
      now: () => clock,
      treeProcesses: () => null,
    });
    // Burn 60 ms of this process's CPU, by its own count (not the wall clock's, which a busy
    // machine stretches).
    const burnt = process.cpuUsage();
    let used = 0;
    while (used < 60_000) {
      const { user, system } = process.cpuUsage(burnt);
      used = user + system;
    }
    clock = 100;
    const share = end();
    expect(share.machineIdle).toBeNull();
    expect(share.othersBusy).toBeNull();
    // At least 0.6 of a core over the 100 ms the clock says passed (more if other threads of
    // this process worked meanwhile).
    expect(share.benchCores).toBeGreaterThanOrEqual(0.6);
  });

  it('reads a broken first line as unknown, not as a number', () => {
    const end = startCpuShare({
      readStat: () => 'cpu  1 2 x\n',
      now: () => 0,
      treeProcesses: () => new Map(),
    });
    expect(end().machineIdle).toBeNull();
  });

  it('averages turns, and has no idle share when a turn had none', () => {
    expect(
      meanShare([
        { machineIdle: 0.1, benchCores: 0.05, othersBusy: 0.5 },
        { machineIdle: 0.3, benchCores: 0.15, othersBusy: 0.3 },
      ]),
    ).toEqual({
      machineIdle: expect.closeTo(0.2, 5) as number,
      benchCores: expect.closeTo(0.1, 5) as number,
      othersBusy: expect.closeTo(0.4, 5) as number,
    });
    expect(
      meanShare([{ machineIdle: null, benchCores: 0.1, othersBusy: null }]).machineIdle,
    ).toBeNull();
  });

  it('counts the bench’s process and all it started, each by its own ticks', () => {
    // pid (comm) state ppid ... utime stime cutime cstime at fields 14-17.
    const line = (pid: number, comm: string, ppid: number, ticks: number[]): string =>
      `${String(pid)} (${comm}) S ${String(ppid)} ${'0 '.repeat(9)}${ticks.join(' ')} 20 0`;
    const stats = [
      line(10, 'node', 1, [100, 10, 0, 0]),
      // Chromium: a renderer that ended left its 40 ticks in cutime and cstime, already counted
      // while it lived.
      line(11, 'chromium (main)', 10, [50, 5, 30, 10]),
      line(12, 'chromium) renderer', 11, [20, 2, 0, 0]),
      line(20, 'someone else', 1, [999, 999, 0, 0]),
      'garbage',
    ];
    expect(processesOfTree(stats, 10)).toEqual(
      new Map([
        [10, 110],
        [11, 55],
        [12, 22],
      ]),
    );
    expect(processesOfTree(stats, 99)).toEqual(new Map());
  });

  it('keeps the ticks of a process killed with its group, as last seen, as a Lighthouse run ends', () => {
    const readings = [stat(0, 0, 0, 0), stat(100, 0, 100, 0)];
    // The bench (10) and a browser (11) with its renderer (12), looked at twice between the
    // ends; the browser's group is killed before the last look, and nobody of ours waits for it.
    const looks = [
      new Map([[10, 0]]),
      new Map([
        [10, 10],
        [11, 20],
        [12, 30],
      ]),
      new Map([
        [10, 15],
        [11, 30],
        [12, 50],
      ]),
      new Map([[10, 20]]),
    ];
    let look = (): void => undefined;
    const end = startCpuShare({
      readStat: () => readings.shift() ?? '',
      now: () => 0,
      treeProcesses: () => looks.shift() ?? null,
      every: (l) => {
        look = l;
        return () => undefined;
      },
    });
    look();
    look();
    // 100 of 200 ticks busy, all the bench's (20 + 30 + 50): others took none.
    const share = end();
    expect(share.machineIdle).toBeCloseTo(0.5, 5);
    expect(share.othersBusy).toBeCloseTo(0, 5);
  });
});
