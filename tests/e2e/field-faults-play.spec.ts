// Faults of a phone's network around play (issue 58), on a simulator of their own: the
// promotion, seat, jackpot and player servers 6 s late, or on a host that does not resolve;
// a single line that goes down and comes back; a link that flaps, down 5 s and up 5 s; and 2G.
// The words on screen match the state: "Connection lost" exactly while no API line answers,
// never for one slow or missing service; the notice clears by itself once the line is back;
// the player spins, opens a panel, switches games, and every log arrives once. The engine's
// waits (the services' deadlines, the connection's checks, the log resends) pass on its clock.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { FaultSim } from './fault-sim.ts';
import { SIM_START_MS } from '../support/simulator.ts';
import { BOOT_BUDGET_MS } from '../../src-worker/boot/boot-deadline.ts';
import { RECHECK_FIRST_MS } from '../../src-worker/errors/connection.ts';
import { SERVICE_TIMEOUT_MS } from '../../src-worker/lib/service-client.ts';
import { confirmLeave, escapeFrom, gameFrame, openPanel, pickGame, text } from './support.ts';
import { type WorkerClock, workerClock } from './worker-clock.ts';
import { quietConfig, noLogLost, seen, untilBootEnds, watchField } from './field-faults.ts';

// One simulator, one fault at a time.
test.describe.configure({ mode: 'serial' });

const sim = new FaultSim(90);
test.beforeAll(async () => {
  test.setTimeout(SIM_START_MS);
  await sim.start();
});
test.afterAll(() => sim.stop());
test.afterEach(({ request }) => sim.clearFaults(request));

const preset = (request: APIRequestContext, name: string) =>
  request.post(`${sim.origin}/__sim/faults`, { data: { preset: name } });
const notice = (page: Page) => page.locator('.connection-notice');
const symbols = (page: Page) =>
  expect(page.locator('#automation')).toHaveAttribute('data-screen-symbols', /\w+(,\w+){8}/);

/** The probe, the engine's clock and every log counted; the simulator's log server emptied. */
async function watched(page: Page, request: APIRequestContext): Promise<WorkerClock> {
  await watchField(page);
  await quietConfig(page);
  await request.delete(`${sim.origin}/__sim/logs`);
  return workerClock(page);
}

/** The game came within the boot's budget, on the page's (real) clock. */
async function gameInTime(page: Page): Promise<void> {
  const end = await untilBootEnds(page, null);
  expect(end.dialog).toBeNull();
  expect(end.game).not.toBeNull();
  expect(end.game!).toBeLessThanOrEqual(BOOT_BUDGET_MS);
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
}

/** The quest panel opens from the bar, and closes with Escape. */
async function questPanel(page: Page): Promise<void> {
  const quest = await openPanel(page, 'quest');
  await escapeFrom(page, quest);
  await expect(quest).toHaveCount(0);
}

/** Another game from more games: its frame comes with a new address, and plays. */
async function switchGame(page: Page, gameId: number): Promise<void> {
  const first = await page.locator('iframe.game-frame').getAttribute('src');
  await pickGame(page, gameId);
  await confirmLeave(page);
  await expect(page.locator('iframe.game-frame')).not.toHaveAttribute('src', first ?? '');
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
}

/** A burst of logs: spins one after another, each with its round's events, each seen to end. */
async function spins(page: Page, count: number): Promise<void> {
  const automation = page.locator('#automation');
  for (let i = 0; i < count; i++) {
    const before = (await automation.getAttribute('data-screen-symbols')) ?? '';
    await gameFrame(page).locator('#spin').click();
    await expect(automation).not.toHaveAttribute('data-screen-symbols', before);
    await symbols(page);
  }
}

/**
 * A game played while one service is slow or missing: it comes in time and spins, with no
 * promotion to show (its lists are empty once the service's deadline passes: no panel, no
 * dialog), another game loads, never the notice, and every log arrives. Once the service is back
 * (`back`), a reload has its quest panel open.
 */
async function playsWithoutServices(
  page: Page,
  clock: WorkerClock,
  url: string,
  back: () => Promise<unknown>,
): Promise<void> {
  await page.goto(url);
  await gameInTime(page);
  await spins(page, 1);
  await clock.advance(SERVICE_TIMEOUT_MS);
  await expect(page.locator('[data-panel]')).toHaveCount(0);
  await switchGame(page, 3001);
  await clock.advance(SERVICE_TIMEOUT_MS);
  await spins(page, 3);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await noLogLost(page, sim.origin, clock);
  expect((await seen(page)).notices).toBe(0);
  await back();
  await page.reload();
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  await openPanel(page, 'quest');
  expect((await seen(page)).notices).toBe(0);
}

