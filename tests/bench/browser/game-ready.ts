// Runs in Node: how long a player on a cheap phone waits for the game, against the network
// floor of the requests on the critical path (issue 7, measure 1).
import type { Browser, CDPSession } from '@playwright/test';
import {
  criticalPath,
  networkFloorMs,
  recordTransfers,
  throttle,
  type Transfer,
  wireBytes,
  withoutQuery,
} from './mobile.ts';
import { type TimeOverFloor, timeOverFloor } from './time-over-floor.ts';

/** One cold load: time to the demo game's ready message, and the floor of its critical path. */
export interface GameReadyRun {
  readyMs: number;
  floorMs: number;
  ratio: number;
  /** The critical path's requests: when each left (ms since navigation) and how long it took. */
  chain: { url: string; atMs: number; ms: number; bytes: number; cached: boolean }[];
  /** Where the time to ready went beyond the floor. */
  overFloor: TimeOverFloor;
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

/** The page's time of its game's ready message (ms since navigation). */
function readyTime(cdp: CDPSession, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the game was not ready in time')), timeoutMs);
    cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
      if (name !== READY_BINDING) return;
      clearTimeout(timer);
      resolve(Number(payload));
    });
  });
}

/** Loads `url` cold in a fresh context under the mobile profile. */
export async function measureGameReady(browser: Browser, url: string): Promise<GameReadyRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(READY_PROBE);
    const recorder = recordTransfers();
    const cdp = await throttle(page, true, recorder.handle);
    recorder.listen(cdp);
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: READY_BINDING });
    const ready = readyTime(cdp, 60_000);
    // Awaited after the navigation; a navigation that fails first must not leave it unheard.
    ready.catch(() => undefined);
    const transfers: Transfer[] = recorder.transfers;
    await page.goto(url);
    const readyAt = await ready;
    const origin = await page.evaluate(() => performance.timeOrigin);
    const gameUrl = await page.locator('iframe.game-frame').getAttribute('src');
    const path = criticalPath(transfers, origin + readyAt, new URL(gameUrl ?? url).origin);
    const chain = await Promise.all(
      path.map(async (t) =>
        t.workerScript && !t.cached ? { ...t, bytes: await wireBytes(t.url) } : t,
      ),
    );
    const floorMs = networkFloorMs(chain);
    return {
      readyMs: readyAt,
      floorMs,
      ratio: readyAt / floorMs,
      overFloor: timeOverFloor(chain, origin, origin + readyAt),
      chain: chain.map((t) => ({
        url: withoutQuery(t.url),
        atMs: Math.round(t.start - origin),
        ms: Math.round(t.end - t.start),
        bytes: t.bytes,
        cached: t.cached,
      })),
    };
  } finally {
    await context.close();
  }
}
