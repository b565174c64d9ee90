// Runs in Vitest (Node): how busy the machine was during a turn of the play benchmark (issue 7,
// measure 3), as its report gives it beside the frame rates.
import { describe, expect, it } from 'vitest';
import { meanShare, startCpuShare } from '../../bench/browser/cpu-share.ts';

/** A /proc/stat whose first line has these user, system, idle and iowait ticks. */
const stat = (user: number, system: number, idle: number, iowait: number): string =>
  `cpu  ${String(user)} 0 ${String(system)} ${String(idle)} ${String(iowait)} 0 0 0 0 0\ncpu0 1 2 3 4\n`;

describe('the CPU share of a stretch of the play benchmark', () => {
  it('tells the share of the machine left idle between two readings', () => {
    const readings = [stat(100, 50, 800, 50), stat(160, 80, 850, 60)];
    let clock = 0;
    const end = startCpuShare({ readStat: () => readings.shift() ?? '', now: () => clock });
    clock = 1_000;
    // 60 of 150 ticks idle or waiting on I/O.
    expect(end().machineIdle).toBeCloseTo(0.4, 5);
  });

  it('has no idle share where the machine cannot be read, and says what the process took', () => {
    let clock = 0;
    const end = startCpuShare({
      readStat: () => {
        throw new Error('ENOENT: /proc/stat');
      },
      now: () => clock,
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
    // At least 0.6 of a core over the 100 ms the clock says passed (more if other threads of
    // this process worked meanwhile).
    expect(share.benchCores).toBeGreaterThanOrEqual(0.6);
  });

  it('reads a broken first line as unknown, not as a number', () => {
    const end = startCpuShare({ readStat: () => 'cpu  1 2 x\n', now: () => 0 });
    expect(end().machineIdle).toBeNull();
  });

  it('averages turns, and has no idle share when a turn had none', () => {
    expect(
      meanShare([
        { machineIdle: 0.1, benchCores: 0.05 },
        { machineIdle: 0.3, benchCores: 0.15 },
      ]),
    ).toEqual({
      machineIdle: expect.closeTo(0.2, 5) as number,
      benchCores: expect.closeTo(0.1, 5) as number,
    });
    expect(meanShare([{ machineIdle: null, benchCores: 0.1 }]).machineIdle).toBeNull();
  });
});
