// Runs in Node: what the container costs the main thread while a player plays (issue 7,
// measures 3 and 4): the demo game spinning for a minute inside the container with 20 notices a
// second, a pool update every second and 5 game logs a second, at 4x CPU; the same game alone for
// the frame-rate comparison; then the page's heap over a longer stretch of that load.
import type { Browser, CDPSession, Frame, Page } from '@playwright/test';
import { SSE_CONTROL_PATH } from '../../../operator-sim/sse-handlers.ts';
import { JACKPOT_EVENTS } from '../../../src-worker/jackpots/jackpots.ts';
import { type CpuShare, meanShare, startCpuShare } from './cpu-share.ts';
import { MOBILE, setCpuSlowdown, throttle } from './mobile.ts';

/** Turns of each, inside the container and alone, in ABBA order. */
const TURNS = 4;

/** What a minute of play cost, and what the page's heap did afterwards. */
export interface PlayResult {
  seconds: number;
  /** The login's popup panels the player closed before playing. */
  popupsClosed: number;
  /** Long tasks (over 50 ms) of the container's own document. */
  containerLongTasks: number;
  /** How long each of them took (ms), to tell a stray collection from real work. */
  containerLongTaskMs: number[];
  /** Long tasks in the game frame, for comparison (the game's own work). */
  gameLongTasks: number;
  fpsInside: number;
  fpsAlone: number;
  fpsRatio: number;
  /** The game's rate in each turn, in the order played, so one run shows its own spread. */
  turnFpsInside: number[];
  turnFpsAlone: number[];
  /** How busy the machine was in the turns inside and alone (see cpu-share.ts). */
  cpuInside: CpuShare;
  cpuAlone: CpuShare;
  /** Mirror batches received and applied, and the most applications in one frame. */
  mirrorBatches: number;
  mirrorFlushes: number;
  maxFlushesPerFrame: number;
  /** Page heap after a GC, at the start and end of the memory stretch. */
  heapStartMB: number;
  heapEndMB: number;
  memorySeconds: number;
  /** How much faster than issue 7's load the memory stretch ran (MEMORY_SPEEDUP). */
  memorySpeedup: number;
  /** DOM nodes no longer in the document but still held; null when the browser cannot tell. */
  detachedNodes: number | null;
}

/**
 * In every frame: counts animation frames while `__measuring` is set, once `__startTicking` has
 * started counting (only in the game's frame: a count elsewhere would be the harness's own work
 * on the page measured); in the top frame also the long tasks by where they ran (the container's
 * own document is `self`).
 */
const PROBE = `
  (() => {
    const probe = { frames: 0, longSelf: [], longOther: 0, ticking: false };
    window.__probe = probe;
    // Frames are asked for only while measuring: an idle page beside the measured one (the
    // game alone, or the container while the game alone plays) must not render for nothing.
    const tick = () => {
      probe.ticking = window.__measuring === true;
      if (!probe.ticking) return;
      probe.frames += 1;
      requestAnimationFrame(tick);
    };
    window.__startTicking = () => {
      if (!probe.ticking) requestAnimationFrame(tick);
      probe.ticking = true;
    };
    if (window === window.top && 'PerformanceObserver' in window) {
      new PerformanceObserver((list) => {
        if (!window.__measuring) return;
        for (const entry of list.getEntries()) {
          if (entry.name === 'self') probe.longSelf.push(Math.round(entry.duration));
          else probe.longOther += 1;
        }
      }).observe({ type: 'longtask' });
    }
  })();
`;

/** The container's own counters (src-ui/engine/engine-client.ts). */
interface MirrorCounters {
  batches: number;
  flushes: number;
  maxPerFrame: number;
}

interface Probe {
  frames: number;
  /** The container's long tasks, each one's duration in ms. */
  longSelf: number[];
  longOther: number;
}

/**
 * Spins whenever the game is idle, and posts a game log every 200 ms, inside the game frame;
 * `on` false stops both.
 */
export async function drive(
  game: Frame,
  appOrigin: string | null,
  on = true,
  speed = 1,
): Promise<void> {
  await game.evaluate(
    ([origin, start, logEveryMs]) => {
      const w = window as unknown as { __driving?: ReturnType<typeof setInterval>[] };
      for (const id of w.__driving ?? []) clearInterval(id);
      w.__driving = [];
      if (!start) return;
      const spin = document.getElementById('spin');
      w.__driving.push(
        setInterval(() => {
          if (spin && spin.getAttribute('aria-busy') !== 'true') spin.click();
        }, 100),
      );
      if (origin === null) return;
      let n = 0;
      w.__driving.push(
        setInterval(() => {
          n += 1;
          parent.postMessage({ v: 1, type: 'gameLog', payload: { bench: n } }, origin);
        }, logEveryMs),
      );
    },
    [appOrigin, on, 200 / speed] as const,
  );
}

