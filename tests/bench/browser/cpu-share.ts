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
  /** Each process of this one's tree (itself and its descendants) and its own CPU ticks so far, or null where unknown. */
  treeProcesses: () => ReadonlyMap<number, number> | null;
  /** Calls `look` every so often until the returned function is called (tests look only at the ends). */
  every?: (look: () => void) => () => void;
}

/**
 * A process's pid, parent and own CPU ticks (utime and stime) from its /proc/<pid>/stat line.
 * Its waited-for children's ticks (cutime, cstime) are left out: each child is counted itself.
 */
export function parseProcStat(text: string): { pid: number; ppid: number; ticks: number } | null {
  // The command name is in parentheses and may hold spaces or parentheses: read after the last.
  const close = text.lastIndexOf(')');
  const pid = Number.parseInt(text, 10);
  const fields = text.slice(close + 2).split(' ');
  const ppid = Number(fields[1]);
  const ticks = [11, 12].reduce((sum, i) => sum + Number(fields[i]), 0);
  return close < 0 || !Number.isInteger(pid) || !Number.isInteger(ppid) || !Number.isFinite(ticks)
    ? null
    : { pid, ppid, ticks };
}

/** `root` and all its descendants, each with its own ticks, given every process's stat line. */
export function processesOfTree(stats: readonly string[], root: number): Map<number, number> {
  const children = new Map<number, { pid: number; ticks: number }[]>();
  const own = new Map<number, number>();
  for (const text of stats) {
    const p = parseProcStat(text);
    if (!p) continue;
    own.set(p.pid, p.ticks);
    children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  }
  const tree = new Map<number, number>();
  const stack = [root];
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    const ticks = own.get(pid);
    if (ticks !== undefined) tree.set(pid, ticks);
    stack.push(...(children.get(pid) ?? []).map((c) => c.pid));
  }
  return tree;
}

function systemTreeProcesses(): Map<number, number> | null {
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
    return processesOfTree(stats, process.pid);
  } catch {
    return null;
  }
}

/**
 * How often the bench's tree is looked at: a browser killed with its group (Lighthouse's, at the
 * end of each run) takes its renderers' ticks with it, since no parent of ours waits for them,
 * so each process keeps the ticks it was last seen with.
 */
const LOOK_EVERY_MS = 250;

const SYSTEM: CpuSources = {
  readStat: () => readFileSync('/proc/stat', 'utf8'),
  now: () => performance.now(),
  treeProcesses: systemTreeProcesses,
  every: (look) => {
    const timer = setInterval(look, LOOK_EVERY_MS);
    timer.unref();
    return () => clearInterval(timer);
  },
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
export function startCpuShare({
  readStat,
  now,
  treeProcesses,
  every,
}: CpuSources = SYSTEM): () => CpuShare {
  const ticks = machineTicks(readStat);
  const first = treeProcesses();
  /** Each process of the tree seen so far, with its ticks when last seen. */
  const seen = new Map(first ?? []);
  let known = first !== null;
  const look = (): void => {
    const now = treeProcesses();
    if (now === null) known = false;
    for (const [pid, t] of now ?? []) seen.set(pid, t);
  };
  const stop = every?.(look) ?? (() => undefined);
  const usage = process.cpuUsage();
  const start = now();
  return () => {
    stop();
    look();
    const end = machineTicks(readStat);
    const used = process.cpuUsage(usage);
    const seconds = Math.max(1e-3, (now() - start) / 1_000);
    const span = ticks && end ? end.total - ticks.total : 0;
    const idle = ticks && end && span > 0 ? (end.idle - ticks.idle) / span : null;
    let treeTicks = 0;
    for (const [pid, t] of seen) treeTicks += t - (first?.get(pid) ?? 0);
    const ours = known && span > 0 ? treeTicks / span : null;
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
