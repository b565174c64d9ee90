// The container as an operator deploys it: the build's nginx config on Debian's nginx, in front
// of the suite's simulator (its lines, game and config host), and a release that keeps the old
// build's files for a player in the middle of a session.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page, Response } from '@playwright/test';
import { envName, ORIGIN_FIELDS } from '../../deploy/operator.ts';
import { nginxIncludeFor } from '../../deploy/build.ts';
import { inlineHashes } from '../../deploy/headers.ts';
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import { watchConfigPreload } from './config-preload.ts';
import { appOrigin, playing, text } from './support.ts';
import { freePort } from '../support/free-port.ts';
import { type RunningNginx, nginxTest, startNginx, wrapInclude } from '../support/nginx.ts';

const DIST = resolve('dist');

/** The operator file of the simulator's demo environment: its servers as an operator names them. */
async function simOperatorFile(): Promise<Record<string, string[] | string>> {
  const config = (await (await fetch(`${appOrigin()}/env/demo.json`)).json()) as {
    lines: string[];
    servers: Record<string, string>;
    assetCdn: string;
    logCdn: string;
    gameLogCdn: string;
    logger: string;
    reportUrl: string;
  };
  const s = config.servers;
  const origin = (url: string | undefined): string[] => (url ? [new URL(url).origin] : []);
  return {
    lines: config.lines,
    gameServers: origin(s['gs']),
    promotion: origin(s['promotion']),
    seat: origin(s['seat']),
    jackpot: origin(s['jackpot']),
    player: origin(s['player']),
    log: [config.logCdn, config.gameLogCdn, config.logger].flatMap(origin),
    assets: origin(config.assetCdn),
    pages: origin(config.reportUrl),
    lobbies: [appOrigin()],
    // The simulator is the config host: nginx passes /env/ on to it.
    config: [appOrigin()],
    cspReports: `${appOrigin()}/__sim/csp-reports`,
  };
}

