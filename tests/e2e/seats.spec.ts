// The seat lobby as a player meets it: taking a seat, changing it (the game reloads on the new
// seat) or not, the vacant filter in Thai, seat errors, the seat info card, play now, the lobby
// return, and a game that still plays when the seat server is down; the lobby passes axe.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { gameDataFor } from '../../operator-sim/seat-data.ts';
import { scenarioUrl } from './scenario.ts';
import {
  escapeFrom,
  expectAccessible,
  expectGameSandboxed,
  gameFrame,
  playing,
  text,
  watchErrors,
} from './support.ts';

// Every fresh player shares the simulator's demo hall: these tests run one after another, so
// one test's seat is never another's surprise. Seats are chosen from what the lobby shows.
test.describe.configure({ mode: 'default' });

const LOBBY = '[data-panel="seat"]';
const lobbyOf = (page: Page) => page.locator(LOBBY);
const freshPlayer = (path?: string): string =>
  scenarioUrl({ x: `player-${crypto.randomUUID()}`, ...(path ? { path } : {}) });

/** The seat lobby's bar button, by its name in that language. */
const seatBarButton = (page: Page, lng = 'en') =>
  page.getByRole('button', { name: text(lng, 'promo.panels.seat.title'), exact: true });

type Label = 'empty' | 'full' | 'reserved' | 'selecting' | 'mine';

/** A seat's button by its accessible name: number and state. */
const seatButton = (page: Page, seatId: number, label: Label, lng = 'en') =>
  lobbyOf(page).getByRole('button', {
    name: text(lng, 'seats.seatName', {
      number: String(seatId),
      state: text(lng, `seats.state.${label}`),
    }),
    exact: true,
  });

async function openLobby(page: Page, lng = 'en'): Promise<void> {
  await seatBarButton(page, lng).click();
  await expect(lobbyOf(page).locator('.seat-grid')).toBeVisible();
}

/** The ids of the seats the lobby shows in that state, in seat order. */
async function seatsIn(page: Page, label: Label): Promise<number[]> {
  const ids = await lobbyOf(page)
    .locator(`.seat-tile[data-state="${label}"] [data-seat]`)
    .evaluateAll((buttons) => buttons.map((b) => Number(b.getAttribute('data-seat'))));
  return ids;
}

/** Takes the first empty seat the lobby shows (no seat held yet: no prompt) and returns it. */
async function takeFirstEmpty(page: Page): Promise<number> {
  const [seatId] = await seatsIn(page, 'empty');
  if (seatId === undefined) throw new Error('no empty seat left in the demo hall');
  await seatButton(page, seatId, 'empty').click();
  await expect(seatButton(page, seatId, 'mine')).toBeVisible();
  return seatId;
}

test('take a seat, then change it: the game reloads on the new seat', async ({ page }) => {
  const errors = watchErrors(page);
  await playing(page, freshPlayer());
  await openLobby(page);
  const lobby = lobbyOf(page);
  await expect(lobby).toContainText(text('en', 'seats.mine.none'));
  await expectAccessible(page, LOBBY);

  const first = await takeFirstEmpty(page);
  const mine = lobby.locator('[data-seat-mine]');
  await expect(mine).toContainText(text('en', 'seats.mine.title', { number: String(first) }));
  await expect(mine.locator('[data-stat="since"]')).toHaveText(
    String(gameDataFor(first).freeGameInterval[0]),
  );

  // The frame element is marked: a reload puts a new one in its place.
  await page.locator('iframe.game-frame').evaluate((frame) => frame.setAttribute('data-old', ''));
  const [second] = (await seatsIn(page, 'empty')).filter((id) => id !== first);
  if (second === undefined) throw new Error('no second empty seat');
  await seatButton(page, second, 'empty').click();
  const prompt = lobby.getByRole('alertdialog', { name: text('en', 'seats.change.title') });
  await expect(prompt).toContainText(text('en', 'seats.change.body', { number: String(second) }));
  const confirm = prompt.getByRole('button', { name: text('en', 'seats.change.confirm') });
  await expect(confirm).toBeFocused();
  await expectAccessible(page, LOBBY);
  await confirm.click();

  await expect(lobby).toHaveCount(0);
  await expect(page.locator('iframe.game-frame[data-old]')).toHaveCount(0);
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  // The new seat's frame is held as tightly as the first: its sandbox is in force too.
  await expectGameSandboxed(page);
  await openLobby(page);
  await expect(seatButton(page, second, 'mine')).toBeVisible();
  await expect(seatButton(page, first, 'empty')).toBeVisible();
  await expect(lobby.locator('[data-seat-mine]')).toContainText(
    text('en', 'seats.mine.title', { number: String(second) }),
  );
  expect(errors).toEqual([]);
});

