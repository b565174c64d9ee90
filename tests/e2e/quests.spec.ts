// Quests and countdowns as a player meets them: a spin adds to the quests (a game card's spins do
// not), the next refresh, the wheel's end and the campaign round count down on the server's clock
// in 5 s ticks, and a game off the quest-enabled list says where quests count.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import { EACH_STEP, type WorkerClock, workerClock } from './worker-clock.ts';
import { everySpinWins, expectAccessible, gameFrame, playing, quickGame, text } from './support.ts';

const panel = (page: Page, kind: string) => page.locator(`[data-panel="${kind}"]`);
const barButton = (page: Page, kind: string) =>
  page.getByRole('button', { name: text('en', `promo.panels.${kind}.title`), exact: true });

/** A fresh demo player of its own, with the wheel's campaign code (so the wheel shows). */
function freshPlayer(query: Record<string, string> = {}): string {
  const url = new URL(scenarioUrl({ x: `player-${crypto.randomUUID()}` }));
  url.searchParams.set('campaignInvitationCodes', 'WHEEL7');
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

/** The seconds a countdown shows ("2 days 03:04:05" is 97445 with the days left out). */
async function secondsShown(countdown: Locator): Promise<number> {
  const shown = (await countdown.textContent()) ?? '';
  const clock = /(\d{2}):(\d{2}):(\d{2})/.exec(shown);
  if (!clock) throw new Error(`no countdown in "${shown}"`);
  const [, h, m, s] = clock.map(Number) as [number, number, number, number];
  return (h * 60 + m) * 60 + s;
}

/**
 * Moves the server's clock on a second a look until the countdown ticks, and says how many
 * seconds that tick took off. A look fires at most one tick (they are 5 s apart), and real time
 * still flows: whichever tick comes first is the one measured.
 */
async function nextTick(countdown: Locator, clock: WorkerClock): Promise<number> {
  const before = await secondsShown(countdown);
  let after = before;
  await expect
    .poll(async () => {
      await clock.advance(1_000);
      after = await secondsShown(countdown);
      return after;
    }, EACH_STEP)
    .not.toBe(before);
  return before - after;
}

test('the quest panel counts down to the next refresh in 5 s ticks of the server clock', async ({
  page,
}) => {
  const clock = await workerClock(page);
  await playing(page, freshPlayer());
  await barButton(page, 'quest').click();
  const quests = panel(page, 'quest');
  const countdown = quests.locator('[data-countdown="questRefresh"]');
  await expect(countdown).toBeVisible();
  await expect(countdown).toHaveAttribute('role', 'timer');
  await expect(countdown).toContainText(text('en', 'promo.countdown.questRefresh'));
  await expectAccessible(page, '[data-panel="quest"]');
  // Ticks can cross a minute boundary (00:01:00 to 00:00:55): compared as seconds.
  expect(await nextTick(countdown, clock)).toBe(5);
});

test('the wheel and the campaign round count down on the same clock', async ({ page }) => {
  const clock = await workerClock(page);
  await playing(page, freshPlayer());
  await barButton(page, 'wheel').click();
  const wheelEnds = panel(page, 'wheel').locator('[data-countdown="wheelEnds"]');
  // The simulator's wheel ends 4 days after the first answer.
  await expect(wheelEnds).toContainText(text('en', 'promo.countdown.days_other', { count: '3' }));
  expect(await nextTick(wheelEnds, clock)).toBe(5);
  await page.keyboard.press('Escape');
  await barButton(page, 'campaign').click();
  const roundEnds = panel(page, 'campaign').locator('[data-countdown="roundEnds"]').first();
  await expect(roundEnds).toBeVisible();
  await expectAccessible(page, '[data-panel="campaign"]');
});

test("a game card's winning spins add nothing to quests; the next spin's bet and win do", async ({
  page,
}) => {
  await everySpinWins(page);
  await quickGame(page);
  await playing(page, freshPlayer());
  const quests = panel(page, 'quest');
  const tab = (name: string) =>
    quests.getByRole('tab', { name: text('en', `promo.quest.tabs.${name}`) });
  const dailyBet = quests.locator('[data-quest-state="inProgress"] [role="progressbar"]').first();
  // The slot-only win quest (target 500), assigned at 0: on the Regular tab.
  const regularWin = quests.locator('[data-quest-state] [role="progressbar"]');
  await barButton(page, 'quest').click();
  await expect(dailyBet).toHaveAttribute('aria-valuenow', '40');
  await tab('inventory').click();
  await quests
    .getByRole('button', { name: text('en', 'promo.inventory.use') })
    .first()
    .click();
  const done = page.locator('[data-promo-prompt="free-spin-done"]');
  await expect(done).toBeVisible({ timeout: 20_000 });
  // Five winning spins of the card: 15 each at its bet of 1.
  await expect(done).toContainText('75');
  await done.getByRole('button', { name: text('en', 'buttons.ok') }).click();
  await barButton(page, 'quest').click();
  await expect(dailyBet).toHaveAttribute('aria-valuenow', '40');
  await tab('regular').click();
  await expect(quests.locator('[data-quest-state="assigned"]')).toHaveCount(1);
  await expect(regularWin.last()).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('Escape');
  await expect(quests).toHaveCount(0);
  const spin = gameFrame(page).locator('#spin');
  await spin.click();
  await expect(spin).toHaveAttribute('aria-busy', 'false');
  await barButton(page, 'quest').click();
  // The demo slot bets 1 of the daily target of 100, and wins 15 of the regular 500 (3 %).
  await expect(dailyBet).toHaveAttribute('aria-valuenow', '41');
  await tab('regular').click();
  await expect(quests.locator('[data-quest-state="assigned"]')).toHaveCount(0);
  await expect(regularWin.last()).toHaveAttribute('aria-valuenow', '3');
});

test('in a game off the quest-enabled list the quest panel says so and lists where quests count', async ({
  page,
}) => {
  await playing(page, freshPlayer({ mType: '3002', gameType: '2', gName: 'goldenfishing_1.0.0' }));
  await barButton(page, 'quest').click();
  const quests = panel(page, 'quest');
  await expect(quests.locator('[data-quest-off-list]')).toHaveText(
    text('en', 'promo.quest.offList', { game: 'Golden Fishing' }),
  );
  await expect(
    quests.getByRole('tab', { name: text('en', 'promo.quest.tabs.games') }),
  ).toHaveAttribute('aria-selected', 'true');
  await expect(quests.getByRole('tabpanel')).toContainText('Lucky Fortune');
  await expectAccessible(page, '[data-panel="quest"]');
});
