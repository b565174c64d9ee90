// Runs in Node after `vite build`: the browser benchmarks of issue 7 against the operator
// simulator, side by side in one run: the game-ready time of a cold load on a cheap phone
// against the network floor of its critical path, Lighthouse's mobile performance, what a
// minute of play costs the main thread, and the page's heap over five more minutes of it.
// Writes bench-results/browser.{md,json} and exits non-zero when a budget is broken.
import { mkdirSync, writeFileSync } from 'node:fs';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { startSimulator } from '../support/simulator.ts';
import { type GameReadyRun, measureGameReady } from './browser/game-ready.ts';
import { blockingBySource, shortAddress } from './browser/blocking.ts';
import { type LighthouseRun, runLighthouse } from './browser/lighthouse.ts';
import { MOBILE } from './browser/mobile.ts';
import { type PlayResult, measurePlay } from './browser/play.ts';

const PORT = process.env['BENCH_SIM_PORT'] ?? '4500';
/**
 * Cold loads for the game-ready measure: on this machine the medians of 3 loads of one build
 * ranged from 2.55 to 3.06 s.
 */
const COLD_LOADS = 5;
/** Lighthouse runs: the issue asks for the median of 3. */
const LIGHTHOUSE_RUNS = 3;
const PLAY_SECONDS = 60;
/** The memory stretch; BENCH_MEMORY_SECONDS shortens it for a quick look. */
const MEMORY_SECONDS = Number(process.env['BENCH_MEMORY_SECONDS'] ?? 300);
/** BENCH_ONLY=ready,lighthouse,play runs only those measures (all by default), for a quick look. */
const ONLY = new Set((process.env['BENCH_ONLY'] ?? 'ready,lighthouse,play').split(','));
/**
 * Issue 7: game ready within 1.25x the network floor; Lighthouse score >= 98 and TBT <= 50 ms;
 * while playing no long task of the container, the game's frame rate at least 0.97 of its rate
 * alone, the mirror applied at most once a frame; the page heap grows by 2 MB at most, with no
 * detached DOM nodes.
 */