test('promotion, seat, jackpot and player servers 6 s late: the game plays, never the notice', async ({
  page,
  request,
}) => {
  const clock = await watched(page, request);
  await preset(request, 'slow-services');
  await playsWithoutServices(page, clock, sim.playerUrl(), () => sim.clearFaults(request));
});

test('services on a host that does not resolve: the game plays, never the notice', async ({
  page,
  request,
}) => {
  const clock = await watched(page, request);
  const url = sim.playerUrl({ e: 'unresolvable-services' });
  // Back: the same player in the demo environment, its services on the line.
  await playsWithoutServices(page, clock, url, () =>
    page.evaluate(() => {
      const next = new URL(location.href);
      next.searchParams.set('e', 'demo');
      history.replaceState(history.state, '', next.href);
    }),
  );
});

/**
 * Moves the engine's clock on by one check's ceiling at a time until `count` notices show: the
 * background calls and the connection's own checks come as their time comes, no real wait.
 */
async function noticesReach(page: Page, clock: WorkerClock, count: number): Promise<void> {
  await expect
    .poll(
      async () => {
        await clock.advance(RECHECK_FIRST_MS);
        return notice(page).count();
      },
      { timeout: 15_000, intervals: [250] },
    )
    .toBe(count);
}

/**
 * While no line answers, the engine's background calls (the jackpot pools' poll, the server
 * clock's sync) get no answer as their time comes on its clock, no line answers the check, and
 * the notice shows, with no dialog.
 */
async function noticeWhileDown(page: Page, clock: WorkerClock): Promise<void> {
  await noticesReach(page, clock, 1);
  await expect(notice(page)).toHaveText(text('en', 'connection.lost'));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

/** The notice goes by itself (the connection's own checks, on the engine's clock): no tap. */
const noticeClears = (page: Page, clock: WorkerClock): Promise<void> =>
  noticesReach(page, clock, 0);

/**
 * After the network came back: a panel opens, a game switch goes through, the game spins, the
 * logs made while it was down arrive once each, and the notice showed exactly once.
 */
async function playsOnAfterOneNotice(
  page: Page,
  clock: Parameters<typeof noLogLost>[2],
): Promise<void> {
  await questPanel(page);
  await switchGame(page, 3001);
  await spins(page, 2);
  await noLogLost(page, sim.origin, clock);
  expect((await seen(page)).notices).toBe(1);
}

test('a single line goes down and comes back: the notice while it is down, gone by itself', async ({
  page,
  request,
}) => {
  const clock = await watched(page, request);
  await page.goto(sim.playerUrl({ e: 'single-line' }));
  await gameInTime(page);
  await spins(page, 1);
  expect((await seen(page)).notices).toBe(0);
  // The one line's every route is dropped: the network, as far as the container knows, is down.
  const [line] = await sim.lines(request);
  await sim.addFaults(request, [{ origin: line!, path: '*', drop: true }]);
  await noticeWhileDown(page, clock);
  await spins(page, 2);
  await sim.clearFaults(request);
  await noticeClears(page, clock);
  await playsOnAfterOneNotice(page, clock);
});

test('a link that flaps, down 5 s and up 5 s: the notice in the down phase, gone in the up', async ({
  page,
  request,
}) => {
  const clock = await watched(page, request);
  await page.goto(sim.playerUrl());
  await gameInTime(page);
  await spins(page, 1);
  const down = Date.now();
  // Every API route of every line, down first.
  await preset(request, 'flapping');
  await noticeWhileDown(page, clock);
  await noticeClears(page, clock);
  // Not before the down phase ended: the checks found no line answering until then.
  expect(Date.now() - down).toBeGreaterThanOrEqual(5_000);
  await sim.clearFaults(request);
  await playsOnAfterOneNotice(page, clock);
});

test('2G, every answer 300 ms late at 250 kbit/s: the game within 20 s, never the notice', async ({
  page,
  request,
}) => {
  await watchField(page);
  await quietConfig(page);
  await preset(request, '2g');
  await page.goto(sim.playerUrl(), { waitUntil: 'commit' });
  await gameInTime(page);
  await spins(page, 1);
  await sim.clearFaults(request);
  expect((await seen(page)).notices).toBe(0);
  test
    .info()
    .annotations.push({ type: '2g', description: `game at ${(await seen(page)).game!} ms` });
});
