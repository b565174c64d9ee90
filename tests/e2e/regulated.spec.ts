// A regulated market (e=regulated: the simulator's strict jurisdiction profile, no quick spin or
// auto-play, 2.5 s rounds, the session bar) as a player sees it: the session clock and net
// position over the game, counting; no quick-spin suggestion; the demo slot on the SDK obeying
// the rules it is told; a game of protocol 1, told nothing, whose auto-play the container pauses
// (and logs). The bar at 360 px in en, th, bn and zh-TW: it fits, and looks as its pictures. One
// game at a time: two pages of one browser, the second refused while the first plays.
import type { Page } from '@playwright/test';
import { LOCALES } from '../../shared/lib/constants.ts';
import { expect, test } from './fixtures.ts';
import { findMisfits } from './fit.ts';
import { scenarioUrl } from './scenario.ts';
import { settled } from './settled.ts';
import { appOrigin, gameFrame, playing, text, watchErrors } from './support.ts';

const clock = (page: Page) => page.locator('[data-session="clock"]');
const net = (page: Page) => page.locator('[data-session="net"]');

/** An amount as shown in English (`+฿1.50`, `−฿3.00`, `1,000.00`), as a number. */
const amountOf = (shown: string | null): number => {
  const value = Number((shown ?? '').replace(/[^\d.]/g, ''));
  return /^[−-]/.test(shown ?? '') ? -value : value;
};

test('the session bar counts, quick spin is never offered, the demo slot plays by the rules', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await playing(page, scenarioUrl({ e: 'regulated' }));
  const game = gameFrame(page);
  await expect(net(page)).toHaveText(/^\+.*0\.00$/);
  // The clock counts: a second later it reads something else.
  const first = (await clock(page).textContent()) ?? '';
  await expect(clock(page)).not.toHaveText(first);
  // The demo slot heard the rules: it offers no auto-play.
  await expect(game.locator('#auto')).toBeHidden();
  // Six taps within one spin (the demo config suggests quick spin for them) ask nothing, and
  // the net position follows the game's session: what its balance moved by.
  const balance = async () => amountOf(await game.locator('#balance').textContent());
  const before = await balance();
  await game.locator('#spin').evaluate((button: HTMLElement) => {
    for (let i = 0; i < 6; i += 1) button.click();
  });
  await expect(game.locator('#message')).not.toHaveText('');
  const moved = (await balance()) - before;
  await expect.poll(async () => amountOf(await net(page).textContent())).toBeCloseTo(moved, 2);
  await expect(page.locator('[data-prompt="quickSpin"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('nothing lands on a round in play: the close prompt and a jackpot hit wait for its end', async ({
  page,
}) => {
  // The regulated profile with 8 s rounds (its environment by name, rules-env.ts): the round
  // outlasts the three taps below under any load, so they land while it is in play.
  await playing(page, scenarioUrl({ e: 'rules-q0-a0-m8000-c1-n1' }));
  const game = gameFrame(page);
  // The page notes, in order, the game's spin reports and the first sight of the prompt and hit.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { __seen: seen });
    addEventListener('message', ({ data }: MessageEvent<{ type?: string; spinning?: boolean }>) => {
      if (data.type === 'spinState') seen.push(data.spinning === true ? 'spin' : 'stop');
    });
    const note = (name: string, selector: string) => {
      if (!seen.includes(name) && document.querySelector(selector)) seen.push(name);
    };
    new MutationObserver(() => {
      note('prompt', '[data-prompt="closeGame"]');
      note('hit', '[data-jackpot-notice]');
    }).observe(document.body, { childList: true, subtree: true });
  });
  await game.locator('#spin').click();
  await page.locator('.close-button').click();
  await game.locator('#jackpot').click();
  // The game's help, asked for after them, shows: the engine has heard all three, and holds two.
  await game.locator('#help').click();
  const help = page.locator('[data-modal="frame-help"]');
  await expect(help).toBeVisible();
  await expect(page.locator('[data-prompt]')).toHaveCount(0);
  await expect(page.locator('[data-jackpot-notice]')).toHaveCount(0);
  await help.getByRole('button', { name: text('en', 'modals.close') }).click();
  // The round ends (8 s after it started): both show, after the game's stop.
  await expect(page.locator('[data-prompt="closeGame"]')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-jackpot-notice]')).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
  expect(seen.slice(0, 2)).toEqual(['spin', 'stop']);
  expect(new Set(seen.slice(2))).toEqual(new Set(['prompt', 'hit']));
});

