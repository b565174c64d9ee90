// The page's answer has the browser ask the environment config as soon as its headers are in,
// before a line of the page's script has run; the head then asks the same address and is handed
// that answer: one request (deploy/config-preload.ts, docs/performance.md).
import { expect, test } from './fixtures.ts';
import { configsAsked, watchConfigPreload } from './config-preload.ts';
import { scenarioUrl } from './scenario.ts';
import { appOrigin, gameFrame, playing, watchErrors } from './support.ts';

test("the page's answer preloads the config, and the head takes that answer", async ({ page }) => {
  const errors = watchErrors(page, { console: true });
  const preloaded = watchConfigPreload(page);
  await playing(page, scenarioUrl({ path: '/th/' }));
  await preloaded();
  // A preload no script took would be warned of (and sent twice).
  expect(errors).toEqual([]);
});

test('/close preloads no config: its page asks none', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/env/')) asked.push(request.url());
  });
  const answer = await page.goto(scenarioUrl({ path: '/th/close' }));
  expect(await answer?.headerValue('link')).toBeNull();
  expect(await answer?.headerValue('server-timing')).toBeNull();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  expect(asked).toEqual([]);
});

test('back to the page from the cache, the head asks the config at its own minute', async ({
  page,
}) => {
  await playing(page, scenarioUrl());
  await page.goto(`${appOrigin()}/report`);
  const asked = configsAsked(page);
  await page.goBack();
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  const type = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
  );
  expect(type).toBe('back_forward');
  // The page's answer came from the cache, its Server-Timing as old as the first visit: the
  // head asked at its own minute (minutes since 1970), not at the server's stamp of then.
  const stamps = asked.map((url) => new URL(url).searchParams.get('v'));
  expect(stamps).toContainEqual(expect.stringMatching(/^\d{8}$/));
});
