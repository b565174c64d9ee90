// A session that ends or loses its connection while the game plays (issue 43): a token that
// dies in play, a session closed on inactivity, and the connection lost and back.
import type { Page } from '@playwright/test';
import { FaultSim } from './fault-sim.ts';
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import { gameFrame, playing, text } from './support.ts';

/** A token of its own for this test (the simulator counts a late token's calls). */
const unique = (prefix: string): string => `${prefix}${crypto.randomUUID()}`;

/** The tab's saved query (sessionStorage), as the page keeps it. */
const savedQuery = (page: Page): Promise<string | null> =>
  page.evaluate(() => sessionStorage.getItem('container.savedQuery'));

test('a token that dies in play (the game list answers 9030) shows its dialog, without Reload', async ({
  page,
}) => {
  await page.goto(scenarioUrl({ x: unique('late-9030-') }));
  // The game loads; the game list, asked once it is ready, finds the session over.
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAttribute('data-error-code', '9030');
  await expect(dialog).toContainText(text('en', 'errors.9030'));
  await expect(dialog.getByRole('button', { name: 'Reload' })).toHaveCount(0);
  await expect.poll(() => savedQuery(page)).not.toContain('x=');
  await dialog.getByRole('button', { name: 'Return' }).click();
  await expect(page).toHaveURL(/\/lobby$/);
});

test('a session closed on inactivity (100 once the game is up) says so, and Reload enters again', async ({
  page,
}) => {
  const token = unique('late-100-');
  await page.goto(scenarioUrl({ x: token }));
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAttribute('data-error-code', '100');
  await expect(dialog).toContainText(text('en', 'errors.100'));
  await expect(dialog).toContainText('Error code: 100');
  await expect(dialog.getByRole('button', { name: 'Return' })).toBeVisible();
  // The token is kept: Reload enters again with it, and the server decides.
  expect(await savedQuery(page)).toContain(`x=${token}`);
  const login = page.waitForRequest(
    (r) => r.url().endsWith('/frontendAPI.do') && (r.postData() ?? '').includes('action=101'),
  );
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await login;
  // The simulator's session stays closed: the login itself answers 100 now.
  await expect(page.getByRole('alertdialog')).toHaveAttribute('data-error-code', '100');
});

test.describe('the connection lost and back', () => {
  // A simulator of its own: its servers stop answering, which the other specs must not meet.
  const sim = new FaultSim(60);
  test.beforeAll(() => sim.start());
  test.afterAll(() => sim.stop());

  test('a notice shows, a tap is answered with it, and online brings the panels back', async ({
    page,
    request,
  }) => {
    await playing(page, sim.playerUrl());
    const notice = page.locator('.connection-notice');
    const quests = page.getByRole('button', {
      name: text('en', 'promo.panels.quest.title'),
      exact: true,
    });
    await expect(notice).toHaveCount(0);
    // Every API line (the main API, the promotion and player servers) stops answering.
    const lines = await sim.lines(request);
    await sim.addFaults(
      request,
      lines.map((line) => ({ origin: line, path: '*', drop: true })),
    );
    // More games asks the servers (action 9, the open rounds): no answer comes.
    await page.getByRole('button', { name: text('en', 'modals.moreGames.title') }).click();
    await expect(notice).toHaveText(text('en', 'connection.lost'));
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    const more = page.getByRole('dialog', { name: text('en', 'modals.moreGames.title') });
    await more.getByRole('button', { name: text('en', 'modals.close'), exact: true }).click();
    await expect(more).toHaveCount(0);
    // A panel tapped now could not load: the notice answers the tap, shown anew.
    const before = await notice.getAttribute('data-connection-lost');
    await quests.click();
    await expect(notice).not.toHaveAttribute('data-connection-lost', before ?? '');
    await expect(notice).toBeVisible();
    await expect(page.locator('[data-panel="quest"]')).toHaveCount(0);
    // The servers answer again and the browser says it is online.
    await sim.clearFaults(request);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(notice).toHaveCount(0);
    await quests.click();
    await expect(page.locator('[data-panel="quest"]')).toBeVisible();
  });
});
