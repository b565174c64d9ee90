// A session in Chromium sends its load timeline and Web Vitals through the log pipeline, and
// the simulator's /__sim/perf draws them (docs/rum.md). The demo environment reports every session.
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import { EACH_STEP, workerClock } from './worker-clock.ts';
import { LOG_TICK_MS } from '../../src-worker/logs/log-constants.ts';
import { TIMELINE_STEPS } from '../../src-worker/perf/perf-events.ts';
import { VERSION } from '../../shared/lib/constants.ts';

interface Span {
  name: string;
  start: number;
  end: number;
  attributes: Record<string, unknown>;
}
interface PerfContent {
  traceId: string;
  timeOrigin: number;
  load: string;
  missing: string[];
  spans: Span[];
  resource: Record<string, unknown>;
  metrics?: { name: string; value: number }[];
}
interface SimLogs {
  events: { type: string; event: string; content: PerfContent }[];
}

test('a session sends one timeline with every step in order, and /__sim/perf shows it', async ({
  page,
  request,
}) => {
  const token = `demo-token-${test.info().workerIndex}-${Date.now()}`;
  const clock = await workerClock(page);
  await page.goto(scenarioUrl({ x: token }));
  await expect(page.frameLocator('iframe.game-frame').locator('#spin')).toBeVisible();
  const origin = await page.evaluate(() => performance.timeOrigin);
  const appOrigin = process.env['APP_ORIGIN']!;
  const config = (await (await request.get(`${appOrigin}/env/demo.json`)).json()) as {
    logCdn: string;
  };
  const logsUrl = `${new URL(config.logCdn).origin}/__sim/logs`;
  // Other tests share the log server: this page's events are those of its own time origin.
  const mine = async (event: string): Promise<PerfContent[]> => {
    const logs = (await (await request.get(logsUrl)).json()) as SimLogs;
    const timeline = logs.events.find(
      (e) => e.type === 'perf' && e.event === 'timeline' && e.content.timeOrigin === origin,
    );
    return logs.events
      .filter((e) => e.type === 'perf' && e.event === event)
      .map((e) => e.content)
      .filter((c) => timeline !== undefined && c.traceId === timeline.content.traceId);
  };
  // The log pipeline sends it at its next 5 s tick: moved on, not waited for.
  const sent = async (): Promise<number> => {
    await clock.skip([LOG_TICK_MS]);
    return (await mine('timeline')).length;
  };
  await expect.poll(sent, { ...EACH_STEP, timeout: 20_000 }).toBe(1);
  const [timeline] = await mine('timeline');
  const [root, ...steps] = timeline!.spans;
  expect(timeline!.missing).toEqual([]);
  expect(root!.name).toBe('page_load');
  expect(steps.map((s) => s.name)).toEqual([...TIMELINE_STEPS]);
  // A first visit in a fresh context: nothing cached; every step after the one before it began.
  expect(timeline!.load).toBe('cold');
  for (const [i, step] of steps.entries()) {
    expect(step.end, step.name).toBeGreaterThanOrEqual(step.start);
    expect(step.end, step.name).toBeLessThan(30_000);
    if (i > 0) expect(step.start, step.name).toBeGreaterThanOrEqual(steps[i - 1]!.start);
  }
  const byName = Object.fromEntries(steps.map((s) => [s.name, s]));
  expect(byName['game_address']!.start).toBeGreaterThanOrEqual(byName['login']!.end);
  expect(byName['game_document']!.start).toBeGreaterThanOrEqual(byName['game_address']!.end - 1);
  expect(byName['config']!.attributes).toMatchObject({
    'http.request.method': 'GET',
    'url.full': `${appOrigin}/env/demo.json`,
  });
  expect(timeline!.resource).toMatchObject({ 'service.version': VERSION, 'gc.game.id': 2001 });
  expect(JSON.stringify(timeline)).not.toContain(token);

  // The vitals leave when the page hides, once the library (loaded after the ready) watches.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => e.name.includes('web-vitals')),
      ),
    )
    .toBe(true);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(async () => (await mine('vitals')).length, { timeout: 20_000 }).toBe(1);
  const [vitals] = await mine('vitals');
  expect(vitals!.metrics!.map((m) => m.name)).toContain('CLS');

  await page.goto(`${appOrigin}/__sim/perf`);
  await expect(page.locator('[data-sessions]')).not.toHaveAttribute('data-sessions', '0');
  await expect(page.getByRole('rowheader', { name: 'ready (since navigation)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Slowest sessions' })).toBeVisible();
  await expect(page.locator('figure svg[aria-label=timeline]').first()).toBeVisible();
  await expect(page.locator('svg[aria-label=distribution]').first()).toBeVisible();
});
