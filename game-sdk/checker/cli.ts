// Runs in Node: `game-container-check <game-url>`, a studio's check of its game against the
// container (docs/game-integration.md). Exits 0 when every check held, 1 on a failure, 2 when the
// check could not run (bad arguments, no simulator, no browser).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type Rules, readRules } from '../src/rules.ts';
import { type Report, judgeSession } from './findings.ts';
import { runSession } from './session.ts';
import { type Simulator, checkerPlayerUrl, runningSimulator, startSimulator } from './simulator.ts';

const USAGE = `Usage: game-container-check <game-url> [options]

Opens the game inside the game container (the operator simulator's), plays a scripted
session and reports whether the game speaks the container's protocol.

Options:
  --sim <url>         a running simulator (its app origin); else one is started here
  --port <n>          the port of the simulator started here (it uses n..n+10; default 4300)
  --player-url <url>  check inside this container page instead (a staging site embedding the game)
  --game-id <n>       the game id (mType) the container embeds it as (default 2001)
  --spin <css>        the game's spin button (default #spin)
  --auto <css>        the game's auto-play button (default #auto)
  --modal <css>       a button of the game that asks for a modal (default #rules)
  --spins <n>         spins to play (default 3)
  --timeout <ms>      how long the game may take to say ready once framed (default 20000)
  --rules <json|file> judge the game by a market's rules too (a jurisdiction profile, as an
                      operator writes it: {"quickSpin":false,"autoPlay":false,"minRoundMs":2500});
                      the simulator's container tells the game and enforces them
  --strict            a check that could not run (not checked) fails, not only warns
  --json              print the report as JSON
  -h, --help          this text
Environment: CHROMIUM_PATH (default /usr/bin/chromium).`;

/** A whole number option, or the default; anything else is a usage error. */
function count(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1) throw new UsageError(`--${name} takes a whole number`);
  return n;
}

class UsageError extends Error {}

/** `--rules`: a profile as JSON text, or a file holding one; read as the container reads it. */
function readProfile(raw: string): Rules {
  try {
    return readRules(JSON.parse(raw.trim().startsWith('{') ? raw : readFileSync(raw, 'utf8')));
  } catch {
    throw new UsageError('--rules takes a JSON profile, or a file holding one');
  }
}

/** The report in words, for a terminal. */
export function formatReport(report: Report): string {
  const lines = [`game-container-check ${report.gameUrl}`, `  in ${report.playerUrl}`, ''];
  for (const text of report.passed) lines.push(`  ok    ${text}`);
  for (const f of report.findings) {
    const level = f.level === 'fail' ? 'FAIL' : 'warn';
    lines.push(
      f.code === 'not-checked'
        ? `  ${level}  not checked: ${f.text}`
        : `  ${level}  [${f.code}] ${f.text}`,
    );
  }
  const sent = Object.entries(report.sent).map(([type, n]) => `${type} ${String(n)}`);
  lines.push('', `  sent: ${sent.join(', ') || 'nothing'}`);
  const fails = report.findings.filter((f) => f.level === 'fail').length;
  const warns = report.findings.length - fails;
  lines.push(
    '',
    report.ok
      ? `PASS (${String(warns)} warning(s))`
      : `FAIL: ${String(fails)} failure(s), ${String(warns)} warning(s)`,
  );
  return lines.join('\n');
}

async function check(argv: string[]): Promise<Report | null> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      sim: { type: 'string' },
      port: { type: 'string' },
      'player-url': { type: 'string' },
      'game-id': { type: 'string' },
      spin: { type: 'string', default: '#spin' },
      auto: { type: 'string', default: '#auto' },
      modal: { type: 'string', default: '#rules' },
      spins: { type: 'string' },
      timeout: { type: 'string' },
      rules: { type: 'string' },
      strict: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return null;
  }
  const gameUrl = positionals[0];
  if (gameUrl === undefined || positionals.length > 1 || !/^https?:\/\//.test(gameUrl)) {
    throw new UsageError('one http(s) game address, please');
  }
  const options = {
    gameUrl: new URL(gameUrl).href,
    selectors: { spin: values.spin, auto: values.auto, modal: values.modal },
    spins: count(values.spins, 3, 'spins'),
    readyTimeoutMs: count(values.timeout, 20_000, 'timeout'),
    chromiumPath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  };
  const rules = values.rules === undefined ? undefined : readProfile(values.rules);
  let sim: Simulator | null = null;
  try {
    let playerUrl = values['player-url'];
    if (playerUrl === undefined) {
      sim = values.sim
        ? runningSimulator(values.sim)
        : await startSimulator(count(values.port, 4300, 'port'));
      playerUrl = await checkerPlayerUrl(
        sim,
        options.gameUrl,
        count(values['game-id'], 2001, 'game-id'),
        rules,
      );
    }
    const report = judgeSession(await runSession({ ...options, playerUrl }), {
      strict: values.strict,
      ...(rules ? { rules } : {}),
    });
    console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
    return report;
  } finally {
    await sim?.stop();
  }
}

/** Runs the CLI on `argv` (without node and the script) and resolves to its exit code. */
export async function main(argv: string[]): Promise<number> {
  try {
    const report = await check(argv);
    return report === null || report.ok ? 0 : 1;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`game-container-check: ${message}`);
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(USAGE);
    }
    return 2;
  }
}
