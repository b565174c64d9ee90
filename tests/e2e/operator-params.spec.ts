// What an operator sets in the player's address, as the player and the operator's server see it
// (SPEC §2, §7): clientType in the ticket, customBrand and the lobby in the game address, the
// more-games RTP and lobby button, isIonic keeping the parent frame where it is, and the
// version label a tap hides.
import type { Page } from '@playwright/test';
import { VERSION } from '../../shared/lib/constants.ts';
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import { appOrigin, gameFrame, playing, text } from './support.ts';

/** The printed player URL for a fresh player, with these query parameters set. */
function playerUrl(params: Record<string, string> = {}): string {
  const url = new URL(scenarioUrl({ x: `player-${crypto.randomUUID()}` }));
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/** The form of the next main-API call of `action` the page (or its worker) sends. */
function nextCall(page: Page, action: string): Promise<URLSearchParams> {
  return page
    .waitForRequest(
      (r) =>
        r.url().endsWith('/frontendAPI.do') &&
        new URLSearchParams(r.postData() ?? '').get('action') === action,
    )
    .then((r) => new URLSearchParams(r.postData() ?? ''));
}

const moreGames = async (page: Page) => {
  await page.getByRole('button', { name: text('en', 'modals.moreGames.title') }).click();
  const modal = page.getByRole('dialog', { name: text('en', 'modals.moreGames.title') });
  await expect(modal.locator('[data-game-id="3001"]')).toBeVisible();
  return modal;
};

test('the ticket says clientType web on a desktop browser, and the game loads', async ({
  page,
}) => {
  const ticket = nextCall(page, '10');
  await playing(page, playerUrl());
  expect((await ticket).get('clientType')).toBe('web');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the ticket says clientType mobile, and the game loads', async ({ page }) => {
    const ticket = nextCall(page, '10');
    await playing(page, playerUrl());
    expect((await ticket).get('clientType')).toBe('mobile');
  });
});

test("customBrand and the lobby go with the game address, and reach the game's address", async ({
  page,
}) => {
  const lobby = `${appOrigin()}/lobby`;
  const address = nextCall(page, '7');
  await playing(page, playerUrl({ customBrand: 'brandX', origin: lobby }));
  const form = await address;
  expect(form.get('customBrand')).toBe('brandX');
  expect(form.get('lobbyURL')).toBe(lobby);
  const src = new URL((await page.locator('iframe.game-frame').getAttribute('src')) ?? '');
  expect(src.searchParams.get('brand')).toBe('brandX');
  expect(src.searchParams.get('lobby')).toBe(lobby);
});

test('isShowRtp=true shows each game’s RTP in more games; without it none shows', async ({
  page,
}) => {
  await playing(page, playerUrl({ isShowRtp: 'true' }));
  await expect((await moreGames(page)).locator('[data-game-id="3001"]')).toContainText(/RTP \d/);
  await playing(page, playerUrl());
  await expect(await moreGames(page)).not.toContainText(/RTP \d/);
});

test('lobbyActive=true offers the lobby in more games, which goes there; without it, no button', async ({
  page,
}) => {
  const back = text('en', 'modals.moreGames.lobby');
  await playing(page, playerUrl());
  await expect((await moreGames(page)).getByRole('button', { name: back })).toHaveCount(0);
  await playing(page, playerUrl({ lobbyActive: 'true' }));
  await (await moreGames(page)).getByRole('button', { name: back }).click();
  await expect(page).toHaveURL(/\/lobby$/);
});

/** Frames the container in the operator's lobby page, as an operator shows a game. */
async function inLobby(page: Page, params: Record<string, string>) {
  const lobby = `${appOrigin()}/lobby`;
  await page.goto(lobby);
  await page.evaluate(
    (src) => {
      (window as unknown as { marker: string }).marker = 'lobby page kept';
      const frame = document.createElement('iframe');
      frame.id = 'container';
      frame.src = src;
      frame.style.cssText = 'position:fixed;top:0;left:0;width:400px;height:700px;border:0';
      document.body.append(frame);
    },
    playerUrl({ origin: lobby, ...params }),
  );
  const container = page.frameLocator('#container');
  await expect(container.frameLocator('iframe.game-frame').locator('#spin')).toBeVisible();
  await container.locator('[data-panel] .promo-close').click();
  await container.getByRole('button', { name: text('en', 'buttons.close') }).click();
  await container
    .locator('[data-prompt="closeGame"]')
    .getByRole('button', { name: text('en', 'prompts.closeGame.confirm') })
    .click();
}

test('isIonic=true never sends the parent frame away: the container itself goes to the lobby', async ({
  page,
}) => {
  await inLobby(page, { isIonic: 'true' });
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (document.getElementById('container') as HTMLIFrameElement).contentWindow?.location
            .pathname,
      ),
    )
    .toBe('/lobby');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'lobby page kept',
  );
  // Without isIonic the parent window goes (parentRedirect): the lobby page is loaded anew.
  await inLobby(page, {});
  // A read while the lobby page is replaced finds its document's context gone (a full run
  // failed on it once): that read says only that the page is on its way.
  const marker = () =>
    page
      .evaluate(() => (window as unknown as { marker?: string }).marker ?? 'gone')
      .catch((error: unknown) => {
        if (/context was destroyed/i.test(String(error))) return 'navigating';
        throw error;
      });
  await expect.poll(marker).toBe('gone');
  await expect(page).toHaveURL(/\/lobby$/);
});

test('the version label shows the version, and a tap hides it for this page view', async ({
  page,
}) => {
  await playing(page, playerUrl());
  const label = page.getByRole('button', {
    name: text('en', 'app.hideVersion', { version: VERSION }),
  });
  await expect(label).toHaveText(VERSION);
  await label.click();
  await expect(label).toHaveCount(0);
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  await page.reload();
  await expect(label).toBeVisible();
});
