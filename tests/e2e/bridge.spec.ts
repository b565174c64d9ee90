// The game bridge as a player and an operator meet it: what the game may ask of the container,
// what a stranger may not, the more-games list, the container's modals, the parent frame and
// the session reality check (issue 6).
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import { workerClock } from './worker-clock.ts';
import {
  expectAccessible,
  gameFrame,
  playing as open,
  text,
  strangerUrl,
  watchErrors,
  appOrigin,
  confirmLeave,
  pickGame,
} from './support.ts';

async function playing(page: Page, url = scenarioUrl()): Promise<Frame> {
  await open(page, url);
  await expect(page.locator('#automation')).toHaveAttribute('data-scene', 'basegame');
  const handle = await page.locator('iframe.game-frame').elementHandle();
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('no game frame');
  return frame;
}

/** Posts from inside the game frame to the container, as the game does (protocol version 1). */
async function fromGame(frame: Frame, message: object): Promise<void> {
  await frame.evaluate(([data, origin]) => parent.postMessage(data, origin), [
    { v: 1, ...message },
    appOrigin(),
  ] as const);
}

const bar = (page: Page) => page.locator('.promo-bar-button').first();
/** The jackpot hall's winners button, which follows the disabled state on its own. */
const winners = (page: Page) =>
  page.getByRole('button', { name: text('en', 'jackpots.hall.history'), exact: true });

test('auto-play, bonus scenes and max-spin disable the panels until the base game is back', async ({
  page,
}) => {
  const game = await playing(page);
  await expect(bar(page)).toBeEnabled();
  await expect(winners(page)).toBeEnabled();
  await fromGame(game, { type: 'autoPlay', action: 'start', count: 10 });
  await expect(bar(page)).toBeDisabled();
  await expect(winners(page)).toBeDisabled();
  await fromGame(game, { type: 'autoPlay', action: 'pause', played: 2 });
  await expect(bar(page)).toBeEnabled();
  await expect(winners(page)).toBeEnabled();
  await fromGame(game, { type: 'scene', scene: 'MaxSpin' });
  await expect(page.locator('#automation')).toHaveAttribute('data-scene', 'maxspin');
  await expect(bar(page)).toBeDisabled();
  await fromGame(game, { type: 'scene', scene: 'BaseGame' });
  await expect(bar(page)).toBeEnabled();
});