/** The clock's text (`m:ss` or `h:mm:ss`) in seconds. */
const secondsOf = (shown: string | null): number =>
  (shown ?? '').split(':').reduce((total, part) => total * 60 + Number(part), 0);

test('the session is the player’s: a reload goes on with its clock and net position', async ({
  page,
}) => {
  await playing(page, scenarioUrl({ e: 'regulated' }));
  const game = gameFrame(page);
  await game.locator('#spin').click();
  await expect(game.locator('#message')).not.toHaveText('');
  await expect(net(page)).not.toHaveText(/^\+.*0\.00$/);
  const shown = { net: await net(page).textContent(), clock: await clock(page).textContent() };
  await page.reload();
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  await expect(net(page)).toHaveText(shown.net ?? '');
  expect(secondsOf(await clock(page).textContent())).toBeGreaterThanOrEqual(secondsOf(shown.clock));
});

test("the session bar goes on from the login's session when the operator's server knows it", async ({
  page,
}) => {
  // Begun 45 minutes before the login, 120 staked, 35.50 down (the regulated-session scenario).
  await playing(page, scenarioUrl({ e: 'regulated', x: 'session-seeded' }));
  await expect(net(page)).toHaveText(/^−.*35\.50$/);
  expect(secondsOf(await clock(page).textContent())).toBeGreaterThanOrEqual(45 * 60);
});

test('a round staked above the highest is told to the player; jackpots are hidden', async ({
  page,
}) => {
  // The regulated profile: at most 5 a round, no jackpots; a game of protocol 1, told neither.
  await playing(page, scenarioUrl({ e: 'regulated', x: 'protocol-one' }));
  const game = gameFrame(page);
  await game.locator('#jackpot').click();
  const frame = page.frames().find((f) => f.url().includes('/demo-slot/'));
  await frame?.evaluate(
    ([origin]) =>
      parent.postMessage({ v: 1, type: 'status', gameseq: 99, bet: 10, win: 0 }, origin),
    [appOrigin()] as const,
  );
  const notice = page.locator('[data-prompt="stakeLimit"]');
  await expect(notice).toContainText(text('en', 'prompts.stakeLimit.title'));
  await expect(notice).toContainText(/10\.00.*5\.00/);
  // The game's broadcast came before the stake: no notice of it, and no hall at all.
  await expect(page.locator('[data-jackpot-notice]')).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: text('en', 'jackpots.hall.history'), exact: true }),
  ).toHaveCount(0);
  await notice.getByRole('button', { name: text('en', 'buttons.ok') }).click();
  await expect(notice).toHaveCount(0);
});

test('a game of protocol 1 still runs; the auto-play it starts is paused and logged', async ({
  page,
  request,
}) => {
  await playing(page, scenarioUrl({ e: 'regulated', x: 'protocol-one' }));
  const game = gameFrame(page);
  await expect(clock(page)).toBeVisible();
  // Told no rules, it offers auto-play and starts it; the container pauses it at once.
  const at = Date.now();
  await game.locator('#auto').click();
  await expect(game.locator('#stop-auto')).toBeHidden();
  await expect(game.locator('#auto')).toBeVisible();
  // The page hides: its logs leave now; the operator sees which game broke which rule.
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const brokenRules = async () => {
    const logs = (await (await request.get(`${appOrigin()}/__sim/logs`)).json()) as {
      events: { type: string; event: string; time?: number; content: Record<string, unknown> }[];
    };
    return logs.events
      .filter((e) => e.type === 'game' && e.event === 'ruleBroken')
      .filter((e) => e.time === undefined || e.time >= at - 60_000)
      .map((e) => e.content['rule']);
  };
  await expect.poll(brokenRules).toContain('autoPlay');
});

test('the game’s help and rules name its RTP where the market shows it, and only there', async ({
  page,
}) => {
  const modal = (kind: string) => page.locator(`[data-modal="frame-${kind}"]`);
  const close = (kind: string) =>
    modal(kind)
      .getByRole('button', { name: text('th', 'modals.close') })
      .click();
  // In Thai, the demo slot's 96.5 % from the game list (action 16).
  await playing(page, scenarioUrl({ e: 'regulated', path: '/th/' }));
  const game = gameFrame(page);
  for (const kind of ['help', 'rules']) {
    await game.locator(`#${kind}`).click();
    await expect(modal(kind).locator('[data-rtp]')).toHaveText(
      text('th', 'modals.rtp', { rtp: '96.5' }),
    );
    await close(kind);
  }
  // Outside the market (and without the address's isShowRtp) its help names none.
  await playing(page, scenarioUrl({ path: '/th/' }));
  await gameFrame(page).locator('#help').click();
  await expect(modal('help').locator('iframe')).toBeVisible();
  await expect(page.locator('[data-rtp]')).toHaveCount(0);
});

