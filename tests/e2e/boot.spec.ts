// A player opens the printed URL and plays; boot failures show a dialog, never a blank page.
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import { LANGUAGES } from './screens.ts';
import { expectAccessible, gameFrame, playing, text, watchErrors } from './support.ts';

test('the printed URL shows a spinner, then the demo game, which plays', async ({ page }) => {
  const errors = watchErrors(page, { console: true });
  await playing(page, process.env['PLAYER_URL']!);
  const frame = gameFrame(page);
  await expect(page.locator('.spinner-overlay')).toHaveCount(0);
  await expect(page.locator('#automation')).toHaveAttribute('data-phase', 'ready');
  await expect(page.locator('#automation')).toHaveAttribute('data-scene', 'basegame');
  await frame.locator('#spin').click();
  await expect(page.locator('#automation')).toHaveAttribute('data-screen-symbols', /\w+(,\w+){8}/);
  await expect(page.getByRole('button', { name: /2\.55\.6/ })).toBeVisible();
  await page.getByRole('button', { name: /2\.55\.6/ }).click();
  await expect(page.getByRole('button', { name: /2\.55\.6/ })).toHaveCount(0);
  // The game plays in one frame: no other is made for it.
  await expect(page.locator('#game iframe')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('the same game under /th/ runs in Thai', async ({ page }) => {
  await page.goto(scenarioUrl({ path: '/th/' }));
  await expect(page.frameLocator('iframe.game-frame').locator('#spin')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('iframe.game-frame')).toHaveAttribute(
    'title',
    text('th', 'game.frameTitle'),
  );
  expect(new URL(page.url()).pathname).toBe('/th/');
});

test('a locale in the query moves to the path prefix', async ({ page }) => {
  await page.goto(`${scenarioUrl()}&locale=ko`);
  await expect(page.frameLocator('iframe.game-frame').locator('#spin')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/ko/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});

test('a token the server rejects shows its dialog, and Return goes to the lobby', async ({
  page,
}) => {
  await page.goto(scenarioUrl({ x: 'token-9005' }));
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-error-code', '9005');
  await expect(dialog).toContainText('You have been logged out. Please log in again.');
  await expect(dialog.getByRole('button', { name: 'Return' })).toBeFocused();
  // No frame is made for the game that never comes.
  await expect(page.locator('#game iframe')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Return' }).click();
  await expect(page).toHaveURL(/\/lobby$/);
});

test('a banned user sees the account-locked dialog in Thai under /th/', async ({ page }) => {
  await page.goto(scenarioUrl({ x: 'banned-user', path: '/th/' }));
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAttribute('data-error-code', '7503');
  await expect(dialog.getByRole('button')).toHaveCount(2);
  await expect(dialog).not.toContainText('locked');
});

test('without a lobby, Return is not offered and Close is (no token: Reload would loop)', async ({
  page,
}) => {
  await page.goto(scenarioUrl({ x: '', drop: ['origin'] }));
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAttribute('data-error-code', '9005');
  await expect(dialog.getByRole('button', { name: 'Return' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Reload' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Close game' })).toBeFocused();
});

test('a logout code: OK returns to the lobby with the reset marker', async ({ page }) => {
  await page.goto(scenarioUrl({ x: 'token-219' }));
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAttribute('data-behaviour', 'logout');
  await expect(dialog).toContainText('maintenance');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/lobby\?reset=1$/);
});

test('a hostile lobby URL is never followed', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const url = new URL(scenarioUrl({ x: 'token-9005' }));
  url.searchParams.set('origin', 'javascript:alert(1)');
  await page.goto(url.href);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAttribute('data-error-code', '9005');
  await expect(dialog.getByRole('button', { name: 'Return' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close game' }).click();
  await expect(page).toHaveURL(/\/close$/);
  expect(dialogs).toEqual([]);
  expect(page.url()).toMatch(/^http:/);
});

for (const [name, change, code] of [
  ['an unknown environment', { e: 'nowhere' }, '505'],
  ['a malformed config', { e: 'broken-config' }, '6003'],
  ['a login answer that is not JSON', { x: 'bad-json' }, '6003'],
  ['every line down', { e: 'lines-down' }, '1'],
] as const) {
  test(`${name} shows error ${code} with a way out`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(scenarioUrl(change));
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toHaveAttribute('data-error-code', code);
    await expect(dialog.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expectAccessible(page, '.dialog');
    expect(errors).toEqual([]);
  });
}

test('a slow first line loses the speed test to a fast one', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/frontendAPI.do')) apiCalls.push(new URL(r.url()).origin);
  });
  await page.goto(scenarioUrl({ e: 'slow-line' }));
  await expect(page.frameLocator('iframe.game-frame').locator('#spin')).toBeVisible();
  const slowLine = `http://127.0.0.1:${Number(new URL(page.url()).port) + 4}`;
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls).not.toContain(slowLine);
});

test('/close tells the player the game has ended', async ({ page }) => {
  await page.goto(`${process.env['APP_ORIGIN']!}/vi/close`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});

test('focus stays inside the error dialog', async ({ page }) => {
  await page.goto(scenarioUrl({ x: 'token-219' }));
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Reload' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Reload' })).toBeFocused();
});