test('a message from a stranger (not the game frame) changes nothing', async ({ page }) => {
  const errors = watchErrors(page, { console: true });
  // The low layout: the game asks for its buttons once, so the one ask below stays the last.
  const game = await playing(page, scenarioUrl({ x: 'layout-low' }));
  const gameOrigin = new URL(game.url()).origin;
  // The page itself, a frame of another origin and a second frame of the game's own origin
  // (the right origin, the wrong window) try to pass as the game.
  const stranger = await strangerUrl([
    { v: 1, type: 'scene', scene: 'FreeGame' },
    { v: 1, type: 'helpPage' },
  ]);
  await page.evaluate(
    async ([origin, sameOriginPage, strangerPage]) => {
      window.postMessage({ v: 1, type: 'scene', scene: 'FreeGame' }, origin);
      window.postMessage({ v: 1, type: 'autoPlay', action: 'start', count: 5 }, origin);
      window.postMessage(
        { v: 1, type: 'openModal', modal: 'frame-x', url: 'https://evil.test/' },
        origin,
      );
      const loaded = (frame: HTMLIFrameElement) =>
        new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      const stranger = document.createElement('iframe');
      stranger.src = strangerPage;
      const twin = document.createElement('iframe');
      twin.src = sameOriginPage;
      document.body.append(stranger, twin);
      await Promise.all([loaded(stranger), loaded(twin)]);
    },
    [appOrigin(), `${gameOrigin}/demo-slot/help.html`, stranger] as const,
  );
  const twin = page.frames().find((f) => f.url().endsWith('/demo-slot/help.html'));
  if (!twin) throw new Error('no second frame of the game origin');
  await twin.evaluate((origin) => {
    parent.postMessage({ v: 1, type: 'autoPlay', action: 'start', count: 5 }, origin);
    parent.postMessage(
      { v: 1, type: 'openModal', modal: 'frame-x', url: 'https://evil.test/' },
      origin,
    );
  }, appOrigin());
  // A real message after them, so the container has had every chance to take them.
  await fromGame(game, { type: 'buttonPosition', jackpotHallY: 64 });
  const hall = page.getByRole('button', { name: new RegExp(text('en', 'jackpots.hall.top')) });
  await expect.poll(async () => (await hall.boundingBox())?.y).toBeCloseTo(64, 0);
  await expect(page.locator('#automation')).toHaveAttribute('data-scene', 'basegame');
  await expect(bar(page)).toBeEnabled();
  await expect(page.locator('[data-modal]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a message of a protocol version the container does not speak changes nothing, logged once', async ({
  page,
  request,
}) => {
  const game = await playing(page);
  // A name of this run's own, so the shared log server's other events do not count.
  const type = `probe${String(Date.now() % 1e6)}`;
  for (const data of [
    { v: 3, type: 'scene', scene: 'FreeGame' },
    { type: 'autoPlay', action: 'start', count: 5 },
    { v: 3, type },
    { v: 3, type },
  ]) {
    await game.evaluate(([d, origin]) => parent.postMessage(d, origin), [
      data,
      appOrigin(),
    ] as const);
  }
  // A message of version 1 after them, so the container has had every chance to take them.
  await fromGame(game, { type: 'buttonPosition', jackpotHallY: 64 });
  const hall = page.getByRole('button', { name: new RegExp(text('en', 'jackpots.hall.top')) });
  await expect.poll(async () => (await hall.boundingBox())?.y).toBeCloseTo(64, 0);
  await expect(page.locator('#automation')).toHaveAttribute('data-scene', 'basegame');
  await expect(bar(page)).toBeEnabled();
  // The page hides: its logs leave now (SPEC §4 flush); the probe's arrives once.
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const refused = async () => {
    const logs = (await (await request.get(`${appOrigin()}/__sim/logs`)).json()) as {
      events: { type: string; event: string; content: { message?: string; protocol?: string } }[];
    };
    return logs.events.filter((e) => e.event === 'refusedMessage' && e.content.message === type);
  };
  await expect.poll(async () => (await refused()).length).toBe(1);
  expect((await refused())[0]?.content.protocol).toBe('3');
});

test('help and rules pages open from the game in a frame; a hostile address opens nothing', async ({
  page,
}) => {
  const game = await playing(page, scenarioUrl({ path: '/vi/' }));
  await fromGame(game, { type: 'helpPage', url: 'javascript:alert(1)' });
  await fromGame(game, { type: 'openModal', modal: 'frame-rules', url: 'data:text/html,hi' });
  const gameOrigin = new URL(game.url()).origin;
  await fromGame(game, { type: 'openModal', modal: 'frame-rules', url: `${gameOrigin}/` });
  const dialog = page.getByRole('dialog', { name: text('vi', 'modals.frames.rules') });
  await expect(dialog.locator('iframe')).toHaveAttribute('src', `${gameOrigin}/`);
  await expect(page.locator('[data-modal]')).toHaveCount(1);
  await expectAccessible(page, '[data-modal]');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Without an address the container's own help shows.
  await fromGame(game, { type: 'helpPage' });
  const help = page.getByRole('dialog', { name: text('vi', 'modals.help.title') });
  await expect(help).toContainText(text('vi', 'modals.help.seats.body'));
  await help.getByRole('button', { name: text('vi', 'modals.close') }).click();
  await expect(help).toHaveCount(0);
});

test('more games: grouped, named in the player language, and a pick asks before leaving', async ({
  page,
}) => {
  await playing(page, scenarioUrl({ path: '/th/' }));
  const first = await page.locator('iframe.game-frame').getAttribute('src');
  await page.getByRole('button', { name: text('th', 'modals.moreGames.title') }).click();
  const dialog = page.getByRole('dialog', { name: text('th', 'modals.moreGames.title') });
  await expect(
    dialog.getByRole('heading', { name: text('th', 'modals.moreGames.groups.slot') }),
  ).toBeVisible();
  const tiles = dialog.locator('[data-game-id]');
  await expect(tiles.first()).toBeVisible();
  await expectAccessible(page, '[data-modal]');
  await dialog.locator('[data-game-id="3001"]').click();
  const leave = page.locator('[data-prompt="leaveGame"]');
  await expect(leave).toBeVisible();
  // The next game's page waits, so the switch can be seen: the spinner covers it with the boot
  // screen's art (gone from the page long before), loaded, not broken.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.isNavigationRequest() && request.frame().parentFrame() !== null) await held;
    await route.fallback();
  });
  await leave.getByRole('button', { name: text('th', 'prompts.leaveGame.confirm') }).click();
  const art = page.locator('.spinner-overlay img.boot-art');
  await expect(art).toBeVisible();
  await expect
    .poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  release();
  await expect(page.locator('iframe.game-frame')).not.toHaveAttribute('src', first ?? '');
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  await expect(page.locator('.spinner-overlay')).toHaveCount(0);
});

test('a game that spins on as the player leaves it leaves nothing disabled in the next game', async ({
  page,
}) => {
  const game = await playing(page);
  const first = await page.locator('iframe.game-frame').getAttribute('src');
  await pickGame(page, 3001);
  // The old game is mid free spins: it says so as fast as it can until its frame is gone, so
  // some of it is still on its way to the engine as the next game's frame comes.
  await game.evaluate((origin) => {
    const spin = (): void => {
      parent.postMessage({ v: 1, type: 'spinState', spinning: true }, origin);
      parent.postMessage({ v: 1, type: 'scene', scene: 'FreeSpin' }, origin);
      setTimeout(spin, 0);
    };
    spin();
  }, appOrigin());
  await confirmLeave(page);
  await expect(page.locator('iframe.game-frame')).not.toHaveAttribute('src', first ?? '');
  await expect(gameFrame(page).locator('#spin')).toBeEnabled();
  await expect(page.locator('#automation')).toHaveAttribute('data-scene', 'basegame');
  await expect(bar(page)).toBeEnabled();
  await expect(
    page.getByRole('button', { name: text('en', 'modals.moreGames.title') }),
  ).toBeEnabled();
});

test('the operator lobby around the container hears backToHome and may ask to go home', async ({
  page,
}) => {
  const lobby = `${appOrigin()}/lobby`;
  const url = new URL(scenarioUrl());
  url.searchParams.set('origin', lobby);
  url.searchParams.set('parentRedirect', 'false');
  await page.goto(lobby);
  await page.evaluate((src) => {
    (window as unknown as { heard: unknown[] }).heard = [];
    window.addEventListener('message', (e) => {
      (window as unknown as { heard: unknown[] }).heard.push(e.data);
    });
    const frame = document.createElement('iframe');
    frame.id = 'container';
    frame.src = src;
    // Over the lobby, as an operator shows a game: the whole container in view.
    frame.style.cssText = 'position:fixed;top:0;left:0;width:400px;height:700px;border:0';
    document.body.append(frame);
  }, url.href);
  const container = page.frameLocator('#container');
  await expect(container.frameLocator('iframe.game-frame').locator('#spin')).toBeVisible();
  // The day's popup first.
  await container.locator('[data-panel] .promo-close').click();
  await expect(container.locator('[data-panel]')).toHaveCount(0);
  // The lobby asks to go home: the player confirms like with the close button.
  await page.evaluate((origin) => {
    (document.getElementById('container') as HTMLIFrameElement).contentWindow?.postMessage(
      { type: 'backToHome' },
      origin,
    );
  }, appOrigin());
  const prompt = container.locator('[data-prompt="closeGame"]');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: text('en', 'prompts.closeGame.confirm') }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard))
    .toContainEqual({ type: 'backToHome' });
});

