// Chaos (issue 8): rounds of random faults on every route the container calls (the API, the
// config, the speed test, every service, the logs, the notification stream and the engine
// worker's script) while a player reloads, spins and answers what shows. Never a
// blank screen, never an uncaught error, and always a way to Reload or to the lobby. The
// page and its entry script stay up: when those fail the browser shows its own error page.
import type { Page } from '@playwright/test';
import type { FaultRule } from '../../operator-sim/faults.ts';
import { expect, test } from './fixtures.ts';
import { FaultSim } from './fault-sim.ts';
import { SIM_START_MS } from '../support/simulator.ts';
import { gameFrame, text } from './support.ts';
import { seeded } from '../support/seeded.ts';

const sim = new FaultSim(40);
test.beforeAll(async () => {
  test.setTimeout(SIM_START_MS);
  await sim.start();
});
test.afterAll(() => sim.stop());

/**
 * Rounds of faults and a player's action. Counted, not timed: a seed then replays the same rules
 * and actions on any machine. 30 is what the former two minutes reached on this 2-core machine
 * under load; CHAOS_ROUNDS=<n> runs a longer soak.
 */
const ROUNDS = Number(process.env['CHAOS_ROUNDS'] ?? 30);
/** Seeded, so a failing run can be replayed: CHAOS_SEED=<the seed printed> npm run test:e2e. */
const SEED = Number(process.env['CHAOS_SEED'] ?? Date.now() % 1_000_000);
// The boot's own routes come up more often: a fault there is what the player sees most.
const PATHS = [
  '/frontendAPI.do', '/frontendAPI.do', '/frontendAPI.do', '/env/*', '/env/*', '/quest/*', '/campaign/*', '/campaignv1/*', '/inventory/*',
  '/lucky-draw/*', '/leaderboard/*', '/seat/*', '/jackpot/*', '/api/v1/game-log/*',
  '/promotion/*', '/log', '/gamelog', '/logger/*', '/assets/engine-worker-*', '/icons/*',
]; // prettier-ignore
const STATUSES = [400, 401, 404, 429, 500, 502, 503, 504];

/** What the player can always reach: the game's close button, or a dialog's way out. */
const WAY_OUT = [
  text('en', 'buttons.close'),
  text('en', 'buttons.reload'),
  text('en', 'buttons.return'),
  text('en', 'buttons.ok'),
];

async function wayOut(page: Page): Promise<string> {
  if (new URL(page.url()).pathname.endsWith('/lobby')) return 'lobby';
  for (const name of WAY_OUT) {
    if (await page.getByRole('button', { name, exact: true }).first().isVisible()) return name;
  }
  return 'none';
}

test('rounds of random faults: no blank screen, no uncaught error, always a way out', async ({
  page,
  request,
}) => {
  // A round takes about 3 s, and up to the way-out wait's 45 s when a fault holds a call.
  test.setTimeout(ROUNDS * 6_000 + 120_000);
  test.info().annotations.push({ type: 'chaos seed', description: String(SEED) });
  const random = seeded(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  const origins = [sim.origin, ...(await sim.lines(request))];
  const rules = (): FaultRule[] =>
    Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
      const rule: FaultRule = { path: pick(PATHS) };
      if (random() < 0.5) rule.origin = pick(origins);
      const effect = random();
      if (effect < 0.35) rule.delayMs = Math.floor(random() * 7_000);
      else if (effect < 0.65) rule.drop = true;
      else rule.status = pick(STATUSES);
      if (random() < 0.6) rule.times = 1 + Math.floor(random() * 5);
      return rule;
    });

  const outs = new Map<string, number>();
  await page.goto(sim.playerUrl());
  for (let round = 0; round < ROUNDS; round++) {
    await sim.clearFaults(request);
    await sim.addFaults(request, rules());
    const action = random();
    if (action < 0.3 || (await wayOut(page)) === 'lobby') await page.goto(sim.playerUrl());
    else if (action < 0.55) await page.reload();
    else if (action < 0.7)
      await gameFrame(page)
        .locator('#spin')
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    else if (action < 0.8) await page.keyboard.press('Escape');
    else {
      const dialog = page.getByRole('alertdialog').getByRole('button');
      if ((await dialog.count()) > 0)
        await dialog
          .first()
          .click({ timeout: 2_000 })
          .catch(() => undefined);
    }
    // Within the calls' timeouts, the player has a way out (or has reached the lobby).
    let out = 'none';
    await expect
      .poll(async () => (out = await wayOut(page)), { timeout: 45_000, intervals: [500] })
      .not.toBe('none');
    outs.set(out, (outs.get(out) ?? 0) + 1);
    expect(uncaught).toEqual([]);
    // The player's pause: the pools' polls, the stream and the logs run under the faults (they
    // do during the next round's wait for a way out too, as its faults hold calls up).
    await page.waitForTimeout(Math.floor(random() * 1_000));
  }
  // The faults gone, a player gets the game.
  await sim.clearFaults(request);
  await page.goto(sim.playerUrl());
  await expect(gameFrame(page).locator('#spin')).toBeVisible({ timeout: 30_000 });
  expect(uncaught).toEqual([]);
  test.info().annotations.push({ type: 'ways out', description: JSON.stringify([...outs]) });
  expect([...outs.values()].reduce((a, b) => a + b, 0)).toBe(ROUNDS);
});
