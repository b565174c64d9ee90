// Promotions as a player meets them: the day's popups, a card played from the inventory, the
// lucky wheel, quests in another language, masked leaderboard names; every panel passes axe.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import {
  escapeFrom,
  expectAccessible,
  gameFrame,
  playing,
  quickGame,
  text,
  watchErrors,
} from './support.ts';

const panel = (page: Page, kind: string) => page.locator(`[data-panel="${kind}"]`);
const barButton = (page: Page, lng: string, kind: string) =>
  page.getByRole('button', { name: text(lng, `promo.panels.${kind}.title`), exact: true });

/**
 * A fresh demo player of its own (own wheel tickets), or a scenario's on an account of its own
 * (`x`, run again by `npm run test:repeat`), with the wheel's campaign code.
 */
const freshPlayer = ({ x, ...extra }: Record<string, string> = {}): string => {
  const own = x === undefined ? `player-${crypto.randomUUID()}` : `${x}~${crypto.randomUUID()}`;
  const url = new URL(scenarioUrl({ x: own, ...extra }));
  url.searchParams.set('campaignInvitationCodes', 'WHEEL7');
  return url.href;
};

test('popups come in order, one a visit, and the one shown is not shown again that day', async ({
  page,
}) => {
  const url = scenarioUrl();
  await page.goto(url);
  await expect(panel(page, 'campaign')).toBeVisible();
  await expectAccessible(page, '[data-panel="campaign"]');
  await page.keyboard.press('Escape');
  await expect(panel(page, 'campaign')).toHaveCount(0);
  await page.reload();
  await expect(panel(page, 'wheel')).toBeVisible();
  await expect(panel(page, 'campaign')).toHaveCount(0);
  await escapeFrom(page, panel(page, 'wheel'));
  await page.reload();
  await expect(panel(page, 'leaderboard')).toBeVisible();
});

test('a free game card used from the inventory plays its spins and adds the winnings', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await quickGame(page);
  await playing(page, scenarioUrl());
  await barButton(page, 'en', 'quest').click();
  const quests = panel(page, 'quest');
  await quests.getByRole('tab', { name: text('en', 'promo.quest.tabs.inventory') }).click();
  await expectAccessible(page, '[data-panel="quest"]');
  await quests
    .getByRole('button', { name: text('en', 'promo.inventory.use') })
    .first()
    .click();
  await expect(quests).toHaveCount(0);
  const done = page.locator('[data-promo-prompt="free-spin-done"]');
  await expect(done).toBeVisible({ timeout: 20_000 });
  await expect(done).toContainText(text('en', 'promo.freeSpinDone.title'));
  await expectAccessible(page, '[data-promo-prompt="free-spin-done"]');
  await done.getByRole('button', { name: text('en', 'buttons.ok') }).click();
  await expect(done).toHaveCount(0);
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the lucky wheel: a normal spin and a lucky spin, each showing the prize', async ({
  page,
}) => {
  await playing(page, freshPlayer({ x: 'wheel-rich' }));
  await barButton(page, 'en', 'wheel').click();
  const wheel = panel(page, 'wheel');
  await expect(wheel).toContainText(text('en', 'promo.wheel.tickets', { count: '10' }));
  await expectAccessible(page, '[data-panel="wheel"]');
  await wheel.getByRole('button', { name: text('en', 'promo.wheel.normalSpin') }).click();
  await expect(wheel).toContainText(text('en', 'promo.wheel.tickets', { count: '9' }));
  await expect(wheel).toContainText(/You won/);
  await wheel.getByRole('button', { name: text('en', 'promo.wheel.luckySpin') }).click();
  await expect(wheel).toContainText(text('en', 'promo.wheel.tickets', { count: '6' }));
});

/** The segment under the wheel's pointer (at the top) for the disc's rotation as painted. */
async function segmentUnderPointer(disc: Locator, count: number): Promise<number> {
  const deg = await disc.evaluate((e) => {
    const { a, b } = new DOMMatrix(getComputedStyle(e).transform);
    return (Math.atan2(b, a) * 180) / Math.PI;
  });
  return Math.floor(((((-deg % 360) + 360) % 360) / 360) * count);
}

/** Spins the wheel once; resolves to how long the prize took to show after the press. */
async function spinForPrize(page: Page): Promise<number> {
  await barButton(page, 'en', 'wheel').click();
  const wheel = panel(page, 'wheel');
  const result = wheel.getByRole('status');
  const normal = wheel.getByRole('button', { name: text('en', 'promo.wheel.normalSpin') });
  await expect(normal).toBeEnabled();
  const pressed = Date.now();
  await normal.click();
  await expect(result).toContainText(/You won/);
  const took = Date.now() - pressed;
  // It rests on the prize it names: the segment under the pointer is the prize marked won.
  const prizes = wheel.locator('.promo-prizes li');
  const won = await prizes.evaluateAll((items) =>
    items.findIndex((li) => li.hasAttribute('data-won')),
  );
  expect(won).toBeGreaterThanOrEqual(0);
  const count = await prizes.count();
  expect(await segmentUnderPointer(wheel.locator('.promo-wheel-disc'), count)).toBe(won);
  await expect(result).toContainText((await prizes.nth(won).textContent()) ?? '');
  return took;
}

