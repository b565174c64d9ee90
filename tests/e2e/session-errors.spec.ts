// A player whose session goes wrong: the failed login is heard on the network, a dead token is
// never retried, a newer login elsewhere logs out during play, a locked account, an unknown code,
// and 9020 going back to the saved query once.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import { appOrigin, gameFrame, playing } from './support.ts';

/** A token of its own for this test (the simulator counts some tokens' calls). */
const unique = (prefix: string): string =>
  `${prefix}${test.info().workerIndex}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

/** The tab's saved query (sessionStorage), as the page keeps it. */
const savedQuery = (page: Page): Promise<string | null> =>
  page.evaluate(() => sessionStorage.getItem('container.savedQuery'));

test('a login answering 229 is followed by a log POST carrying 229 within seconds', async ({
  page,
  request,
}) => {
  const config = (await (await request.get(`${appOrigin()}/env/demo.json`)).json()) as {
    logCdn: string;
  };
  const logPost = page.waitForRequest(
    (r) =>
      r.method() === 'POST' &&
      r.url().startsWith(config.logCdn) &&
      (r.postData() ?? '').includes('"event":"229"'),
    { timeout: 5_000 },
  );
  await page.goto(scenarioUrl({ x: 'token-229' }));
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAttribute('data-error-code', '229');
  const post = await logPost;
  const events = JSON.parse(post.postData() ?? '[]') as Record<string, unknown>[];
  const logged = (Array.isArray(events) ? events : [events]).find((e) => e['event'] === '229');
  expect(logged).toMatchObject({ type: 'error', event: '229' });
  expect(logged?.['session_id']).toBeTruthy();
  // Accepted by the log server, not only sent.
  expect((await post.response())?.ok()).toBe(true);
});

test('a dead token (9029) is forgotten: no Reload, and a reload shows the logged-out dialog with Return', async ({
  page,
}) => {
  await page.goto(scenarioUrl({ x: 'token-9029' }));
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAttribute('data-error-code', '9029');
  await expect(dialog.getByRole('button', { name: 'Return' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reload' })).toHaveCount(0);
  await expect.poll(() => savedQuery(page)).not.toContain('x=');
  expect(await savedQuery(page)).toContain('e=demo');
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/frontendAPI.do')) apiCalls.push(r.postData() ?? '');
  });
  await page.reload();
  const again = page.getByRole('alertdialog');
  await expect(again).toHaveAttribute('data-error-code', '9005');
  await expect(again).toContainText('You have been logged out. Please log in again.');
  // Nothing logs in with the dead token again.
  expect(apiCalls).toEqual([]);
  await again.getByRole('button', { name: 'Return' }).click();
  await expect(page).toHaveURL(/\/lobby$/);
});

test('9005 without a lobby offers Close, which goes to /close, not a Reload loop', async ({
  page,
}) => {
  await page.goto(scenarioUrl({ x: 'token-9005', drop: ['origin'] }));
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAttribute('data-error-code', '9005');
  await expect(dialog.getByRole('button', { name: 'Reload' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Return' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close game' }).click();
  await expect(page).toHaveURL(/\/close$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
});

test('a newer login elsewhere during play: more games answers 9014 and the logout dialog shows', async ({
  page,
}) => {
  await playing(page, scenarioUrl({ x: unique('second-login-') }));
  await page.getByRole('button', { name: 'More games' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAttribute('data-error-code', '9014');
  await expect(dialog).toHaveAttribute('data-behaviour', 'logout');
  await expect(dialog).toContainText('logged in somewhere else');
  await expect.poll(() => savedQuery(page)).not.toContain('x=');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/lobby\?reset=1$/);
});

test('a game switch answering 9014 shows the logout dialog, not silence', async ({ page }) => {
  await playing(page, scenarioUrl({ x: unique('second-login-') }));
  await gameFrame(page).locator('#try').click();
  await page.locator('[data-prompt="leaveGame"]').getByRole('button', { name: 'Leave' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAttribute('data-error-code', '9014');
  await expect(dialog).toHaveAttribute('data-behaviour', 'logout');
  // The failed switch keeps the game that was playing behind the dialog.
  await expect(page.locator('iframe.game-frame')).toHaveAttribute('src', /mType=2001/);
});

test('a session taken during play keeps the lobby the login named: a reload offers Return to it', async ({
  page,
}) => {
  // No origin in the query: the lobby is the one the login named.
  await playing(page, scenarioUrl({ x: unique('second-login-'), drop: ['origin'] }));
  await page.getByRole('button', { name: 'More games' }).click();
  await expect(page.getByRole('alertdialog')).toHaveAttribute('data-error-code', '9014');
  await expect.poll(() => savedQuery(page)).not.toContain('x=');
  await page.reload();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAttribute('data-error-code', '9005');
  await dialog.getByRole('button', { name: 'Return' }).click();
  await expect(page).toHaveURL(/\/lobby$/);
});

test('a locked account (user status 1) shows the account-locked logout dialog', async ({
  page,
}) => {
  await page.goto(scenarioUrl({ x: 'locked-user' }));
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAttribute('data-error-code', '7003');
  await expect(dialog).toHaveAttribute('data-behaviour', 'logout');
  await expect(dialog).toContainText('Your account has been locked.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/lobby\?reset=1$/);
});

test('a code no table names (4242) shows the default text with its code', async ({ page }) => {
  await page.goto(scenarioUrl({ x: 'token-4242' }));
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAttribute('data-error-code', '4242');
  await expect(dialog).toHaveAttribute('data-behaviour', 'general');
  await expect(dialog).toContainText('Network abnormal, please try again later.');
  await expect(dialog).toContainText('Error code: 4242');
  await expect(dialog.getByRole('button', { name: 'Reload' })).toBeVisible();
});

/** Counts the container page's own document loads (the game frame's are not counted). */
function countLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

test('9020 at login goes back to the saved query, which then plays', async ({ page }) => {
  const loads = countLoads(page);
  await page.goto(scenarioUrl({ x: unique('token-9020-') }));
  // Two boots in a row: give them both their time on a loaded machine.
  await expect(page.frameLocator('iframe.game-frame').locator('#spin')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // The first load and the one going back.
  expect(loads.count).toBe(2);
});

test('9020 with nothing left to go back to shows its dialog, going back only once', async ({
  page,
}) => {
  const loads = countLoads(page);
  await page.goto(scenarioUrl({ x: 'token-9020' }));
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAttribute('data-error-code', '9020');
  await expect(dialog).toContainText('the network is unstable');
  expect(loads.count).toBe(2);
});

test('9020 without a saved query (storage blocked) shows its dialog at once', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  });
  const loads = countLoads(page);
  await page.goto(scenarioUrl({ x: 'token-9020' }));
  await expect(page.getByRole('alertdialog')).toHaveAttribute('data-error-code', '9020');
  expect(loads.count).toBe(1);
});