/**
 * Starts or stops the probes in `frames` and the frame count in `game`; a start also restarts
 * the mirror's per-frame maximum.
 */
const setMeasuring = (frames: Frame[], game: Frame, on: boolean) =>
  Promise.all(
    frames.map((f) =>
      f.evaluate(
        ([value, tick]) => {
          const w = window as unknown as {
            __measuring: boolean;
            __startTicking: () => void;
            __gameContainer?: { mirror: MirrorCounters };
          };
          w.__measuring = value;
          if (value && tick) w.__startTicking();
          if (value && w.__gameContainer) w.__gameContainer.mirror.maxPerFrame = 0;
        },
        [on, f === game] as const,
      ),
    ),
  );
const counters = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __gameContainer: { mirror: MirrorCounters } }).__gameContainer.mirror,
  );
const probeOf = (f: Frame) => f.evaluate(() => (window as unknown as { __probe: Probe }).__probe);

export async function heapMB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / (1024 * 1024);
}

async function detachedNodes(cdp: CDPSession): Promise<number | null> {
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const answer = (await cdp.send('DOM.getDetachedDomNodes' as 'DOM.enable')) as unknown as {
      detachedNodes?: unknown[];
    };
    return answer.detachedNodes?.length ?? null;
  } catch {
    return null;
  }
}

/**
 * Closes the panels the login pops up (the next one comes 250 ms after a close), as a player
 * does before playing: a panel left open is a modal over the game, and it re-renders with
 * every spin and every pool update.
 */
