// Runs in Node after `vite build`: every benchmark on that one build, in turn (the sizes, the
// simulated hour of the engine, then the browser's parts), each to the end even when one before
// it broke a budget, so one run reports every figure. Writes bench-results/summary.{md,json} and
// exits non-zero when any budget is broken, saying which part broke it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';

const PARTS: { name: string; command: string[] }[] = [
  { name: 'sizes', command: ['tsx', 'tests/bench/sizes.ts'] },
  {
    name: 'engine soak',
    command: ['vitest', 'run', '--config', 'tests/bench/vitest.bench.config.ts'],
  },
  { name: 'browser', command: ['tsx', 'tests/bench/browser.ts'] },
];

// The repo's own tools, also when this file is run without npm.
const PATH = [resolve('node_modules/.bin'), process.env['PATH'] ?? ''].join(delimiter);

const broken: string[] = [];
/** Each part's wall time in seconds (issue 47: the whole bench within 12 minutes). */
const seconds: Record<string, number> = {};
const started = new Date().toISOString();
for (const { name, command } of PARTS) {
  console.log(`\n=== bench: ${name} ===`);
  const [bin = '', ...args] = command;
  const from = performance.now();
  const run = spawnSync(bin, args, { stdio: 'inherit', env: { ...process.env, PATH } });
  seconds[name] = Math.round((performance.now() - from) / 1_000);
  if (run.error) console.error(`bench: ${name} did not start: ${run.error.message}`);
  if (run.status !== 0) broken.push(name);
}
const total = Object.values(seconds).reduce((a, b) => a + b, 0);
/** A part's own report, as it wrote it, or a note that there is none. */
const section = (file: string): string =>
  existsSync(`bench-results/${file}`) ? readFileSync(`bench-results/${file}`, 'utf8') : '(none)\n';
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/summary.md',
  [
    `# Bench run of ${started}`,
    '',
    '| part | budgets | took |',
    '| --- | --- | ---: |',
    ...PARTS.map(
      (p) =>
        `| ${p.name} | ${broken.includes(p.name) ? 'BROKEN' : 'held'} | ${String(seconds[p.name] ?? 0)} s |`,
    ),
    `| all (after the build) | | ${String(total)} s |`,
    '',
    '## sizes',
    '',
    section('sizes.md'),
    section('browser.md'),
  ].join('\n'),
);
writeFileSync(
  'bench-results/summary.json',
  JSON.stringify(
    {
      started,
      seconds: total,
      parts: PARTS.map((p) => ({
        part: p.name,
        held: !broken.includes(p.name),
        seconds: seconds[p.name],
      })),
    },
    null,
    2,
  ),
);
console.log(
  broken.length === 0
    ? '\nbench: every budget holds'
    : `\nbench: budgets broken in ${broken.join(', ')} (results in bench-results/)`,
);
if (broken.length > 0) process.exitCode = 1;
