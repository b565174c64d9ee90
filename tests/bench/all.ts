// Runs in Node after `vite build`: every benchmark of issue 7 on that one build, in turn (the
// sizes, the simulated hour of the engine, then the browser's cold loads, Lighthouse and play),
// each to the end even when one before it broke a budget, so one run reports every figure.
// Exits non-zero when any budget is broken, and says which part broke it.
import { spawnSync } from 'node:child_process';
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
for (const { name, command } of PARTS) {
  console.log(`\n=== bench: ${name} ===`);
  const [bin = '', ...args] = command;
  const run = spawnSync(bin, args, { stdio: 'inherit', env: { ...process.env, PATH } });
  if (run.error) console.error(`bench: ${name} did not start: ${run.error.message}`);
  if (run.status !== 0) broken.push(name);
}
console.log(
  broken.length === 0
    ? '\nbench: every budget holds'
    : `\nbench: budgets broken in ${broken.join(', ')} (results in bench-results/)`,
);
if (broken.length > 0) process.exitCode = 1;
