// Runs in Node: how long a player on a cheap phone waits for the game, against the necessary
// chain SPEC forces (issue 32, measure 1), on a cold load and on a second visit with the HTTP
// cache warm; and the requests that ran one after another before the game's document.
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { throttle, wireBytes, workersSlowedAt } from './mobile.ts';
import {
  type ChainStepName,
  type Gap,
  type WindowBytes,
  chainFloorMs,
  chainGaps,
  containerBytes,
  floorBeforeGameMs,
  necessaryChain,
  sequentialPath,
} from './necessary-chain.ts';
import { type TransferRecorder, recordTransfers, withoutQuery } from './transfers.ts';
import { LONG_TASKS_PROBE, blockingAfterReady } from './long-tasks.ts';
import { DeadlinePassed, withDeadline } from './deadline.ts';

/** One load measured: its time to ready against its necessary chain, and its sequential path. */
export interface Visit {
  readyMs: number;
  /** The necessary chain's steps, each at its own measured duration, end to end. */
  floorMs: number;
  ratio: number;
  /** The part of the floor before the game's document. */
  beforeGameMs: number;
  /** From navigation to the game document's request. */
  gameDocumentMs: number;
  /**
   * The main thread's blocking time (long tasks beyond 50 ms) from navigation to 3 s after
   * ready, when the load was measured with it (`blocking`); null otherwise.
   */
  blockingMs: number | null;
  steps: { step: ChainStepName; url: string; atMs: number; ms: number; bytes: number }[];
  gaps: Gap[];
  /** The requests one after another before the game's document was asked for, in order. */
  path: { url: string; atMs: number; ms: number; bytes: number }[];
  /** Their bytes as sent (gzip, headers included). */
  pathBytes: number;
  /** What the container (any origin but the game's) downloaded from the game's first request to ready. */
  container: WindowBytes;
  gameUrl: string;
  /**
   * Ms from the engine worker's first request to its CPU slowdown's answer (negative: slowed
   * before it); null when no worker was seen. The worker runs unslowed until then.
   */
  workerSlowedAfterMs: number | null;
}

/**
 * Called by the page when the game is ready. A CDP binding, because the harness must not run
 * script in the page while it loads: Playwright's waitForFunction first injects its own script,
 * about 150 ms of the throttled main thread, just when the engine's worker starts.
 */
const READY_BINDING = '__benchGameReady';

/** Tells the harness, from the top frame, when the game frame says it is ready. */
const READY_PROBE = `
  if (window === window.top) {
    let told = false;
    window.addEventListener('message', (event) => {
      const data = event.data;
      if (!told && data && data.type === 'ready') {
        told = true;
        window.${READY_BINDING}(String(performance.now()));
      }
    });
  }
`;

/** The page's time of the next ready message (ms since its navigation). */
function readyTime(cdp: CDPSession, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the game was not ready in time')), timeoutMs);
    const heard = ({ name, payload }: { name: string; payload: string }): void => {
      if (name !== READY_BINDING) return;
      clearTimeout(timer);
      cdp.off('Runtime.bindingCalled', heard);
      resolve(Number(payload));
    };
    cdp.on('Runtime.bindingCalled', heard);
  });
}

/** A page throttled like a cheap phone, its requests recorded, a probe telling its ready. */
export interface Session {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  recorder: TransferRecorder;
}

/** Opens a fresh context (an empty HTTP cache) with the ready probe run in every document. */
export async function openSession(browser: Browser): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(READY_PROBE);
  await page.addInitScript(LONG_TASKS_PROBE);
  const recorder = recordTransfers();
  recorder.follow(context);
  const cdp = await throttle(page, true);
  recorder.listen(cdp);
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: READY_BINDING });
  return { context, page, cdp, recorder };
}

/** Navigates to `url` and waits for the ready message: its time, the document's time origin. */
export async function loadUntilReady(
  { page, cdp }: Session,
  url: string,
  timeoutMs = 60_000,
): Promise<{ readyMs: number; origin: number }> {
  const ready = readyTime(cdp, timeoutMs);
  // Awaited after the navigation; a navigation that fails first must not leave it unheard.
  ready.catch(() => undefined);
  await page.goto(url, { waitUntil: 'commit' });
  const readyMs = await ready;
  return { readyMs, origin: await page.evaluate(() => performance.timeOrigin) };
}

/**
 * Loads the player's `url` in `session` and reads the load's chain, path and downloads; with
 * `blocking`, also its main thread's blocking until 3 s after ready (it waits for them).
 */
