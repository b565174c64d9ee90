// The SDK package as npm publishes it (issue 34: the checker ships in it, publishable as-is): built
// by its own build script, packed, unpacked outside the repository, its bin run with plain node
// (no tsx, no repository, no Playwright installed): it answers --help and says what it needs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

const SDK = fileURLToPath(new URL('../../../game-sdk/', import.meta.url));

/** Runs a command to its end; its exit code and output. */
function run(command: string, args: string[], cwd: string) {
  const env = { ...process.env };
  delete env['NODE_OPTIONS'];
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

let temp = '';
let packed: string[] = [];
/** The unpacked package's bin, as a studio's `npx game-container-check` runs it. */
let bin = '';

beforeAll(() => {
  const build = run('npm', ['run', 'build'], SDK);
  expect(build.code, build.stderr).toBe(0);
  temp = mkdtempSync(join(tmpdir(), 'sdk-publish-'));
  const pack = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', temp], SDK);
  expect(pack.code, pack.stderr).toBe(0);
  const [tarball] = JSON.parse(pack.stdout) as [{ filename: string; files: { path: string }[] }];
  packed = tarball.files.map((f) => f.path);
  expect(run('tar', ['xzf', tarball.filename], temp).code).toBe(0);
  bin = join(temp, 'package', 'checker', 'bin.js');
}, 120_000);
afterAll(() => {
  if (temp !== '') rmSync(temp, { recursive: true, force: true });
});

it('ships the library, its types, the bundled checker and its bin, and no TypeScript source', () => {
  expect(packed).toEqual(
    expect.arrayContaining([
      'checker/bin.js',
      'dist/checker.js',
      'dist/index.js',
      'dist/index.d.ts',
    ]),
  );
  expect(packed.filter((path) => /(?<!\.d)\.ts$/.test(path))).toEqual([]);
});

it('runs its bin with plain node outside the repository: --help', () => {
  const help = run(process.execPath, [bin, '--help'], temp);
  expect(help.stderr).toBe('');
  expect(help.code).toBe(0);
  expect(help.stdout).toMatch(/^Usage: game-container-check <game-url>/);
});

it('says it needs --sim or --player-url where it has no simulator to start, and exits 2', () => {
  const check = run(process.execPath, [bin, 'http://127.0.0.1:9/slot.html'], temp);
  expect(check.code).toBe(2);
  expect(check.stderr).toMatch(/no operator simulator.*pass --sim <url>.*or --player-url <url>/);
});

it('says it needs Playwright when a session would start without it, and exits 2', () => {
  const args = [bin, 'http://127.0.0.1:9/slot.html', '--player-url', 'http://127.0.0.1:9/'];
  const check = run(process.execPath, args, temp);
  expect(check.code).toBe(2);
  expect(check.stderr).toContain(
    'the check needs Playwright: `npm install --save-dev playwright-core`',
  );
});
