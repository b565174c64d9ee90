// Runs in Node: how busy this machine was while a turn of the play measure ran, so the report
// can tell a frame rate lost to the container from one lost to a machine that had no CPU left.
import { readFileSync } from 'node:fs';

/** What a stretch of time left of the machine's CPU, and what this process took of it. */
export interface CpuShare {
  /** The share of all cores left idle (0-1); null where /proc/stat cannot be read (not Linux). */
  machineIdle: number | null;
  /** This process's CPU (the simulator, Playwright's client) in cores: 0.05 is 5 % of one core. */
  benchCores: number;
}

interface Ticks {
  idle: number;
  total: number;
}

/** Where the machine's CPU ticks are read, and the time; tests give their own. */
export interface CpuSources {
  /** The text of /proc/stat (it throws where there is none). */
  readStat: () => string;
  /** Milliseconds, monotonic. */
  now: () => number;
}

const SYSTEM: CpuSources = {
  readStat: () => readFileSync('/proc/stat', 'utf8'),
  now: () => performance.now(),
};

/** The machine's CPU ticks so far (idle and iowait count as idle), or null off Linux. */
function machineTicks(readStat: () => string): Ticks | null {
  try {
    const fields = (readStat().split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    if (fields.length < 5 || fields.some((n) => !Number.isFinite(n))) return null;
    return { idle: fields[3]! + fields[4]!, total: fields.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/** Starts measuring; the returned function ends the stretch and tells its share. */
export function startCpuShare({ readStat, now }: CpuSources = SYSTEM): () => CpuShare {
  const ticks = machineTicks(readStat);
  const usage = process.cpuUsage();
  const start = now();
  return () => {
    const end = machineTicks(readStat);
    const used = process.cpuUsage(usage);
    const seconds = Math.max(1e-3, (now() - start) / 1_000);
    const span = ticks && end ? end.total - ticks.total : 0;
    return {
      machineIdle: ticks && end && span > 0 ? (end.idle - ticks.idle) / span : null,
      benchCores: (used.user + used.system) / 1e6 / seconds,
    };
  };
}

/** The mean of several turns' shares (the machine's idle share null when any turn had none). */
export function meanShare(shares: readonly CpuShare[]): CpuShare {
  const mean = (values: number[]): number =>
    values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const idle = shares.map((s) => s.machineIdle);
  return {
    machineIdle: idle.every((v) => v !== null) && idle.length > 0 ? mean(idle) : null,
    benchCores: mean(shares.map((s) => s.benchCores)),
  };
}
