// Runs on the main thread (first load): pure helpers the jackpot hall and panel share.
import { LINKED_SERIES, type LinkedSeries } from '../../shared/jackpots/jackpot-types.ts';
import type { LinkedPool } from '../../shared/jackpots/jackpot-state.ts';

/** One series with its pools in this game. */
export interface SeriesPools {
  series: LinkedSeries;
  pools: readonly LinkedPool[];
}

/** The pools by series, in LINKED_SERIES order; a series without pools here is left out. */
export function poolsBySeries(pools: readonly LinkedPool[]): SeriesPools[] {
  return LINKED_SERIES.map((series) => ({
    series,
    pools: pools.filter((p) => p.series === series),
  })).filter((s) => s.pools.length > 0);
}

/**
 * The series the winners panel has a tab for: those played in this game (a series the player
 * cannot win here would only confuse), or all three when the game's pools are not known.
 */
export function panelSeries(pools: readonly LinkedPool[]): [LinkedSeries, ...LinkedSeries[]] {
  const [first, ...rest] = poolsBySeries(pools).map((s) => s.series);
  return first !== undefined ? [first, ...rest] : [...LINKED_SERIES];
}

/** The pool worth the most (the first of equals), or null when there is none. */
export function topPool(pools: readonly LinkedPool[]): LinkedPool | null {
  let top: LinkedPool | null = null;
  for (const pool of pools) if (top === null || pool.value > top.value) top = pool;
  return top;
}
