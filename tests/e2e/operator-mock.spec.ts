// Mockable from the document alone (issue 45): with `prism mock docs/operator-api.yaml` (its
// static examples) as the only backend, the container boots to the game's frame. The page is
// served as an operator would deploy it: its env config names the mock for every server, and
// its policy lists the mock's origin among its servers. One boot, a few seconds.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { http, HttpResponse } from 'msw';
import { expect, test } from './fixtures.ts';
import { inlineHashes, securityHeaders } from '../../deploy/headers.ts';
import { type RunningServer, serveHandlers } from '../../operator-sim/node-server.ts';
import { createStaticHandler } from '../../operator-sim/static-files.ts';
import { PRISM_START_MS, type RunningPrism, startPrism } from '../support/prism.ts';

/** The page's port (the suite's, from E2E_SIM_PORT) and Prism's (5430-5460). */
const PAGE_PORT = Number(process.env['E2E_SIM_PORT'] ?? 4300) + 15;
const MOCK_PORT = Number(process.env['PRISM_MOCK_PORT'] ?? 5451);
/** Where the document's example game address (action 7) points: the game server's origin. */
const GAME_ORIGIN = 'http://game.test';
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

let prism: RunningPrism | undefined;
let page: RunningServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(PRISM_START_MS);
  prism = await startPrism('mock', MOCK_PORT);
  const mock = prism.origin;
  // The operator's env config: every server, the asset CDN and the logs on the mock.
  const config = {
    lines: [mock],
    servers: { seat: mock, st: mock, fish: mock, gs: GAME_ORIGIN, promotion: mock, jackpot: mock, player: mock },
    assetCdn: mock,
    logCdn: `${mock}/log`,
    gameLogCdn: `${mock}/gamelog`,
    logger: `${mock}/logger`,
  }; // prettier-ignore
  const origins = { lines: [mock], gameServers: [GAME_ORIGIN], promotion: [], seat: [], jackpot: [], player: [], log: [], assets: [], pages: [], lobbies: [], config: [], cspReports: null }; // prettier-ignore
  const inline = inlineHashes(await readFile(`${DIST}index.html`, 'utf8'));
  page = await serveHandlers([http.get('*/env/:file', () => HttpResponse.json(config))], {
    port: PAGE_PORT,
    fallback: createStaticHandler({
      root: DIST,
      spaFallback: true,
      headers: () => Promise.resolve(securityHeaders(origins, inline)),
    }),
  });
});
test.afterAll(async () => {
  await page?.close();
  await prism?.stop();
});

test('boots to the game frame on `prism mock` of the document alone', async ({ page: tab }) => {
  // The game server is not the operator's API: its page stands in blank.
  await tab.route(`${GAME_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>game</title>' }),
  );
  await tab.goto(`${page?.origin ?? ''}/?e=mock&x=demo&gameType=1&mType=2001`);
  await expect(tab.locator('iframe.game-frame')).toHaveAttribute(
    'src',
    new RegExp(`^${GAME_ORIGIN}/demo-slot/index\\.html\\?`),
  );
  await expect(tab.getByRole('alertdialog')).toHaveCount(0);
  // Every request the container made fitted the document (Prism logs one that did not).
  expect(prism?.output()).not.toMatch(/Violation|Request terminated/);
});
