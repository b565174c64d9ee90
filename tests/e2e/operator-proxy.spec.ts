// The operator's contract proven on a player's journey (issue 45): `prism proxy
// docs/operator-api.yaml <the suite simulator's first line>` stands between the browser and every
// operator server, and the container's own requests (their headers, query strings and bodies)
// and the simulator's answers all go through it: the boot, more games, every panel, a wheel draw,
// a card used, a seat taken then changed (the game reloads) and the logs. Any request or answer
// that breaks the document fails the test (Prism's `Violation` lines, the `sl-violations` header).
// The page is served as operator-mock.spec.ts serves it, its env config the simulator's own with
// its first line's servers moved behind the proxy; the game server (`servers.gs`) is not the
// operator's API and stays on the simulator.
// The notification stream is not validated here: Prism reads a whole answer before it validates
// or forwards it, and the simulator's stream never ends, so the container's stream request waits
// unanswered for as long as the page lives (nothing on the journey needs it). Its events are
// checked against the document's `x-events` by tests/unit/contract/notification-stream.test.ts,
// and the container's stream client through Prism by tests/unit/contract/prism-proxy.test.ts.
import type { Locator, Page, Request, Response } from '@playwright/test';
import { http, HttpResponse } from 'msw';
import { expect, test } from './fixtures.ts';
import { serveOperatorPage } from './operator-page.ts';
import { lanePort, specPort } from './spec-ports.ts';
import { scenarioUrl } from './scenario.ts';
import {
  appOrigin,
  escapeFrom,
  gameFrame,
  openPanel,
  playing,
  quickGame,
  text,
  watchErrors,
} from './support.ts';
import type { RunningServer } from '../../operator-sim/node-server.ts';
import { PRISM_START_MS, type RunningPrism, startPrism } from '../support/prism.ts';

// One worker for the file: its journey's Prism and page start once (on the ports of the
// worker's lane, spec-ports.ts, so a copy of the file on another worker starts its own).
test.describe.configure({ mode: 'default' });

/** The page's port (operator-mock.spec.ts uses E2E_SIM_PORT + 15) and the proxy's. */
const PAGE_PORT = specPort(16);
const PROXY_PORT = lanePort('PRISM_JOURNEY_PORT', 5453);
/** The stream stays open through the proxy (above): Prism may end it only with an error. */
const STREAM_PATH = '/promotion/v1/notification/';

/**
 * The icons the simulator's more-games list names (on its line, as an operator's list may name
 * any host): the page loads them from there, not through the proxy.
 */
const ICON = /^\/icons\/\d+(_s)?\.svg$/;

interface Env {
  lines: string[];
  servers: Record<string, string>;
  [field: string]: unknown;
}

/**
 * The simulator's env config with everything on its first line behind the proxy: the API lines
 * (the proxy under two names, so the speed test runs and cannot pick a line past it), the seat,
 * promotion, jackpot, player, st and fish servers, the asset CDN and the three log endpoints.
 * The game server, the config host and the operator's report page are not the operator's API.
 */
function behindProxy(env: Env, [proxy, ...alias]: string[]): Env {
  const line = env.lines[0] ?? '';
  const moved = (value: unknown): unknown =>
    typeof value === 'string' && (value === line || value.startsWith(`${line}/`))
      ? `${proxy ?? ''}${value.slice(line.length)}`
      : value;
  const servers = Object.entries(env.servers).map(([k, v]) => [k, k === 'gs' ? v : moved(v)]);
  return {
    ...env,
    lines: [proxy ?? '', ...alias],
    servers: Object.fromEntries(servers) as Record<string, string>,
    ...Object.fromEntries(
      ['assetCdn', 'logCdn', 'gameLogCdn', 'logger'].map((k) => [k, moved(env[k])]),
    ),
  };
}

let prism: RunningPrism | undefined;
/** The proxy's origins: 127.0.0.1 and localhost, both Prism's one port. */
let proxies: string[] = [];
let pageServer: RunningServer | undefined;
/** The simulator's first API line, which the proxy forwards to. */
let simLine = '';

test.beforeAll(async () => {
  test.setTimeout(PRISM_START_MS);
  const simEnv = (await (await fetch(`${appOrigin()}/env/demo.json`)).json()) as Env;
  simLine = simEnv.lines[0] ?? '';
  prism = await startPrism('proxy', PROXY_PORT, simLine);
  proxies = [prism.origin, prism.origin.replace('127.0.0.1', 'localhost')];
  // The env configs through the proxy; the other config files (client looks) as they are.
  const env = http.get(/\/env\//, async ({ request }) => {
    const { pathname, search } = new URL(request.url);
    const answer = await fetch(`${appOrigin()}${pathname}${search}`);
    if (answer.ok && /^\/env\/[\w-]+\.json$/.test(pathname)) {
      return HttpResponse.json(behindProxy((await answer.json()) as Env, proxies));
    }
    const type = answer.headers.get('Content-Type') ?? 'application/octet-stream';
    return new HttpResponse(await answer.arrayBuffer(), {
      status: answer.status,
      headers: { 'Content-Type': type },
    });
  });
  const origins = {
    lines: proxies,
    gameServers: simEnv.servers['gs'] === undefined ? [] : [simEnv.servers['gs']],
    // The report page is the operator's; the more-games list names its icons on the line.
    pages: [simLine],
    assets: [simLine],
  };
  pageServer = await serveOperatorPage(PAGE_PORT, origins, [env]);
});
test.afterAll(async () => {
  await pageServer?.close();
  await prism?.stop();
});

