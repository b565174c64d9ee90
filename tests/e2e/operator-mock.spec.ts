// Mockable from the document alone (issue 45): with `prism mock docs/operator-api.yaml` (its
// static examples) as the only backend, the container boots to the game's frame; with `prism mock
// -d` (answers generated at random from the schemas) it never crashes or goes blank: each boot
// ends on the game's frame or on the container's translated error dialog (a malformed answer is
// a format error, 6003). The page is served as an operator would deploy it: its env config
// (`e=static` or `e=dynamic`) names a mock for every server, its policy lists the mocks' origins.
import { http, HttpResponse } from 'msw';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { serveOperatorPage } from './operator-page.ts';
import { lanePort, specPort } from './spec-ports.ts';
import { watchErrors } from './support.ts';
import type { RunningServer } from '../../operator-sim/node-server.ts';
import { PRISM_START_MS, type RunningPrism, startPrism } from '../support/prism.ts';

// One worker for the file: its tests share the mocks of one `beforeAll` (on the ports of the
// worker's lane, spec-ports.ts, so a copy of the file on another worker starts its own).
test.describe.configure({ mode: 'default' });

/** The page's port (the suite's, from E2E_SIM_PORT) and the mocks'. */
const PAGE_PORT = specPort(15);
const MOCK_PORT = lanePort('PRISM_MOCK_PORT', 5451);
const DYNAMIC_PORT = lanePort('PRISM_DYNAMIC_PORT', 5452);
/** Where the game addresses (action 7) point: the game server's origin. */
const GAME_ORIGIN = 'http://game.test';
/** Boots against the random answers: each a fresh page, a few seconds. */
const DYNAMIC_BOOTS = 4;

/** The operator's env config: every server, the asset CDN and the logs on one mock. */
const envConfig = (mock: string): Record<string, unknown> => ({
  lines: [mock],
  servers: { seat: mock, st: mock, fish: mock, gs: GAME_ORIGIN, promotion: mock, jackpot: mock, player: mock },
  assetCdn: mock,
  logCdn: `${mock}/log`,
  gameLogCdn: `${mock}/gamelog`,
  logger: `${mock}/logger`,
}); // prettier-ignore

const mocks: Record<string, RunningPrism> = {};
let page: RunningServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(PRISM_START_MS);
  const [fixed, dynamic] = await Promise.all([
    startPrism('mock', MOCK_PORT),
    startPrism('dynamic', DYNAMIC_PORT),
  ]);
  Object.assign(mocks, { static: fixed, dynamic });
  const lines = [fixed.origin, dynamic.origin];
  const config = http.get('*/env/:file', ({ params }) => {
    const mock = mocks[String(params['file']).replace(/\.json$/, '')];
    return mock === undefined ? new HttpResponse(null, { status: 404 }) : HttpResponse.json(envConfig(mock.origin));
  }); // prettier-ignore
  page = await serveOperatorPage(PAGE_PORT, { lines, gameServers: [GAME_ORIGIN] }, [config]);
});
test.afterAll(async () => {
  await page?.close();
  await Promise.all(Object.values(mocks).map((m) => m.stop()));
});

/** The game server is not the operator's API: its page stands in blank. */
async function blankGame(tab: Page): Promise<void> {
  await tab.route(`${GAME_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>game</title>' }),
  );
}

const bootUrl = (e: string): string => `${page?.origin ?? ''}/?e=${e}&x=demo&gameType=1&mType=2001`;

test('boots to the game frame on `prism mock` of the document alone', async ({ page: tab }) => {
  await blankGame(tab);
  await tab.goto(bootUrl('static'));
  await expect(tab.locator('iframe.game-frame')).toHaveAttribute(
    'src',
    new RegExp(`^${GAME_ORIGIN}/demo-slot/index\\.html\\?`),
  );
  await expect(tab.getByRole('alertdialog')).toHaveCount(0);
  // Every request the container made fitted the document (Prism logs one that did not).
  expect(mocks['static']?.output()).not.toMatch(/Violation|Request terminated/);
});

test('never crashes or goes blank on `prism mock -d` (random answers)', async ({ browser }) => {
  test.slow();
  const ends: string[] = [];
  for (let boot = 0; boot < DYNAMIC_BOOTS; boot += 1) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    await blankGame(tab);
    await tab.goto(bootUrl('dynamic'));
    // The game's frame or the error dialog, visibly: never a blank page.
    const frame = tab.locator('iframe.game-frame');
    const dialog = tab.getByRole('alertdialog');
    await expect(frame.or(dialog).first()).toBeVisible();
    if (await dialog.isVisible()) {
      // Translated: a title and a text of the catalogue, not an i18n key; and a way out.
      const code = (await dialog.getAttribute('data-error-code')) ?? '';
      for (const text of [dialog.getByRole('heading'), dialog.locator('#error-message')]) {
        await expect(text).toHaveText(/\S/);
        await expect(text).not.toHaveText(/^[\w-]+(\.[\w-]+)+$/);
      }
      if (code === '6003') await expect(dialog).toContainText('Format error.');
      await expect(dialog.getByRole('button').first()).toBeVisible();
      ends.push(`dialog ${code}`);
    } else {
      ends.push('game');
    }
    expect(errors, `boot ${boot}: uncaught page errors`).toEqual([]);
    await context.close();
  }
  console.log(`prism mock -d, ${DYNAMIC_BOOTS} boots: ${ends.join(', ')}`);
});
