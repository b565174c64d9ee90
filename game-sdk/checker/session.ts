// Runs in Node (the checker): the scripted session in a real browser. The game runs inside the
// container's page, in the container's own sandboxed frame; the checker plays the player (it
// clicks the game's spin, auto and modal buttons) and speaks for the container where a player
// cannot make it (pauseAutoPlay, setTurbo: posted from the container's window to the game
// frame at its origin, exactly as the container posts them). Then the game loads once more,
// told another parentOrigin than its parent's, to catch posts to '*' (decoy.ts).
import type { BrowserType, Frame, Page } from 'playwright-core';
import { decoy } from './decoy.ts';
import { type GameWindow, frameRecord, gameFrame, prefixOf } from './frames.ts';
import { containerMessage } from './protocol.ts';
import { recorderScript } from './recorder.ts';
import { type Recording, SANDBOX_BLOCKS, type Step, type StepName } from './recording.ts';

/** What the script clicks in the game and how long it waits. */
export interface SessionOptions {
  gameUrl: string;
  /** The container page that embeds the game (the simulator's checker URL, or a staging page). */
  playerUrl: string;
  /** CSS selectors in the game's document. */
  selectors: { spin: string; auto: string; modal: string };
  spins: number;
  /** How long the game may take to say ready, in ms. */
  readyTimeoutMs: number;
  /** The browser binary. */
  chromiumPath: string;
}

/**
 * Flags for a headless browser on a root, offline machine (no sandbox of its own, no GPU). The
 * decoy parent is a page the browser makes up at the container's origin, which Chromium's Local
 * Network Access would take for a public page and refuse a game frame on this machine.
 */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-features=LocalNetworkAccessChecks',
];
/** How long a spin may take, from the click to its spinState { spinning: false }. */
const SPIN_MS = 10_000;
/** How long the game may take to answer the container or a click (a pause, turbo, a modal). */
const ANSWER_MS = 2_000;
/** How long a game paused by the container must stay still to count as paused. */
const STILL_MS = 1_500;
/** Presses of the spin button for one spin when a press does not start one (see spinOnce). */
const SPIN_PRESSES = 3;
/**
 * How long the container may take to frame the game (its own boot: config, speed test, login,
 * the game's address). The game's --timeout starts only then: on a busy machine the container's
 * boot took over 3 s, and a game given `--timeout 3000` was judged never embedded.
 */
const FRAMED_MS = 30_000;

/** The address of the page's frame element that holds the game, as the page set it; null: none. */
async function framedAt(page: Page, prefix: string): Promise<string | null> {
  return page.evaluate(
    (prefix) =>
      Array.from(document.querySelectorAll('iframe'))
        .map((f) => f.src)
        .find((src) => src.startsWith(prefix)) ?? null,
    prefix,
  );
}

/** Waits until the page frames the game at `prefix` (within FRAMED_MS); false when it never does. */
async function framed(page: Page, prefix: string): Promise<boolean> {
  try {
    await page.waitForFunction(
      (prefix) =>
        Array.from(document.querySelectorAll('iframe')).some((f) => f.src.startsWith(prefix)),
      prefix,
      { timeout: FRAMED_MS },
    );
    return true;
  } catch {
    return false;
  }
}

/** Waits until the game posted a message of `type` (fields matching) since `after`; false on timeout. */
async function heard(
  page: Page,
  after: number,
  type: string,
  fields: Record<string, unknown> = {},
  timeout = ANSWER_MS,
): Promise<boolean> {
  try {
    await page.waitForFunction(
      ({ after, type, fields }) =>
        ((window as GameWindow).__checker?.heard ?? []).some((h) => {
          const d = h.data as Record<string, unknown> | null;
          return (
            h.from === 'game' &&
            h.at >= after &&
            d?.['type'] === type &&
            Object.entries(fields).every(([k, v]) => d[k] === v)
          );
        }),
      { after, type, fields },
      { timeout, polling: 50 },
    );
    return true;
  } catch {
    return false;
  }
}

