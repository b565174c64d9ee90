// game-container-check, the studio's CLI (game-sdk/checker), run as a studio runs it (its bin,
// --json) against the simulator this run started (--sim): it fails the broken game with exactly
// the expected findings and passes the games that speak the protocol, the guide's own example
// among them. The games under check are served by a small server of this file, with the
// frame-ancestors the guide asks for (tests/fixtures/checker/, the guide's code block), or by the
// simulator.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import type { Report } from '../../game-sdk/checker/findings.ts';
import { LOOKING_CHECKS, notCheckedIn } from '../support/checker-checks.ts';
import { HEADLESS_SHELL_PATH } from '../support/chromium.ts';
import { buildSdk } from '../support/sdk-build.ts';

const APP = process.env['APP_ORIGIN'] ?? 'http://127.0.0.1:4400';
const FIXTURES = new URL('../fixtures/checker/', import.meta.url);
const GUIDE = new URL('../../docs/game-integration.md', import.meta.url);

/**
 * The guide's minimal game (the code block under "A minimal game" in docs/game-integration.md) as
 * a page, its `@game-container/sdk` import mapped to the SDK as its build makes it: the guide
 * shows what passes, and cannot drift from it.
 */
async function guideGame(): Promise<string> {
  const doc = await readFile(GUIDE, 'utf8');
  const block = /## A minimal game[\s\S]*?```html\n([\s\S]*?)```/.exec(doc)?.[1];
  if (block === undefined)
    throw new Error('docs/game-integration.md: no html block under "A minimal game"');
  const map = JSON.stringify({ imports: { '@game-container/sdk': '/sdk/index.js' } });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>The guide's game</title><script type="importmap">${map}</script></head><body>\n${block}</body></html>`;
}

/**
 * The frame-ancestors a fixture is served with: the container's origin, as the guide asks, or
 * with `?frame-ancestors=none`, no parent at all.
 */
function frameAncestors(url: URL): string {
  return url.searchParams.get('frame-ancestors') === 'none' ? "'none'" : new URL(APP).origin;
}

// A check starts Node and a browser of its own, boots the container and waits out the game's
// answers (about 8 s of it fixed: a pause held still, posts under the decoy parent): 10-15 s
// alone, twice that beside a full run's browsers on 2 cores.
test.setTimeout(90_000);

/** The fixture pages, the guide's game and the built SDK, on 127.0.0.1 (a free port). */
let fixtures: { server: Server; port: number };
test.beforeAll(async () => {
  const [guide, sdk] = await Promise.all([guideGame(), buildSdk()]);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixtures');
    const page = (html: string | Buffer) =>
      response
        .writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': `frame-ancestors ${frameAncestors(url)}`,
        })
        .end(html);
    if (url.pathname === '/sdk/index.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(sdk.code);
      return;
    }
    if (url.pathname === '/guide-game.html') {
      page(guide);
      return;
    }
    if (url.pathname === '/late-container.html') {
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(lateContainer(url.searchParams.get('game') ?? '', url.origin));
      return;
    }
    const name = /^\/([\w-]+\.html)$/.exec(url.pathname)?.[1];
    if (name === undefined) {
      response.writeHead(404).end();
      return;
    }
    readFile(new URL(name, FIXTURES)).then(page, () => response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fixtures = { server, port: (server.address() as AddressInfo).port };
});
test.afterAll(() => new Promise<void>((resolve) => fixtures.server.close(() => resolve())));

const fixture = (name: string): string => `http://127.0.0.1:${String(fixtures.port)}/${name}`;

/** How long the late container waits before it frames the game: past the check's --timeout. */
const LATE_MS = 2_500;

