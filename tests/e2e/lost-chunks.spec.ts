// A part of the page that loads later (a lazily loaded chunk) lost on the way, as on a flaky
// phone network: the rest of the page stays (React unmounts the whole page on an error nothing
// catches: the bars, buttons and dialogs all went), and the part comes once its chunk loads.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import { gameFrame, playing, text } from './support.ts';

/** Refuses the chunk whose name matches until the returned function is called. */
async function lose(page: Page, chunk: RegExp): Promise<() => Promise<void>> {
  let lost = 0;
  await page.route(chunk, (route) => {
    lost += 1;
    return route.abort('internetdisconnected');
  });
  return async () => {
    expect(lost).toBeGreaterThan(0);
    await page.unroute(chunk);
  };
}

test('more games whose chunk is lost closes; the page stays, and the next tap opens it', async ({
  page,
}) => {
  const back = await lose(page, /ContainerModals-[\w-]+\.js$/);
  await playing(page, scenarioUrl());
  const more = page.getByRole('button', { name: text('en', 'modals.moreGames.title') });
  // React tells the console when a boundary took the chunk's error: the modal is closing.
  const caught = page.waitForEvent('console', (m) =>
    m.text().includes('Failed to fetch dynamically imported module'),
  );
  await more.click();
  await caught;
  // The tap is not answered, and nothing else goes: the buttons, the game.
  await expect(more).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  await back();
  await more.click();
  await expect(
    page.getByRole('dialog', { name: text('en', 'modals.moreGames.title') }),
  ).toBeVisible();
});

test('a regulated market’s bar whose chunk is lost comes once it loads; the page stays', async ({
  page,
}) => {
  const back = await lose(page, /Regulation-[\w-]+\.js$/);
  await playing(page, scenarioUrl({ e: 'regulated' }));
  const more = page.getByRole('button', { name: text('en', 'modals.moreGames.title') });
  await expect(more).toBeVisible();
  await back();
  // It tries again 5 s after the loss.
  await expect(page.locator('[data-session="clock"]')).toBeVisible({ timeout: 15_000 });
  await expect(more).toBeVisible();
});
