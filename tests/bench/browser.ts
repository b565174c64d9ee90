// Runs in Node after `vite build`: the browser benchmarks of issue 7 against the operator
// simulator, side by side in one run: the game-ready time of a cold load on a cheap phone
// against the network floor of its critical path, and Lighthouse's mobile performance. Writes
// bench-results/browser.{md,json} and exits non-zero when a budget is broken.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { startSimulator } from '../support/simulator.ts';
import { type GameReadyRun, measureGameReady } from './browser/game-ready.ts';
import { type LighthouseRun, runLighthouse } from './browser/lighthouse.ts';
import { MOBILE } from './browser/mobile.ts';

const PORT = process.env['BENCH_SIM_PORT'] ?? '4500';
const RUNS = 3;
/** Issue 7: game ready within 1.25x the network floor; Lighthouse score >= 98, TBT <= 50 ms. */
const BUDGET = { readyRatio: 1.25, lighthouseScore: 98, totalBlockingTimeMs: 50 };

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A fresh player each run, so no run finds the popups of the day already shown. */
const freshPlayer = (url: string): string => {
  const next = new URL(url);
  next.searchParams.set('x', `player-${crypto.randomUUID()}`);
  return next.href;
};

const simulator = await startSimulator(PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const runs: GameReadyRun[] = [];
const lighthouse: LighthouseRun[] = [];
try {
  for (let i = 0; i < RUNS; i += 1) {
    runs.push(await measureGameReady(browser, freshPlayer(simulator.url)));
  }
  for (let i = 0; i < RUNS; i += 1)
    lighthouse.push(await runLighthouse(freshPlayer(simulator.url)));
} finally {
  await browser.close();
  await simulator.stop();
}

const mid = runs.find((r) => r.ratio === median(runs.map((x) => x.ratio)))!;
const ms = (n: number): string => `${Math.round(n)} ms`;
const score = median(lighthouse.map((r) => r.score));
const tbt = median(lighthouse.map((r) => r.totalBlockingTimeMs));
const lcp = median(lighthouse.map((r) => r.largestContentfulPaintMs));
const ok = (pass: boolean): string => (pass ? 'yes' : 'NO');
const table = [
  `Cold load under Lighthouse's mobile profile (${MOBILE.rttMs} ms RTT, 1.6 Mbps, ${MOBILE.cpuSlowdown}x CPU), median of ${RUNS}.`,
  '',
  '| what | value | budget | ok |',
  '| --- | ---: | ---: | --- |',
  `| game ready (navigation to the game's ready message) | ${ms(mid.readyMs)} | | |`,
  `| network floor (${mid.chain.length} requests on the critical path) | ${ms(mid.floorMs)} | | |`,
  `| ready / floor | ${mid.ratio.toFixed(2)} | ${BUDGET.readyRatio} | ${ok(mid.ratio <= BUDGET.readyRatio)} |`,
  `| Lighthouse performance (mobile, median of ${RUNS}) | ${score} | >= ${BUDGET.lighthouseScore} | ${ok(score >= BUDGET.lighthouseScore)} |`,
  `| Lighthouse total blocking time | ${ms(tbt)} | ${BUDGET.totalBlockingTimeMs} ms | ${ok(tbt <= BUDGET.totalBlockingTimeMs)} |`,
  `| Lighthouse largest contentful paint | ${ms(lcp)} | | |`,
  '',
  'Critical path of that run:',
  '',
  ...mid.chain.map((c) => `- ${c.url} (${c.ms} ms, ${c.bytes} B)`),
].join('\n');
console.log(table);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/browser.md', `${table}\n`);
writeFileSync(
  'bench-results/browser.json',
  JSON.stringify({ gameReady: runs, lighthouse, budget: BUDGET }, null, 2),
);
const over = [
  mid.ratio > BUDGET.readyRatio && `game ready is ${mid.ratio.toFixed(2)}x its network floor`,
  score < BUDGET.lighthouseScore && `Lighthouse performance ${score}`,
  tbt > BUDGET.totalBlockingTimeMs && `total blocking time ${ms(tbt)}`,
].filter((x): x is string => typeof x === 'string');
if (over.length > 0) {
  console.error(`over budget: ${over.join('; ')}`);
  process.exitCode = 1;
}
