// Cards, free spins and popups as a player sees them (issue 28): an expired card is never
// offered and one that expires while the inventory is open leaves it; a free-spin card's
// winnings and the new balance; the seat info card popup; zh-TW card images; the card art and
// game icons as images that load, and words when they do not; short names masked; a card left
// mid-run by a game switch given back (issue 43).
import type { Page } from '@playwright/test';
import { EXPIRING_CARD_MS, SERVER_WON_SO_FAR } from '../../operator-sim/promotions/card-data.ts';
import { SEATED_PLAYER_SEAT } from '../../operator-sim/seat-data.ts';
import { CLOCK_TICK_MS } from '../../shared/lib/constants.ts';
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
import { workerClock } from './worker-clock.ts';

const panel = (page: Page, kind: string) => page.locator(`[data-panel="${kind}"]`);
const barButton = (page: Page, lng: string, kind: string) =>
  page.getByRole('button', { name: text(lng, `promo.panels.${kind}.title`), exact: true });

/** Opens the quest panel's inventory tab in `lng`. */
async function inventory(page: Page, lng = 'en') {
  await barButton(page, lng, 'quest').click();
  const quests = panel(page, 'quest');
  await quests.getByRole('tab', { name: text(lng, 'promo.quest.tabs.inventory') }).click();
  return quests;
}

test('an expired card is not offered, and one expiring while the inventory is open leaves it', async ({
  page,
}) => {
  const clock = await workerClock(page);
  const errors = watchErrors(page);
  await playing(page, scenarioUrl({ x: 'cards-expiring' }));
  const quests = await inventory(page);
  const use = quests.getByRole('button', { name: text('en', 'promo.inventory.use') });
  // Three cards on the server's list, one an hour past its expiry: two to use.
  await expect(use).toHaveCount(2);
  await expectAccessible(page, '[data-panel="quest"]');
  // The card lives 30 s after the page's inventory call: they pass on the engine's clock, with
  // the server clock's 5 s ticks and the card's check at its expiry.
  await clock.advance(EXPIRING_CARD_MS + 2 * CLOCK_TICK_MS);
  await expect(use).toHaveCount(1);
  await expect(quests).toBeVisible();
  await quests.getByRole('tab', { name: text('en', 'promo.quest.tabs.messages') }).click();
  // The one the server lists from before, and the two this visit saw expire.
  await expect(quests.getByText(/^Expired unused:/)).toHaveCount(3);
  expect(errors).toEqual([]);
});

test("a free-spin card shows what it won before, and its completion the player's new balance", async ({
  page,
}) => {
  await quickGame(page);
  await playing(page, scenarioUrl({ x: 'free-spins-won' }));
  await barButton(page, 'en', 'freeSpin').click();
  const offers = panel(page, 'freeSpin');
  await expect(offers).toContainText(SERVER_WON_SO_FAR.toFixed(2));
  await offers.getByRole('button', { name: text('en', 'promo.freeSpin.play') }).click();
  const done = page.locator('[data-promo-prompt="free-spin-done"]');
  await expect(done).toBeVisible({ timeout: 20_000 });
  // The demo balance is 12,345.67; the card's 3 spins add what they won.
  await expect(done.locator('[data-promo-balance]')).toContainText(
    /Your balance is now .*12,3\d\d\.\d\d/,
  );
  await expectAccessible(page, '[data-promo-prompt="free-spin-done"]');
});

