// The tour: every screen a player can see (panels and their tabs, dialogs, prompts, the bar),
// each with the way to it from a fresh page, for the specs that look at them all (screens.spec.ts:
// fit and screenshots). Screens are reached by role, text and data attributes, never by layout
// classes, so the tour survives a restyle. A visit is one page load; its screens are walked in
// order on that page, each leaving the page as the next one expects it.
import type { BrowserContextOptions, Locator, Page, Route } from '@playwright/test';
import { SEATED_PLAYER_SEAT } from '../../operator-sim/seat-data.ts';
import { groupsAt, winnersFor } from '../../operator-sim/jackpot-data.ts';
import { itemHistoryFor } from '../../operator-sim/promotions/card-data.ts';
import { OPEN_CAMPAIGN_CODE, VIP_CAMPAIGN_CODE } from '../../operator-sim/promotions/profiles.ts';
import { CLOCK_TICK_MS, VERSION } from '../../shared/lib/constants.ts';
import { expect } from './fixtures.ts';
import { scenarioUrl } from './scenario.ts';
import {
  appOrigin,
  escapeFrom,
  everySpinWins,
  gameFrame,
  openPanel,
  panel,
  playing,
  text,
} from './support.ts';
import { workerClock } from './worker-clock.ts';

/** The ten interface languages, English (the reference) first. */
export const LANGUAGES = ['en', 'zh', 'zh-TW', 'th', 'pt', 'vi', 'es', 'ko', 'bn', 'hi'] as const;

/** What a screen's steps get: the page and its language. */
export interface At {
  page: Page;
  lng: string;
  /** The text of a key in this language. */
  t: (key: string, values?: Record<string, string>) => string;
}

/** One screen of the tour. */
export interface Screen {
  /** A file-name-safe name, unique in the tour (the screenshot's name). */
  name: string;
  /** Brings the screen up on the visit's page; resolves to its root once it is shown. */
  show: (at: At) => Promise<Locator>;
  /** Puts the page back as the visit's next screen expects it (none for the last). */
  leave?: (at: At) => Promise<void>;
  /** Parts whose content changes from run to run (clocks, live amounts, ids): masked in shots. */
  changing?: (at: At) => Locator[];
}

/** One page load and the screens walked on it. */
export interface Visit {
  name: string;
  /** Opens the page from nothing (routes, clocks, then the address). */
  open: (at: At) => Promise<void>;
  /** What the browser context needs (a user agent; a viewport of its own, checked at that size only). */
  context?: BrowserContextOptions;
  /** The bar and the panels: walked in all ten languages, and on a tablet (768x1024, en). */
  panels?: boolean;
  screens: Screen[];
}

/** The address of the scenario in this language (the path prefix chooses it). */
function url(
  lng: string,
  change: Parameters<typeof scenarioUrl>[0] = {},
  query: Record<string, string | number> = {},
): string {
  const address = new URL(scenarioUrl({ ...change, path: lng === 'en' ? '/' : `/${lng}/` }));
  for (const [name, value] of Object.entries(query)) address.searchParams.set(name, String(value));
  return address.href;
}

/** A fresh player of their own for this page (their spins and cards touch nobody else). */
const freshToken = (): string => `player-tour-${crypto.randomUUID()}`;

const modal = (page: Page, kind: string) => page.locator(`[data-modal="${kind}"]`);
const prompt = (page: Page, kind: string) => page.locator(`[data-prompt="${kind}"]`);
const promoPrompt = (page: Page, kind: string) => page.locator(`[data-promo-prompt="${kind}"]`);
const alert = (page: Page) => page.getByRole('alertdialog');
/** The game frame. */
const game = (page: Page) => page.locator('iframe.game-frame');

async function closeWithEscape({ page }: At, what: Locator): Promise<void> {
  await escapeFrom(page, what);
  await expect(what).toHaveCount(0);
}

