// Runs in Node: how busy this machine was while a part of the bench ran, and how much of that was
// other work than the bench's own (its browsers, its simulator, itself), so a report can tell a
// time lost to the container from one lost to a machine that had no CPU left (issue 32, 5).
import { readFileSync, readdirSync } from 'node:fs';

/** What a stretch of time left of the machine's CPU, and what this process took of it. */
export interface CpuShare {
  /** The share of all cores left idle (0-1); null where /proc/stat cannot be read (not Linux). */
  machineIdle: number | null;
  /** This process's CPU (the simulator, Playwright's client) in cores: 0.05 is 5 % of one core. */
  benchCores: number;
  /**
   * The share of all cores busy with work outside this process and its descendants (the
   * browsers and simulator it started): other people's work. Null where /proc cannot be read.
   */
  othersBusy: number | null;
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
  /** The CPU ticks of this process and its descendants so far, or null where unknown. */
  treeTicks: () => number | null;
}

/**
 * Every process's parent and CPU ticks from /proc/<pid>/stat: its own (utime, stime) and its
 * waited-for children's (cutime, cstime), so a child that ended still counts, in its parent.
 */
export function parseProcStat(text: string): { pid: number; ppid: number; ticks: number } | null {
  // The command name is in parentheses and may hold spaces or parentheses: read after the last.
  const close = text.lastIndexOf(')');
  const pid = Number.parseInt(text, 10);
  const fields = text.slice(close + 2).split(' ');
  const ppid = Number(fields[1]);
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  return close < 0 || !Number.isInteger(pid) || !Number.isInteger(ppid) || !Number.isFinite(ticks)
    ? null
    : { pid, ppid, ticks };
}

/** The ticks of `root` and all its descendants, given every process's stat line. */
export function ticksOfTree(stats: readonly string[], root: number): number {
  const children = new Map<number, { pid: number; ticks: number }[]>();
  const own = new Map<number, number>();
  for (const text of stats) {
    const p = parseProcStat(text);
    if (!p) continue;
    own.set(p.pid, p.ticks);
    children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  }
  let sum = 0;
  const stack = [root];
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    sum += own.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []).map((c) => c.pid));
  }
  return sum;
}

function systemTreeTicks(): number | null {
  try {
    const stats: string[] = [];
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        stats.push(readFileSync(`/proc/${name}/stat`, 'utf8'));
      } catch {
        // The process ended since the listing.
      }
    }
    return ticksOfTree(stats, process.pid);
  } catch {
    return null;
  }
}

const SYSTEM: CpuSources = {
  readStat: () => readFileSync('/proc/stat', 'utf8'),
  now: () => performance.now(),
  treeTicks: systemTreeTicks,
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
export function startCpuShare({ readStat, now, treeTicks }: CpuSources = SYSTEM): () => CpuShare {
  const ticks = machineTicks(readStat);
  const tree = treeTicks();
  const usage = process.cpuUsage();
  const start = now();
  return () => {
    const end = machineTicks(readStat);
    const treeEnd = treeTicks();
    const used = process.cpuUsage(usage);
    const seconds = Math.max(1e-3, (now() - start) / 1_000);
    const span = ticks && end ? end.total - ticks.total : 0;
    const idle = ticks && end && span > 0 ? (end.idle - ticks.idle) / span : null;
    const ours = tree !== null && treeEnd !== null ? (treeEnd - tree) / span : null;
    return {
      machineIdle: idle,
      benchCores: (used.user + used.system) / 1e6 / seconds,
      othersBusy: idle === null || ours === null ? null : Math.max(0, 1 - idle - ours),
    };
  };
}

/** The mean of several turns' shares (a share null when any turn had none). */
export function meanShare(shares: readonly CpuShare[]): CpuShare {
  const mean = (values: number[]): number =>
    values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const known = (values: (number | null)[]): number | null => {
    const numbers = values.filter((v) => v !== null);
    return values.length > 0 && numbers.length === values.length ? mean(numbers) : null;
  };
  return {
    machineIdle: known(shares.map((s) => s.machineIdle)),
    benchCores: mean(shares.map((s) => s.benchCores)),
    othersBusy: known(shares.map((s) => s.othersBusy)),
  };
}
