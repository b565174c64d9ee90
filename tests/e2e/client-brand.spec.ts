// The page around the game as each client's operator set it up: the per-client static config
// (SPEC §6: logo, report header, page icon), the page title (game and brand), `more` (SPEC §2,
// §7) and the sound files (SPEC §9), against the simulator.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import { appOrigin, escapeFrom, expectAccessible, playing, text } from './support.ts';

const logo = (page: Page) => page.getByTestId('brand-logo');
const moreGamesButton = (page: Page) =>
  page.getByRole('button', { name: text('en', 'modals.moreGames.title'), exact: true });
const barButton = (page: Page, kind: string) =>
  page.getByRole('button', { name: text('en', `promo.panels.${kind}.title`), exact: true });

/** Every sound file the page asks for from now on. */
function soundRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (/\/sounds\/[\w.-]+\.wav$/.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

/** Opens the wheel panel and, from it, the operator's report. */
async function openReport(page: Page) {
  await barButton(page, 'wheel').click();
  const wheel = page.locator('[data-panel="wheel"]');
  await wheel.getByRole('button', { name: text('en', 'promo.wheel.viewReport') }).click();
  const report = page.locator('[data-modal="frame-report"]');
  await expect(report).toBeVisible();
  return report;
}

test('the DEMO client: the brand logo, its icon, the title and a titled report', async ({
  page,
}) => {
  const url = new URL(scenarioUrl());
  url.searchParams.set('campaignInvitationCodes', 'WHEEL7');
  await playing(page, url.href);
  await expect(logo(page)).toHaveText('Demo Hall');
  await expect(page).toHaveTitle('Lucky Fortune - Demo Hall');
  const icon = page.locator('link[rel="icon"]');
  // A same-origin path: the page's own origin serves it.
  await expect(icon).toHaveAttribute('href', '/env/client/DEMO.svg');
  const served = await page.request.get(`${appOrigin()}/env/client/DEMO.svg`);
  expect(served.headers()['content-type']).toContain('image/svg+xml');
  const report = await openReport(page);
  const title = text('en', 'modals.frames.report');
  const heading = report.getByRole('heading', { name: title });
  expect((await heading.boundingBox())?.height ?? 0).toBeGreaterThan(10);
  await expectAccessible(page, '[data-modal="frame-report"]');
});

test('the PLAIN client: no logo, a report without its header, its icon from a line', async ({
  page,
}) => {
  const url = new URL(scenarioUrl({ x: 'client-plain' }));
  url.searchParams.set('campaignInvitationCodes', 'WHEEL7');
  await playing(page, url.href);
  await expect(page).toHaveTitle('Lucky Fortune - Demo Hall');
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute(
    'href',
    /^http:\/\/127\.0\.0\.1:\d+\/env\/client\/PLAIN\.svg$/,
  );
  await expect(logo(page)).toHaveCount(0);
  const report = await openReport(page);
  const title = text('en', 'modals.frames.report');
  // No header to see (the title is only read out, in a 1 px box), but the dialog is still
  // named and Close is still there.
  const heading = report.getByRole('heading', { name: title });
  expect((await heading.boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await report.getByRole('button', { name: text('en', 'modals.close') }).click();
  await expect(report).toHaveCount(0);
});

test('the title is the game in the player language with the brand', async ({ page }) => {
  await playing(page, scenarioUrl({ path: '/th/' }));
  await expect(page).toHaveTitle('โชคดีมีทรัพย์ - Demo Hall');
});

test('more: off hides the more-games button; a group list shows only those groups', async ({
  page,
}) => {
  await playing(page, `${scenarioUrl()}&more=false`);
  await expect(barButton(page, 'quest')).toBeVisible();
  await expect(moreGamesButton(page)).toHaveCount(0);

  await playing(page, scenarioUrl({ x: 'login-more-off' }));
  await expect(barButton(page, 'quest')).toBeVisible();
  await expect(moreGamesButton(page)).toHaveCount(0);

  await playing(page, `${scenarioUrl()}&more=fish,bingo`);
  await moreGamesButton(page).click();
  const modal = page.locator('[data-modal="more-games"]');
  await expect(modal.locator('.game-tile').first()).toBeVisible();
  const groups = await modal.locator('h3').allTextContents();
  expect(groups).toEqual([
    text('en', 'modals.moreGames.groups.fish'),
    text('en', 'modals.moreGames.groups.bingo'),
  ]);
});

test('a button press plays the built-in button sound file', async ({ page }) => {
  const sounds = soundRequests(page);
  await playing(page, scenarioUrl());
  expect(sounds).toEqual([]);
  await barButton(page, 'quest').click();
  await expect.poll(() => sounds).toContain(`${appOrigin()}/sounds/button.wav`);
  // The player it keeps for the next press is in the page, not a detached node a leak hunt
  // (the bench's play part, devtools) would count. (The panel's render may leave nodes of its
  // own for a moment: only the sound's are asked about.)
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { detachedNodes } = await cdp.send('DOM.getDetachedDomNodes');
  expect(detachedNodes.map((d) => d.treeNode.nodeName)).not.toContain('AUDIO');
});

test('mute=true: a button press fetches no sound at all', async ({ page }) => {
  const sounds = soundRequests(page);
  await playing(page, `${scenarioUrl()}&mute=true`);
  await barButton(page, 'quest').click();
  await escapeFrom(page, page.locator('[data-panel="quest"]'));
  await moreGamesButton(page).click();
  await expect(page.locator('[data-modal="more-games"]')).toBeVisible();
  expect(sounds).toEqual([]);
});

test("the operator's sound from the config replaces the built-in file", async ({ page }) => {
  const sounds = soundRequests(page);
  await playing(page, scenarioUrl({ e: 'custom-sounds' }));
  await barButton(page, 'quest').click();
  await expect.poll(() => sounds).toHaveLength(1);
  expect(sounds[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sounds\/operator-button\.wav$/);
  expect(new URL(sounds[0]!).origin).not.toBe(appOrigin());
});

test("the game's sound setting off silences the container; on again, it plays", async ({
  page,
}) => {
  const sounds = soundRequests(page);
  await playing(page, scenarioUrl());
  const game = await page.locator('iframe.game-frame').elementHandle();
  const frame = await game.contentFrame();
  if (!frame) throw new Error('no game frame');
  /** The game reports its sound setting; the page then shows it on its container. */
  const setSound = async (on: boolean) => {
    await frame.evaluate((sound) => parent.postMessage({ v: 1, type: 'status', sound }, '*'), on);
    await expect(page.locator('.container')).toHaveAttribute('data-sound', on ? 'on' : 'off');
  };
  await setSound(false);
  await barButton(page, 'quest').click();
  await escapeFrom(page, page.locator('[data-panel="quest"]'));
  await expect(page.locator('[data-panel="quest"]')).toHaveCount(0);
  expect(sounds).toEqual([]);
  await setSound(true);
  await barButton(page, 'quest').click();
  await expect.poll(() => sounds).toContain(`${appOrigin()}/sounds/button.wav`);
});

test("a card used from the inventory plays the operator's quest-card sound", async ({ page }) => {
  const sounds = soundRequests(page);
  await playing(page, scenarioUrl({ x: `player-${crypto.randomUUID()}`, e: 'custom-sounds' }));
  await barButton(page, 'quest').click();
  const quests = page.locator('[data-panel="quest"]');
  await quests.getByRole('tab', { name: text('en', 'promo.quest.tabs.inventory') }).click();
  await quests
    .getByRole('button', { name: text('en', 'promo.inventory.use') })
    .and(page.locator(':enabled'))
    .first()
    .click();
  await expect
    .poll(() => sounds.map((u) => new URL(u).pathname))
    .toContain('/sounds/operator-quest-card.wav');
  expect(sounds.every((u) => new URL(u).origin !== appOrigin())).toBe(true);
});
