// Runs in Node after Stryker (npm run test:mutation): the score of each mutated file from
// Stryker's JSON report, as the table of docs/testing.md shows it, and the verdict: the whole
// must reach the config's `thresholds.high` (95 %) and each file its `thresholds.low` (90 %),
// which Stryker's own `break` (one number, for the whole) cannot say. The report carries both.
import { readFileSync } from 'node:fs';

const REPORT = 'reports/mutation/mutation.json';
interface Report {
  files: Record<string, { mutants: { status: string }[] }>;
  thresholds: { high: number; low: number };
}

/** Killed and timed out count as caught; survived and not covered as missed; errors as neither. */
function tally(statuses: readonly string[]): { caught: number; missed: number } {
  const caught = statuses.filter((s) => s === 'Killed' || s === 'Timeout').length;
  const missed = statuses.filter((s) => s === 'Survived' || s === 'NoCoverage').length;
  return { caught, missed };
}

const score = ({ caught, missed }: { caught: number; missed: number }): number =>
  caught + missed === 0 ? 100 : (100 * caught) / (caught + missed);

const report = JSON.parse(readFileSync(REPORT, 'utf8')) as Report;
const { high: TOTAL_MIN, low: FILE_MIN } = report.thresholds;
const rows = Object.entries(report.files)
  .map(([file, { mutants }]) => ({ file, ...tally(mutants.map((m) => m.status)) }))
  .sort((a, b) => a.file.localeCompare(b.file));
const total = {
  caught: rows.reduce((sum, r) => sum + r.caught, 0),
  missed: rows.reduce((sum, r) => sum + r.missed, 0),
};

console.log('| file | mutants | caught | missed | score |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  console.log(
    `| \`${r.file}\` | ${r.caught + r.missed} | ${r.caught} | ${r.missed} | ${score(r).toFixed(1)} % |`,
  );
}
console.log(
  `| all | ${total.caught + total.missed} | ${total.caught} | ${total.missed} | ${score(total).toFixed(1)} % |`,
);

const weak = rows.filter((r) => score(r) < FILE_MIN);
for (const r of weak) console.error(`${r.file}: ${score(r).toFixed(1)} %, under ${FILE_MIN} %`);
if (score(total) < TOTAL_MIN)
  console.error(`all: ${score(total).toFixed(1)} %, under ${TOTAL_MIN} %`);
process.exitCode = weak.length > 0 || score(total) < TOTAL_MIN ? 1 : 0;