/** A panel opened from the bar and closed with Escape. */
function panelScreen(kind: string, extra: Partial<Screen> = {}): Screen {
  return {
    name: `panel-${kind}`,
    show: (at) => openPanel(at.page, kind),
    leave: (at) => closeWithEscape(at, panel(at.page, kind)),
    ...extra,
  };
}

/** A tab of a panel that is already open: the last tab closes the panel. */
function tabScreen(kind: string, tab: string, key: string, last = false): Screen {
  return {
    name: `panel-${kind}-${tab}`,
    show: async (at) => {
      const shown = panel(at.page, kind);
      if ((await shown.count()) === 0) await openPanel(at.page, kind);
      const button = shown.getByRole('tab', { name: at.t(key), exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-selected', 'true');
      return shown;
    },
    ...(last ? { leave: (at: At) => closeWithEscape(at, panel(at.page, kind)) } : {}),
  };
}

/** Waits for the bar (the promotions have loaded) after the day's popup is closed. */
async function playingWithBar(at: At, address: string): Promise<void> {
  await playing(at.page, address);
  await expect(at.page.locator('[data-panel-button="quest"]')).toBeVisible();
}

/** The seated player: the seat lobby, their card and the change prompt in a hall of their own. */
const SEATED = { x: 'seated-player' };

/** Every panel, modal and in-game prompt a player opens without spending anything. */
const SEATED_SCREENS: Screen[] = [
  {
    name: 'bar',
    show: ({ page }) => Promise.resolve(page.locator('body')),
  },
  ...(['daily', 'regular', 'upcoming', 'inventory', 'messages', 'games'] as const).map((tab, i) =>
    tabScreen('quest', tab, `promo.quest.tabs.${tab}`, i === 5),
  ),
  panelScreen('freeSpin'),
  panelScreen('campaign'),
  panelScreen('wheel'),
  {
    name: 'report',
    show: async (at) => {
      await openPanel(at.page, 'wheel');
      await panel(at.page, 'wheel')
        .getByRole('button', { name: at.t('promo.wheel.viewReport') })
        .click();
      const shown = modal(at.page, 'frame-report');
      await expect(shown).toBeVisible();
      return shown;
    },
    leave: async (at) => {
      await closeWithEscape(at, modal(at.page, 'frame-report'));
      if ((await panel(at.page, 'wheel').count()) > 0) {
        await closeWithEscape(at, panel(at.page, 'wheel'));
      }
    },
    // The operator's page inside: its own content, not the container's.
    changing: (at) => [modal(at.page, 'frame-report').locator('iframe')],
  },
  tabScreen('leaderboard', 'current', 'promo.leaderboard.tabs.current'),
  tabScreen('leaderboard', 'popular', 'promo.leaderboard.tabs.popular', true),
  panelScreen('jackpot'),
  {
    name: 'jackpot-hall',
    // Clicked as an event, not at a point: the walk has just resized the page back to the phone,
    // and the hall then moves to where the game's new layout puts it (a message round trip later),
    // so a click at the point Playwright measured landed on the game once (a full run, 1 of 232).
    show: async ({ page }) => {
      const hall = page.locator('[data-jackpot-hall] button[aria-expanded]');
      await hall.dispatchEvent('click');
      await expect(hall).toHaveAttribute('aria-expanded', 'true');
      return page.locator('[data-jackpot-hall]');
    },
    leave: async ({ page }) => {
      const hall = page.locator('[data-jackpot-hall] button[aria-expanded]');
      await hall.dispatchEvent('click');
      await expect(hall).toHaveAttribute('aria-expanded', 'false');
    },
  },
  // The lobby stays open: its seat card and change prompt are inside it.
  {
    name: 'seat-lobby',
    show: async (at) => {
      const lobby = await openPanel(at.page, 'seat');
      await expect(lobby.locator(`[data-seat="${SEATED_PLAYER_SEAT}"]`)).toBeVisible();
      return lobby;
    },
  },
  {
    name: 'seat-card',
    show: async (at) => {
      await panel(at.page, 'seat').locator(`[data-seat-info="${SEATED_PLAYER_SEAT}"]`).click();
      const card = panel(at.page, 'seat').locator(`[data-seat-card="${SEATED_PLAYER_SEAT}"]`);
      await expect(card).toBeVisible();
      return card;
    },
    leave: async (at) => {
      await closeWithEscape(at, panel(at.page, 'seat').locator('[data-seat-card]'));
    },
  },
  {
    name: 'seat-change',
    show: async (at) => {
      // Seat 1 is empty in the seated player's hall, and they hold seat 4: a change.
      await panel(at.page, 'seat').locator('[data-seat="1"]').click();
      const asked = panel(at.page, 'seat').getByRole('alertdialog');
      await expect(asked).toBeVisible();
      return asked;
    },
    leave: async (at) => {
      const asked = panel(at.page, 'seat').getByRole('alertdialog');
      await asked.getByRole('button', { name: at.t('buttons.cancel'), exact: true }).click();
      await expect(asked).toHaveCount(0);
      await closeWithEscape(at, panel(at.page, 'seat'));
    },
  },
  {
    name: 'more-games',
    show: async (at) => {
      await at.page
        .getByRole('button', { name: at.t('modals.moreGames.title'), exact: true })
        .click();
      const shown = modal(at.page, 'more-games');
      await expect(shown.getByRole('heading', { level: 3 }).first()).toBeVisible();
      return shown;
    },
    leave: (at) => closeWithEscape(at, modal(at.page, 'more-games')),
  },
  {
    name: 'help',
    show: async ({ page }) => {
      const frame = await (await game(page).elementHandle()).contentFrame();
      await frame?.evaluate(
        (origin) => parent.postMessage({ v: 1, type: 'helpPage' }, origin),
        appOrigin(),
      );
      const shown = modal(page, 'help');
      await expect(shown).toBeVisible();
      return shown;
    },
    leave: (at) => closeWithEscape(at, modal(at.page, 'help')),
  },
  {
    name: 'prompt-close-game',
    show: async (at) => {
      await at.page.getByRole('button', { name: at.t('buttons.close'), exact: true }).click();
      const shown = prompt(at.page, 'closeGame');
      await expect(shown).toBeVisible();
      return shown;
    },
    leave: (at) => closeWithEscape(at, prompt(at.page, 'closeGame')),
  },
  {
    name: 'prompt-leave-game',
    show: async ({ page }) => {
      await gameFrame(page).locator('#try').click();
      const shown = prompt(page, 'leaveGame');
      await expect(shown).toBeVisible();
      return shown;
    },
    leave: async (at) => {
      const shown = prompt(at.page, 'leaveGame');
      await shown.getByRole('button', { name: at.t('prompts.leaveGame.cancel') }).click();
      await expect(shown).toHaveCount(0);
    },
  },
  {
    name: 'jackpot-notice',
    show: async ({ page }) => {
      const frame = await (await game(page).elementHandle()).contentFrame();
      const hit = {
        groupName: 'JackpotLink THB',
        typeName: 'JackpotLink',
        poolName: 'Major',
        gameId: 2001,
        username: 'tourplayer',
        hitValue: 123456.78,
        recordTime: 1_767_225_600_000,
      };
      // Each notice shows 4 s, one at a time: four hits, the same but for their time (not
      // shown), keep one on screen through both pictures.
      for (let i = 0; i < 4; i += 1) {
        const next = { ...hit, recordTime: hit.recordTime + i };
        await frame?.evaluate(
          (data) => parent.postMessage({ v: 1, type: 'jackpot', hit: data }, '*'),
          next,
        );
      }
      const notice = page.locator('[data-jackpot-notice]');
      await expect(notice).toBeVisible();
      return notice;
    },
  },
];

/**
 * The seated player's screens, split in visits of a few each (one long walk per language
 * outlasted the test timeout on a busy 2-core machine).
 */
const SEATED_VISITS = {
  game: [
    'bar',
    'jackpot-hall',
    'more-games',
    'help',
    'prompt-close-game',
    'prompt-leave-game',
    'jackpot-notice',
  ],
  quests: ['daily', 'regular', 'upcoming', 'inventory', 'messages', 'games'].map(
    (tab) => `panel-quest-${tab}`,
  ),
  promotions: [
    'panel-freeSpin',
    'panel-campaign',
    'panel-wheel',
    'report',
    'panel-leaderboard-current',
    'panel-leaderboard-popular',
    'panel-jackpot',
  ],
  seats: ['seat-lobby', 'seat-card', 'seat-change'],
} satisfies Record<string, readonly string[]>;

function seatedVisit(name: string, names: readonly string[]): Visit {
  return {
    name,
    panels: true,
    open: (at) => playingWithBar(at, url(at.lng, SEATED, { campaignInvitationCodes: 'WHEEL7' })),
    screens: names.map((screen) => {
      const found = SEATED_SCREENS.find((s) => s.name === screen);
      if (!found) throw new Error(`no screen ${screen}`);
      return found;
    }),
  };
}

/**
 * Every screen of the seated visits on one page, for the languages checked for fit alone: with no
 * pictures to take the walk is short, and a boot is most of a visit's time (18 fewer a run). The
 * game's visit comes last: its hit notice stays up.
 */
export const SEATED_WALK: Visit = seatedVisit('seated', [
  ...SEATED_VISITS.quests,
  ...SEATED_VISITS.promotions,
  ...SEATED_VISITS.seats,
  ...SEATED_VISITS.game,
]);

/** How long after the inventory's answer the tour's extra free-spin card starts. */
const OFFER_LATER_MS = 3_000;

/** A free-spin card that becomes usable a moment after the page loaded: the reminder. */
async function offerArrivesLater(page: Page): Promise<void> {
  let first = true;
  await page.route('**/inventory/v4/**', (route) =>
    rewrite(route, (body) => {
      const items = body.data?.items;
      const offer = items?.find((item) => item['itemId'] === 'card-fs-2001');
      if (first && items && offer) {
        items.push({ ...offer, itemId: 'card-fs-tour', startTime: Date.now() + OFFER_LATER_MS });
      }
      first = false;
      if (items) expiriesFixed(items);
    }),
  );
}

/**
 * Answers with the server's answer changed by `change`. A call still on its way when the test
 * ends and closes the page (the jackpots are asked for every 10 s) is let go.
 */
async function rewrite(route: Route, change: (body: Answer) => void): Promise<void> {
  try {
    const response = await route.fetch();
    const body = (await response.json()) as Answer;
    change(body);
    await route.fulfill({ response, json: body });
  } catch (error) {
    // The page or context closed, or the test ended (Playwright's word for a route in flight
    // then; a full run failed on it once).
    if (!/disposed|closed|test ended/i.test(String(error))) throw error;
  }
}

/** A promotion or jackpot server's answer, with the fields the tour rewrites. */
interface Answer {
  data?: {
    items?: Record<string, unknown>[];
    groups?: unknown;
    typeId?: string;
    winners?: unknown;
    entries?: unknown;
    cycles?: unknown;
  };
}

/** A fresh player who spends: the prompts of free spins, quick spin and the reality check. */
const PLAY: Visit = {
  name: 'play',
  open: async (at) => {
    await offerArrivesLater(at.page);
    clocks.set(at.page, await workerClock(at.page));
    await playingWithBar(at, url(at.lng, { x: freshToken() }, { realityCheck: 1 }));
  },
  screens: [
    {
      name: 'prompt-free-spin-reminder',
      show: async ({ page }) => {
        const shown = promoPrompt(page, 'free-spin-reminder');
        // The card starts on the server's clock, which moves in 5 s ticks: moved on, not waited
        // for (7 s of real time a language before).
        await clocks.get(page)?.advance(OFFER_LATER_MS + 2 * CLOCK_TICK_MS);
        await expect(shown).toBeVisible();
        return shown;
      },
      leave: async (at) => {
        const shown = promoPrompt(at.page, 'free-spin-reminder');
        await shown.getByRole('button', { name: at.t('promo.reminder.later') }).click();
        await expect(shown).toHaveCount(0);
      },
    },
    {
      name: 'prompt-quick-spin',
      show: async ({ page }) => {
        // Six taps within one spin, faster than Playwright's one-click-at-a-time actions.
        await gameFrame(page)
          .locator('#spin')
          .evaluate((button: HTMLElement) => {
            for (let i = 0; i < 6; i += 1) button.click();
          });
        const shown = prompt(page, 'quickSpin');
        await expect(shown).toBeVisible();
        // It asks during the spin; the reels behind it have landed before the picture.
        await expect(gameFrame(page).locator('#spin')).toHaveAttribute('aria-busy', 'false');
        return shown;
      },
      leave: async (at) => {
        const shown = prompt(at.page, 'quickSpin');
        await shown.getByRole('button', { name: at.t('prompts.quickSpin.cancel') }).click();
        await expect(shown).toHaveCount(0);
      },
    },
    {
      name: 'prompt-free-spin-done',
      show: async (at) => {
        await openPanel(at.page, 'quest');
        const quests = panel(at.page, 'quest');
        await quests.getByRole('tab', { name: at.t('promo.quest.tabs.inventory') }).click();
        await quests
          .getByRole('button', { name: at.t('promo.inventory.use') })
          .first()
          .click();
        const done = promoPrompt(at.page, 'free-spin-done');
        await expect(done).toBeVisible({ timeout: 20_000 });
        return done;
      },
      leave: async (at) => {
        const done = promoPrompt(at.page, 'free-spin-done');
        await done.getByRole('button', { name: at.t('buttons.ok') }).click();
        await expect(done).toHaveCount(0);
      },
    },
    {
      name: 'prompt-reality-check',
      show: async ({ page }) => {
        const clock = clocks.get(page);
        await expect(gameFrame(page).locator('#spin')).toHaveAttribute('aria-busy', 'false');
        await expect.poll(() => clock?.skip([60_000])).toBe(1);
        const shown = prompt(page, 'realityCheck');
        await expect(shown).toBeVisible();
        return shown;
      },
      // How many rounds the quick-spin taps made, and their bets and wins.
      changing: ({ page }) => [prompt(page, 'realityCheck').locator('[data-reality]')],
    },
  ],
};

/** The worker clock each play visit installed, for its reality check. */
const clocks = new WeakMap<Page, Awaited<ReturnType<typeof workerClock>>>();

/**
 * The dialog's tracking id is random, and the widths of its characters move its line breaks
 * (the dialog's height): every one reads the same (and is masked in pictures).
 */
async function sameTrackingId(page: Page): Promise<void> {
  await alert(page).evaluate((dialog) => {
    const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      node.textContent = (node.textContent ?? '').replace(
        uuid,
        '3f2b8c1e-7d4a-4e9b-a6c5-0d1e2f3a4b5c',
      );
    }
  });
}

/** A dialog that shows on load; its tracking id (random) is masked. */
function dialogVisit(name: string, open: Visit['open'], more: Screen[] = []): Visit {
  return {
    name,
    open,
    screens: [
      {
        name,
        show: async ({ page }) => {
          await expect(alert(page).getByRole('button').first()).toBeFocused();
          await sameTrackingId(page);
          return alert(page);
        },
        changing: ({ page }) => [alert(page).locator('p:not(#error-message)')],
      },
      ...more,
    ],
  };
}

const goto =
  (
    change: Parameters<typeof scenarioUrl>[0],
    query: Record<string, string | number> = {},
  ): Visit['open'] =>
  async ({ page, lng }) => {
    await page.goto(url(lng, change, query));
  };

/** A prompt that shows on load, in a page of its own. */
function promptVisit(kind: string, open: Visit['open'], extra: Partial<Visit> = {}): Visit {
  return {
    name: `prompt-${kind}`,
    open,
    ...extra,
    screens: [
      {
        name: `prompt-${kind}`,
        show: async ({ page }) => {
          await expect(prompt(page, kind)).toBeVisible();
          return prompt(page, kind);
        },
      },
    ],
  };
}

const UC_BROWSER =
  'Mozilla/5.0 (Linux; U; Android 10; en-US; RMX1911) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36';

/** The error dialogs of SPEC §2, one of each layout, and what a stopped boot leaves. */
const DIALOGS: Visit[] = [
  dialogVisit('error-unknown', async ({ page, lng }) => {
    // The engine cannot start: the container's own code, in the unknown-error layout.
    await page.route('**/assets/engine-worker-*.js', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.goto(url(lng));
  }),
  dialogVisit('error-message', goto({ x: 'token-229' }), [
    {
      name: 'stopped',
      show: async (at) => {
        await alert(at.page)
          .getByRole('button', { name: at.t('buttons.ok') })
          .click();
        await expect(at.page.getByRole('heading', { name: at.t('app.stopped') })).toBeVisible();
        return at.page.locator('body');
      },
    },
  ]),
  dialogVisit('error-general', goto({ x: 'token-4242' })),
  dialogVisit('error-generic', async ({ page, lng }) => {
    // A code of the generic-error row (SPEC §8): the login answers 9002.
    await page.route('**/frontendAPI.do', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { status: '9002' } });
    });
    await page.goto(url(lng));
  }),
  dialogVisit('error-logout', goto({ x: 'token-219' })),
  dialogVisit('error-suspend', goto({ x: 'restricted-user' })),
  dialogVisit('error-confirm', goto({ x: 'low-balance' })),
  dialogVisit('error-9005', goto({ x: 'token-9005' })),
  dialogVisit('error-reconnecting', async ({ page, lng }) => {
    await page.goto(url(lng, { x: `token-301-${crypto.randomUUID()}` }));
    // The engine tries again after its delays in real time: long enough to look.
    await expect(alert(page)).toHaveAttribute('data-error-code', '301');
  }),
  {
    name: 'close-page',
    open: async ({ page, lng }) => {
      await page.goto(`${appOrigin()}${lng === 'en' ? '' : `/${lng}`}/close`);
    },
    screens: [
      {
        name: 'close-page',
        show: async ({ page }) => {
          await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
          return page.locator('body');
        },
      },
    ],
  },
];

