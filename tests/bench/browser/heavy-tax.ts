// Runs in Node: what the container costs a heavy game (issue 32, measure 3): its time to ready
// inside the container, less the necessary chain's part before the game's document, against the
// same game opened directly with the same throttling: framed by a bare harness page that answers
// its handshake (game-harness.ts), timed from its document's request.
import type { Browser } from '@playwright/test';
import { type GameHarness, startHarness } from './game-harness.ts';
import { type Visit, loadUntilReady, measureVisit, openSession, retried } from './game-ready.ts';

/**
 * The heavy demo game: its id in the player's URL (`mType`) and its document on the game origin.
 * BENCH_HEAVY_GAME=<mType>:<path> points the part at another game (2001:/demo-slot/index.html, the
 * light demo slot, tries the part out where the heavy game is not in the simulator).
 */
export const HEAVY_GAME = (() => {
  const [mType = '2002', path = '/heavy-game/index.html'] = (
    process.env['BENCH_HEAVY_GAME'] ?? ''
  ).split(':');
  return { mType: mType || '2002', path };
})();

/** The player's address with the heavy game. */
export function heavyPlayerUrl(playerUrl: string): string {
  const url = new URL(playerUrl);
  url.searchParams.set('mType', HEAVY_GAME.mType);
  return url.href;
}

/** The heavy game's own address, with the query the container gave its frame. */
export function directUrl(gameUrl: string): string {
  const inside = new URL(gameUrl);
  return `${inside.origin}${HEAVY_GAME.path}${inside.search}`;
}

/**
 * One run: the heavy game in the container, opened directly (in the harness), and in the chain
 * alone (operator-sim/chain-alone.ts), a page that does nothing but the chain before it.
 */
export interface TaxRun {
  inside: Visit;
  directReadyMs: number;
  /** (ready inside − the chain before the game's document) − ready opened directly. */
  taxMs: number;
  alone: Visit;
  /** The same for the chain alone: the tax no container removes. */
  aloneTaxMs: number;
}

/**
 * The heavy game opened directly, cold, in a context of its own: framed by the harness, which
 * answers its handshake; its time from its document's request to its ready message (the harness
 * page's own round trip before it is no part of the game's load).
 */
export async function measureDirect(
  browser: Browser,
  harness: GameHarness,
  url: string,
): Promise<number> {
  const session = await openSession(browser);
  try {
    const { readyMs, origin } = await loadUntilReady(session, harness.pageFor(url));
    const framed = harness.framed(url);
    const transfers = await session.recorder.transfers(origin + readyMs);
    const game = transfers.find((t) => t.type === 'Document' && t.url === framed);
    if (!game) throw new Error(`the harness saw no request for the game's document ${framed}`);
    return origin + readyMs - game.start;
  } finally {
    await session.context.close();
  }
}

/** The heavy game in the container (or the chain alone's page), cold, in a context of its own. */
export async function measureInside(browser: Browser, playerUrl: string): Promise<Visit> {
  const visit = await retried(async () => {
    const session = await openSession(browser);
    try {
      return await measureVisit(session, heavyPlayerUrl(playerUrl));
    } finally {
      await session.context.close();
    }
  });
  if (new URL(visit.gameUrl).pathname !== HEAVY_GAME.path) {
    throw new Error(
      `the container opened ${visit.gameUrl} for mType ${HEAVY_GAME.mType}, not ${HEAVY_GAME.path} (HEAVY_GAME in tests/bench/browser/heavy-tax.ts)`,
    );
  }
  return visit;
}

/** The tax of one pair of loads. */
export const taxOf = (inside: Visit, directReadyMs: number): number =>
  inside.readyMs - inside.beforeGameMs - directReadyMs;

/**
 * `runs` runs, in ABBA order (inside, direct, alone, then alone, direct, inside, ...), so a
 * drift in the machine's speed weighs on all alike; `fresh` gives each container load a player
 * of its own, `freshAlone` each load of the chain alone.
 */
export async function measureTax(
  browser: Browser,
  fresh: () => string,
  freshAlone: () => string,
  runs: number,
): Promise<TaxRun[]> {
  // One of each first, not counted: the simulator's first answers and files are slow.
  const warmUp = await measureInside(browser, fresh()).catch((error: unknown) => {
    throw new Error(
      `the heavy game (mType ${HEAVY_GAME.mType}) did not load in the container: is it in the simulator? (HEAVY_GAME in tests/bench/browser/heavy-tax.ts, or BENCH_HEAVY_GAME) ${String(error)}`,
    );
  });
  const direct = directUrl(warmUp.gameUrl);
  const harness = await startHarness();
  try {
    await measureDirect(browser, harness, direct);
    const measured: TaxRun[] = [];
    for (let i = 0; i < runs; i += 1) {
      // The container and the chain alone swap places each run; the direct load sits between.
      const even = i % 2 === 0;
      const first = await measureInside(browser, even ? fresh() : freshAlone());
      const directReadyMs = await measureDirect(browser, harness, direct);
      const last = await measureInside(browser, even ? freshAlone() : fresh());
      const [inside, alone] = even ? [first, last] : [last, first];
      measured.push({
        inside,
        directReadyMs,
        taxMs: taxOf(inside, directReadyMs),
        alone,
        aloneTaxMs: taxOf(alone, directReadyMs),
      });
    }
    return measured;
  } finally {
    await harness.close();
  }
}
