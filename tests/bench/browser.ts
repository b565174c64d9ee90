// Runs in Node after `vite build`: the browser benchmarks of issue 7 against the operator
// simulator, side by side in one run. So far: the game-ready time of a cold load on a cheap
// phone against the network floor of its critical path. Writes bench-results/browser.{md,json}
// and exits non-zero when a budget is broken.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { startSimulator } from '../support/simulator.ts';
import { type GameReadyRun, measureGameReady } from './browser/game-ready.ts';
import { MOBILE } from './browser/mobile.ts';

const PORT = process.env['BENCH_SIM_PORT'] ?? '4500';
const RUNS = 3;
/** Issue 7: game-ready time at most 1.25 times the network floor. */
const BUDGET = { readyRatio: 1.25 };

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
try {
  for (let i = 0; i < RUNS; i += 1) {
    runs.push(await measureGameReady(browser, freshPlayer(simulator.url)));
  }
} finally {
  await browser.close();
  await simulator.stop();
}

const mid = runs.find((r) => r.ratio === median(runs.map((x) => x.ratio)))!;
const ms = (n: number): string => `${Math.round(n)} ms`;
const table = [
  `Cold load under Lighthouse's mobile profile (${MOBILE.rttMs} ms RTT, 1.6 Mbps, ${MOBILE.cpuSlowdown}x CPU), median of ${RUNS}.`,
  '',
  '| what | value | budget | ok |',
  '| --- | ---: | ---: | --- |',
  `| game ready (navigation to the game's ready message) | ${ms(mid.readyMs)} | | |`,
  `| network floor (${mid.chain.length} requests on the critical path) | ${ms(mid.floorMs)} | | |`,
  `| ready / floor | ${mid.ratio.toFixed(2)} | ${BUDGET.readyRatio} | ${mid.ratio <= BUDGET.readyRatio ? 'yes' : 'NO'} |`,
  '',
  'Critical path of that run:',
  '',
  ...mid.chain.map((c) => `- ${c.url} (${c.ms} ms, ${c.bytes} B)`),
].join('\n');
console.log(table);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/browser.md', `${table}\n`);
writeFileSync('bench-results/browser.json', JSON.stringify({ runs, budget: BUDGET }, null, 2));
if (mid.ratio > BUDGET.readyRatio) {
  console.error(`over budget: game ready is ${mid.ratio.toFixed(2)}x its network floor`);
  process.exitCode = 1;
}
