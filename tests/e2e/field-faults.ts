// Runs in Node (Playwright): what the field-fault journeys share (field-faults-boot.spec.ts,
// field-faults-play.spec.ts): a probe in the page that notes, on the page's own clock, when the
// game's frame or a dialog first came and whether the connection notice ever showed; the page's
// and the engine's clocks moved on together; and the log counts compared.
import type { Page, Route } from '@playwright/test';
import type { LogStats } from '../../shared/engine/engine-api.ts';
import { POPUP_TYPES } from '../../shared/promotions/promotion-types.ts';
import { BOOT_BUDGET_MS } from '../../src-worker/boot/boot-deadline.ts';
import { expect } from './fixtures.ts';
import { LOG_WAITS } from './log-waits.ts';
import { EACH_STEP, type WorkerClock, workerClock } from './worker-clock.ts';

/** What the probe saw: ms from the document's start on the page's clock, null when not yet. */
export interface Seen {
  game: number | null;
  dialog: number | null;
  /** How many times the connection notice appeared, and whether it shows now. */
  notices: number;
  noticeNow: boolean;
  /** The page's clock now, from the document's start. */
  now: number;
}

/**
 * Runs in the top frame from its document's start: a mutation observer notes the first game
 * frame, the first dialog and every connection notice as they enter the page, at the page's
 * time (a moved clock's, when Playwright's clock is installed). The document's start is within
 * a few ms of the navigation's on the simulator's loopback.
 */
function probe(): void {
  if (window !== window.top) return;
  const start = Date.now();
  const seen = { game: null as number | null, dialog: null as number | null, notices: 0 };
  let shown = false;
  const look = (): void => {
    const at = Date.now() - start;
    if (seen.game === null && document.querySelector('iframe.game-frame')) seen.game = at;
    if (seen.dialog === null && document.querySelector('[role="alertdialog"]')) seen.dialog = at;
    const notice = document.querySelector('.connection-notice') !== null;
    if (notice && !shown) seen.notices += 1;
    shown = notice;
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true });
  (window as unknown as { __field: () => object }).__field = () => {
    look();
    return { ...seen, noticeNow: shown, now: Date.now() - start };
  };
}

/** The probe in every document the page loads; call before it loads. */
export async function watchField(page: Page): Promise<void> {
  await page.addInitScript(probe);
}

export const seen = (page: Page): Promise<Seen> =>
  page.evaluate(() => (window as unknown as { __field: () => Seen }).__field());

/**
 * The most a player waits, from the page's start, for the game or a dialog with a way on: the
 * 20 s the boot's budget (18 s, in the engine) is set within. The rest is the engine's state
 * crossing to the page and React drawing it, in real time: about a second on a slow phone, and
 * on a machine running four test workers at once it was measured at 1.1 s (a 1 s allowance
 * failed there once).
 */
export const PLAYER_WAIT_MS = 20_000;

/** The page's clock (Playwright's) and the engine worker's, moved on together. */
export interface BothClocks {
  worker: WorkerClock;
  /** Both clocks `ms` on: every timer due meanwhile fires, in the page, its frames and the engine. */
  advance(ms: number): Promise<void>;
}

/**
 * Installs Playwright's clock in the page (its head's config and login have page timers) and the
 * engine worker's clock (worker-clock.ts); the page's entry script, which starts the boot and so
 * its deadline, waits until the worker's clock is in, so that no timer of the boot is a real one.
 * Call before the page loads.
 */
export async function bothClocks(page: Page): Promise<BothClocks> {
  await page.clock.install();
  const worker = await workerClock(page);
  // One engine worker and one entry script a load, in either order: each load's entry waits for
  // its own worker's clock.
  // Each load's worker and its entry script, matched in the order they come (either first).
  const workers: Promise<void>[] = [];
  const entries: ((installed: Promise<void>) => void)[] = [];
  page.on('worker', (w) => {
    if (!/engine-worker-/.test(w.url())) return;
    // Evaluated after worker-clock.ts's install, in the order sent: it is in by now.
    const installed = w
      .evaluate(() => '__workerClock' in self)
      .then((ok) => {
        if (!ok) throw new Error('the worker clock is not in');
      });
    const entry = entries.shift();
    if (entry) entry(installed);
    else workers.push(installed);
  });
  await page.route('**/assets/index-*.js', async (route: Route) => {
    await (workers.shift() ?? new Promise<void>((resolve) => entries.push(resolve)));
    await route.fallback();
  });
  return {
    worker,
    async advance(ms) {
      await page.clock.runFor(ms);
      await worker.advance(ms);
    },
  };
}

/** Steps of the moved clocks while the boot waits: an answer's deadline falls in a step. */
const STEP_MS = 2_500;

/**
 * Moves both clocks on (unless `clocks` is null: real time only), step by step, until the game's
 * frame or a dialog comes, never past the boot's budget from the page's start; at the budget,
 * waits (in real time) for what the deadline brings. Resolves to what the probe saw then. The
 * clocks run ahead of the real work meanwhile (a request answered, a frame drawn): what came
 * may be seen a step or two later than a player would see it, never sooner.
 */
export async function untilBootEnds(page: Page, clocks: BothClocks | null): Promise<Seen> {
  for (; clocks;) {
    const now = await seen(page);
    if (now.game !== null || now.dialog !== null) return now;
    if (now.now >= BOOT_BUDGET_MS) break;
    await clocks.advance(Math.min(STEP_MS, BOOT_BUDGET_MS - now.now));
  }
  let last!: Seen;
  await expect
    .poll(
      async () => {
        last = await seen(page);
        return last.game !== null || last.dialog !== null;
      },
      { timeout: BOOT_BUDGET_MS + 10_000 },
    )
    .toBe(true);
  return last;
}

/** The container's log counters (window.__gameContainer, src-ui/engine/engine-client.ts). */
export const logStats = (page: Page): Promise<LogStats> =>
  page.evaluate(async () => {
    const handle = (window as unknown as { __gameContainer: { logStats(): Promise<LogStats> } })
      .__gameContainer;
    return handle.logStats();
  });

/**
 * The config as an operator may set it for these journeys: no load report (perfSampleRate 0:
 * its vitals leave as the page hides, after a test read the counts) and no popup (each popup
 * comes 250 ms after the one before, on the engine's clock, which the journeys move on: one
 * came up over the game as a test spun). The panels still open from the bar.
 */
export async function quietConfig(page: Page): Promise<void> {
  const popups = Object.fromEntries(POPUP_TYPES.map((type) => [type, { enable: false }]));
  await page.route('**/env/*.json?*', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, perfSampleRate: 0, popups } });
  });
}

/**
 * Every log the page made reached the log server once (it dedupes by event_id): the engine's
 * retries and resends are moved on by its clock until none waits.
 */
export async function noLogLost(page: Page, origin: string, clock: WorkerClock): Promise<void> {
  const arrived = async () => {
    const answer = await fetch(`${origin}/__sim/logs`);
    return (await answer.json()) as { unique: number; events: { event_id: string }[] };
  };
  await expect
    .poll(async () => {
      await clock.skip(LOG_WAITS);
      const stats = await logStats(page);
      const { unique } = await arrived();
      return { missing: stats.created - unique, left: stats.queued + stats.stored };
    }, EACH_STEP)
    .toEqual({ missing: 0, left: 0 });
  const stats = await logStats(page);
  const { unique, events } = await arrived();
  expect(stats.dropped).toBe(0);
  expect(unique).toBe(stats.created);
  expect(new Set(events.map((e) => e.event_id)).size).toBe(events.length);
}
