// Runs in Node: `npm run test:repeat -- <spec> <n> [playwright options]`, for whoever suspects a
// flaky end-to-end test. Runs every test of the spec n times (Playwright's --repeat-each, no
// retries, across the config's workers, on the current build) and prints, per test, how many of
// its n runs passed; exits 1 when any run failed. Extra options go to Playwright (-g '<title>').
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface JsonSpec {
  title: string;
  file: string;
  tests: { results: { status: string }[] }[];
}
interface JsonSuite {
  title: string;
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}

const [spec, times, ...more] = process.argv.slice(2);
const n = Number(times);
if (spec === undefined || !Number.isInteger(n) || n < 1) {
  console.error('usage: npm run test:repeat -- <spec> <n> [playwright options]');
  process.exit(2);
}

/** Every test's results, by file and title, through the suites' nesting. */
function tally(suite: JsonSuite, into: Map<string, string[]>): Map<string, string[]> {
  for (const s of suite.specs ?? []) {
    const key = `${s.file} › ${s.title}`;
    const statuses = into.get(key) ?? [];
    for (const t of s.tests) for (const r of t.results) statuses.push(r.status);
    into.set(key, statuses);
  }
  for (const child of suite.suites ?? []) tally(child, into);
  return into;
}

const dir = mkdtempSync(join(tmpdir(), 'repeat-'));
const report = join(dir, 'report.json');
const started = Date.now();
const run = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    spec,
    `--repeat-each=${String(n)}`,
    '--retries=0',
    '--reporter=line,json',
    ...more,
  ],
  { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } },
);
let failed = run.status !== 0;
try {
  const json = JSON.parse(readFileSync(report, 'utf8')) as { suites: JsonSuite[] };
  const results = new Map<string, string[]>();
  for (const suite of json.suites) tally(suite, results);
  console.log(
    `\n${spec}, each test ${String(n)} times (${String(Math.round((Date.now() - started) / 1000))} s):`,
  );
  for (const [test, statuses] of results) {
    const passed = statuses.filter((s) => s === 'passed').length;
    if (passed !== statuses.length) failed = true;
    const mark = passed === statuses.length ? 'ok  ' : 'FAIL';
    console.log(`${mark} ${String(passed)}/${String(statuses.length)} passed  ${test}`);
  }
} catch (error) {
  console.error(`no report from Playwright: ${String(error)}`);
  failed = true;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