/** Prompts that need a page of their own: a Flash game, a lite browser, a phone held sideways. */
const OWN_PAGE_PROMPTS: Visit[] = [
  promptVisit('flash', goto({}, { mType: 1099, gName: 'classicfruits_1.0.0' })),
  promptVisit('browserAdvice', goto({ x: freshToken() }), { context: { userAgent: UC_BROWSER } }),
  promptVisit(
    'portrait',
    async ({ page, lng }) => {
      await page.goto(url(lng));
      await expect(gameFrame(page).locator('#spin')).toBeAttached();
    },
    {
      context: { viewport: { width: 640, height: 360 }, hasTouch: true, isMobile: true },
    },
  ),
];

/** The whole tour, in the order the specs walk it. */
export const TOUR: readonly Visit[] = [
  ...Object.entries(SEATED_VISITS).map(([name, screens]) => seatedVisit(name, screens)),
  PLAY,
  ...DIALOGS,
  ...OWN_PAGE_PROMPTS,
];

/** A fixed moment (2026-01-01 12:00 UTC) for what the jackpot and promotion servers report. */
const JACKPOT_NOW = Date.UTC(2026, 0, 1, 12);

/** When the cards expire, on a fixed day (the simulator's expire a week from today). */
const CARD_EXPIRY = Date.UTC(2030, 4, 10, 12);

