// Runs in Node: how long a player on a cheap phone waits for the game, against the network
// floor of the requests on the critical path (issue 7, measure 1).
import type { Browser } from '@playwright/test';
import {
  criticalPath,
  networkFloorMs,
  recordTransfers,
  throttle,
  type Transfer,
} from './mobile.ts';

/** One cold load: time to the demo game's ready message, and the floor of its critical path. */
export interface GameReadyRun {
  readyMs: number;
  floorMs: number;
  ratio: number;
  chain: { url: string; ms: number; bytes: number; cached: boolean }[];
}

/** Records, in the top frame, when the game frame says it is ready (ms since navigation). */
const READY_PROBE = `
  if (window === window.top) {
    window.addEventListener('message', (event) => {
      const data = event.data;
      if (data && data.type === 'ready' && window.__gameReadyAt === undefined) {
        window.__gameReadyAt = performance.now();
      }
    });
  }
`;

/** Loads `url` cold in a fresh context under the mobile profile. */
export async function measureGameReady(browser: Browser, url: string): Promise<GameReadyRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(READY_PROBE);
    const recorder = recordTransfers();
    recorder.listen(await throttle(page, true, recorder.handle));
    const transfers: Transfer[] = recorder.transfers;
    await page.goto(url);
    await page.waitForFunction(() => '__gameReadyAt' in window, null, { timeout: 60_000 });
    const { readyAt, origin } = await page.evaluate(() => ({
      readyAt: (window as unknown as { __gameReadyAt: number }).__gameReadyAt,
      origin: performance.timeOrigin,
    }));
    const gameUrl = await page.locator('iframe.game-frame').getAttribute('src');
    const chain = criticalPath(transfers, origin + readyAt, new URL(gameUrl ?? url).origin);
    const floorMs = networkFloorMs(chain);
    return {
      readyMs: readyAt,
      floorMs,
      ratio: readyAt / floorMs,
      chain: chain.map((t) => ({
        url: t.url.replace(/[?].*$/, ''),
        ms: Math.round(t.end - t.start),
        bytes: t.bytes,
        cached: t.cached,
      })),
    };
  } finally {
    await context.close();
  }
}
