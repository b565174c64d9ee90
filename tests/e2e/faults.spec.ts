// Faults a player meets on a real network (issue 8), on a simulator of their own: a log server
// down across a reload, an API line that dies mid-session, a notification stream that drops
// every 10 s, and promotion, seat and player servers that answer too late.
import { expect, test } from './fixtures.ts';
import { FaultSim } from './fault-sim.ts';
import { hitOf, watchNotices, watched } from './notices.ts';
import { maskName } from '../../shared/promotions/leaderboards/masking.ts';
import type { LogStats } from '../../shared/engine/engine-api.ts';
import { gameFrame, playing, text, watchErrors } from './support.ts';
import type { Page } from '@playwright/test';

// One simulator, one fault at a time.
test.describe.configure({ mode: 'serial' });

const sim = new FaultSim(20);
test.beforeAll(() => sim.start());
test.afterAll(() => sim.stop());

const logStats = (page: Page): Promise<LogStats> =>
  page.evaluate(async () => {
    const handle = (window as unknown as { __gameContainer: { logStats(): Promise<LogStats> } })
      .__gameContainer;
    return handle.logStats();
  });
const noDialog = (page: Page) => expect(page.getByRole('alertdialog')).toHaveCount(0);
const symbols = (page: Page) =>
  expect(page.locator('#automation')).toHaveAttribute('data-screen-symbols', /\w+(,\w+){8}/);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('the log server down across a reload: once it is back, every log arrives once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await request.delete(`${sim.origin}/__sim/logs`);
  await request.post(`${sim.origin}/__sim/logs/mode`, { data: { mode: 'down' } });
  const url = sim.playerUrl();
  await playing(page, url);
  await gameFrame(page).locator('#spin').click();
  await symbols(page);
  // The first page's events went through their retries into unsent_logs.
  await expect.poll(async () => (await logStats(page)).stored, { timeout: 15_000 }).toBe(1);
  const first = await logStats(page);
  await page.reload();
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  await page.keyboard.press('Escape');
  const second = await logStats(page);
  expect(first.created + second.created).toBeGreaterThanOrEqual(2);
  await request.post(`${sim.origin}/__sim/logs/mode`, { data: { mode: 'ok' } });
  // Both pages' events arrive with the next resend; the simulator dedupes by event_id.
  const arrived = async () =>
    (await (await request.get(`${sim.origin}/__sim/logs`)).json()) as {
      unique: number;
      events: { event_id: string; type: string; event: string }[];
    };
  await expect
    .poll(async () => (await arrived()).unique, { timeout: 45_000 })
    .toBe(first.created + second.created);
  const { events } = await arrived();
  expect(new Set(events.map((e) => e.event_id)).size).toBe(events.length);
  expect(events.filter((e) => e.type === 'boot' && e.event === 'ready')).toHaveLength(2);
  expect(await logStats(page)).toMatchObject({ queued: 0, stored: 0, dropped: 0 });
});

test('the API line dies mid-session: the next calls go to another line, and play goes on', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  await playing(page, sim.playerUrl());
  const [fastest] = await sim.lines(request);
  await request.delete(`${sim.origin}/__sim/referers`);
  await sim.addFaults(request, [{ origin: fastest!, path: '*', drop: true }]);
  try {
    // The player picks another game: its ticket and address come from another line.
    const first = await page.locator('iframe.game-frame').getAttribute('src');
    await page.getByRole('button', { name: text('en', 'modals.moreGames.title') }).click();
    await page.locator('[data-game-id="3001"]').click();
    await page
      .locator('[data-prompt="leaveGame"]')
      .getByRole('button', { name: text('en', 'prompts.leaveGame.confirm') })
      .click();
    await expect(page.locator('iframe.game-frame')).not.toHaveAttribute('src', first ?? '');
    await expect(gameFrame(page).locator('#spin')).toBeVisible();
    await noDialog(page);
    const seen = (await (await request.get(`${sim.origin}/__sim/referers`)).json()) as {
      referers: { origin: string; path: string }[];
    };
    const api = seen.referers.filter((r) => r.path === '/frontendAPI.do');
    expect(api.some((r) => r.origin !== fastest)).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    await sim.clearFaults(request);
  }
});

test('the notification stream drops every 10 s: every notice shows once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await watchNotices(page);
  await playing(page, sim.playerUrl());
  const names = Array.from({ length: 6 }, (_, i) => `drop${i}-${crypto.randomUUID().slice(0, 4)}`);
  const push = (name: string, value: number) =>
    request.post(`${sim.origin}/__sim/sse/events`, {
      data: [{ type: 'jackpotHit', data: hitOf(name, value) }],
    });
  const started = Date.now();
  let drops = 0;
  // A notice every 6 s, the stream dropped every 10 s: some notices come while it is down.
  for (const [i, name] of names.entries()) {
    await push(name, 1_000 + i);
    const next = started + (i + 1) * 6_000;
    while (Date.now() < next) {
      const dueDrop = started + (drops + 1) * 10_000;
      if (dueDrop <= next) {
        await wait(Math.max(0, dueDrop - Date.now()));
        await request.post(`${sim.origin}/__sim/sse/drop`);
        drops += 1;
      } else {
        await wait(next - Date.now());
      }
    }
  }
  expect(drops).toBe(3);
  await expect
    .poll(async () => (await watched(page)).seen.length, { timeout: 30_000 })
    .toBe(names.length);
  await wait(5_000);
  const { seen } = await watched(page);
  expect(seen.map((s) => s.text.match(/\*{3}\S{3}/)?.[0])).toEqual(names.map(maskName));
});

test('promotion, seat and player servers that answer after 5 s: the game plays without them', async ({
  page,
  request,
}) => {
  const late = { delayMs: 6_000 };
  await sim.addFaults(
    request,
    ['/quest/*', '/campaign/*', '/campaignv1/*', '/inventory/*', '/lucky-draw/*', '/leaderboard/*']
      .concat(['/seat/*', '/api/v1/game-log/*'])
      .map((path) => ({ path, ...late })),
  );
  try {
    const errors = watchErrors(page);
    await page.goto(sim.playerUrl());
    await expect(gameFrame(page).locator('#spin')).toBeVisible({ timeout: 20_000 });
    await gameFrame(page).locator('#spin').click();
    await symbols(page);
    // SPEC: silent empty lists and no seat: no popup, no panel, no seat lobby, no dialog.
    await expect(page.locator('[data-panel]')).toHaveCount(0);
    await noDialog(page);
    // The late answers come and change nothing.
    await wait(2_000);
    await expect(page.locator('[data-panel]')).toHaveCount(0);
    await noDialog(page);
    expect(errors).toEqual([]);
  } finally {
    await sim.clearFaults(request);
  }
});