test.describe(() => {
  test.use({ viewport: { width: 360, height: 640 } });
  for (const lng of ['en', 'th', 'bn', 'zh-TW']) {
    test(`the session bar fits 360 px beside the other controls in ${lng}`, async ({ page }) => {
      await playing(page, scenarioUrl({ e: 'regulated', path: `/${lng}/` }));
      const bar = page.locator('.session-bar');
      await expect(clock(page)).toBeVisible();
      await settled(page);
      expect(await findMisfits(bar)).toEqual([]);
      // Clear of the close and more-games buttons.
      const right = (await bar.boundingBox()) ?? { x: 0, width: 0 };
      for (const button of await page.locator('.close-button, .more-games-button').all()) {
        const box = await button.boundingBox();
        if (box) expect(right.x + right.width).toBeLessThanOrEqual(box.x);
      }
      await expect(page).toHaveScreenshot(`session-bar-${lng}-360x640.png`, {
        clip: { x: 0, y: 0, width: 360, height: 56 },
        mask: [clock(page)],
      });
    });
  }
});

/** The one-game notice of `kind` in `lng`: another window plays, or play moved to it. */
const oneGameNotice = (page: Page, kind: 'elsewhere' | 'moved', lng = 'en') =>
  page.getByRole('dialog', { name: text(lng, `app.oneGame.${kind}.title`) });
const playHere = (page: Page, kind: 'elsewhere' | 'moved', lng = 'en') =>
  oneGameNotice(page, kind, lng)
    .getByRole('button', { name: text(lng, 'app.oneGame.playHere') })
    .click();

test.describe('one game at a time', () => {
  test('a second page of the account is refused while the first plays, and plays once it closes', async ({
    page,
    context,
  }) => {
    await playing(page, scenarioUrl({ e: 'regulated' }));
    const second = await context.newPage();
    await second.goto(scenarioUrl({ e: 'regulated' }));
    await expect(oneGameNotice(second, 'elsewhere')).toBeVisible();
    // No game loads behind it, and the first plays on.
    await expect(second.locator('iframe')).toHaveCount(0);
    await gameFrame(page).locator('#spin').click();
    await expect(gameFrame(page).locator('#message')).not.toHaveText('');
    await page.close();
    await expect(gameFrame(second).locator('#spin')).toBeVisible();
    await expect(oneGameNotice(second, 'elsewhere')).toHaveCount(0);
  });

  test('Play here takes play over; the first page says play moved, and can take it back', async ({
    page,
    context,
  }) => {
    await playing(page, scenarioUrl({ e: 'regulated' }));
    const second = await context.newPage();
    await second.goto(scenarioUrl({ e: 'regulated' }));
    await playHere(second, 'elsewhere');
    await expect(gameFrame(second).locator('#spin')).toBeVisible();
    await expect(oneGameNotice(page, 'moved')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await playHere(page, 'moved');
    await expect(gameFrame(page).locator('#spin')).toBeVisible();
    await expect(oneGameNotice(second, 'moved')).toBeVisible();
    await expect(second.locator('iframe')).toHaveCount(0);
  });

  test.describe(() => {
    test.use({ viewport: { width: 360, height: 640 } });
    test('its notices fit a 360x640 phone in every language', async ({ page, context }) => {
      // Each language's page is refused, then takes play from the one before it, which then
      // says play moved in its own language.
      let holder = page;
      await playing(holder, scenarioUrl({ e: 'regulated' }));
      let holderLng = 'en';
      for (const lng of LOCALES) {
        const next = await context.newPage();
        await next.goto(scenarioUrl({ e: 'regulated', path: `/${lng}/` }));
        await expect(oneGameNotice(next, 'elsewhere', lng)).toBeVisible();
        await settled(next);
        expect(await findMisfits(next.locator('[data-one-game]')), lng).toEqual([]);
        await playHere(next, 'elsewhere', lng);
        await expect(oneGameNotice(holder, 'moved', holderLng)).toBeVisible();
        await settled(holder);
        const moved = await findMisfits(holder.locator('[data-one-game]'));
        expect(moved, holderLng).toEqual([]);
        await holder.close();
        [holder, holderLng] = [next, lng];
      }
    });
  });
});