test('the reality check shows between spins after the interval, and Keep playing goes on', async ({
  page,
}) => {
  const clock = await workerClock(page);
  const url = new URL(scenarioUrl({ x: `player-${crypto.randomUUID()}` }));
  url.searchParams.set('realityCheck', '1');
  const game = await playing(page, url.href);
  const spin = gameFrame(page).locator('#spin');
  // Two rounds, then the minute is up.
  const round = async () => {
    await spin.click();
    await expect(spin).toHaveAttribute('aria-busy', 'false');
  };
  await round();
  await round();
  // The second round's status is the game's last message of the round, and the engine hears
  // the game's messages in order: once a message posted after it shows, the round is counted
  // (a full run once skipped the minute before that and showed 1 round).
  await fromGame(game, { type: 'scene', scene: 'BaseGame', symbols: ['counted'] });
  await expect(page.locator('#automation')).toHaveAttribute('data-screen-symbols', 'counted');
  const dialog = page.locator('[data-prompt="realityCheck"]');
  await expect.poll(() => clock.skip([60_000])).toBe(1);
  await expect(dialog).toBeVisible();
  // A minute and the few real seconds the two rounds took.
  const elapsed = text('en', 'prompts.realityCheck.elapsed', {
    hours: '0',
    minutes: '1',
    seconds: '#',
  });
  await expect(dialog.locator('[data-reality="time"]')).toHaveText(
    new RegExp(`^${elapsed.replace('#', '\\d{1,2}')}$`),
  );
  await expect(dialog.locator('[data-reality="rounds"]')).toHaveText('2');
  await expectAccessible(page, '[data-prompt="realityCheck"]');
  await dialog.getByRole('button', { name: text('en', 'prompts.realityCheck.continue') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(spin).toBeEnabled();
});
