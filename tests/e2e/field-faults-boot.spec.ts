// Faults of a phone's network during the boot (issue 58), on a simulator of their own: a config
// or a login whose body stalls after its headers, a login that trickles at a byte a second, one
// reset in the middle of its body, and a main API that never answers. Each ends within the boot's
// 20 s from the page's start, on the page's and the engine's clocks moved on together
// (field-faults.ts), with the network-error dialog; the connection notice never shows, for the
// lines answer their speed test all along; once the fault ends, Reload brings the game.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { FaultSim } from './fault-sim.ts';
import { SIM_START_MS } from '../support/simulator.ts';
import { CONFIG_TIMEOUT_MS } from '../../shared/lib/constants.ts';
import { gameFrame, text, watchErrors } from './support.ts';
import { PLAYER_WAIT_MS, bothClocks, seen, untilBootEnds, watchField } from './field-faults.ts';

// One simulator, one fault at a time.
test.describe.configure({ mode: 'serial' });

const sim = new FaultSim(70);
test.beforeAll(async () => {
  test.setTimeout(SIM_START_MS);
  await sim.start();
});
test.afterAll(() => sim.stop());
test.afterEach(({ request }) => sim.clearFaults(request));

/**
 * Opens a fresh player's URL under `preset` and moves the clocks on until the boot ends: the
 * network-error dialog (code 1, "Network abnormal") with Reload and Return, within the budget,
 * no connection notice ever; resolves to the ms the dialog came at, on the page's clock (with
 * `move` false, no clock is moved: the dialog comes in real time). Then the fault ends, and
 * Reload brings the game.
 */
async function dialogThenReload(page: Page, preset: string, move = true): Promise<number> {
  const errors = watchErrors(page);
  await watchField(page);
  const clocks = move ? await bothClocks(page) : null;
  await page.request.post(`${sim.origin}/__sim/faults`, { data: { preset } });
  await page.goto(sim.playerUrl());
  const end = await untilBootEnds(page, clocks);
  expect(end.game).toBeNull();
  expect(end.dialog).not.toBeNull();
  expect(end.dialog!).toBeLessThanOrEqual(PLAYER_WAIT_MS);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveAttribute('data-error-code', '1');
  await expect(dialog).toContainText(text('en', 'errors.1'));
  await expect(dialog.getByRole('button', { name: text('en', 'buttons.return') })).toBeVisible();
  const reload = dialog.getByRole('button', { name: text('en', 'buttons.reload') });
  await expect(reload).toBeVisible();
  // No spinner left behind the dialog.
  await expect(page.locator('.spinner-overlay')).toHaveCount(0);
  // The player's network worked all along: one route failed, not the connection.
  expect((await seen(page)).notices).toBe(0);
  await sim.clearFaults(page.request);
  await reload.click();
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect((await seen(page)).notices).toBe(0);
  expect(errors).toEqual([]);
  test.info().annotations.push({ type: preset, description: `dialog at ${end.dialog!} ms` });
  return end.dialog!;
}

test('a config whose body stalls after its headers: the dialog at its 10 s, then Reload plays', async ({
  page,
}) => {
  const at = await dialogThenReload(page, 'stall-config');
  // Not before the config's own deadline: its headers came, and the boot waited for the body.
  expect(at).toBeGreaterThanOrEqual(CONFIG_TIMEOUT_MS);
});

test('a login whose body stalls after its headers, on every line: the dialog within 20 s', async ({
  page,
}) => {
  await dialogThenReload(page, 'stall-login');
});

test('a login that trickles at a byte a second: the dialog within 20 s, never the notice', async ({
  page,
}) => {
  await dialogThenReload(page, 'trickle');
});

test('a login reset in the middle of its body, on every line: the dialog at once', async ({
  page,
}) => {
  // No deadline to wait for: each line's answer breaks off, and the boot fails over to the end
  // in real time, no clock moved.
  await dialogThenReload(page, 'reset-mid-body', false);
});

test('a main API that takes the request and never answers: the dialog within 20 s', async ({
  page,
}) => {
  await dialogThenReload(page, 'never-answers');
});
