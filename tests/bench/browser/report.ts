// Runs in Node: the browser bench's budgets and each part's table rows and details (issue 32), so
// browser.ts only runs the parts and writes what these say.
import { blockingBySource, shortAddress } from './blocking.ts';
import type { Visit } from './game-ready.ts';
import type { TaxRun } from './heavy-tax.ts';
import type { LighthouseRun } from './lighthouse.ts';
import type { PlayResult } from './play.ts';

/**
 * Issue 32: 5 requests one after another before the game's document, carrying 8 KB at most;
 * ready within 1.10x the necessary chain cold and 1.05x warm; a heavy game's tax 150 ms at most.
 * Issue 7's, kept: Lighthouse score >= 98 and TBT <= 50 ms; while playing no long task of the
 * container, the game's frame rate at least 0.97 of its rate alone, the mirror applied at most
 * once a frame; the page heap grows by 2 MB at most, with no detached DOM nodes.
 */
export const BUDGET = {
  sequentialRequests: 5,
  pathBytes: 8 * 1024,
  coldRatio: 1.1,
  warmRatio: 1.05,
  heavyTaxMs: 150,
  lighthouseScore: 98,
  totalBlockingTimeMs: 50,
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
function medianRun<T>(runs: readonly T[], pick: (run: T) => number): T {
  const run = [...runs].sort((a, b) => pick(a) - pick(b))[Math.floor(runs.length / 2)];
  if (run === undefined) throw new Error('no runs to report');
  return run;
}

const ms = (n: number): string => `${String(Math.round(n))} ms`;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const list = (values: number[], show: (n: number) => string): string => values.map(show).join(', ');
const ratio = (n: number): string => n.toFixed(2);

/** The chain of a load, step by step, and the gaps between its steps, largest first. */
function chainLines(visit: Visit): string[] {
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

/** The loads of a page that does only the chain (operator-sim/chain-alone.ts), measured beside. */
export interface ChainAlone {
  cold: Visit[];
  warm: Visit[];
}

/**
 * A reference row: the chain alone's ready / necessary chain, and the container's ratio against
 * it (below 1: the container is ready sooner, for its chain, than a page that does nothing else).
 */
function aloneRow(kind: string, container: Visit[], alone: Visit[]): Row {
  const r = median(alone.map((v) => v.ratio));
  const against = median(container.map((v) => v.ratio)) / r;
  return {
    what: `${kind}, the chain alone beside it: ready / necessary chain (${list(
      alone.map((v) => v.ratio),
      ratio,
    )}); the container's ratio over it: ${ratio(against)}`,
    value: ratio(r),
    budget: '',
    pass: null,
  };
}

/** Ready against the necessary chain, cold and warm, with the chain alone's loads beside. */
export function readyReport(cold: Visit[], warm: Visit[], alone: ChainAlone): PartReport {
  const row = (kind: string, visits: Visit[], budget: number): Row[] => {
    const mid = medianRun(visits, (v) => v.ratio);
    const r = median(visits.map((v) => v.ratio));
    return [
      {
        what: `${kind} game ready, median of ${String(visits.length)} (${list(
          visits.map((v) => v.readyMs),
          ms,
        )})`,
        value: ms(median(visits.map((v) => v.readyMs))),
        budget: '',
        pass: null,
      },
      {
        what: `${kind} necessary chain, the median load's (${list(
          mid.steps.map((s) => s.ms),
          ms,
        )})`,
        value: ms(mid.floorMs),
        budget: '',
        pass: null,
      },
      {
        what: `${kind} ready / necessary chain (${list(
          visits.map((v) => v.ratio),
          ratio,
        )})`,
        value: ratio(r),
        budget: `<= ${ratio(budget)}`,
        pass: r <= budget,
        over: `${kind} ready is ${ratio(r)}x its necessary chain`,
      },
    ];
  };
  return {
    rows: [
      ...row('cold', cold, BUDGET.coldRatio),
      aloneRow('cold', cold, alone.cold),
      ...row('warm', warm, BUDGET.warmRatio),
      aloneRow('warm', warm, alone.warm),
    ],
    details: [
      'Necessary chain of the median cold load:',
      '',
      ...chainLines(medianRun(cold, (v) => v.ratio)),
      '',
      'Necessary chain of the median warm load:',
      '',
      ...chainLines(medianRun(warm, (v) => v.ratio)),
      '',
      'The chain alone is a page that does nothing but the chain, in its order, loaded beside the container (operator-sim/chain-alone.ts): what it takes over the chain is the browser’s own work (the page and the game’s document committed, the game run), which no container removes. Its median cold load:',
      '',
      ...chainLines(medianRun(alone.cold, (v) => v.ratio)),
      '',
      `Requests one after another before the game’s document, each cold load: ${cold
        .map((v) => String(v.path.length))
        .join(', ')}; their bytes: ${list(
        cold.map((v) => v.pathBytes),
        kb,
      )}`,
      '',
      `The engine worker's CPU slowdown answered, ms after its first request (cold; warm): ${cold
        .map((v) => String(v.workerSlowedAfterMs))
        .join(', ')}; ${warm.map((v) => String(v.workerSlowedAfterMs)).join(', ')}`,
    ],
  };
}

/** The heavy game's tax, and what the container downloaded while the game loaded. */
export function taxReport(runs: TaxRun[]): PartReport {
  const tax = median(runs.map((r) => r.taxMs));
  const mid = medianRun(runs, (r) => r.taxMs);
  const { container } = mid.inside;
  return {
    rows: [
      {
        what: `heavy game ready inside / opened directly, median of ${String(runs.length)} (inside ${list(
          runs.map((r) => r.inside.readyMs),
          ms,
        )}; chain before its document ${list(
          runs.map((r) => r.inside.beforeGameMs),
          ms,
        )}; directly ${list(
          runs.map((r) => r.directReadyMs),
          ms,
        )})`,
        value: `${ms(median(runs.map((r) => r.inside.readyMs)))} / ${ms(median(runs.map((r) => r.directReadyMs)))}`,
        budget: '',
        pass: null,
      },
      {
        what: `heavy game's tax: (ready inside − chain before its document) − ready directly (${list(
          runs.map((r) => r.taxMs),
          ms,
        )})`,
        value: ms(tax),
        budget: `<= ${ms(BUDGET.heavyTaxMs)}`,
        pass: tax <= BUDGET.heavyTaxMs,
        over: `the heavy game's tax is ${ms(tax)}`,
      },
      {
        what: `the chain alone's tax, beside it (${list(
          runs.map((r) => r.aloneTaxMs),
          ms,
        )}); the container's tax less it, median of the runs' (${list(
          runs.map((r) => r.taxMs - r.aloneTaxMs),
          ms,
        )})`,
        value: `${ms(median(runs.map((r) => r.aloneTaxMs)))}; ${ms(median(runs.map((r) => r.taxMs - r.aloneTaxMs)))}`,
        budget: '',
        pass: null,
      },
      {
        what: `bytes the container downloaded from the game's first request to its ready, the median run's (${list(
          runs.map((r) => r.inside.container.bytes),
          kb,
        )})`,
        value: kb(container.bytes),
        budget: '',
        pass: null,
      },
    ],
    details: [
      'What the container downloaded while the heavy game loaded (median run; at: ms after the game’s document was asked for):',
      '',
      ...(container.requests.length === 0
        ? ['- nothing']
        : container.requests.map(
            (r) =>
              `- ${shortAddress(r.url)} (at ${String(Math.round(r.atMs))} ms, ${String(r.bytes)} B)`,
          )),
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
        budget: `>= ${String(BUDGET.lighthouseScore)}`,
        pass: score >= BUDGET.lighthouseScore,
        over: `Lighthouse performance ${String(score)}`,
      },
      {
        what: `Lighthouse total blocking time (${list(
          lighthouse.map((r) => r.totalBlockingTimeMs),
          ms,
        )})`,
        value: ms(tbt),
        budget: `<= ${ms(BUDGET.totalBlockingTimeMs)}`,
        pass: tbt <= BUDGET.totalBlockingTimeMs,
        over: `total blocking time ${ms(tbt)}`,
      },
      { what: 'Lighthouse largest contentful paint', value: ms(lcp), budget: '', pass: null },
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
        what: `page heap growth over ${String(play.memorySeconds)} s more (${play.heapStartMB.toFixed(
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
