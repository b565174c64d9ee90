// Wheel tickets as a player earns them: a spin of the demo slot that crosses the ticket threshold
// shows the new ticket on the bar and in the wheel panel at once, with today's cap reached.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import { escapeFrom, expectAccessible, gameFrame, playing, text } from './support.ts';

const wheelButton = (page: Page) =>
  page.getByRole('button', { name: text('en', 'promo.panels.wheel.title'), exact: true });

test("a spin that crosses the threshold shows the day's last ticket at once", async ({ page }) => {
  // Today's bet is 49 of the 50 that earn the 5th and last ticket; the demo slot bets 1. On an
  // account of its own, so the test can run again (`npm run test:repeat`).
  const url = new URL(scenarioUrl({ x: `wheel-earning~${crypto.randomUUID()}` }));
  url.searchParams.set('campaignInvitationCodes', 'WHEEL7');
  await playing(page, url.href);
  const badge = wheelButton(page).locator('.promo-badge-count');
  await expect(badge).toHaveCount(0);
  const spin = gameFrame(page).locator('#spin');
  await spin.click();
  await expect(spin).toHaveAttribute('aria-busy', 'false');
  await expect(badge).toHaveText('1');
  await wheelButton(page).click();
  const wheel = page.locator('[data-panel="wheel"]');
  await expect(wheel).toContainText(text('en', 'promo.wheel.tickets', { count: '1' }));
  await expect(wheel).toContainText(text('en', 'promo.wheel.dailyLimitReached'));
  await expect(
    wheel.getByRole('button', { name: text('en', 'promo.wheel.normalSpin') }),
  ).toBeEnabled();
  await expectAccessible(page, '[data-panel="wheel"]');
  await escapeFrom(page, wheel);
});
