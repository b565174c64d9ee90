// Runs in Node: what the container costs a heavy game (issue 47 item 4): its time to ready inside
// the container against inside the chain alone (operator-sim/chain-alone.ts), a page that does
// nothing but the chain SPEC forces before it, loaded alternately with the same throttling. The
// chain is what any container pays, so the game opened bare is no reference.
import type { Browser } from '@playwright/test';
import { type Visit, inSession, measureVisit } from './game-ready.ts';

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

/** One pair: the heavy game in the container, and in the chain alone beside it. */
export interface TaxRun {
  inside: Visit;
  alone: Visit;
}

/** The heavy game in the container (or the chain alone's page), cold, in a context of its own. */
export async function measureInside(browser: Browser, playerUrl: string): Promise<Visit> {
  const visit = await inSession(browser, (session) =>
    measureVisit(session, heavyPlayerUrl(playerUrl)),
  );
  if (new URL(visit.gameUrl).pathname !== HEAVY_GAME.path) {
    throw new Error(
      `the container opened ${visit.gameUrl} for mType ${HEAVY_GAME.mType}, not ${HEAVY_GAME.path} (HEAVY_GAME in tests/bench/browser/heavy-tax.ts)`,
    );
  }
  return visit;
}

/**
 * `runs` pairs, in ABBA order (inside, alone, then alone, inside, ...), so a drift in the
 * machine's speed weighs on both alike; `fresh` gives each container load a player of its own,
 * `freshAlone` each load of the chain alone.
 */
export async function measureTax(
  browser: Browser,
  fresh: () => string,
  freshAlone: () => string,
  runs: number,
): Promise<TaxRun[]> {
  // One of each first, not counted: the simulator's first answers and files are slow.
  await measureInside(browser, fresh()).catch((error: unknown) => {
    throw new Error(
      `the heavy game (mType ${HEAVY_GAME.mType}) did not load in the container: is it in the simulator? (HEAVY_GAME in tests/bench/browser/heavy-tax.ts, or BENCH_HEAVY_GAME) ${String(error)}`,
    );
  });
  await measureInside(browser, freshAlone());
  const measured: TaxRun[] = [];
  for (let i = 0; i < runs; i += 1) {
    const even = i % 2 === 0;
    const first = await measureInside(browser, even ? fresh() : freshAlone());
    const last = await measureInside(browser, even ? freshAlone() : fresh());
    const [inside, alone] = even ? [first, last] : [last, first];
    measured.push({ inside, alone });
  }
  return measured;
}