/** The version the container's welcome agreed, as the game frame heard it (1 when none was). */
async function agreedVersion(frame: Frame): Promise<number> {
  return frame.evaluate(() => {
    const heard = (window as GameWindow).__checker?.heard ?? [];
    const welcome = [...heard]
      .reverse()
      .find(
        (h) =>
          h.from === 'parent' && (h.data as Record<string, unknown> | null)?.['type'] === 'welcome',
      );
    const v = (welcome?.data as Record<string, unknown> | undefined)?.['v'];
    return typeof v === 'number' ? v : 1;
  });
}

/** Posts a container message to the game frame from the container's window, at its origin. */
async function postFromContainer(page: Page, prefix: string, message: unknown): Promise<number> {
  return page.evaluate(
    ({ prefix, message }) => {
      const frame = Array.from(document.querySelectorAll('iframe')).find((f) =>
        f.src.startsWith(prefix),
      );
      frame?.contentWindow?.postMessage(message, new URL(frame.src).origin);
      return Date.now();
    },
    { prefix, message },
  );
}

/**
 * Closes the container's own dialogs over the game (a promotion on login, say) with Escape, as a
 * player would, so a click reaches the game.
 */
async function dismissDialogs(page: Page): Promise<void> {
  const dialog = page.locator('[aria-modal="true"]');
  for (let i = 0; i < 3 && (await dialog.count()) > 0; i += 1) {
    await page.keyboard.press('Escape');
    await dialog
      .first()
      .waitFor({ state: 'detached', timeout: 1_000 })
      .catch(() => undefined);
  }
}

/**
 * Clicks a button of the game as a player would; false when the game has no such element. A
 * dialog of the container that comes up while a press waits (the day's popup, seconds after the
 * game's ready, later on a busy machine) is closed and the button pressed again, each press
 * given ANSWER_MS, until SPIN_MS have passed: one long press left a popup that opened during it
 * over the game for its whole wait, and the check ended with no report.
 */
