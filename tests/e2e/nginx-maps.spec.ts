// Source maps are the operator's, never the players' (docs/logs.md, Readable stacks): on the
// build's real nginx config, every script of the build answers 200 and its map 404, even with
// the maps copied into the served tree by mistake. Without nginx the test fails "not checked".
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { mapsDirFor } from '../../deploy/source-maps.ts';
import { expect, test } from './fixtures.ts';
import { freePort } from '../support/free-port.ts';
import { type RunningNginx, requireNginx, startNginx, wrapInclude } from '../support/nginx.ts';

const DIST = resolve('dist');
const MAPS = mapsDirFor(DIST);

let work = '';
let nginx: RunningNginx | null = null;

test.beforeAll(async () => {
  requireNginx();
  // The served tree: the build, and its maps put beside their scripts as a careless upload would.
  work = await mkdtemp(join(tmpdir(), 'nginx-maps-'));
  const root = join(work, 'root');
  await cp(DIST, root, { recursive: true });
  await cp(join(MAPS, 'assets'), join(root, 'assets'), { recursive: true });
  const include = resolve('deploy/nginx/container.conf');
  const port = await freePort();
  nginx = await startNginx(wrapInclude(include, root, port, work), port);
});
test.afterAll(async () => {
  await nginx?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

test('nginx serves each script of the build and answers 404 for its source map', async () => {
  const origin = nginx!.origin;
  const maps = (await readdir(join(MAPS, 'assets'))).filter((f) => f.endsWith('.js.map'));
  const scripts = (await readdir(join(DIST, 'assets'))).filter((f) => f.endsWith('.js'));
  // Every script has its map, kept out of dist/ (deploy/source-maps.ts), and names none.
  expect(maps.length).toBeGreaterThan(0);
  expect(maps.sort()).toEqual(scripts.map((f) => `${f}.map`).sort());
  for (const script of scripts) {
    const js = await fetch(`${origin}/assets/${script}`);
    expect(js.status, script).toBe(200);
    expect(await js.text(), script).not.toContain('sourceMappingURL');
    const map = await fetch(`${origin}/assets/${script}.map`);
    expect(map.status, `${script}.map`).toBe(404);
    // Nothing of the map's text in the answer (its sources, its mappings).
    expect(await map.text(), `${script}.map`).not.toContain('"mappings"');
  }
  // The map is really in the served tree: only the config keeps it from the player.
  const served = await readFile(join(work, 'root', 'assets', maps[0]!), 'utf8');
  expect(served).toContain('"mappings"');
  // Nor at any other address, nor compressed.
  for (const path of ['/index.js.map', `/assets/${maps[0]}.gz`, `/assets/${maps[0]}?v=1`]) {
    expect((await fetch(`${origin}${path}`)).status, path).toBe(404);
  }
});
