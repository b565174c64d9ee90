// Logs leave a real browser's worker cross-origin (a JSON POST needs a CORS preflight), never with the token.
// Keepalive itself is not visible on the wire; tests/unit/session/engine-services.test.ts checks it.
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';

interface SimLogs {
  events: { event: string; type: string; uid: string; content: unknown }[];
  unique: number;
}

test('logs reach the log server from the browser when the page hides, without the token', async ({
  page,
  request,
}) => {
  const token = `demo-token-${test.info().workerIndex}-${Date.now()}`;
  await page.goto(scenarioUrl({ x: token }));
  await expect(page.frameLocator('iframe.game-frame').locator('#spin')).toBeVisible();
  const appOrigin = process.env['APP_ORIGIN']!;
  const config = (await (await request.get(`${appOrigin}/env/demo.json`)).json()) as {
    logCdn: string;
  };
  const logsUrl = `${new URL(config.logCdn).origin}/__sim/logs`;
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect
    .poll(async () => {
      const logs = (await (await request.get(logsUrl)).json()) as SimLogs;
      return logs.events.some((e) => e.type === 'boot' && e.event === 'ready');
    })
    .toBe(true);
  const raw = await (await request.get(logsUrl)).text();
  expect(raw).not.toContain(token);
});