const BUDGET = {
  readyRatio: 1.25,
  lighthouseScore: 98,
  totalBlockingTimeMs: 50,
  containerLongTasks: 0,
  fpsRatio: 0.97,
  flushesPerFrame: 1,
  heapGrowthMB: 2,
  detachedNodes: 0,
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The run whose `pick` is the median of the runs': the one the report details (runs not empty). */
const medianRun = <T>(runs: readonly T[], pick: (run: T) => number): T =>
  [...runs].sort((a, b) => pick(a) - pick(b))[Math.floor(runs.length / 2)]!;

/** A fresh player each run, so no run finds the popups of the day already shown. */
const freshPlayer = (url: string): string => {
  const next = new URL(url);
  next.searchParams.set('x', `player-${crypto.randomUUID()}`);
  return next.href;
};

/** A row of the results table, and what to say when it breaks its budget. */
interface Row {
  what: string;
  value: string;
  budget: string;
  /** Null for a figure with no budget of its own. */
  pass: boolean | null;
  over?: string;
}
const ms = (n: number): string => `${Math.round(n)} ms`;

/** The gaps of the median load's path, largest first, with the addresses shortened. */
function gapLines({ overFloor }: GameReadyRun): string[] {
  return [...overFloor.gaps]
    .sort((a, b) => b.ms - a.ms)
    .map((g) => `- ${shortAddress(g.after)} → ${shortAddress(g.before)}: ${ms(g.ms)}`);
}

function readyRows(runs: GameReadyRun[]): { rows: Row[]; chain: string[]; gaps: string[] } {
  const mid = medianRun(runs, (r) => r.ratio);
  const range = (values: number[], show: (n: number) => string): string =>
    `${show(Math.min(...values))}-${show(Math.max(...values))}`;
  return {
    rows: [
      {
        what: `game ready (navigation to the game's ready message; runs ${range(
          runs.map((r) => r.readyMs),
          ms,
        )})`,
        value: ms(mid.readyMs),
        budget: '',
        pass: null,
      },
      {
        what: `network floor (${mid.chain.filter((c) => !c.cached).length} round trips on the critical path)`,
        value: ms(mid.floorMs),
        budget: '',
        pass: null,
      },
      {
        what: `ready / floor (runs ${range(
          runs.map((r) => r.ratio),
          (n) => n.toFixed(2),
        )})`,
        value: mid.ratio.toFixed(2),
        budget: `<= ${BUDGET.readyRatio}`,
        pass: mid.ratio <= BUDGET.readyRatio,
        over: `game ready is ${mid.ratio.toFixed(2)}x its network floor`,
      },
      {
        what: 'time over the floor: between the critical path’s requests (the browser’s and the page’s work) / inside them beyond their own floor',
        value: `${ms(mid.overFloor.betweenRequestsMs)} / ${ms(mid.overFloor.insideRequestsMs)}`,
        budget: '',
        pass: null,
      },
    ],
    gaps: gapLines(mid),
    chain: mid.chain.map(
      (c) =>
        `- ${c.url} (at ${c.atMs} ms, ${c.ms} ms, ${c.cached ? 'from the cache' : `${c.bytes} B`})`,
    ),
  };
}

function lighthouseRows(lighthouse: LighthouseRun[]): Row[] {
  const score = median(lighthouse.map((r) => r.score));
  const tbt = median(lighthouse.map((r) => r.totalBlockingTimeMs));
  const lcp = median(lighthouse.map((r) => r.largestContentfulPaintMs));
  const each = (pick: (r: LighthouseRun) => number, show: (n: number) => string): string =>
    lighthouse.map((r) => show(pick(r))).join(', ');
  return [
    {
      what: `Lighthouse performance (mobile, median of ${lighthouse.length}: ${each((r) => r.score, String)})`,
      value: String(score),
      budget: `>= ${BUDGET.lighthouseScore}`,
      pass: score >= BUDGET.lighthouseScore,
      over: `Lighthouse performance ${score}`,
    },
    {
      what: `Lighthouse total blocking time (${each((r) => r.totalBlockingTimeMs, ms)})`,
      value: ms(tbt),
      budget: `<= ${BUDGET.totalBlockingTimeMs} ms`,
      pass: tbt <= BUDGET.totalBlockingTimeMs,
      over: `total blocking time ${ms(tbt)}`,
    },
    { what: 'Lighthouse largest contentful paint', value: ms(lcp), budget: '', pass: null },
  ];
}

/**
 * The median-blocking run's blocking time by source, as Lighthouse attributes its tasks, and what
 * the shares add up to beside Lighthouse's own total.
 */
function blockingLines(lighthouse: LighthouseRun[]): string[] {
  const run = medianRun(lighthouse, (r) => r.totalBlockingTimeMs);
  const shares = blockingBySource(run);
  const sum = shares.reduce((total, s) => total + s.blockingMs, 0);
  return [
    ...shares.map(
      (s) =>
        `- ${s.source}: ${ms(s.blockingMs)} in ${String(s.tasks)} long task${s.tasks === 1 ? '' : 's'}`,
    ),
    `- together ${ms(sum)}, against Lighthouse's total of ${ms(run.totalBlockingTimeMs)}`,
  ];
}

const percent = (share: number): string => `${String(Math.round(share * 100))} %`;

/**
 * How much CPU the machine had left in the turns inside and alone, and what the bench's own
 * process (the simulator making the load, Playwright's client) took: on a machine with no CPU
 * left, the frame rate also pays for work that is not the page's.
 */
function machineLoad(play: PlayResult): string {
  const { cpuInside: inside, cpuAlone: alone } = play;
  const idle =
    inside.machineIdle === null || alone.machineIdle === null
      ? ''
      : `machine idle ${percent(inside.machineIdle)} / ${percent(alone.machineIdle)}, `;
  return `${idle}simulator and bench ${percent(inside.benchCores)} / ${percent(alone.benchCores)} of a core`;
}

/** Each turn's rate inside and alone, each list in the order played: the spread within one run. */
function turnRates(play: PlayResult): string {
  const fps = (rates: number[]): string => rates.map((rate) => rate.toFixed(1)).join(', ');
  return `inside ${fps(play.turnFpsInside)}, alone ${fps(play.turnFpsAlone)}`;
}

function playRows(play: PlayResult): Row[] {
  const heapGrowth = play.heapEndMB - play.heapStartMB;
  return [
    {
      what: `long tasks of the container in ${play.seconds} s of play${play.containerLongTaskMs.length > 0 ? ` (${play.containerLongTaskMs.map(ms).join(', ')})` : ''} (the game's: ${play.gameLongTasks})`,
      value: String(play.containerLongTasks),
      budget: String(BUDGET.containerLongTasks),
      pass: play.containerLongTasks <= BUDGET.containerLongTasks,
      over: `${String(play.containerLongTasks)} long tasks while playing`,
    },
    {
      what: `game frame rate inside / alone (${play.fpsInside.toFixed(1)} / ${play.fpsAlone.toFixed(1)} fps; turns ${turnRates(play)}; login popups closed first: ${String(play.popupsClosed)}; ${machineLoad(play)})`,
      value: play.fpsRatio.toFixed(3),
      budget: `>= ${BUDGET.fpsRatio}`,
      pass: play.fpsRatio >= BUDGET.fpsRatio,
      over: `frame rate ${play.fpsRatio.toFixed(3)} of the game alone`,
    },
    {
      what: `mirror applications in one frame, most (${play.mirrorBatches} batches in ${play.mirrorFlushes} applications)`,
      value: String(play.maxFlushesPerFrame),
      budget: `<= ${BUDGET.flushesPerFrame}`,
      pass: play.maxFlushesPerFrame <= BUDGET.flushesPerFrame,
      over: `mirror applied ${String(play.maxFlushesPerFrame)} times in one frame`,
    },
    {
      what: `page heap growth over ${play.memorySeconds} s more (${play.heapStartMB.toFixed(2)} → ${play.heapEndMB.toFixed(2)} MB)`,
      value: `${heapGrowth.toFixed(2)} MB`,
      budget: `<= ${BUDGET.heapGrowthMB} MB`,
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
  ];
}

const simulator = await startSimulator(PORT);
const runs: GameReadyRun[] = [];
const lighthouse: LighthouseRun[] = [];
let play: PlayResult | null = null;
let browser: Browser | null = null;
try {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  if (ONLY.has('ready') || ONLY.has('lighthouse')) {
    // One load first, not counted: a player's load meets warm servers, but the simulator's
    // first answers after its start (its code not yet optimised, its files not yet gzipped)
    // took up to 370 ms more each, and only the first run paid for them.
    await measureGameReady(browser, freshPlayer(simulator.url));
  }
  if (ONLY.has('ready')) {
    for (let i = 0; i < COLD_LOADS; i += 1) {
      runs.push(await measureGameReady(browser, freshPlayer(simulator.url)));
    }
  }
  if (ONLY.has('lighthouse')) {
    for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1)
      lighthouse.push(await runLighthouse(freshPlayer(simulator.url)));
  }
  if (ONLY.has('play')) {
    play = await measurePlay(browser, freshPlayer(simulator.url), PLAY_SECONDS, MEMORY_SECONDS);
  }
} finally {
  await browser?.close();
  await simulator.stop();
}

const ready = runs.length > 0 ? readyRows(runs) : null;
const rows: Row[] = [
  ...(ready?.rows ?? []),
  ...(lighthouse.length > 0 ? lighthouseRows(lighthouse) : []),
  ...(play ? playRows(play) : []),
];
const okText = (pass: boolean | null): string => (pass === null ? '' : pass ? 'yes' : 'NO');
const table = [
  `Under Lighthouse's mobile profile (${MOBILE.rttMs} ms RTT, 1.6 Mbps, ${MOBILE.cpuSlowdown}x CPU); cold loads are the median of ${COLD_LOADS}.`,
  '',
  '| what | value | budget | ok |',
  '| --- | ---: | ---: | --- |',
  ...rows.map((r) => `| ${r.what} | ${r.value} | ${r.budget} | ${okText(r.pass)} |`),
  ...(ready
    ? [
        '',
        'Critical path of the median cold load:',
        '',
        ...ready.chain,
        '',
        'Gaps between its steps, largest first (no request of the path on the line):',
        '',
        ...ready.gaps,
      ]
    : []),
  ...(lighthouse.length > 0
    ? [
        '',
        'Blocking time of the median Lighthouse run between its first contentful paint and its time to interactive, by the source Lighthouse attributes each long task to (simulated 4x times):',
        '',
        ...blockingLines(lighthouse),
      ]
    : []),
].join('\n');
console.log(table);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/browser.md', `${table}\n`);
writeFileSync(
  'bench-results/browser.json',
  JSON.stringify({ gameReady: runs, lighthouse, play, budget: BUDGET }, null, 2),
);
const over = rows.filter((r) => r.pass === false).map((r) => r.over ?? r.what);
if (over.length > 0) {
  console.error(`over budget: ${over.join('; ')}`);
  process.exitCode = 1;
}