test('cancelling a change keeps the seat and the game', async ({ page }) => {
  await playing(page, freshPlayer());
  await openLobby(page);
  const lobby = lobbyOf(page);
  const held = await takeFirstEmpty(page);
  await page.locator('iframe.game-frame').evaluate((frame) => frame.setAttribute('data-old', ''));
  const [other] = (await seatsIn(page, 'empty')).filter((id) => id !== held);
  if (other === undefined) throw new Error('no other empty seat');

  await seatButton(page, other, 'empty').click();
  const prompt = lobby.getByRole('alertdialog');
  await prompt.getByRole('button', { name: text('en', 'buttons.cancel') }).click();
  await expect(prompt).toHaveCount(0);
  await expect(seatButton(page, held, 'mine')).toBeVisible();
  await expect(seatButton(page, other, 'empty')).toBeFocused();

  // Escape answers the prompt like Cancel, and leaves the lobby open.
  await seatButton(page, other, 'empty').click();
  await escapeFrom(page, prompt);
  await expect(prompt).toHaveCount(0);
  await expect(lobby).toBeVisible();
  await expect(seatButton(page, held, 'mine')).toBeVisible();
  await expect(page.locator('iframe.game-frame[data-old]')).toHaveCount(1);

  // The lobby opened again still says so.
  await page.keyboard.press('Escape');
  await expect(lobby).toHaveCount(0);
  await openLobby(page);
  await expect(seatButton(page, held, 'mine')).toBeVisible();
});

