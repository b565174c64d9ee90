// The prompts of SPEC §2 as a player meets them: what starts each, what its buttons do, axe.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import { expectAccessible, gameFrame, playing as open, text, watchErrors } from './support.ts';

const UC_BROWSER =
  'Mozilla/5.0 (Linux; U; Android 10; en-US; RMX1911) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36';

const prompt = (page: Page, kind: string) => page.locator(`[data-prompt="${kind}"]`);
const frame = gameFrame;

async function playing(page: Page, url = scenarioUrl()): Promise<void> {
  await open(page, url);
  await expect(page.locator('#automation')).toHaveAttribute('data-scene', 'basegame');
}

test('close game asks first: Escape keeps playing, confirming goes to the lobby', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await playing(page, scenarioUrl({ path: '/th/' }));
  const close = page.getByRole('button', { name: text('th', 'buttons.close') });
  await close.click();
  const dialog = page.getByRole('dialog', { name: text('th', 'prompts.closeGame.title') });
  await expect(dialog).toContainText(text('th', 'prompts.closeGame.body'));
  await expect(dialog.getByRole('button').first()).toBeFocused();
  await expectAccessible(page, '[data-prompt="closeGame"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(close).toBeFocused();
  await close.click();
  await dialog.getByRole('button', { name: text('th', 'prompts.closeGame.confirm') }).click();
  await expect(page).toHaveURL(/\/lobby$/);
  expect(errors).toEqual([]);
});

test('impatient spinning suggests quick spin once, and Turn on switches the game to turbo', async ({
  page,
}) => {
  await playing(page);
  const spin = frame(page).locator('#spin');
  // Six taps within one spin, faster than Playwright's one-click-at-a-time actions.
  const tapSixTimes = () =>
    spin.evaluate((button: HTMLElement) => {
      for (let i = 0; i < 6; i += 1) button.click();
    });
  await tapSixTimes();
  const dialog = prompt(page, 'quickSpin');
  await expect(dialog).toContainText(text('en', 'prompts.quickSpin.body'));
  await expectAccessible(page, '[data-prompt="quickSpin"]');
  await dialog.getByRole('button', { name: text('en', 'prompts.quickSpin.confirm') }).click();
  await expect(frame(page).locator('#turbo')).toBeVisible();
  // Once is enough: after the next spin has landed (new symbols reported), nothing is asked.
  const automation = page.locator('#automation');
  const before = await automation.getAttribute('data-screen-symbols');
  await tapSixTimes();
  await expect(automation).not.toHaveAttribute('data-screen-symbols', before ?? '');
  await expect(prompt(page, 'quickSpin')).toHaveCount(0);
});

test('a game picked inside the game asks before leaving, then loads in the same frame', async ({
  page,
}) => {
  await playing(page, scenarioUrl({ path: '/ko/' }));
  await frame(page).locator('#try').click();
  const dialog = prompt(page, 'leaveGame');
  await expect(dialog).toContainText(text('ko', 'prompts.leaveGame.body', { game: '바다의 왕' }));
  await expectAccessible(page, '[data-prompt="leaveGame"]');
  await dialog.getByRole('button', { name: text('ko', 'prompts.leaveGame.cancel') }).click();
  await expect(page.locator('iframe.game-frame')).toHaveAttribute('src', /mType=2001/);
  await frame(page).locator('#try').click();
  await dialog.getByRole('button', { name: text('ko', 'prompts.leaveGame.confirm') }).click();
  await expect(page.locator('iframe.game-frame')).toHaveAttribute('src', /mType=3001/);
  await expect(frame(page).locator('#spin')).toBeVisible();
  await expect(frame(page).locator('#try')).toBeHidden();
});

test('a Flash game is not embedded: the notice returns to the lobby', async ({ page }) => {
  const url = new URL(scenarioUrl());
  url.searchParams.set('mType', '1099');
  await page.goto(url.href);
  const dialog = prompt(page, 'flash');
  await expect(dialog).toContainText(text('en', 'prompts.flash.body'));
  await expect(page.locator('iframe.game-frame')).toHaveCount(0);
  await expect(page.locator('.spinner-overlay')).toHaveCount(0);
  await expectAccessible(page, '[data-prompt="flash"]');
  await dialog.getByRole('button', { name: text('en', 'buttons.return') }).click();
  await expect(page).toHaveURL(/\/lobby$/);
});

test.describe('in an in-app or lite browser', () => {
  test.use({ userAgent: UC_BROWSER });

  test('advice to play in Safari or Chrome shows, in Bengali, and OK closes it', async ({
    page,
  }) => {
    await page.goto(scenarioUrl({ path: '/bn/' }));
    const dialog = prompt(page, 'browserAdvice');
    await expect(dialog).toContainText(text('bn', 'prompts.browserAdvice.body'));
    // One modal at a time: the day's popup waits until the advice is answered.
    await expect(page.locator('[data-panel]')).toHaveCount(0);
    await expectAccessible(page, '[data-prompt="browserAdvice"]');
    await dialog.getByRole('button', { name: text('bn', 'buttons.ok') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('[data-panel]')).toBeVisible();
  });
});

test.describe('on a phone held sideways', () => {
  test.use({ viewport: { width: 800, height: 360 }, hasTouch: true, isMobile: true });

  test('the portrait prompt covers the game until the phone turns upright', async ({ page }) => {
    await page.goto(scenarioUrl());
    await expect(frame(page).locator('#spin')).toBeAttached();
    const notice = prompt(page, 'portrait');
    await expect(notice).toContainText(text('en', 'prompts.portrait.body'));
    // Sideways, nothing else asks for attention: the day's popup waits.
    await expect(page.locator('[data-panel]')).toHaveCount(0);
    await expectAccessible(page, '[data-prompt="portrait"]');
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(notice).toHaveCount(0);
    await expect(page.locator('[data-panel]')).toBeVisible();
  });
});