/** One answer the page got from the proxy. */
interface Seen {
  call: string;
  status: number;
  violations: string;
}

/** Records every answer the page (its engine worker included) got from the proxy. */
function watchProxy(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!proxies.includes(url.origin) || response.request().method() === 'OPTIONS') return;
    const violations = response.headers()['sl-violations'] ?? '';
    seen.push({ call: `${response.request().method()} ${url.pathname}`, status: response.status(), violations }); // prettier-ignore
  });
  return seen;
}

/** A fresh player of their own (wheel tickets, cards, a seat) with the wheel's campaign code. */
function journeyUrl(origin: string): string {
  const printed = new URL(scenarioUrl({ x: `player-${crypto.randomUUID()}` }));
  const url = new URL(`${printed.pathname}${printed.search}`, origin);
  url.searchParams.set('campaignInvitationCodes', 'WHEEL7');
  return url.href;
}

/** A panel opened from the bar, its body loaded (a lazy chunk: a spinner first). */
async function openLoaded(page: Page, kind: string): Promise<Locator> {
  const shown = await openPanel(page, kind);
  await expect(shown.locator('.promo-panel-body')).not.toBeEmpty();
  await expect(shown.locator('.promo-loading')).toHaveCount(0);
  return shown;
}

/** A panel closed with its Close button (a spent draw's button leaves no focus for Escape). */
async function close(page: Page, what: Locator): Promise<void> {
  await what.getByRole('button', { name: text('en', 'promo.panel.close'), exact: true }).click();
  await expect(what).toHaveCount(0);
}