test('a wheel draw shows its prize when the wheel stops turning, on the segment it names', async ({
  page,
}) => {
  await playing(page, freshPlayer());
  const wheel = panel(page, 'wheel');
  const result = wheel.getByRole('status');
  // While it turns: no prize, no second draw.
  const spinning = spinForPrize(page);
  await expect(result).toHaveText(text('en', 'promo.wheel.drawing'));
  await expect(
    wheel.getByRole('button', { name: text('en', 'promo.wheel.luckySpin') }),
  ).toBeDisabled();
  await expect(
    wheel.getByRole('button', { name: text('en', 'promo.wheel.normalSpin') }),
  ).toBeDisabled();
  await expect(result).not.toContainText(/You won/);
  // A spin of seconds: the prize waited for it.
  expect(await spinning).toBeGreaterThan(3_000);
  await expect(
    wheel.getByRole('button', { name: text('en', 'promo.wheel.normalSpin') }),
  ).toBeEnabled();
});

test('under reduced motion the wheel lands at once, with the prize shown at once', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await playing(page, freshPlayer());
  expect(await spinForPrize(page)).toBeLessThan(3_000);
  const wheel = panel(page, 'wheel');
  // Nothing turns and nothing counts: the prize is there as it is.
  expect(await wheel.evaluate((e) => e.getAnimations({ subtree: true }).length)).toBe(0);
  await expect(wheel.locator('[data-count]')).toHaveCount(0);
});

test('without enough tickets, the lucky spin says so and cannot be pressed', async ({ page }) => {
  await playing(page, freshPlayer());
  await barButton(page, 'en', 'wheel').click();
  const wheel = panel(page, 'wheel');
  await wheel.getByRole('button', { name: text('en', 'promo.wheel.normalSpin') }).click();
  await expect(wheel).toContainText(text('en', 'promo.wheel.tickets', { count: '2' }));
  await expect(
    wheel.getByRole('button', { name: text('en', 'promo.wheel.luckySpin') }),
  ).toBeDisabled();
  await expect(wheel).toContainText(text('en', 'wheel.insufficientTickets'));
});

test('the quest list in Thai: every state, in Thai', async ({ page }) => {
  await playing(page, scenarioUrl({ path: '/th/' }));
  await barButton(page, 'th', 'quest').click();
  const quests = panel(page, 'quest');
  await expect(quests).toContainText(text('th', 'promo.quest.state.inProgress'));
  await expect(quests).toContainText(text('th', 'promo.quest.state.completed'));
  await expectAccessible(page, '[data-panel="quest"]');
  await quests.getByRole('tab', { name: text('th', 'promo.quest.tabs.upcoming') }).click();
  await expect(quests).toContainText(text('th', 'promo.quest.state.upcoming'));
});

test('the leaderboard masks every name but the last three characters', async ({ page }) => {
  await playing(page, scenarioUrl());
  await barButton(page, 'en', 'leaderboard').click();
  const board = panel(page, 'leaderboard');
  await expect(board.getByRole('listitem')).not.toHaveCount(0);
  await expect(board).toContainText('***');
  await expect(board).not.toContainText(/player\d\d/);
  await expectAccessible(page, '[data-panel="leaderboard"]');
  await board.getByRole('tab', { name: text('en', 'promo.leaderboard.tabs.popular') }).click();
  await expect(board).toContainText('***');
});

test('free spins and campaigns panels pass axe', async ({ page }) => {
  await playing(page, scenarioUrl());
  for (const kind of ['freeSpin', 'campaign']) {
    await barButton(page, 'en', kind).click();
    await expect(panel(page, kind)).toBeVisible();
    await expectAccessible(page, `[data-panel="${kind}"]`);
    await page.keyboard.press('Escape');
    await expect(panel(page, kind)).toHaveCount(0);
  }
});

test('an invitation-only campaign the server invites the player to shows without its code (SPEC §5 is the wheel rule)', async ({
  page,
}) => {
  // The demo player's address names no invitation code; the server invites them to VIP2026.
  const url = new URL(scenarioUrl());
  expect(url.searchParams.get('campaignInvitationCodes') ?? '').not.toContain('VIP2026');
  await playing(page, url.href);
  await barButton(page, 'en', 'campaign').click();
  const campaigns = panel(page, 'campaign');
  await expect(campaigns).toContainText('VIP Tournament');
  await expect(campaigns).toContainText('Spring Cash Drop');
});