export async function measureVisit(
  session: Session,
  url: string,
  { blocking = false } = {},
): Promise<Visit> {
  const { readyMs, origin } = await loadUntilReady(session, url);
  const blockingMs = blocking ? await blockingAfterReady(session.page, readyMs) : null;
  const gameUrl = (await session.page.locator('iframe.game-frame').getAttribute('src')) ?? '';
  // This document's requests, those sent by ready ended: a visit before it sent its own before.
  const seen = await session.recorder.transfers(origin + readyMs);
  const transfers = seen.filter((t) => t.start >= origin - 1);
  const chain = necessaryChain(transfers, new URL(url).href, gameUrl);
  const [pageStep] = chain;
  const game = chain.find((s) => s.step === 'game document');
  if (!pageStep || !game) throw new Error('the necessary chain has no page or game document');
  const path = sequentialPath(transfers, pageStep.transfer, game.transfer);
  const pathBytes = await Promise.all(
    path.map((t) => (t.workerScript ? wireBytes(t.url) : Promise.resolve(t.bytes))),
  );
  const floorMs = chainFloorMs(chain);
  const firstByWorker = transfers.find((t) => t.worker);
  const slowedAt = workersSlowedAt(session.cdp).find((at) => at >= origin);
  const at = (t: { start: number }): number => Math.round(t.start - origin);
  return {
    readyMs,
    floorMs,
    ratio: readyMs / floorMs,
    beforeGameMs: floorBeforeGameMs(chain),
    gameDocumentMs: at(game.transfer),
    blockingMs,
    steps: chain.map(({ step, transfer, ms }) => ({
      step,
      url: withoutQuery(transfer.url),
      atMs: at(transfer),
      ms: Math.round(ms),
      bytes: transfer.bytes,
    })),
    gaps: chainGaps(chain, origin, origin + readyMs),
    path: path.map((t, i) => ({
      url: withoutQuery(t.url),
      atMs: at(t),
      ms: Math.round(t.end - t.start),
      bytes: pathBytes[i] ?? t.bytes,
    })),
    pathBytes: pathBytes.reduce((sum, b) => sum + b, 0),
    container: containerBytes(
      transfers,
      new URL(gameUrl).origin,
      game.transfer.start,
      origin + readyMs,
    ),
    gameUrl,
    workerSlowedAfterMs:
      firstByWorker && slowedAt !== undefined ? Math.round(slowedAt - firstByWorker.start) : null,
  };
}

/**
 * Waits until no request (but an event stream) has started or ended for `quietMs`, at most
 * `maxMs`: what a first visit leaves in the cache is in by then.
 */
async function settle({ recorder }: Session, quietMs = 1_000, maxMs = 15_000): Promise<void> {
  const until = Date.now() + maxMs;
  while (Date.now() < until && Date.now() - recorder.lastActivity() < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Loads measured again when the harness missed a step of the chain or the page hung, at most. */
const RETRIES = 2;

/**
 * How long one session may take: a cold and a warm load with their 3 s of blocking take 10-20 s
 * here (see withDeadline).
 */
const SESSION_DEADLINE_MS = 120_000;

/** Loads measured so far, those whose events missed a step of the chain, and those that hung. */
export const capture = { loads: 0, missed: 0, hung: 0 };

/**
 * Runs `load` again (at most RETRIES times) when its necessary chain missed a step or it hung.
 * With the worker's requests read from Playwright's events no chain should miss a step; a load
 * that does, or hangs, is counted, logged and redone, and says nothing of the page.
 */
async function retried<T>(load: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i += 1) {
    capture.loads += 1;
    try {
      return await load();
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      const missed = message.startsWith('the necessary chain has no');
      const hung = error instanceof DeadlinePassed;
      if (missed) capture.missed += 1;
      if (hung) capture.hung += 1;
      if (!(missed || hung) || i >= RETRIES) throw error;
      console.error(`bench: load measured again: ${message}`);
    }
  }
}

/**
 * Runs `work` in a fresh session (openSession: an empty HTTP cache) and closes it, within the
 * session's deadline; measured again when its chain missed a step or it hung (retried).
 */
export function inSession<T>(browser: Browser, work: (session: Session) => Promise<T>): Promise<T> {
  return retried(async () => {
    const session = await openSession(browser);
    try {
      return await withDeadline(work(session), SESSION_DEADLINE_MS);
    } finally {
      await session.context.close();
    }
  });
}

/**
 * A cold load in a fresh context, then a second visit in it with a fresh token once the first
 * has settled: the HTTP cache warm, as for a player coming back.
 */
export function measureColdAndWarm(
  browser: Browser,
  coldUrl: string,
  warmUrl: string,
): Promise<{ cold: Visit; warm: Visit }> {
  return inSession(browser, async (session) => {
    const cold = await measureVisit(session, coldUrl, { blocking: true });
    await settle(session);
    const warm = await measureVisit(session, warmUrl, { blocking: true });
    return { cold, warm };
  });
}

/** One cold load, in a context of its own. */
export function measureCold(browser: Browser, url: string): Promise<Visit> {
  return inSession(browser, (session) => measureVisit(session, url));
}
