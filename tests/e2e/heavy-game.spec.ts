// The heavy game (2002: some 2 MB of assets before its ready) in the container and alone: it
// loads and says ready, and the container asks nothing of its own servers (promotions, seats,
// jackpots, the notification stream, active games) until it has (issue 32 item 3), nor for the
// engine's chunks that come after the login (the features, the stream's client: issue 47).
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import { gameFrame } from './support.ts';

/** The container's own servers and later chunks, which wait for the game's ready (game-ready-gate.ts). */
const HELD =
  /\/(?:promotion|quest|campaign|inventory|leaderboard|wheel|seat|jackpot)\/|\/game-log\/active|\/assets\/engine-worker-later-/;

test('the heavy game loads in the container, says ready, and only then does the container ask for its promotions', async ({
  page,
}) => {
  // Requests (the engine worker's among them) and the game's ready, in the order they happen.
  const events: string[] = [];
  await page.exposeFunction('__heavyReady', () => void events.push('ready'));
  await page.addInitScript(() => {
    if (window !== window.top) return;
    window.addEventListener('message', (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown } | null;
      const told = Reflect.get(window, '__heavyReady') as () => Promise<void>;
      if (data?.type === 'ready') void told();
    });
  });
  page.on('request', (request) => void events.push(request.url()));
  const url = new URL(scenarioUrl({ x: `player-${crypto.randomUUID()}` }));
  url.searchParams.set('mType', '2002');
  url.searchParams.set('gName', 'goldengalleon_1.0.0');
  await page.goto(url.href);

  const game = gameFrame(page);
  await expect(game.locator('main[data-state="ready"]')).toBeAttached();
  await expect(game.locator('#label')).toHaveText('Ready to play');
  // The container shows itself once the game is ready: its promotions came after the ready.
  await expect(page.locator('.promo-bar-button').first()).toBeVisible();
  const ready = events.indexOf('ready');
  expect(ready).toBeGreaterThan(0);
  const assets = events.filter((e) => e.includes('/heavy-game/assets/'));
  expect(assets.length).toBe(9);
  expect(events.slice(0, ready).filter((e) => HELD.test(e))).toEqual([]);
  // The bar shows with the first promotion answers; the stream and the rest follow on their own
  // time (under a full run's load, after the bar): each is waited for, after the ready.
  for (const asked of [
    /\/promotion\/v1\/notification\//,
    /\/quest\/v1\/list\//,
    /engine-worker-later-features-/,
  ]) {
    await expect
      .poll(() => events.slice(ready).some((e) => asked.test(e)), String(asked))
      .toBe(true);
  }

  // Alone at its own address (no parentOrigin): it loads, in the player's language, and shows
  // itself ready.
  const src = await page.locator('iframe.game-frame').getAttribute('src');
  const alone = new URL(src ?? '');
  alone.search = new URLSearchParams({ lang: 'th' }).toString();
  await page.goto(alone.href);
  await expect(page.locator('main[data-state="ready"]')).toBeAttached();
  await expect(page.locator('#title')).toHaveText('เรือใบทองคำ');
  // And plays on its own: a spin ends with its result (a win or none); no container, no rules.
  await page.locator('#spin').click();
  await expect(page.locator('#label')).toHaveText(/^(?:ชนะ \d|ไม่ชนะ$)/);
  await expect(page.locator('#rules')).toBeHidden();
});