/**
 * The cards' expiry on CARD_EXPIRY: dated from today, the Bengali date's width wrapped the
 * inventory's line in two on 2 December, and moved the card under it.
 */
function expiriesFixed(items: Record<string, unknown>[]): void {
  for (const item of items) if (item['expiryTime'] !== null) item['expiryTime'] = CARD_EXPIRY;
}

async function inventoryFixed(page: Page): Promise<void> {
  await page.route('**/inventory/v4/**', (route) =>
    rewrite(route, (body) => {
      if (body.data?.items) expiriesFixed(body.data.items);
    }),
  );
}

/**
 * The cards' history as at JACKPOT_NOW: the simulator dates it back from today, so the quest
 * panel's messages read other dates, of other widths, on other days (1 December's was wider
 * than the pictures' own, and their masks with it).
 */
async function historyFixed(page: Page): Promise<void> {
  await page.route('**/inventory/v1/item-History/*', (route) =>
    rewrite(route, (body) => {
      if (body.data?.entries) body.data.entries = itemHistoryFor(JACKPOT_NOW);
    }),
  );
}

/**
 * The jackpot server's answers as at JACKPOT_NOW: pool values grow every second and winners are
 * dated back from now, so the real answers (asked for every 10 s) change the hall and the panel.
 */
async function jackpotsFixed(page: Page): Promise<void> {
  await page.route('**/jackpot/current/v1/groups', (route) =>
    rewrite(route, (body) => {
      if (body.data?.groups) body.data.groups = groupsAt(JACKPOT_NOW);
    }),
  );
  await page.route('**/jackpot/record/v1/winners?*', (route) =>
    rewrite(route, (body) => {
      const limit = Number(new URL(route.request().url()).searchParams.get('limit'));
      if (body.data?.typeId !== undefined && body.data.winners) {
        body.data.winners = winnersFor(body.data.typeId, limit, JACKPOT_NOW);
      }
    }),
  );
}