test('a cold load asks the config and logs in before the worker has loaded, shows the game before the container screens and the language load, and says Loading meanwhile', async ({
  page,
}) => {
  // The game's page is held back until the boot screen has been checked.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/demo-slot/index.html*', async (route) => {
    await held;
    await route.continue();
  });
  // The engine worker's script is held too, until the page's head has asked the config, raced
  // the lines and logged in without it (src-ui/engine/head-boot.ts, inline under the policy's
  // hash).
  let releaseWorker: () => void = () => undefined;
  const workerHeld = new Promise<void>((resolve) => (releaseWorker = resolve));
  await page.route(/\/assets\/engine-worker-(?!later-)[^/]+\.js$/, async (route) => {
    await workerHeld;
    await route.continue();
  });
  // The screens (React, the app) and the language (i18next, the translations) wait for the game.
  const screensAsked: string[] = [];
  const headAsked: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(App|client|i18n\w*|translation)-[^/]+\.js$/.test(request.url()))
      screensAsked.push(request.url());
    if (/\/env\/(demo\.json|speedtest\.png)|\/frontendAPI\.do/.test(request.url()))
      headAsked.push(request.url());
  });
  await page.goto(scenarioUrl({ path: '/th/' }));
  await expect
    .poll(() => headAsked.map((url) => new URL(url).pathname))
    .toEqual(expect.arrayContaining(['/env/demo.json', '/env/speedtest.png', '/frontendAPI.do']));
  releaseWorker();
  // The boot screen's status, in the player's language, from the page's own texts: the same as
  // the locale files', in each of the ten languages (vite.config.ts writes them at the build).
  await expect(page.getByRole('status')).toHaveText(text('th', 'app.loading'));
  const written = JSON.parse(
    (await page.locator('#boot-label').getAttribute('data-texts')) ?? '{}',
  ) as Record<string, unknown>;
  expect(written).toEqual(
    Object.fromEntries(
      LANGUAGES.map((lng) => [lng, [text(lng, 'app.loading'), text(lng, 'game.frameTitle')]]),
    ),
  );
  // The boot art shows meanwhile (Lighthouse's largest contentful paint): loaded, not broken.
  const art = page.locator('.boot img.boot-art');
  await expect(art).toBeVisible();
  await expect
    .poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator('iframe.game-frame')).toHaveAttribute(
    'title',
    text('th', 'game.frameTitle'),
  );
  // A connection to the game server was opened before its page was asked for.
  const gameOrigin = new URL((await page.locator('iframe.game-frame').getAttribute('src')) ?? '')
    .origin;
  await expect(page.locator(`link[rel="preconnect"][href="${gameOrigin}"]`)).toHaveCount(1);
  expect(screensAsked).toEqual([]);
  release();
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  // Once the game is ready the screens load, and the boot screen has gone.
  await expect(page.locator('#automation')).toHaveAttribute('data-phase', 'ready');
  expect(screensAsked.length).toBeGreaterThan(0);
  await expect(page.locator('.boot')).toHaveCount(0);
});
