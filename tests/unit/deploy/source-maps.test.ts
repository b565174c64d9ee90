// Runs in Vitest (Node): readable stacks (docs/logs.md): a minified build's stack turned back into
// the source file and line by `npm run stack`, and the source maps never served to players.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapStack, moveSourceMaps } from '../../../deploy/source-maps.ts';
import { inlineHashes } from '../../../deploy/headers.ts';
import { nginxInclude } from '../../../deploy/nginx.ts';
import { simOrigins } from '../../../operator-sim/security-headers.ts';
import { testWorld } from '../../../operator-sim/world.ts';
import { createStaticHandler } from '../../../operator-sim/static-files.ts';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'stack-fixture.ts');
let dir: string;
let out: string;
let maps: string;
let stack: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stack-'));
  out = join(dir, 'dist');
  maps = join(dir, 'sourcemaps');
  await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir: out,
      minify: true,
      sourcemap: 'hidden',
      lib: { entry: FIXTURE, formats: ['es'], fileName: () => 'assets/app-3f9a.js' },
    },
  });
  await moveSourceMaps(out, maps);
  const built = (await import(pathToFileURL(join(out, 'assets', 'app-3f9a.js')).href)) as {
    spinReels: (bet: number) => number;
  };
  try {
    built.spinReels(1);
  } catch (error) {
    stack = (error as Error).stack ?? '';
  }
}, 30_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('a logged production stack', () => {
  it('is minified: the built file, a mangled name, no source file in it', () => {
    const frame = stack.split('\n')[1] ?? '';
    expect(frame).toMatch(/app-3f9a\.js:\d+:\d+/);
    expect(frame).not.toContain('spinReels');
    expect(stack).not.toContain('stack-fixture');
  });

  it('turns into the source file and line with the build’s maps', async () => {
    const mapped = await mapStack(stack, maps);
    expect(mapped).toMatch(/stack-fixture\.ts:5:\d+/);
    expect(mapped.split('\n')[0]).toBe('Error: the reels jammed');
  });

  it('turns a failure event’s JSON the same way, through the documented command', async () => {
    const event = join(dir, 'event.json');
    await writeFile(event, JSON.stringify([{ type: 'failure', content: { stack } }]));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'deploy/stack-cli.ts', '--maps', maps, event],
      { cwd: join(import.meta.dirname, '../../..') },
    );
    expect(stdout).toMatch(/stack-fixture\.ts:5:\d+/);
    // Without --maps: the sourcemaps/ folder beside dist/ where the command runs.
    const cli = join(import.meta.dirname, '../../../deploy/stack-cli.ts');
    const plain = await promisify(execFile)(
      process.execPath,
      ['--import', import.meta.resolve('tsx'), cli, event],
      { cwd: dir },
    );
    expect(plain.stdout).toMatch(/stack-fixture\.ts:5:\d+/);
  }, 30_000);
});

describe('source maps are not served to players', () => {
  it('the build leaves none in the served tree', async () => {
    const served = await readdir(out, { recursive: true });
    expect(served.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect((await readdir(join(maps, 'assets'))).sort()).toEqual(['app-3f9a.js.map']);
  });

  it('the simulator answers 404 for a .map, even one left in the tree', async () => {
    await writeFile(join(out, 'assets', 'left.js.map'), '{}');
    const serve = createStaticHandler({ root: out });
    const answer = await serve(new Request('http://app.test/assets/left.js.map'));
    expect(answer?.status).toBe(404);
    const script = await serve(new Request('http://app.test/assets/app-3f9a.js'));
    expect(script?.status).toBe(200);
  });

  it('nginx answers 404 for any .map before its other locations', () => {
    const conf = nginxInclude(simOrigins(testWorld()), inlineHashes(''), { configHost: '' });
    const maps = conf.indexOf('location ~ "\\.map$" {\n    return 404;');
    expect(maps).toBeGreaterThan(0);
    expect(maps).toBeLessThan(conf.indexOf('location /assets/'));
  });
});