async function click(page: Page, frame: Frame, selector: string): Promise<boolean> {
  const target = frame.locator(selector).first();
  // A hidden button is as good as none (a game hides auto-play where a market forbids it).
  if ((await target.count()) === 0 || !(await target.isVisible())) return false;
  const deadline = Date.now() + SPIN_MS;
  for (;;) {
    await dismissDialogs(page);
    try {
      await target.click({ timeout: ANSWER_MS });
      return true;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
  }
}

/**
 * One spin: presses the spin button until the game says a spin started, then waits for its end.
 * The container's day's popup comes a few seconds after the game's ready, during the spins: a
 * press that lands on it as it opens never reaches the game (3 presses, 2 spins: the report said
 * `no-spin-state` of a game that reports every spin). A player presses again, so does this,
 * after closing the popup; a game that never says a spin started still gets its failure.
 * False when the game has no such button.
 */
async function spinOnce(page: Page, frame: Frame, selector: string): Promise<boolean> {
  for (let press = 0; press < SPIN_PRESSES; press += 1) {
    const at = Date.now();
    if (!(await click(page, frame, selector))) return false;
    if (await heard(page, at, 'spinState', { spinning: true }, ANSWER_MS)) {
      await heard(page, at, 'spinState', { spinning: false }, SPIN_MS);
      return true;
    }
  }
  return true;
}

/** Runs one step, timing it; a step whose button is missing is recorded as skipped. */
async function step(
  steps: Step[],
  name: StepName,
  run: () => Promise<string | undefined>,
): Promise<void> {
  const from = Date.now();
  const skipped = await run();
  steps.push(
    skipped === undefined ? { name, from, to: Date.now() } : { name, from, to: from, skipped },
  );
}

/** The script: spins, auto-play and its pause, turbo on and off, a modal. */
async function play(page: Page, frame: Frame, o: SessionOptions, steps: Step[]): Promise<void> {
  const prefix = prefixOf(o.gameUrl);
  const missing = (flag: string, selector: string): string =>
    `no visible element matches --${flag} '${selector}' in the game`;
  await step(steps, 'spins', async () => {
    for (let i = 0; i < o.spins; i += 1) {
      if (!(await spinOnce(page, frame, o.selectors.spin)))
        return missing('spin', o.selectors.spin);
    }
    return undefined;
  });
  await step(steps, 'auto', async () => {
    const at = Date.now();
    if (!(await click(page, frame, o.selectors.auto))) return missing('auto', o.selectors.auto);
    await heard(page, at, 'spinState', { spinning: true }, SPIN_MS);
    return undefined;
  });
  await step(steps, 'pause', async () => {
    const v = await agreedVersion(frame);
    const at = await postFromContainer(page, prefix, containerMessage('pauseAutoPlay', {}, v));
    await heard(page, at, 'autoPlay', { action: 'pause' });
    await heard(page, at, 'spinState', { spinning: false }, SPIN_MS);
    // Still for a while: a game that ignored the pause starts its next spin meanwhile.
    await heard(page, Date.now(), 'spinState', { spinning: true }, STILL_MS);
    return undefined;
  });
  for (const on of [true, false]) {
    await step(steps, on ? 'turbo-on' : 'turbo-off', async () => {
      const v = await agreedVersion(frame);
      const at = await postFromContainer(page, prefix, containerMessage('setTurbo', { on }, v));
      await heard(page, at, 'turbo', { on });
      return undefined;
    });
  }
  await step(steps, 'modal', async () => {
    const at = Date.now();
    if (!(await click(page, frame, o.selectors.modal))) return missing('modal', o.selectors.modal);
    const kinds = ['openModal', 'helpPage'].map((t) => heard(page, at, t));
    await Promise.race(kinds);
    return undefined;
  });
}

/**
 * Playwright, loaded when a session runs: it is an optional peer dependency of the SDK, so a
 * package without it still answers --help and says what it needs instead of crashing on import.
 */
async function loadPlaywright(): Promise<{ chromium: BrowserType }> {
  try {
    return await import('playwright-core');
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error('the check needs Playwright: `npm install --save-dev playwright-core`', {
      cause: error,
    });
  }
}

/** Runs the scripted session and returns what it recorded. */
export async function runSession(o: SessionOptions): Promise<Recording> {
  const { chromium } = await loadPlaywright();
  const browser = await chromium.launch({ executablePath: o.chromiumPath, args: CHROMIUM_ARGS });
  const prefix = prefixOf(o.gameUrl);
  const blocked: string[] = [];
  const steps: Step[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 860 } });
    await page.addInitScript({ content: recorderScript(prefix) });
    page.on('console', (m) => {
      const text = m.text();
      if (SANDBOX_BLOCKS.popup.test(text) || SANDBOX_BLOCKS.topNavigation.test(text)) {
        blocked.push(text);
      }
    });
    page.on('popup', (p) => blocked.push(`a popup opened: ${p.url()} (allow-popups)`));
    await page.goto(o.playerUrl);
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame())
        blocked.push(`the top page left for ${f.url()} (navigate the top)`);
    });
    // The game's time to ready starts once the container has framed it.
    const ready =
      (await framed(page, prefix)) && (await heard(page, 0, 'ready', {}, o.readyTimeoutMs));
    const frame = gameFrame(page, prefix);
    if (ready && frame !== null) await play(page, frame, o, steps);
    const game = await frameRecord(gameFrame(page, prefix), prefix);
    const top = await page.evaluate(() => (window as GameWindow).__checker ?? null);
    const frameUrl = await framedAt(page, prefix);
    await page.close();
    const containerOrigin = new URL(o.playerUrl).origin;
    return {
      gameUrl: o.gameUrl,
      playerUrl: o.playerUrl,
      frameUrl,
      gameStart: game?.timeOrigin ?? null,
      container: top?.heard ?? [],
      game: game?.heard ?? [],
      decoy:
        frameUrl === null
          ? { ran: false, reason: 'the container never framed the game' }
          : await decoy(browser, frameUrl, containerOrigin),
      gameProblems: game?.problems ?? null,
      containerProblems: top?.problems ?? [],
      blocked,
      steps,
      spins: o.spins,
    };
  } finally {
    await browser.close();
  }
}
