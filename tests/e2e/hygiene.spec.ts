// Token and page hygiene (issue 8): the token leaves the address bar once read and never
// reaches another origin in a Referer; the app comes with its security headers; the game
// frame is sandboxed to what a game needs.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import { appOrigin, expectGameSandboxed, gameFrame, playing } from './support.ts';

const freshToken = (): string => `demo-token-hygiene-${crypto.randomUUID()}`;

interface SeenReferer {
  origin: string;
  path: string;
  referer: string;
}

async function referers(page: Page): Promise<SeenReferer[]> {
  const answer = await page.request.get(`${appOrigin()}/__sim/referers`);
  return ((await answer.json()) as { referers: SeenReferer[] }).referers;
}

test('the token leaves the address bar once read, and a reload plays on with it', async ({
  page,
}) => {
  const token = freshToken();
  await playing(page, scenarioUrl({ x: token }));
  const address = new URL(page.url());
  expect(address.searchParams.has('x')).toBe(false);
  expect(page.url()).not.toContain(token);
  // The rest of the query stays, and the session keeps the whole query for error 9020.
  expect(address.searchParams.get('gName')).toBe('luckyfortune_1.0.0');
  const saved = await page.evaluate(() => sessionStorage.getItem('container.savedQuery'));
  expect(saved).toContain(`x=${token}`);
  // The browser's reload (as the error dialog's Reload) logs in again with the session's token.
  await page.reload();
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(page.url()).not.toContain(token);
});

test('no request to any origin carries the token in its Referer', async ({ page }) => {
  const token = freshToken();
  await playing(page, scenarioUrl({ x: token }));
  const game = gameFrame(page);
  await game.locator('#spin').click();
  await expect(page.locator('#automation')).toHaveAttribute('data-screen-symbols', /\w+(,\w+){8}/);
  const seen = await referers(page);
  const leaks = seen.filter(
    (r) => r.referer.includes(token) || r.referer.includes(encodeURIComponent(token)),
  );
  expect(leaks).toEqual([]);
  // The game's origin did get Referers, and they name the container's origin and nothing more.
  const gameOrigin = new URL((await page.locator('iframe.game-frame').getAttribute('src')) ?? '')
    .origin;
  const atGame = seen.filter((r) => r.origin === gameOrigin && r.referer.startsWith(appOrigin()));
  expect(atGame.length).toBeGreaterThan(0);
  for (const r of atGame) expect(r.referer).toBe(`${appOrigin()}/`);
});

test('the app comes with a strict policy, and the game frame with a tight sandbox', async ({
  page,
}) => {
  const response = await page.goto(scenarioUrl({ x: freshToken() }));
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  for (const directive of [
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "default-src 'self'",
  ]) {
    expect(policy).toContain(directive);
  }
  expect(policy).toMatch(/frame-src http:\/\/127\.0\.0\.1:\d+/);
  expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+/);
  expect(headers['referrer-policy']).toBe('strict-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'strict-origin');
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  await expectGameSandboxed(page);
});