test('in Thai, the vacant filter shows only the empty seats', async ({ page }) => {
  await playing(page, freshPlayer('/th/'));
  await openLobby(page, 'th');
  const lobby = lobbyOf(page);
  await expect(lobby).toContainText(text('th', 'seats.playNow'));
  const tiles = lobby.locator('.seat-tile');
  await expect(tiles).toHaveCount(20);
  const empty = await seatsIn(page, 'empty');
  expect(empty.length).toBeGreaterThan(0);
  await expect(lobby).toContainText(
    text('th', 'seats.vacantCount', { vacant: String(empty.length), total: '20' }),
  );

  await lobby.getByRole('tab', { name: text('th', 'seats.filter.vacant') }).click();
  await expect(lobby.getByRole('tab', { name: text('th', 'seats.filter.vacant') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(tiles).toHaveCount(empty.length);
  await expect(lobby.locator('.seat-tile:not([data-state="empty"])')).toHaveCount(0);
  await expect(seatButton(page, empty[0]!, 'empty', 'th')).toBeVisible();
  await expectAccessible(page, LOBBY);

  await lobby.getByRole('tab', { name: text('th', 'seats.filter.all') }).click();
  await expect(tiles).toHaveCount(20);
});

test('a seat error is shown and can be dismissed', async ({ page }) => {
  // A seat reserved for another player answers 10007.
  await playing(page, freshPlayer());
  await openLobby(page);
  const lobby = lobbyOf(page);
  const [reserved] = await seatsIn(page, 'reserved');
  if (reserved === undefined) throw new Error('no reserved seat in the demo hall');
  await seatButton(page, reserved, 'reserved').click();
  const alert = lobby.getByRole('alert');
  await expect(alert).toContainText(text('en', 'errors.10007'));
  await expectAccessible(page, LOBBY);
  await alert.getByRole('button', { name: text('en', 'seats.dismiss') }).click();
  await expect(alert).toHaveCount(0);
  await expect(seatButton(page, reserved, 'reserved')).toBeFocused();
  await expect(lobby).toContainText(text('en', 'seats.mine.none'));
});

test('play now refused by the seat server (10006) shows its error', async ({ page }) => {
  await playing(page, scenarioUrl({ x: 'seat-10006' }));
  await openLobby(page);
  const lobby = lobbyOf(page);
  await lobby.getByRole('button', { name: text('en', 'seats.playNow') }).click();
  const alert = lobby.getByRole('alert');
  await expect(alert).toContainText(text('en', 'errors.10006'));
  await alert.getByRole('button', { name: text('en', 'seats.dismiss') }).click();
  await expect(alert).toHaveCount(0);
});

test('play now takes a seat and returns to the game', async ({ page }) => {
  await playing(page, freshPlayer());
  await openLobby(page);
  const [lowest] = await seatsIn(page, 'empty');
  await lobbyOf(page)
    .getByRole('button', { name: text('en', 'seats.playNow') })
    .click();
  await expect(lobbyOf(page)).toHaveCount(0);
  await openLobby(page);
  await expect(seatButton(page, lowest!, 'mine')).toBeVisible();
});

test('the seat info card shows a seat’s big wins and free-game spin counts', async ({ page }) => {
  await playing(page, freshPlayer());
  await openLobby(page);
  const lobby = lobbyOf(page);
  const [taken] = await seatsIn(page, 'full');
  if (taken === undefined) throw new Error('no taken seat in the demo hall');
  const data = gameDataFor(taken);
  const info = lobby.getByRole('button', {
    name: text('en', 'seats.infoName', { number: String(taken) }),
    exact: true,
  });
  await info.click();

  const card = lobby.getByRole('region', {
    name: text('en', 'seats.card.title', { number: String(taken) }),
    exact: true,
  });
  await expect(card.getByRole('heading')).toBeFocused();
  await expect(card.locator('[data-stat="since"]')).toHaveText(String(data.freeGameInterval[0]));
  const [, last, second, third] = data.freeGameInterval;
  await expect(card.locator('[data-stat="previous"]')).toHaveText(`${last}, ${second}, ${third}`);
  const wins = card.locator('[data-stat="wins"] li');
  await expect(wins).toHaveText([
    text('en', 'seats.card.winTimes', { times: '×50', value: String(data.winTimes[50]) }),
    text('en', 'seats.card.winTimes', { times: '×100', value: String(data.winTimes[100]) }),
    text('en', 'seats.card.winTimes', { times: '×300', value: String(data.winTimes[300]) }),
  ]);
  await expect(card).toContainText(text('en', 'seats.card.bigWins', { days: '30' }));
  await expectAccessible(page, LOBBY);

  // Escape closes the card, not the lobby; focus goes back to the info button.
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);
  await expect(lobby).toBeVisible();
  await expect(info).toBeFocused();
  await info.click();
  await card.getByRole('button', { name: text('en', 'seats.card.close') }).click();
  await expect(card).toHaveCount(0);
});

test('return to lobby leaves for the operator lobby', async ({ page }) => {
  await playing(page, freshPlayer());
  await openLobby(page);
  await lobbyOf(page)
    .getByRole('button', { name: text('en', 'seats.toLobby') })
    .click();
  await expect(page).toHaveURL(/\/lobby$/);
});

test('with the seat server down there is no seat lobby, and the game still plays', async ({
  page,
}) => {
  await playing(page, scenarioUrl({ x: 'seat-server-down' }));
  // The bar is there (other promotions), without the seat button.
  await expect(
    page.getByRole('button', { name: text('en', 'promo.panels.quest.title'), exact: true }),
  ).toBeVisible();
  await expect(seatBarButton(page)).toHaveCount(0);
  await gameFrame(page).locator('#spin').click();
  await expect(page.locator('#automation')).toHaveAttribute('data-screen-symbols', /\w+(,\w+){8}/);
  await expect(seatBarButton(page)).toHaveCount(0);
});