/** A container page (a staging site's) that frames `game` only LATE_MS after it loaded. */
function lateContainer(game: string, origin: string): string {
  const src = new URL(game);
  src.searchParams.set('parentOrigin', origin);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>A slow container</title></head><body><script>setTimeout(() => { const f = document.createElement('iframe'); f.src = ${JSON.stringify(src.href)}; document.body.append(f); }, ${String(LATE_MS)});</script></body></html>`;
}

/** Runs the CLI with --json; resolves to its exit code and report. */
function check(game: string, args: string[]): Promise<{ code: number | null; report: Report }> {
  // The suite's browser, through the variable the guide gives studios for their own.
  const child = spawn(process.execPath, ['game-sdk/checker/bin.js', game, ...args, '--json'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CHROMIUM_PATH: HEADLESS_SHELL_PATH },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      try {
        resolve({ code, report: JSON.parse(out) as Report });
      } catch {
        reject(new Error(`no report (exit ${String(code)}):\n${out}\n${err}`));
      }
    });
  });
}

const failures = (report: Report): string[] =>
  report.findings.filter((f) => f.level === 'fail').map((f) => f.code);

// Served with frame-ancestors of the container's origin only, as the guide asks: the check of
// posts to '*' still runs (under a parent at that origin, told another parentOrigin).
test('the checker fails the broken game with the expected findings, and exits 1', async () => {
  const { code, report } = await check(fixture('broken-game.html'), ['--sim', APP]);
  expect(code).toBe(1);
  expect(failures(report).sort()).toEqual(
    [
      'ignores-pause',
      'malformed',
      'no-modal',
      'popup',
      'posts-to-any-origin',
      'top-navigation',
      'unknown-version',
    ].sort(),
  );
  // What it does right is told apart: its hello, ready, spins and turbo answers.
  expect(report.readyMs).not.toBeNull();
  expect(report.passed).toContain('setTurbo { on: true } obeyed');
  expect(report.passed).toContain('3 spins, each reported with spinState');
});

// --rules: the container runs under the profile and tells the game; the checker judges by it.
const RULES = JSON.stringify({
  quickSpin: false,
  autoPlay: false,
  minRoundMs: 2500,
  maxStake: 5,
  slamStop: false,
  heldSpin: false,
  jackpots: false,
});

test("with --rules it fails the game that breaks each of a market's rules, and exits 1", async () => {
  const { code, report } = await check(fixture('rule-breaker.html'), [
    '--sim',
    APP,
    '--rules',
    RULES,
  ]);
  expect(code).toBe(1);
  expect(failures(report)).toEqual([
    'busy-unended',
    'rule-min-round',
    'rule-auto-play',
    'rule-max-stake',
    'rule-quick-spin',
    'rule-auto-dab',
    'rule-slam-stop',
    'rule-held-spin',
    'rule-jackpots',
  ]);
  expect(report.version).toBe(2);
});

test('with --rules it passes the demo slot, which hears the rules and obeys them', async () => {
  // No auto-play button, 2.5 s rounds, no turbo.
  const { code, report } = await check(simGame('/demo-slot/index.html'), [
    '--sim',
    APP,
    '--rules',
    RULES,
  ]);
  expect(failures(report)).toEqual([]);
  expect(report.passed).toContain('every round lasted at least 2500 ms');
  expect(code).toBe(0);
});

/** A page of the simulator's game origin (the app port + 10), where the demo games live. */
const simGame = (path: string): string =>
  `http://127.0.0.1:${String(Number(new URL(APP).port) + 10)}${path}`;

/** The games that pass, each with the CLI's arguments: all are checked inside the container. */
const PASSING: { name: string; game: () => string; args: () => string[] }[] = [
  {
    name: 'a v1 game written by hand',
    game: () => fixture('v1-game.html'),
    args: () => ['--sim', APP],
  },
  {
    name: "the guide's minimal game (docs/game-integration.md)",
    game: () => fixture('guide-game.html'),
    args: () => ['--sim', APP],
  },
  {
    name: 'the demo slot',
    game: () => simGame('/demo-slot/index.html'),
    args: () => ['--sim', APP],
  },
  {
    name: 'the heavy game',
    game: () => simGame('/heavy-game/index.html'),
    args: () => ['--sim', APP, '--game-id', '2002'],
  },
];

for (const { name, game, args } of PASSING) {
  test(`the checker passes ${name}`, async () => {
    const { code, report } = await check(game(), args());
    expect(failures(report)).toEqual([]);
    // Every check looked: a pass is not a check that could not run.
    expect(report.findings.filter((f) => f.code === 'not-checked')).toEqual([]);
    expect(report.passed).toContainEqual(expect.stringMatching(/^posts only to parentOrigin/));
    expect(report.sent['ready']).toBe(1);
    expect(code).toBe(0);
  });
}

test('a game whose policy refuses every parent gets not checked, never ok, and fails', async () => {
  const game = `${fixture('v1-game.html')}?frame-ancestors=none`;
  const { code, report } = await check(game, ['--sim', APP, '--timeout', '1000']);
  expect(code).toBe(1);
  expect(failures(report).sort()).toEqual(['frame-refused', 'no-hello', 'no-ready']);
  expect(report.passed).toEqual([]);
  expect(notCheckedIn(report.findings)).toEqual({ checks: LOOKING_CHECKS, allWarnings: true });
});

// --timeout is the game's time to ready: it starts once the container has framed the game, so a
// container slower than it (one that booted in over 3 s on a busy machine) is not "never showed".
test("the game's --timeout starts when the container frames it, not when the page opens", async () => {
  const game = `${fixture('v1-game.html')}?frame-ancestors=none`;
  const late = `${fixture('late-container.html')}?game=${encodeURIComponent(game)}`;
  const { report } = await check(game, ['--player-url', late, '--timeout', '1000']);
  expect(failures(report)).toContain('frame-refused');
  expect(failures(report)).not.toContain('not-embedded');
});
