// Operators see every failure their players meet (docs/logs.md, Failures), in Chromium: a throw
// on the page 100 times, a rejected promise, a lost part of the page and a dead worker each
// arrive as one event with its fingerprint and breadcrumbs and no token; the session's health
// and Web Vitals of a page navigated away from or closed arrive in the same visit.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { session } from './session-logs.ts';
import { gameFrame, text } from './support.ts';

/** The web-vitals library watches (it loads after the ready, in a session that reports). */
async function vitalsWatched(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => e.name.includes('web-vitals')),
      ),
    )
    .toBe(true);
}

for (const [how, leave] of [
  ['navigates away', (page: Page) => page.goto('about:blank').then(() => undefined)],
  ['is closed', (page: Page) => page.close()],
] as const) {
  test(`a session whose page ${how} sends its vitals and a clean health in the same visit`, async ({
    context,
  }) => {
    const page = await context.newPage();
    const token = `failures-${how.replace(/\W/g, '')}-${Date.now()}`;
    const { mine, all } = await session(page, token);
    await vitalsWatched(page);
    await leave(page);
    // No other visit: the page itself sent them as it went.
    await expect.poll(async () => (await mine('perf', 'vitals')).length).toBe(1);
    await expect.poll(async () => (await mine('session', 'health')).length).toBe(1);
    const [health] = await mine('session', 'health');
    expect(health!.content).toMatchObject({ status: 'clean', failures: 0 });
    expect(JSON.stringify(await all())).not.toContain(token);
  });
}

test('a throw, a rejection, a lost part and a dead worker each arrive once, counted, with breadcrumbs and no token', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const Original = window.Worker;
    const made: Worker[] = [];
    Object.assign(window, { __workers: made });
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        made.push(this);
      }
    };
  });
  const token = `failures-crash-${Date.now()}`;
  await page.route(/ContainerModals-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  const { mine } = await session(page, token);
  // The player taps more games, whose chunk is lost.
  await page.getByRole('button', { name: text('en', 'modals.moreGames.title') }).click();
  // A loop throws 100 times; a promise is rejected with nobody to catch it.
  await page.evaluate((secret) => {
    for (let i = 0; i < 100; i += 1) {
      setTimeout(() => {
        throw new Error(`seat ${i} has no player for ${secret}`);
      }, 0);
    }
    void Promise.reject(new Error(`no pools for ${secret}`));
  }, token);
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  await page.evaluate(() => {
    for (const worker of (window as unknown as { __workers: Worker[] }).__workers) {
      worker.terminate();
    }
  });
  // The page hears the worker is gone at its next ping (10 s, 8 s to answer): a dialog.
  await expect(page.getByRole('alertdialog')).toHaveAttribute('data-error-code', 'worker', {
    timeout: 30_000,
  });
  await expect
    .poll(async () => (await mine('failure')).map((e) => e.event).sort(), { timeout: 20_000 })
    .toEqual(['chunk-lost', 'page-error', 'rejection', 'worker-dead']);
  const failures = await mine('failure');
  const byKind = Object.fromEntries(failures.map((e) => [e.event, e.content]));
  expect(byKind['page-error']).toMatchObject({
    count: 100,
    side: 'page',
    message: 'Error: seat 99 has no player for [redacted]',
  });
  expect(byKind['rejection']).toMatchObject({ count: 1 });
  expect(byKind['chunk-lost']).toMatchObject({ panel: 'modal' });
  for (const content of Object.values(byKind)) {
    expect(content['fingerprint']).toMatch(/^[0-9a-f]{8}$/);
  }
  const crumbs = byKind['page-error']!['breadcrumbs'] as { kind: string; label: string }[];
  expect(crumbs.map((c) => `${c.kind}:${c.label}`)).toContain(
    `tap:${text('en', 'modals.moreGames.title')}`,
  );
  const [health] = await mine('session', 'health');
  expect(health!.content).toMatchObject({ status: 'crashed' });
  expect(JSON.stringify(await mine('failure'))).not.toContain(token);
});
