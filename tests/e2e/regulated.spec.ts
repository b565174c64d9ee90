// A regulated market (e=regulated: the simulator's strict jurisdiction profile, no quick spin or
// auto-play, 2.5 s rounds, the session bar) as a player sees it: the session clock and net
// position over the game, counting; no quick-spin suggestion; the demo slot on the SDK obeying
// the rules it is told; a game of protocol 1, told nothing, whose auto-play the container pauses
// (and logs), and whose slam stop, held spin, auto-dab and jackpot broadcast it logs (pausing
// the held spin and the auto-dab). The bar at 360 px in en, th, bn and zh-TW: it fits, and looks
// as its pictures. One game at a time: two pages of one browser, the second refused while the
// first plays.
import type { APIRequestContext, Page } from '@playwright/test';
import { LOCALES } from '../../shared/lib/constants.ts';
import { expect, test } from './fixtures.ts';
import { findMisfits } from './fit.ts';
import { scenarioUrl } from './scenario.ts';
import { settled } from './settled.ts';
import { appOrigin, gameFrame, playing, text, watchErrors } from './support.ts';

const clock = (page: Page) => page.locator('[data-session="clock"]');
const net = (page: Page) => page.locator('[data-session="net"]');

/** The demo slot's own window, to post as the game would and hear what the container tells it. */
const slotFrame = (page: Page) => page.frames().find((f) => f.url().includes('/demo-slot/'));

/** Posts, from the game's window, what a game that breaks a rule reports (protocol 1). */
async function fromGame(page: Page, ...messages: Record<string, unknown>[]): Promise<void> {
  await slotFrame(page)?.evaluate(
    ([list, origin]) => {
      for (const m of list) parent.postMessage({ v: 1, ...m }, origin);
    },
    [messages, appOrigin()] as const,
  );
}

/** How many `pauseAutoPlay` the game's window has heard since `listenToContainer`. */
const pausesHeard = async (page: Page): Promise<number> =>
  (await slotFrame(page)?.evaluate(() => (window as unknown as { __pauses: number }).__pauses)) ??
  0;
async function listenToContainer(page: Page): Promise<void> {
  await slotFrame(page)?.evaluate(() => {
    const w = window as unknown as { __pauses: number };
    w.__pauses = 0;
    addEventListener('message', ({ data }: MessageEvent<{ type?: string }>) => {
      if (data.type === 'pauseAutoPlay') w.__pauses += 1;
    });
  });
}

/**
 * The rules the operator reads as broken (`game`/`ruleBroken`, each with its content) since
 * `at`: the page hides first, so its logs leave now.
 */
async function brokenSince(page: Page, request: APIRequestContext, at: number) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  return async () => {
    const logs = (await (await request.get(`${appOrigin()}/__sim/logs`)).json()) as {
      events: { type: string; event: string; time?: number; content: Record<string, unknown> }[];
    };
    return logs.events
      .filter((e) => e.type === 'game' && e.event === 'ruleBroken')
      .filter((e) => e.time === undefined || e.time >= at - 60_000)
      .map((e) => e.content);
  };
}

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
  request,
}) => {
  // The regulated profile: at most 5 a round, no jackpots; a game of protocol 1, told neither.
  const at = Date.now();
  await playing(page, scenarioUrl({ e: 'regulated', x: 'protocol-one' }));
  const game = gameFrame(page);
  await game.locator('#jackpot').click();
  await fromGame(page, { type: 'status', gameseq: 99, bet: 10, win: 0 });
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
  // The operator reads that this game still broadcasts jackpots where the market has none.
  const broken = await brokenSince(page, request, at);
  await expect
    .poll(broken)
    .toContainEqual(expect.objectContaining({ rule: 'jackpots', gameId: 2001 }));
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
  // The operator sees which game broke which rule.
  const broken = await brokenSince(page, request, at);
  await expect.poll(async () => (await broken()).map((c) => c['rule'])).toContain('autoPlay');
});

// What only the game sees, it reports; the container logs it and stops what it can. A game of
// protocol 1 (told no rules) in the regulated market, posting what a game that breaks each would.

/** A rule only the game sees: what such a game posts, and what the container does of it. */
interface GameSideRule {
  name: string;
  /** The messages of a game that breaks it. */
  posts: Record<string, unknown>[][];
  /** The `pauseAutoPlay` orders the game hears: the runs the player did not start, stopped. */
  pauses: number;
  /** The `ruleBroken` log's fields. */
  logged: Record<string, unknown>;
}

const GAME_SIDE_RULES: readonly GameSideRule[] = [
  {
    name: 'a round the player stopped early (slam stop) is logged; the player is told nothing',
    posts: [
      [
        { type: 'status', gameseq: 4101 },
        { type: 'spinState', spinning: true },
        { type: 'spinState', spinning: false, stoppedEarly: true },
      ],
    ],
    pauses: 0,
    logged: { rule: 'slamStop', gameseq: 4101 },
  },
  {
    name: 'a round a spin control held down starts: the game is told to stop, and logged',
    posts: [
      [{ type: 'status', gameseq: 4102 }, { type: 'spinRequest' }],
      [{ type: 'spinRequest', held: true }],
    ],
    pauses: 1,
    logged: { rule: 'heldSpin', gameseq: 4102 },
  },
  {
    name: "bingo's auto-dab is auto-play where it is off: paused, and logged apart",
    posts: [[{ type: 'status', autoDab: true, isAuto: false }]],
    pauses: 1,
    logged: { rule: 'autoDab', max: 0 },
  },
];

for (const rule of GAME_SIDE_RULES) {
  test(rule.name, async ({ page, request }) => {
    const at = Date.now();
    await playing(page, scenarioUrl({ e: 'regulated', x: 'protocol-one' }));
    await listenToContainer(page);
    for (const posts of rule.posts) await fromGame(page, ...posts);
    const broken = await brokenSince(page, request, at);
    await expect
      .poll(broken)
      .toContainEqual(expect.objectContaining({ ...rule.logged, gameId: 2001 }));
    await expect.poll(() => pausesHeard(page)).toBe(rule.pauses);
    // Nothing is asked of the player: the game offered the stop, the hold, the dab.
    await expect(page.locator('[data-prompt]')).toHaveCount(0);
  });
}

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
