// Runs in Node: the browser bench's budgets and each part's table rows and details (issue 32), so
// browser.ts only runs the parts and writes what these say.
import { blockingBySource, shortAddress } from './blocking.ts';
import type { Visit } from './game-ready.ts';
import type { LighthouseRun } from './lighthouse.ts';
import type { PlayResult } from './play.ts';

/**
 * Issue 47: the container against the chain alone, loaded alternately, the median of the pairs'
 * ratios: to the game's document and to ready, cold 1.05x at most and warm 1.00x; the main
 * thread's blocking until 3 s after ready at most 50 ms over the chain alone's; the heavy game's
 * ready inside the container 1.03x its ready inside the chain alone at most, with nothing of the
 * container downloaded while it loads. Issue 32's path: 5 requests one after another before the
 * game's document, carrying 8 KB at most. Issue 7's play, kept: no long task of the container,
 * the game's frame rate at least 0.97 of its rate alone, the mirror applied at most once a
 * frame; the page heap grows by 2 MB at most, with no detached DOM nodes. Lighthouse reports
 * (its figures are this machine's speed) and judges nothing.
 */
export const BUDGET = {
  sequentialRequests: 5,
  pathBytes: 8 * 1024,
  coldPaired: 1.05,
  warmPaired: 1.0,
  blockingOverAloneMs: 50,
  heavyPaired: 1.03,
  heavyContainerBytes: 0,
  containerLongTasks: 0,
  fpsRatio: 0.97,
  flushesPerFrame: 1,
  heapGrowthMB: 2,
  detachedNodes: 0,
};

/** A row of a results table, and what to say when it breaks its budget. */
export interface Row {
  what: string;
  value: string;
  budget: string;
  /** Null for a figure with no budget of its own. */
  pass: boolean | null;
  over?: string;
}

