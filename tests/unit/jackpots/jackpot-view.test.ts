// The jackpot hall and panel's view rules: pools by series, the panel's tabs, the top pool.
import { describe, expect, it } from 'vitest';
import { LINKED_SERIES } from '../../../shared/jackpots/jackpot-types.ts';
import type { LinkedPool } from '../../../shared/jackpots/jackpot-state.ts';
import { panelSeries, poolsBySeries, topPool } from '../../../src-ui/jackpots/jackpot-view.ts';

const pool = (series: LinkedPool['series'], poolName: string, value: number): LinkedPool => ({
  series,
  poolId: `${series}-${poolName}`,
  poolName,
  value,
});

describe('poolsBySeries', () => {
  it('groups the pools in the order of the linked series, whatever order they come in', () => {
    const pools = [
      pool('JackpotLink', 'Grand', 120_000),
      pool('TreasureLink', 'Grand', 50_000),
      pool('JackpotLink', 'Mini', 120),
      pool('TreasureLink', 'Major', 5_000),
    ];
    expect(poolsBySeries(pools)).toEqual([
      { series: 'TreasureLink', pools: [pools[1], pools[3]] },
      { series: 'JackpotLink', pools: [pools[0], pools[2]] },
    ]);
  });

  it('leaves out a series without pools in this game, and has nothing for no pools', () => {
    expect(poolsBySeries([pool('GoldenTrophyLink', 'Grand', 1)]).map((s) => s.series)).toEqual([
      'GoldenTrophyLink',
    ]);
    expect(poolsBySeries([])).toEqual([]);
  });
});

describe('panelSeries', () => {
  it('has a tab for each series played in this game, in order', () => {
    const pools = [pool('JackpotLink', 'Grand', 1), pool('GoldenTrophyLink', 'Grand', 1)];
    expect(panelSeries(pools)).toEqual(['GoldenTrophyLink', 'JackpotLink']);
  });

  it('has all three tabs when the game has no pools (the panel still shows winners)', () => {
    expect(panelSeries([])).toEqual([...LINKED_SERIES]);
  });
});

describe('topPool', () => {
  it('is the pool worth the most, the first of equals', () => {
    const a = pool('TreasureLink', 'Grand', 80_000);
    const b = pool('GoldenTrophyLink', 'Grand', 80_000);
    const c = pool('JackpotLink', 'Major', 12_000);
    expect(topPool([c, a, b])).toBe(a);
  });

  it('is a zero pool when every pool is empty, and null when there is no pool', () => {
    const zero = pool('TreasureLink', 'Mini', 0);
    expect(topPool([zero])).toBe(zero);
    expect(topPool([])).toBeNull();
  });
});