export async function closePopups(page: Page): Promise<number> {
  const close = page.locator('[data-panel] .promo-close');
  let closed = 0;
  // A few at most: each kind pops up once.
  for (let tries = 0; tries < 10; tries += 1) {
    try {
      await close.waitFor({ state: 'visible', timeout: 2_000 });
    } catch {
      return closed;
    }
    // The panel may re-render under the click, or the next one take its place: look again.
    const done = await close.click({ timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    if (done) closed += 1;
  }
  throw new Error('the login popups kept coming');
}

/**
 * Loads `url` (the container, or the game alone) under 4x CPU with the probe, and leaves its CPU
 * unthrottled until its turn (see setCpuSlowdown).
 */
async function open(browser: Browser, url: string): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  const cdp = await throttle(page, false);
  await page.goto(url);
  await setCpuSlowdown(cdp, 1);
  return { page, cdp };
}

/** Runs `turn` with the page's CPU (and its workers') slowed, and only then. */
async function slowed<T>(cdp: CDPSession, turn: () => Promise<T>): Promise<T> {
  await setCpuSlowdown(cdp, MOBILE.cpuSlowdown);
  try {
    return await turn();
  } finally {
    await setCpuSlowdown(cdp, 1);
  }
}

export async function post(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: HTTP ${String(response.status)}`);
}

/**
 * How much faster than issue 7's load the memory stretch runs: its 300 s of events in 100 s. A
 * leak grows with what the page handles (each notice, pool update, game log), not with the
 * seconds it waited; the page keeps up with three times the load (the heap held, its queues
 * bounded).
 */
const MEMORY_SPEEDUP = 3;

/** Plays for `seconds` inside the container and alone, then `memorySeconds` more inside. */
export async function measurePlay(
  browser: Browser,
  playerUrl: string,
  seconds: number,
  memorySeconds: number,
): Promise<PlayResult> {
  const appOrigin = new URL(playerUrl).origin;
  const inside = await open(browser, playerUrl);
  await inside.page
    .locator('#automation[data-scene="basegame"]')
    .waitFor({ state: 'attached', timeout: 60_000 });
  const gameUrl = (await inside.page.locator('iframe.game-frame').getAttribute('src')) ?? '';
  const game = inside.page.frames().find((f) => f.url() === gameUrl);
  if (!game) throw new Error('no game frame');
  const frames = [inside.page.mainFrame(), game];
  const popupsClosed = await closePopups(inside.page);

  let pools: ReturnType<typeof setInterval> | undefined;
  /**
   * The load of issue 7 on or off: notices, pool updates, spins and game logs; `speed` times
   * as many of each in a second (spins aside: the game's rounds take their time).
   */
  const load = async (on: boolean, speed = 1): Promise<void> => {
    clearInterval(pools);
    await post(`${appOrigin}${SSE_CONTROL_PATH}/rate`, { perSecond: on ? 20 * speed : 0 });
    if (on) {
      pools = setInterval(() => {
        void post(`${appOrigin}${SSE_CONTROL_PATH}/events`, [
          { type: JACKPOT_EVENTS.pools, data: {} },
        ]).catch(() => undefined);
      }, 1_000 / speed);
    }
    await drive(game, appOrigin, on, speed);
  };
  /** One turn inside the container, with the load on: what it counted. */
  const turnInside = async (ms: number) => {
    await load(true);
    const before = await counters(inside.page);
    const startTop = await probeOf(inside.page.mainFrame());
    const startGame = await probeOf(game);
    await setMeasuring(frames, game, true);
    const cpu = startCpuShare();
    await inside.page.waitForTimeout(ms);
    const share = cpu();
    await setMeasuring(frames, game, false);
    const top = await probeOf(inside.page.mainFrame());
    const inGame = await probeOf(game);
    const after = await counters(inside.page);
    await load(false);
    return {
      frames: inGame.frames - startGame.frames,
      longSelf: top.longSelf.slice(startTop.longSelf.length),
      longOther: top.longOther - startTop.longOther,
      batches: after.batches - before.batches,
      flushes: after.flushes - before.flushes,
      maxPerFrame: after.maxPerFrame,
      share,
    };
  };
  let alone: { page: Page; cdp: CDPSession } | null = null;
  try {
    // The game alone, same CPU, same spinning, open beside the container and idle (and not
    // slowed) while the other plays. They take turns in ABBA order, so a drift in this machine's speed over the
    // minutes of the run weighs on both alike, not on whichever ran second.
    const aloneOpen = await open(browser, gameUrl);
    alone = aloneOpen;
    const aloneGame = aloneOpen.page.mainFrame();
    const sharesAlone: CpuShare[] = [];
    const turnAlone = async (ms: number): Promise<number> => {
      await drive(aloneGame, null);
      const start = await probeOf(aloneGame);
      await setMeasuring([aloneGame], aloneGame, true);
      const cpu = startCpuShare();
      await aloneOpen.page.waitForTimeout(ms);
      sharesAlone.push(cpu());
      await setMeasuring([aloneGame], aloneGame, false);
      const end = await probeOf(aloneGame);
      await drive(aloneGame, null, false);
      return end.frames - start.frames;
    };
    const turnMs = (seconds * 1_000) / TURNS;
    const framesAlone: number[] = [];
    const turns: Awaited<ReturnType<typeof turnInside>>[] = [];
    for (let i = 0; i < TURNS; i += 1) {
      // Each page is slowed only for its own turns: a throttled page burns CPU even when idle.
      const alone = async () => {
        framesAlone.push(await slowed(aloneOpen.cdp, () => turnAlone(turnMs)));
      };
      if (i % 2 === 1) await alone();
      turns.push(await slowed(inside.cdp, () => turnInside(turnMs)));
      if (i % 2 === 0) await alone();
    }
    const sum = (pick: (t: (typeof turns)[number]) => number): number =>
      turns.reduce((total, t) => total + pick(t), 0);
    const longSelf = turns.flatMap((t) => t.longSelf);
    // Closed before the memory stretch, which measures the container alone.
    await aloneOpen.page.context().close();
    alone = null;

    // The heap of the page over a longer stretch of the same load: `memorySeconds` of its
    // notices, pool updates and game logs, MEMORY_SPEEDUP times as fast (issue 7 allows a
    // simulated stretch; issue 47 wants the whole bench within 12 minutes).
    await load(true, MEMORY_SPEEDUP);
    await setCpuSlowdown(inside.cdp, MOBILE.cpuSlowdown);
    const heapStartMB = await heapMB(inside.cdp);
    await inside.page.waitForTimeout((memorySeconds * 1_000) / MEMORY_SPEEDUP);
    const heapEndMB = await heapMB(inside.cdp);
    const detached = await detachedNodes(inside.cdp);

    const fpsInside = sum((t) => t.frames) / seconds;
    const fpsAlone = framesAlone.reduce((total, frames) => total + frames, 0) / seconds;
    const perSecond = (frames: number): number => frames / (turnMs / 1_000);
    return {
      seconds,
      popupsClosed,
      containerLongTasks: longSelf.length,
      containerLongTaskMs: longSelf,
      gameLongTasks: sum((t) => t.longOther),
      fpsInside,
      fpsAlone,
      fpsRatio: fpsInside / fpsAlone,
      turnFpsInside: turns.map((t) => perSecond(t.frames)),
      turnFpsAlone: framesAlone.map(perSecond),
      cpuInside: meanShare(turns.map((t) => t.share)),
      cpuAlone: meanShare(sharesAlone),
      mirrorBatches: sum((t) => t.batches),
      mirrorFlushes: sum((t) => t.flushes),
      maxFlushesPerFrame: Math.max(...turns.map((t) => t.maxPerFrame)),
      heapStartMB,
      heapEndMB,
      memorySeconds,
      memorySpeedup: MEMORY_SPEEDUP,
      detachedNodes: detached,
    };
  } finally {
    clearInterval(pools);
    await post(`${appOrigin}${SSE_CONTROL_PATH}/rate`, { perSecond: 0 }).catch(() => undefined);
    await alone?.page.context().close();
    await inside.page.context().close();
  }
}