/** A part's rows and the lines that detail them. */
export interface PartReport {
  rows: Row[];
  details: string[];
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The run whose `pick` is the median of the runs': the one the report details. */
export function medianRun<T>(runs: readonly T[], pick: (run: T) => number): T {
  const run = [...runs].sort((a, b) => pick(a) - pick(b))[Math.floor(runs.length / 2)];
  if (run === undefined) throw new Error('no runs to report');
  return run;
}

export const ms = (n: number): string => `${String(Math.round(n))} ms`;
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const list = (values: number[], show: (n: number) => string): string =>
  values.map(show).join(', ');
export const ratio = (n: number): string => n.toFixed(2);

/** The chain of a load, step by step, and the gaps between its steps, largest first. */
export function chainLines(visit: Visit): string[] {
  return [
    ...visit.steps.map(
      (s) =>
        `- ${s.step}: ${shortAddress(s.url)} (at ${String(s.atMs)} ms, ${ms(s.ms)}, ${String(s.bytes)} B)`,
    ),
    '',
    'Time outside the chain’s steps, largest first (negative: two steps overlapped):',
    '',
    ...[...visit.gaps]
      .sort((a, b) => b.ms - a.ms)
      .map((g) => `- ${g.after} → ${g.before}: ${ms(g.ms)}`),
  ];
}

/** The sequential path of a load: its requests, count and bytes. */
function pathLines(visit: Visit): string[] {
  return visit.path.map(
    (t) => `- ${shortAddress(t.url)} (at ${String(t.atMs)} ms, ${ms(t.ms)}, ${String(t.bytes)} B)`,
  );
}

/** The requests one after another before the game's document (machine-independent). */
export function pathReport(visit: Visit): PartReport {
  const count = visit.path.length;
  return {
    rows: [
      {
        what: 'requests one after another before the game’s document is asked for',
        value: String(count),
        budget: `<= ${String(BUDGET.sequentialRequests)}`,
        pass: count <= BUDGET.sequentialRequests,
        over: `${String(count)} sequential requests before the game's document`,
      },
      {
        what: 'bytes those requests carry (gzip, as sent, headers included)',
        value: kb(visit.pathBytes),
        budget: `<= ${kb(BUDGET.pathBytes)}`,
        pass: visit.pathBytes <= BUDGET.pathBytes,
        over: `${kb(visit.pathBytes)} on the path to the game's document`,
      },
    ],
    details: [
      'The requests one after another before the game’s document:',
      '',
      ...pathLines(visit),
    ],
  };
}

export function lighthouseReport(lighthouse: LighthouseRun[]): PartReport {
  const score = median(lighthouse.map((r) => r.score));
  const tbt = median(lighthouse.map((r) => r.totalBlockingTimeMs));
  const lcp = median(lighthouse.map((r) => r.largestContentfulPaintMs));
  const run = medianRun(lighthouse, (r) => r.totalBlockingTimeMs);
  const shares = blockingBySource(run);
  return {
    rows: [
      {
        what: `Lighthouse performance (mobile, median of ${String(lighthouse.length)}: ${list(
          lighthouse.map((r) => r.score),
          String,
        )})`,
        value: String(score),
        budget: '',
        pass: null,
      },
      {
        what: `Lighthouse total blocking time (${list(
          lighthouse.map((r) => r.totalBlockingTimeMs),
          ms,
        )})`,
        value: ms(tbt),
        budget: '',
        pass: null,
      },
      { what: 'Lighthouse largest contentful paint', value: ms(lcp), budget: '', pass: null },
      {
        what: `Lighthouse's CPU benchmark index, as it read this machine (${list(
          lighthouse.map((r) => r.benchmarkIndex),
          String,
        )}): its figures above move with it, so they judge nothing`,
        value: String(median(lighthouse.map((r) => r.benchmarkIndex))),
        budget: '',
        pass: null,
      },
    ],
    details: [
      'Blocking time of the median Lighthouse run between its first contentful paint and its time to interactive, by the source Lighthouse attributes each long task to (simulated 4x times):',
      '',
      ...shares.map(
        (s) =>
          `- ${s.source}: ${ms(s.blockingMs)} in ${String(s.tasks)} long task${s.tasks === 1 ? '' : 's'}`,
      ),
      `- together ${ms(shares.reduce((t, s) => t + s.blockingMs, 0))}, against Lighthouse's total of ${ms(run.totalBlockingTimeMs)}`,
    ],
  };
}

const percent = (share: number | null): string =>
  share === null ? 'unknown' : `${String(Math.round(share * 100))} %`;

export function playReport(play: PlayResult): PartReport {
  const heapGrowth = play.heapEndMB - play.heapStartMB;
  const fps = (rates: number[]): string => rates.map((r) => r.toFixed(1)).join(', ');
  const load = `machine idle ${percent(play.cpuInside.machineIdle)} / ${percent(
    play.cpuAlone.machineIdle,
  )}, simulator and bench ${percent(play.cpuInside.benchCores)} / ${percent(play.cpuAlone.benchCores)} of a core`;
  return {
    rows: [
      {
        what: `long tasks of the container in ${String(play.seconds)} s of play${
          play.containerLongTaskMs.length > 0 ? ` (${list(play.containerLongTaskMs, ms)})` : ''
        } (the game's: ${String(play.gameLongTasks)})`,
        value: String(play.containerLongTasks),
        budget: String(BUDGET.containerLongTasks),
        pass: play.containerLongTasks <= BUDGET.containerLongTasks,
        over: `${String(play.containerLongTasks)} long tasks while playing`,
      },
      {
        what: `game frame rate inside / alone (${play.fpsInside.toFixed(1)} / ${play.fpsAlone.toFixed(
          1,
        )} fps; turns inside ${fps(play.turnFpsInside)}, alone ${fps(play.turnFpsAlone)}; login popups closed first: ${String(
          play.popupsClosed,
        )}; ${load})`,
        value: play.fpsRatio.toFixed(3),
        budget: `>= ${String(BUDGET.fpsRatio)}`,
        pass: play.fpsRatio >= BUDGET.fpsRatio,
        over: `frame rate ${play.fpsRatio.toFixed(3)} of the game alone`,
      },
      {
        what: `mirror applications in one frame, most (${String(play.mirrorBatches)} batches in ${String(
          play.mirrorFlushes,
        )} applications)`,
        value: String(play.maxFlushesPerFrame),
        budget: `<= ${String(BUDGET.flushesPerFrame)}`,
        pass: play.maxFlushesPerFrame <= BUDGET.flushesPerFrame,
        over: `mirror applied ${String(play.maxFlushesPerFrame)} times in one frame`,
      },
      {
        what: `page heap growth over ${String(play.memorySeconds)} s of the load's notices, pool updates and game logs, at ${String(play.memorySpeedup)}x in ${String(Math.round(play.memorySeconds / play.memorySpeedup))} s (${play.heapStartMB.toFixed(
          2,
        )} → ${play.heapEndMB.toFixed(2)} MB)`,
        value: `${heapGrowth.toFixed(2)} MB`,
        budget: `<= ${String(BUDGET.heapGrowthMB)} MB`,
        pass: heapGrowth <= BUDGET.heapGrowthMB,
        over: `page heap grew ${heapGrowth.toFixed(2)} MB`,
      },
      {
        what: 'detached DOM nodes after it',
        value: String(play.detachedNodes ?? 'unknown'),
        budget: String(BUDGET.detachedNodes),
        pass: play.detachedNodes === BUDGET.detachedNodes,
        over: `detached DOM nodes: ${String(play.detachedNodes)}`,
      },
    ],
    details: [],
  };
}

const okText = (pass: boolean | null): string => (pass === null ? '' : pass ? 'yes' : 'NO');

/** A markdown table of rows. */
export function table(rows: readonly Row[]): string[] {
  return [
    '| what | value | budget | ok |',
    '| --- | ---: | ---: | --- |',
    ...rows.map((r) => `| ${r.what} | ${r.value} | ${r.budget} | ${okText(r.pass)} |`),
  ];
}
