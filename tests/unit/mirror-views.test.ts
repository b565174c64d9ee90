// What of the mirror each screen shows: a spin's many mirror changes render only what they touch.
import { describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio/vanilla';
import type { EngineState } from '../../shared/engine-api.ts';
import { initialState } from '../../shared/initial-state.ts';
import { MirrorApplier, type MirrorOp } from '../../shared/mirror.ts';
import { parseQuery } from '../../shared/query.ts';
import { pageView } from '../../src-ui/page-view.ts';
import { sameLayer } from '../../src-ui/promotions/same-layer.ts';
import { sameView, watchView } from '../../src-ui/use-mirror.ts';

/** The UI's mirror, fed batches as the worker sends them; `apply` waits for valtio to notify. */
function mirror() {
  const state = proxy(initialState(parseQuery('?x=t')));
  const applier = new MirrorApplier<EngineState>(
    state as unknown as Record<string, unknown>,
    () => undefined,
  );
  let seq = 0;
  const apply = async (...ops: MirrorOp[]): Promise<void> => {
    seq += 1;
    applier.apply({ seq, ops });
    await Promise.resolve();
  };
  return { state, apply };
}

describe('the page view', () => {
  it('renders nothing for the game status and symbols of a spin, and once per spin state', async () => {
    const { state, apply } = mirror();
    const shown = vi.fn();
    const { stop } = watchView(state, pageView, shown);
    await apply(['set', ['spinning'], true]);
    await apply(['set', ['screenSymbols'], ['A', 'K', 'Q']]);
    await apply(['set', ['gameStatus', 'credit'], 998.5], ['set', ['gameStatus', 'gameseq'], 7]);
    await apply(['set', ['serverTime'], 1_800_000_000_000]);
    await apply(['set', ['spinning'], false]);
    expect(shown.mock.calls.map(([view]) => (view as { disabled: boolean }).disabled)).toEqual([
      true,
      false,
    ]);
    stop();
  });

  it('renders nothing for a spin on auto-play: the panels stay disabled', async () => {
    const { state, apply } = mirror();
    await apply(['set', ['gameStatus', 'isAuto'], true]);
    const shown = vi.fn();
    const { first, stop } = watchView(state, pageView, shown);
    expect(first.disabled).toBe(true);
    await apply(['set', ['spinning'], true]);
    await apply(['set', ['spinning'], false]);
    expect(shown).not.toHaveBeenCalled();
    stop();
  });

  it('renders for a change it shows, with the unchanged parts as they were', async () => {
    const { state, apply } = mirror();
    const shown = vi.fn();
    const { first, stop } = watchView(state, pageView, shown);
    await apply([
      'set',
      ['jackpots', 'pools'],
      [{ series: 'JackpotLink', poolId: 'g', poolName: 'Grand', value: 10 }],
    ]);
    expect(shown).toHaveBeenCalledTimes(1);
    const [next] = shown.mock.calls[0] as [typeof first];
    expect(next.jackpots.pools[0]?.value).toBe(10);
    // What did not change is the same object, so the memoised layers skip it.
    expect(next.promotions).toBe(first.promotions);
    expect(next.seats).toBe(first.seats);
    stop();
    await apply(['set', ['gameReady'], true]);
    expect(shown).toHaveBeenCalledTimes(1);
  });
});

describe('sameView', () => {
  it('compares field by field', () => {
    const shared = { a: 1 };
    expect(sameView({ x: shared, n: 1 }, { x: shared, n: 1 })).toBe(true);
    expect(sameView({ x: shared }, { x: { a: 1 } })).toBe(false);
    expect(sameView({ n: 1 }, { n: 1, m: undefined })).toBe(false);
    expect(sameView({ n: 1, m: undefined }, { n: 1, k: undefined })).toBe(false);
    expect(sameView({ n: Number.NaN }, { n: Number.NaN })).toBe(true);
    expect(sameView({ n: 1, x: 1 }, { n: 1, x: 2 }, 'x')).toBe(true);
    expect(sameView({ n: 1, x: 1 }, { n: 2, x: 1 }, 'x')).toBe(false);
  });
});

describe('the promotions layer', () => {
  const base = () => {
    const s = pageView(initialState(parseQuery('?x=t')));
    return {
      engine: {},
      promotions: s.promotions,
      locale: 'en',
      currency: 'THB',
      showSymbol: true,
      gameId: 1,
      games: [],
      disabled: false,
      muted: false,
      seats: s.seats,
      jackpots: s.jackpots,
      onLobby: null,
      hasReport: false,
    };
  };
  const pool = (value: number) => ({
    series: 'JackpotLink' as const,
    poolId: 'g',
    poolName: 'G',
    value,
  });

  it('does not render again for new pool values while the jackpot panel is closed', () => {
    const prev = { ...base(), jackpots: { ...base().jackpots, pools: [pool(1)] } };
    const next = { ...prev, jackpots: { ...prev.jackpots, pools: [pool(2)] } };
    expect(sameLayer(prev, next)).toBe(true);
  });

  it('renders again when the pools come or go (the bar shows the jackpot button)', () => {
    const prev = base();
    const next = { ...prev, jackpots: { ...prev.jackpots, pools: [pool(1)] } };
    expect(sameLayer(prev, next)).toBe(false);
  });

  it('renders again for new pool values in the jackpot panel', () => {
    const open = { ...base().promotions, panel: 'jackpot' as const };
    const prev = {
      ...base(),
      promotions: open,
      jackpots: { ...base().jackpots, pools: [pool(1)] },
    };
    const next = { ...prev, jackpots: { ...prev.jackpots, pools: [pool(2)] } };
    expect(sameLayer(prev, next)).toBe(false);
  });

  it('renders again for any other change', () => {
    const prev = base();
    expect(sameLayer(prev, { ...prev, disabled: true })).toBe(false);
    expect(sameLayer(prev, { ...prev, hasReport: true })).toBe(false);
    expect(sameLayer(prev, { ...prev })).toBe(true);
  });
});
