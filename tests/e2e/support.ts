// Helpers the end-to-end specs share: the texts a player reads, and the accessibility check.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Dialog, expect, type Locator, type Page } from '@playwright/test';

type Tree = { [key: string]: string | Tree };

/** The text of a dotted key in a locale file, with {{placeholders}} filled in. */
export function text(lng: string, key: string, values: Record<string, string> = {}): string {
  const tree = JSON.parse(readFileSync(`locales/${lng}/translation.json`, 'utf8')) as Tree;
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${lng}:${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

/**
 * Runs axe on the part of the page that `selector` picks: no serious or critical finding. In
 * axe's legacy mode: one run in the page, without the blank page its default mode opens for
 * every analysis to merge the frames' results (a new renderer each time, a second or more
 * under load). Frames of other origins are not looked into: the game's and the operator's
 * pages are theirs, not the container's.
 */
export async function expectAccessible(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).setLegacyMode().analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}

/** The app's origin on the suite's simulator. */
export const appOrigin = (): string => process.env['APP_ORIGIN'] ?? '';

/** The game frame. */
export const gameFrame = (page: Page) => page.frameLocator('iframe.game-frame');

/** A promotion or seat panel of the bar, by its kind (quest, wheel, seat...). */
export const panel = (page: Page, kind: string): Locator => page.locator(`[data-panel="${kind}"]`);

/** Opens a panel with its button in the bar; resolves to the panel, shown. */
export async function openPanel(page: Page, kind: string): Promise<Locator> {
  await page.locator(`[data-panel-button="${kind}"]`).click();
  const shown = panel(page, kind);
  await expect(shown).toBeVisible();
  return shown;
}

/**
 * The game frame carries the container's sandbox, permissions and referrer policy, and they are
 * in force in the game's document, not only written on its frame: the game's alert is ignored
 * and its referrer is the container's origin alone.
 */
export async function expectGameSandboxed(page: Page): Promise<void> {
  const frame = page.locator('iframe.game-frame');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin');
  await expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen');
  let dialogs = 0;
  const dismiss = (dialog: Dialog): void => {
    dialogs += 1;
    void dialog.dismiss();
  };
  const game = gameFrame(page).locator('body');
  page.on('dialog', dismiss);
  try {
    await game.evaluate(() => alert('from the game'));
  } finally {
    page.off('dialog', dismiss);
  }
  expect(dialogs).toBe(0);
  expect(await game.evaluate(() => document.referrer)).toBe(`${appOrigin()}/`);
}

/**
 * Opens a player URL and waits for the game; the day's first popup (a fresh browser always
 * gets one for the demo player) is closed so the game can be played.
 */
export async function playing(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(gameFrame(page).locator('#spin')).toBeVisible();
  const popup = page.locator('[data-panel]');
  await escapeFrom(page, popup);
  await expect(popup).toHaveCount(0);
}

/** Picks game `gameId` in the more-games list; the leave prompt then asks (see confirmLeave). */
export async function pickGame(page: Page, gameId: number, lng = 'en'): Promise<void> {
  await page.getByRole('button', { name: text(lng, 'modals.moreGames.title') }).click();
  await page
    .getByRole('dialog', { name: text(lng, 'modals.moreGames.title') })
    .locator(`[data-game-id="${String(gameId)}"]`)
    .click();
}

/** Answers the leave prompt with Leave: the game picked loads in the frame. */
export async function confirmLeave(page: Page, lng = 'en'): Promise<void> {
  await page
    .locator('[data-prompt="leaveGame"]')
    .getByRole('button', { name: text(lng, 'prompts.leaveGame.confirm') })
    .click();
}

/**
 * Presses Escape once `modal` holds the focus, as a keyboard player does. A modal shows a frame
 * before its effects run (the focus moves in, the Escape listener is added): a key pressed in
 * that frame reaches no listener, and a test racing it failed under load.
 */
export async function escapeFrom(page: Page, modal: Locator): Promise<void> {
  await expect(modal.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
}

/**
 * Collects uncaught page errors (and the console's errors and warnings too, when asked: the
 * browser warns, not errs, of a post it dropped for its target origin), to assert none happened.
 */
export function watchErrors(page: Page, { console = false } = {}): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  if (console) {
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`);
    });
  }
  return errors;
}

/**
 * A stranger's page on one of the operator's line origins (the policy lets the container frame
 * those) that posts `messages` to whatever frames it.
 */
export async function strangerUrl(messages: unknown[]): Promise<string> {
  const answer = await fetch(`${process.env['APP_ORIGIN'] ?? ''}/env/demo.json`);
  const { lines } = (await answer.json()) as { lines: string[] };
  const url = new URL('/__sim/stranger.html', lines[0]);
  url.searchParams.set('m', JSON.stringify(messages));
  return url.href;
}

/**
 * Runs `change(arg)` in each document of the demo game's frame (its path), before the game's own
 * script; other frames and the container are left alone. Serialised as Playwright serialises an
 * init script, so `change` uses nothing from its module.
 */
async function inDemoGame<A>(page: Page, change: (arg: A) => void, arg: A): Promise<void> {
  await page.addInitScript({
    content: `if (location.pathname.includes('/demo-slot/')) (${String(change)})(${JSON.stringify(arg)});`,
  });
}

/**
 * Rigs the demo slot's reels: every symbol an A, so every spin wins 5 times its bet on each of its
 * 3 rows, and the game behind a screen and what a card's spins win are the same each run.
 */
export async function everySpinWins(page: Page): Promise<void> {
  await inDemoGame(
    page,
    () => {
      crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint32Array) array.fill(0);
        return array;
      };
    },
    null,
  );
}

/** How many times faster quickGame plays the demo game. */
const GAME_PACE = 4;

/**
 * The demo game at four times its pace, for tests that sit through a card's free spins: in its
 * frame alone, its clock (performance.now, which times a spin's 600 ms) and its short waits (the
 * reels' 50 ms ticks, the 300 ms between free spins) go four times faster. Waits of a second and
 * more (the SDK's timeouts for the container's answers) keep real time, and so does the container.
 * Not for a regulated market's minimum round, which is the game's to keep.
 */
export async function quickGame(page: Page): Promise<void> {
  await inDemoGame(
    page,
    (pace: number) => {
      const realNow = performance.now.bind(performance);
      const start = realNow();
      performance.now = () => start + (realNow() - start) * pace;
      const quick = (ms?: number): number | undefined =>
        ms !== undefined && ms < 1_000 ? ms / pace : ms;
      const realTimeout = window.setTimeout.bind(window);
      const realInterval = window.setInterval.bind(window);
      window.setTimeout = ((run: TimerHandler, ms?: number, ...args: unknown[]) =>
        realTimeout(run, quick(ms), ...args)) as typeof window.setTimeout;
      window.setInterval = ((run: TimerHandler, ms?: number, ...args: unknown[]) =>
        realInterval(run, quick(ms), ...args)) as typeof window.setInterval;
    },
    GAME_PACE,
  );
}