/** Each tab of an open panel in turn. */
async function everyTab(shown: Locator, keys: string[]): Promise<void> {
  for (const key of keys) {
    const tab = shown.getByRole('tab', { name: text('en', key), exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }
}

/** More games, every panel and the jackpot hall: each loads what it shows through the proxy. */
async function everyPanel(page: Page): Promise<void> {
  await page.getByRole('button', { name: text('en', 'modals.moreGames.title'), exact: true }).click(); // prettier-ignore
  const games = page.locator('[data-modal="more-games"]');
  await expect(games.locator('[data-game-id="1026"] img.game-icon')).toBeVisible();
  await escapeFrom(page, games);
  await expect(games).toHaveCount(0);
  const quests = await openLoaded(page, 'quest');
  await everyTab(quests, ['daily', 'regular', 'upcoming', 'inventory', 'messages', 'games'].map((t) => `promo.quest.tabs.${t}`)); // prettier-ignore
  await close(page, quests);
  for (const kind of ['freeSpin', 'campaign']) await close(page, await openLoaded(page, kind));
  // The winners of each jackpot series, a call each.
  const jackpots = await openLoaded(page, 'jackpot');
  await expect(jackpots.getByRole('tab')).not.toHaveCount(0);
  for (const tab of await jackpots.getByRole('tab').all()) {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(
      jackpots.locator('.jackpot-tab[aria-busy="false"] tbody tr').first(),
    ).toBeVisible();
  }
  await close(page, jackpots);
  const board = await openLoaded(page, 'leaderboard');
  await everyTab(board, ['promo.leaderboard.tabs.current', 'promo.leaderboard.tabs.popular']);
  await close(page, board);
  const hall = page.locator('[data-jackpot-hall] button[aria-expanded]');
  await hall.click();
  await expect(hall).toHaveAttribute('aria-expanded', 'true');
  await hall.click();
}

/** One normal draw of the wheel, its prize shown. */
async function drawWheel(page: Page): Promise<void> {
  const wheel = await openLoaded(page, 'wheel');
  await wheel.getByRole('button', { name: text('en', 'promo.wheel.normalSpin') }).click();
  await expect(wheel.getByRole('status')).toContainText(/You won/);
  await close(page, wheel);
}

/** The inventory's first card used: its games play and the completion is shown. */
async function useCard(page: Page): Promise<void> {
  const quests = await openLoaded(page, 'quest');
  await quests.getByRole('tab', { name: text('en', 'promo.quest.tabs.inventory') }).click();
  await quests.getByRole('button', { name: text('en', 'promo.inventory.use') }).first().click(); // prettier-ignore
  const done = page.locator('[data-promo-prompt="free-spin-done"]');
  await expect(done).toBeVisible({ timeout: 30_000 });
  await done.getByRole('button', { name: text('en', 'buttons.ok') }).click();
  await expect(done).toHaveCount(0);
}

/**
 * A seat taken, then changed for another (confirmed: the game reloads on it). The demo hall is
 * the suite's (seats.spec.ts takes its first empty seats): the journey takes its last ones.
 */
async function takeSeats(page: Page): Promise<void> {
  const lobby = await openLoaded(page, 'seat');
  const empty = lobby.locator('.seat-tile[data-state="empty"] [data-seat]');
  await expect(empty.first()).toBeVisible();
  const ids = await empty.evaluateAll((all) => all.map((b) => b.getAttribute('data-seat')));
  const [second, first] = ids.slice(-2);
  if (first == null || second == null) throw new Error('fewer than two empty seats in the demo hall'); // prettier-ignore
  const mine = (id: string) => lobby.locator(`.seat-tile[data-state="mine"] [data-seat="${id}"]`);
  await lobby.locator(`[data-seat="${first}"]`).click();
  await expect(mine(first)).toBeVisible();
  await page.locator('iframe.game-frame').evaluate((frame) => frame.setAttribute('data-old', ''));
  await lobby.locator(`[data-seat="${second}"]`).click();
  const prompt = lobby.getByRole('alertdialog', { name: text('en', 'seats.change.title') });
  await prompt.getByRole('button', { name: text('en', 'seats.change.confirm') }).click();
  await expect(lobby).toHaveCount(0);
  await expect(page.locator('iframe.game-frame[data-old]')).toHaveCount(0);
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
}

test("a player's journey through `prism proxy`: no request or answer breaks the document", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const seen = watchProxy(page);
  const bypassed: string[] = [];
  const streams: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === simLine && !ICON.test(url.pathname)) bypassed.push(request.url());
    if (proxies.includes(url.origin) && url.pathname.startsWith(STREAM_PATH)) streams.push(request);
  });
  const errors = watchErrors(page);
  // The wheel lands at once: its draw is the call, not the turning.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await quickGame(page);
  await playing(page, journeyUrl(pageServer?.origin ?? ''));
  await expect(page.locator('[data-panel-button="quest"]')).toBeVisible();
  await everyPanel(page);
  await drawWheel(page);
  await useCard(page);
  await takeSeats(page);
  // The stream never answered (above), and nothing waited for it or took it for a lost line.
  await expect(page.locator('[data-connection-lost]')).toHaveCount(0);
  // The page hides: the logs waiting leave at once (docs/logs.md).
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => seen.some((s) => s.call === 'POST /log' && s.status < 300)).toBe(true);
  expect(errors).toEqual([]);

  // Through the proxy, not past it: every operator server the journey needs.
  const calls = seen.map((s) => s.call);
  for (const call of [
    /^GET \/env\/speedtest\.png$/,
    /^POST \/frontendAPI\.do$/,
    /^GET \/seat\/v1\/info\/slot\/2001$/,
    /^PUT \/seat\/v1\/take$/,
    /^GET \/quest\/v1\/list\//,
    /^GET \/jackpot\/current\/v1\/groups$/,
    /^GET \/jackpot\/record\/v1\/winners$/,
    /^GET \/api\/v1\/game-log\/active$/,
    /^PUT \/lucky-draw\/v1\/entries\/[^/]+\/WHEEL7\/normal$/,
    /^GET \/cards\/en\/\w+\.svg$/,
    /^POST \/log$/,
    /^POST \/gamelog$/,
  ]) {
    expect(
      calls.some((c) => call.test(c)),
      `${call} through the proxy`,
    ).toBe(true);
  }
  expect(bypassed).toEqual([]);
  // The stream was asked of the proxy as the container asks it: the token, the login time.
  expect(streams.length).toBeGreaterThan(0);
  for (const stream of streams) {
    expect(new URL(stream.url()).searchParams.get('loginTime')).toMatch(/^\d+$/);
    // As sent (its raw headers come with an answer, which never comes).
    expect(stream.headers()['authorization']).toMatch(/^player-/);
  }
  // No answer marked, and nothing in Prism's log: a violation, or a request it could not serve
  // (but the stream's end, should the simulator drop it).
  expect(seen.filter((s) => s.violations !== '')).toEqual([]);
  const output = prism?.output() ?? '';
  expect(output).not.toMatch(/Violation/);
  const terminated = output.split('\n').filter((l) => l.includes('Request terminated'));
  expect(terminated.filter((l) => !l.includes(` ${STREAM_PATH}`))).toEqual([]);
  const answered = seen.filter((s) => s.call.startsWith(`GET ${STREAM_PATH}`)).length;
  console.log(
    `prism proxy: ${seen.length} answers validated (${new Set(calls).size} distinct calls), ` +
      `0 violations; the stream asked ${streams.length} time(s), answered ${answered}`,
  );
});
