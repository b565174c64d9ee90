// The operator's config fields (SPEC §3) and the accounts of SPEC §6 as a player sees them: the
// operator's language and bet, hidden system buttons, functions switched off, a demo account's
// badge, the demo cap (7506), an API account without more games, a board without permission.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import { expectAccessible, gameFrame, text, watchErrors } from './support.ts';

const closeButton = (page: Page, lng = 'en') =>
  page.getByRole('button', { name: text(lng, 'buttons.close'), exact: true });
const moreGamesButton = (page: Page) =>
  page.getByRole('button', { name: text('en', 'modals.moreGames.title'), exact: true });
const barButton = (page: Page, kind: string) => page.locator(`[data-panel-button="${kind}"]`);

/** Opens a scenario and waits until the game plays and the day's first popup is up. */
async function withPopup(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  await expect(page.locator('[data-panel]')).toBeVisible();
}

test("no language in the address: page and game speak the operator's, at the operator's bet", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(scenarioUrl({ e: 'operator-config', drop: ['locale'] }));
  const game = gameFrame(page);
  await expect(game.locator('#title')).toHaveText('โชคดีมีทรัพย์');
  // betSelections [0.5, 1, 2, 5, 10] at betIndex 2.
  await expect(game.locator('#bet')).toHaveText('2.00');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(closeButton(page, 'th')).toBeVisible();
  // noTurbo: six taps within one spin (the demo config suggests quick spin for them) ask nothing.
  const automation = page.locator('#automation');
  await expect(automation).toHaveAttribute('data-scene', 'basegame');
  const before = await automation.getAttribute('data-screen-symbols');
  await game.locator('#spin').evaluate((button: HTMLElement) => {
    for (let i = 0; i < 6; i += 1) button.click();
  });
  await expect(automation).not.toHaveAttribute('data-screen-symbols', before ?? '');
  await expect(page.locator('[data-prompt="quickSpin"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('isSystemButtonVisible false hides the close and more-games buttons', async ({ page }) => {
  await withPopup(page, scenarioUrl());
  await expect(closeButton(page)).toBeVisible();
  await expect(moreGamesButton(page)).toBeVisible();
  await withPopup(page, scenarioUrl({ e: 'no-system-buttons' }));
  await expect(closeButton(page)).toHaveCount(0);
  await expect(moreGamesButton(page)).toHaveCount(0);
});

test('functionList [1]: the promotions without seats, jackpots or more games', async ({ page }) => {
  await withPopup(page, scenarioUrl());
  await expect(barButton(page, 'seat')).toBeVisible();
  await expect(barButton(page, 'jackpot')).toBeVisible();
  await withPopup(page, scenarioUrl({ e: 'functions-off' }));
  await expect(barButton(page, 'quest')).toBeVisible();
  await expect(barButton(page, 'seat')).toHaveCount(0);
  await expect(barButton(page, 'jackpot')).toHaveCount(0);
  await expect(page.locator('[data-jackpot-hall]')).toHaveCount(0);
  await expect(closeButton(page)).toBeVisible();
  await expect(moreGamesButton(page)).toHaveCount(0);
});

test('a demo account: the demo badge and no promotions; seats stay', async ({ page }) => {
  await page.goto(scenarioUrl({ x: 'demo-account' }));
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  const badge = page.locator('[data-demo-badge]');
  await expect(badge).toHaveText(text('en', 'app.demo'));
  await expect(barButton(page, 'seat')).toBeVisible();
  // Play money, whatever currency the login named (THB): the pools read FUN.
  await expect(page.locator('.jackpot-hall-value')).toContainText('FUN');
  for (const kind of ['quest', 'freeSpin', 'wheel', 'campaign', 'leaderboard']) {
    await expect(barButton(page, kind)).toHaveCount(0);
  }
  // A popup may still come: the seat lobby's or the jackpot winners', never a promotion's.
  await expect(
    page.locator('[data-panel]:not([data-panel="seat"],[data-panel="jackpot"])'),
  ).toHaveCount(0);
  await expectAccessible(page, '[data-demo-badge]');
});

test('every demo account in use: the login answers 7506 and the player reads why', async ({
  page,
}) => {
  await page.goto(scenarioUrl({ x: 'demo-full' }));
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text('en', 'errors.7506'));
  await expect(dialog.getByRole('button', { name: text('en', 'buttons.reload') })).toBeVisible();
  await expectAccessible(page, '[role="alertdialog"]');
});

test('an API account has no more-games button; the close button stays', async ({ page }) => {
  await page.goto(scenarioUrl({ x: 'api-account' }));
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  await expect(closeButton(page)).toBeVisible();
  await expect(barButton(page, 'quest')).toBeVisible();
  await expect(moreGamesButton(page)).toHaveCount(0);
});

test('without leaderboard permission the bar has no leaderboard; others have one', async ({
  page,
}) => {
  await page.goto(scenarioUrl({ x: 'no-cards' }));
  await expect(barButton(page, 'leaderboard')).toBeVisible();
  await page.goto(scenarioUrl({ x: 'leaderboard-off' }));
  await expect(barButton(page, 'quest')).toBeVisible();
  await expect(barButton(page, 'leaderboard')).toHaveCount(0);
  await expect(page.locator('[data-panel="leaderboard"]')).toHaveCount(0);
});