test("the seat info card popup opens the seated player's seat; a player without one gets the lobby", async ({
  page,
}) => {
  await page.goto(scenarioUrl({ x: 'seated-player', e: 'popup-settings' }));
  const card = panel(page, 'seat').locator(`[data-seat-card="${SEATED_PLAYER_SEAT}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading')).toHaveText(
    text('en', 'seats.card.mine', { number: String(SEATED_PLAYER_SEAT) }),
  );
  await expectAccessible(page, '[data-panel="seat"]');
  await page.goto(scenarioUrl({ x: `player-${crypto.randomUUID()}`, e: 'popup-settings' }));
  const lobby = panel(page, 'seat');
  await expect(lobby.getByRole('button', { name: text('en', 'seats.playNow') })).toBeVisible();
  await expect(lobby.locator('[data-seat-card]')).toHaveCount(0);
});

test('zh-TW players see the en card images (SPEC §5: only zh, en, th)', async ({ page }) => {
  await playing(page, scenarioUrl({ path: '/zh-TW/' }));
  const quests = await inventory(page, 'zh-TW');
  await expect(quests.locator('img[src*="cards/en/"]').first()).toBeAttached();
  await expect(quests.locator('img[src*="cards/zh/"]')).toHaveCount(0);
});

/** An image's intrinsic width once it has loaded (0 while loading or broken). */
const loadedWidth = (image: ReturnType<Page['locator']>) =>
  image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

test("the free-spin card's art and the more-games icons load from the asset CDN", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await playing(page, scenarioUrl({ x: 'free-spins-won' }));
  await barButton(page, 'en', 'freeSpin').click();
  // The card bets 1 (tier 2) at level 2: its own full picture, after the _s one.
  const card = panel(page, 'freeSpin').locator('img.promo-card-image');
  await expect(card).toHaveAttribute('src', /\/cards\/en\/tier2_level2\.svg$/);
  await expect.poll(() => loadedWidth(card)).toBe(180);
  await expect(card).toHaveAttribute('alt', /^Free spin card, bet /);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: text('en', 'modals.moreGames.title') }).click();
  const icon = page.locator('[data-game-id="1026"] img.game-icon');
  await expect(icon).toHaveAttribute('src', /\/icons\/1026\.svg$/);
  await expect.poll(() => loadedWidth(icon)).toBe(210);
  expect(errors).toEqual([]);
});

test('without the asset CDN, a card is drawn with its name and a game shows its initials', async ({
  page,
}) => {
  await page.route(/\/(cards|icons)\//, (route) => route.abort());
  await playing(page, scenarioUrl({ x: 'free-spins-won' }));
  await barButton(page, 'en', 'freeSpin').click();
  const drawn = panel(page, 'freeSpin').locator('.promo-card-image');
  await expect(drawn).toHaveText(text('en', 'promo.inventory.freeSpin'));
  await expect(panel(page, 'freeSpin')).not.toContainText(/\.svg|\.png|cards\//);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: text('en', 'modals.moreGames.title') }).click();
  await expect(page.locator('[data-game-id="1026"] .game-icon')).toHaveText('DT');
});

test('a three-letter name is masked as *** plus its three letters (SPEC §5)', async ({ page }) => {
  await playing(page, scenarioUrl());
  await barButton(page, 'en', 'leaderboard').click();
  await expect(panel(page, 'leaderboard')).toContainText('***kim');
});

/** The game now in the frame is `gameId`; its game-ready popup (one comes each time) is closed. */
async function nowPlaying(page: Page, gameId: number): Promise<void> {
  await expect(page.locator('iframe.game-frame')).toHaveAttribute(
    'src',
    new RegExp(`mType=${gameId}`),
  );
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  const popup = page.locator('[data-panel]');
  await expect(popup).toBeVisible();
  await escapeFrom(page, popup);
  await expect(popup).toHaveCount(0);
}

test('a free-spin card left mid-run by a game switch is given back, and plays when the player returns', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await playing(page, scenarioUrl({ x: `player-${crypto.randomUUID()}` }));
  const running = page.locator('.promo-status');
  const playCard = async () => {
    await barButton(page, 'en', 'freeSpin').click();
    await panel(page, 'freeSpin')
      .getByRole('button', { name: text('en', 'promo.freeSpin.play') })
      .click();
    await expect(running).toContainText(/Free spins: \d+ of 10 played/);
  };
  await playCard();
  // Mid-run, the game's own button asks for Ocean King, and the player leaves.
  await gameFrame(page).locator('#try').click();
  await page.locator('[data-prompt="leaveGame"]').getByRole('button', { name: 'Leave' }).click();
  await nowPlaying(page, 3001);
  await expect(running).not.toContainText('Free spins');
  // Back to Lucky Fortune from more games: the card is offered again, and plays.
  await page.getByRole('button', { name: text('en', 'modals.moreGames.title') }).click();
  await page.locator('[data-game-id="2001"]').click();
  await page.locator('[data-prompt="leaveGame"]').getByRole('button', { name: 'Leave' }).click();
  await nowPlaying(page, 2001);
  await playCard();
  const done = page.locator('[data-promo-prompt="free-spin-done"]');
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(text('en', 'errors.227'))).toHaveCount(0);
  expect(errors).toEqual([]);
});