/**
 * The campaigns' rounds on fixed dates that hold any day a run may fall on (2020 to 2100): the
 * simulator's run a week either side of today, so the panel's dates read other months, of other
 * widths (31 December to 14 January wrapped the Bengali line in two, and moved the card).
 */
async function campaignRoundsFixed(page: Page): Promise<void> {
  for (const code of [OPEN_CAMPAIGN_CODE, VIP_CAMPAIGN_CODE]) {
    await page.route(`**/campaign/v3/cycle/list/${code}`, (route) =>
      rewrite(route, (body) => {
        if (body.data?.cycles) {
          body.data.cycles = [{ startTime: Date.UTC(2020, 0, 1), endTime: Date.UTC(2100, 0, 1) }];
        }
      }),
    );
  }
}

/** Opens a visit's page: the game's reels and the servers' dates fixed, then its own way in. */
export async function openVisit(visit: Visit, here: At): Promise<void> {
  await everySpinWins(here.page);
  await jackpotsFixed(here.page);
  await historyFixed(here.page);
  await inventoryFixed(here.page);
  await campaignRoundsFixed(here.page);
  await visit.open(here);
}

/**
 * What changes by itself on any screen: countdowns, dates (the simulator keeps its records
 * relative to today) and the version. A date is text with a 4-digit year in any script's digits,
 * not part of a longer number (cells run together in a row's text: "฿840.00" then "10").
 */
export function alwaysChanging({ page, t }: At): Locator[] {
  return [
    page.getByRole('timer'),
    // A year: four digits inside no longer number (the 2026 of "Nov 29, 2026, 20:37").
    page.getByText(/(?<!\p{Nd}|\p{Nd}[.,])\p{Nd}{4}(?!\p{Nd}|[.,]\p{Nd})/u),
    page.getByRole('button', { name: t('app.hideVersion', { version: VERSION }), exact: true }),
    // The quests' daily hour: the simulators of a run set it half a day from the run's clock.
    page.getByText(longestPart(t('promo.quest.refresh', { time: '\0', zone: '\0' }))),
  ];
}

/** The longest literal part of a translation whose placeholders were filled with NUL. */
function longestPart(filled: string): string {
  const parts = filled.split('\0').map((part) => part.trim());
  return parts.reduce((a, b) => (b.length > a.length ? b : a), '');
}

/** What a screen's steps get on `page` in `lng`. */
export function at(page: Page, lng: string): At {
  return { page, lng, t: (key, values) => text(lng, key, values) };
}