/** The temp dirs this worker made, removed after its tests. */
const temps: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'nginx-spec-'));
  temps.push(dir);
  return dir;
}
test.afterAll(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A temp dir holding `operator.json`; the build reads it as it reads deploy/. */
async function operatorDir(file: object): Promise<string> {
  const dir = await tempDir();
  await writeFile(join(dir, 'operator.json'), JSON.stringify(file));
  return dir;
}

/** The demo player's URL on nginx instead of the simulator. */
const onNginx = (nginx: RunningNginx, path = '/'): string => {
  const url = new URL(scenarioUrl({ x: `player-${crypto.randomUUID()}` }));
  return `${nginx.origin}${path}${url.search}`;
};

const historyButton = (page: Page) =>
  page.getByRole('button', { name: text('en', 'jackpots.hall.history'), exact: true });

/** Opens the jackpot winners panel (a lazy chunk); resolves with the chunk's response. */
async function openWinners(page: Page): Promise<Response> {
  const chunk = page.waitForResponse((r) => /\/assets\/JackpotPanel-[\w-]+\.js$/.test(r.url()));
  await historyButton(page).click();
  await expect(page.locator('[data-panel="jackpot"]')).toBeVisible();
  return chunk;
}

/** The browsers' CSP reports about pages on `origin` (the simulator collects every one). */
async function reportsAbout(origin: string): Promise<unknown[]> {
  const answer = await fetch(`${appOrigin()}/__sim/csp-reports`);
  const { reports } = (await answer.json()) as { reports: unknown[] };
  return reports.filter((r) => JSON.stringify(r).includes(origin));
}

test('nginx accepts the config `npm run build` wrote from the operator file', async () => {
  const built = resolve('deploy/nginx/container.conf');
  const verdict = nginxTest(wrapInclude(built, DIST, 1, await tempDir()));
  expect(verdict.output).toContain('test is successful');
  expect(verdict.ok).toBe(true);
});

test.describe('the build on nginx', () => {
  let nginx: RunningNginx;

  test.beforeAll(async () => {
    const dir = await operatorDir(await simOperatorFile());
    const include = join(dir, 'container.conf');
    await writeFile(include, await nginxIncludeFor(DIST, dir, {}));
    const port = await freePort();
    nginx = await startNginx(wrapInclude(include, DIST, port, dir), port);
  });
  test.afterAll(async () => nginx.stop());

  test('serves the demo game, its panels, /close and a 404 with every header', async ({ page }) => {
    const pageAnswer = page.waitForResponse((r) => r.request().isNavigationRequest());
    const preloaded = watchConfigPreload(page);
    await playing(page, onNginx(nginx));
    const document = await pageAnswer;
    // nginx preloads the config with its own minute, and the head asks that address.
    await preloaded();
    const chunk = await openWinners(page);
    const html = await readFile(join(DIST, 'index.html'), 'utf8');
    // The head's one script (vite.config.ts), and only it, by the hashes the deploy writes.
    const hashes = inlineHashes(html).scripts;
    expect(hashes).toHaveLength(1);

    const page_ = await document.allHeaders();
    expect(page_['cache-control']).toBe('no-cache');
    expect(page_['content-encoding']).toBe('gzip');
    expect(page_['content-security-policy']).toContain(`script-src 'self' ${hashes.join(' ')};`);
    expect(page_['content-security-policy']).toContain(`frame-ancestors 'self' ${appOrigin()}`);
    expect(page_['referrer-policy']).toBe('strict-origin');
    expect(page_['x-content-type-options']).toBe('nosniff');

    const asset = await chunk.allHeaders();
    expect(chunk.status()).toBe(200);
    expect(asset['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset['content-security-policy']).toBe(page_['content-security-policy']);
    expect(asset['x-content-type-options']).toBe('nosniff');

    const close = await page.request.get(`${nginx.origin}/th/close`);
    expect(close.status()).toBe(200);
    expect(await close.text()).toBe(html);
    expect(close.headers()['cache-control']).toBe('no-cache');
    expect(close.headers()['content-security-policy']).toBe(page_['content-security-policy']);
    for (const stranger of ['/favicon.ico', '/en/', '/.vite/manifest.json', '/assets/none.js']) {
      const missing = await page.request.get(`${nginx.origin}${stranger}`);
      expect(missing.status(), stranger).toBe(404);
      // No cache may keep a 404 a year: it may be an asset asked for before its upload.
      expect(missing.headers()['cache-control'], stranger).toBeUndefined();
      expect(missing.headers()['x-content-type-options'], stranger).toBe('nosniff');
    }
    expect(await reportsAbout(nginx.origin)).toEqual([]);
  });
});

test.describe('a release', () => {
  let nginx: RunningNginx;
  let release: { root: string; include: string; next: string };

  test.beforeAll(async () => {
    // The next build differs from dist/ as a release does: here it asks the simulator for its
    // config directly (VITE_CONFIG_HOST), which changes the entry and every chunk importing it.
    // The build writes its own nginx config from the OPERATOR_* variables.
    test.setTimeout(120_000);
    const work = await tempDir();
    const file = await simOperatorFile();
    const env: NodeJS.ProcessEnv = { ...process.env, VITE_CONFIG_HOST: appOrigin() };
    for (const field of [...ORIGIN_FIELDS, 'cspReports'] as const) {
      const value = file[field];
      env[envName(field)] = Array.isArray(value) ? value.join(',') : value;
    }
    const building = promisify(execFile)(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', join(work, 'next', 'dist')],
      { env },
    );
    const root = join(work, 'root');
    await cp(DIST, root, { recursive: true });
    const include = join(work, 'container.conf');
    await writeFile(include, await nginxIncludeFor(DIST, await operatorDir(file), {}));
    const port = await freePort();
    nginx = await startNginx(wrapInclude(include, root, port, work), port);
    await building;
    release = { root, include, next: join(work, 'next') };
  });
  test.afterAll(async () => nginx.stop());

  test('a player on the old page still opens a panel once the new index.html is served', async ({
    page,
  }) => {
    await playing(page, onNginx(nginx));
    const oldHtml = await readFile(join(DIST, 'index.html'), 'utf8');
    const oldAssets = await readdir(join(DIST, 'assets'));
    const nextDist = join(release.next, 'dist');
    const newHtml = await readFile(join(nextDist, 'index.html'), 'utf8');
    const newAssets = new Set(await readdir(join(nextDist, 'assets')));
    expect(newHtml).not.toBe(oldHtml);

    // The release as docs/deploy.md orders it: the new hashed files beside the old ones first,
    // then the new page and its config (its policy names the new page's inline hashes).
    await cp(join(nextDist, 'assets'), join(release.root, 'assets'), { recursive: true });
    for (const name of ['index.html', 'index.html.gz', 'index.html.br']) {
      await cp(join(nextDist, name), join(release.root, name));
    }
    await cp(join(release.next, 'deploy', 'nginx', 'container.conf'), release.include);
    nginx.reload();
    // Served by the new config: the new page with its headers. (An old worker answers with the
    // new file from the disk but its old headers until the reload reaches it.)
    const newScript = inlineHashes(newHtml).scripts[0] ?? '';
    await expect
      .poll(async () => {
        const answer = await page.request.get(`${nginx.origin}/`);
        const policy = answer.headers()['content-security-policy'] ?? '';
        return (await answer.text()) === newHtml && policy.includes(newScript);
      })
      .toBe(true);

    // The old page's panel chunk is not in the new build: only the kept old file serves it.
    const chunk = await openWinners(page);
    const name = new URL(chunk.url()).pathname.replace('/assets/', '');
    expect(oldAssets).toContain(name);
    expect(newAssets.has(name)).toBe(false);
    expect(chunk.status()).toBe(200);
    // And every other file of the old build, its languages among them, is still there.
    for (const file of oldAssets.filter((f) => f.endsWith('.js') || f.endsWith('.css'))) {
      const answer = await page.request.head(`${nginx.origin}/assets/${file}`);
      expect(answer.status(), file).toBe(200);
    }
    // A player who loads the page now (a browser of their own, none of the old player's
    // connections) gets the new build, its config from the config host, which nginx has the
    // browser preload from that host.
    const newcomer = await page.context().browser()?.newContext();
    const player = await newcomer?.newPage();
    if (!newcomer || !player) throw new Error('no browser for a new player');
    const preloaded = watchConfigPreload(player, appOrigin());
    await playing(player, onNginx(nginx));
    await preloaded();
    await newcomer.close();
    expect(await reportsAbout(nginx.origin)).toEqual([]);
  });
});
