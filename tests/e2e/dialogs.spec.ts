// One journey per dialog behaviour of SPEC §8, in English and in another language: what the
// player reads, where each button leads, and that the dialog passes axe.
import type { Page } from '@playwright/test';
import { RECONNECT_DELAYS_MS } from '../../src-worker/engine/engine.ts';
import { expect, test } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import { expectAccessible, text, watchErrors } from './support.ts';
import { type WorkerClock, workerClock } from './worker-clock.ts';

const LOBBY = /\/lobby$/;

interface Case {
  behaviour: string;
  token: () => string;
  code: string;
  /** What shows only for a while (a 301 clears by itself): checked first, before axe. */
  whileShown?: (page: Page, lng: string, clock: WorkerClock) => Promise<void>;
  /** Clicks the dialog's main button, or waits on the engine's clock, and checks where it leads. */
  follow: (page: Page, lng: string, clock: WorkerClock) => Promise<void>;
}

const dialog = (page: Page) => page.getByRole('alertdialog');
const game = (page: Page) => page.frameLocator('iframe.game-frame').locator('#spin');

const CASES: Case[] = [
  {
    behaviour: 'logout',
    token: () => 'token-219',
    code: '219',
    follow: async (page, lng) => {
      await dialog(page)
        .getByRole('button', { name: text(lng, 'buttons.ok') })
        .click();
      await expect(page).toHaveURL(/\/lobby\?reset=1$/);
    },
  },
  {
    behaviour: 'confirm',
    token: () => 'low-balance',
    code: '2',
    follow: async (page, lng) => {
      await dialog(page)
        .getByRole('button', { name: text(lng, 'buttons.ok') })
        .click();
      await expect(dialog(page)).toHaveCount(0);
      await expect(game(page)).toBeVisible();
    },
  },
  {
    behaviour: 'suspend',
    token: () => 'restricted-user',
    code: '7502',
    follow: async (page, lng) => {
      await dialog(page)
        .getByRole('button', { name: text(lng, 'buttons.ok') })
        .click();
      await expect(page).toHaveURL(LOBBY);
    },
  },
  {
    behaviour: 'message',
    token: () => 'token-229',
    code: '229',
    follow: async (page, lng) => {
      // The boot stopped: after OK the page still offers Reload and Return, never a blank.
      await dialog(page)
        .getByRole('button', { name: text(lng, 'buttons.ok') })
        .click();
      await expect(page.getByRole('heading', { name: text(lng, 'app.stopped') })).toBeVisible();
      await expectAccessible(page, '.close-page');
      await page.getByRole('button', { name: text(lng, 'buttons.return') }).click();
      await expect(page).toHaveURL(LOBBY);
    },
  },
  {
    behaviour: 'tokenRejected',
    token: () => 'token-9005',
    code: '9005',
    follow: async (page, lng) => {
      await dialog(page)
        .getByRole('button', { name: text(lng, 'buttons.return') })
        .click();
      await expect(page).toHaveURL(LOBBY);
    },
  },
  {
    behaviour: 'reconnecting',
    token: () => `token-301-${crypto.randomUUID()}`,
    code: '301',
    whileShown: async (page, lng, clock) => {
      await expect(dialog(page).locator('.dialog-spinner')).toBeVisible();
      const buttons = dialog(page).getByRole('button');
      const labels = [text(lng, 'buttons.return'), text(lng, 'buttons.reload')];
      await expect(buttons).toHaveText(labels);
      // The engine's next try, held at the operator's API: while it runs (its phases start
      // over), the dialog stays as it was, its Reload and the focus included.
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        '**/frontendAPI.do',
        async (route) => {
          await held;
          await route.continue();
        },
        { times: 1 },
      );
      const asked = page.waitForRequest('**/frontendAPI.do');
      await clock.skip([RECONNECT_DELAYS_MS[0]]);
      await asked;
      await expect(page.locator('#automation')).not.toHaveAttribute('data-phase', 'failed');
      await expect(buttons).toHaveText(labels);
      await expect(buttons.first()).toBeFocused();
      release();
    },
    follow: async (page, _lng, clock) => {
      // The engine tries again by itself, its waits skipped on its clock; when the servers
      // answer, the game appears.
      await expect(async () => {
        await clock.skip(RECONNECT_DELAYS_MS);
        await expect(dialog(page)).toHaveCount(0, { timeout: 500 });
      }).toPass({ timeout: 15_000 });
      await expect(game(page)).toBeVisible();
    },
  },
];

for (const c of CASES) {
  for (const lng of ['en', 'vi']) {
    test(`${c.behaviour} (${c.code}) in ${lng}: text, buttons, where they lead, axe`, async ({
      page,
    }) => {
      const clock = await workerClock(page);
      const errors = watchErrors(page);
      await page.goto(scenarioUrl({ x: c.token(), path: lng === 'en' ? '/' : `/${lng}/` }));
      await expect(dialog(page)).toHaveAttribute('data-behaviour', c.behaviour);
      await expect(dialog(page)).toHaveAttribute('data-error-code', c.code);
      await expect(dialog(page).locator('#error-message')).toHaveText(
        text(lng, `errors.${c.code}`),
      );
      await expect(dialog(page).getByRole('button').first()).toBeFocused();
      await c.whileShown?.(page, lng, clock);
      await expectAccessible(page, '.dialog');
      await c.follow(page, lng, clock);
      expect(errors).toEqual([]);
    });
  }
}
