// What of the mirror each screen shows: a spin's many mirror changes render only what they touch.
import { describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio/vanilla';
import type { EngineState } from '../../shared/engine-api.ts';
import { initialState } from '../../shared/initial-state.ts';
import { MirrorApplier, type MirrorOp } from '../../shared/mirror.ts';
import { parseQuery } from '../../shared/query.ts';
import { disabledView, hallView, layerView, pageView } from '../../src-ui/page-view.ts';
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

/** A spin as the game reports it: spin state, symbols, status, server time, spin state. */
async function spin(apply: (...ops: MirrorOp[]) => Promise<void>): Promise<void> {
  await apply(['set', ['spinning'], true]);
  await apply(['set', ['screenSymbols'], ['A', 'K', 'Q']]);
  await apply(['set', ['gameStatus', 'credit'], 998.5], ['set', ['gameStatus', 'gameseq'], 7]);
  await apply(['set', ['serverTime'], 1_800_000_000_000]);
  await apply(['set', ['spinning'], false]);
}

const pools = (value: number): MirrorOp => [
  'set',
  ['jackpots', 'pools'],
  [{ series: 'JackpotLink', poolId: 'g', poolName: 'Grand', value }],
];

describe('the page view', () => {
  it('renders nothing for a spin, new pool values or promotions it does not show', async () => {
    const { state, apply } = mirror();
    const shown = vi.fn();
    const { stop } = watchView(state, pageView, shown);
    await spin(apply);
    await apply(pools(10));
    await apply(['set', ['promotions', 'quests'], []], ['set', ['seats', 'enabled'], true]);
    expect(shown).not.toHaveBeenCalled();
    await apply(['set', ['gameReady'], true]);
    expect(shown).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('the disabled state (the bar and the more-games button)', () => {
  it('renders once per spin state, and nothing for the status and symbols', async () => {
    const { state, apply } = mirror();
    const shown = vi.fn();
    const { stop } = watchView(state, disabledView, shown);
    await spin(apply);
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
    const { first, stop } = watchView(state, disabledView, shown);
    expect(first.disabled).toBe(true);
    await apply(['set', ['spinning'], true]);
    await apply(['set', ['spinning'], false]);
    expect(shown).not.toHaveBeenCalled();
    stop();
  });
});

describe('the jackpot hall', () => {
  it('renders for new pool values, with the unchanged parts as they were', async () => {
    const { state, apply } = mirror();
    const shown = vi.fn();
    const { first, stop } = watchView(state, hallView, shown);
    await apply(['set', ['promotions', 'quests'], []]);
    expect(shown).not.toHaveBeenCalled();
    await apply(pools(10));
    expect(shown).toHaveBeenCalledTimes(1);
    const [next] = shown.mock.calls[0] as [typeof first];
    expect(next.jackpots.pools[0]?.value).toBe(10);
    expect(next.layout).toBe(first.layout);
    stop();
  });
});

describe('the promotions layer, fed by the mirror', () => {
  it('renders nothing for a spin or new pool values while no panel is open', async () => {
    const { state, apply } = mirror();
    await apply(pools(1));
    const shown = vi.fn();
    const { stop } = watchView(state, layerView, shown, sameLayer);
    await spin(apply);
    await apply(pools(2));
    expect(shown).not.toHaveBeenCalled();
    // Opening a panel shows the latest of both.
    await apply(['set', ['promotions', 'panel'], 'jackpot']);
    expect(shown).toHaveBeenCalledTimes(1);
    const [view] = shown.mock.calls[0] as [ReturnType<typeof layerView>];
    expect(view.jackpots.pools[0]?.value).toBe(2);
    stop();
  });

  it('renders for each spin state while a panel shows it (its buttons are disabled)', async () => {
    const { state, apply } = mirror();
    await apply(['set', ['promotions', 'panel'], 'quest']);
    const shown = vi.fn();
    const { stop } = watchView(state, layerView, shown, sameLayer);
    await spin(apply);
    expect(shown.mock.calls.map(([view]) => (view as { disabled: boolean }).disabled)).toEqual([
      true,
      false,
    ]);
    stop();
  });

  it('renders for new promotions, with the seats and jackpots as they were', async () => {
    const { state, apply } = mirror();
    const shown = vi.fn();
    const { first, stop } = watchView(state, layerView, shown, sameLayer);
    await apply(['set', ['promotions', 'quests'], []]);
    expect(shown).toHaveBeenCalledTimes(1);
    const [next] = shown.mock.calls[0] as [typeof first];
    expect(next.promotions).not.toBe(first.promotions);
    expect(next.seats).toBe(first.seats);
    expect(next.jackpots).toBe(first.jackpots);
    stop();
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
    expect(sameView({ n: 1, x: 1 }, { n: 1, x: 2 }, ['x'])).toBe(true);
    expect(sameView({ n: 1, x: 1 }, { n: 2, x: 1 }, ['x'])).toBe(false);
    expect(sameView({ n: 1, x: 1 }, { n: 2, x: 2 }, ['x', 'n'])).toBe(true);
  });
});

describe('sameLayer', () => {
  const base = () => layerView(initialState(parseQuery('?x=t')));
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

  it('renders again for the disabled state only while a panel is open', () => {
    const prev = base();
    expect(sameLayer(prev, { ...prev, disabled: true })).toBe(true);
    const open = { ...prev, promotions: { ...prev.promotions, panel: 'quest' as const } };
    expect(sameLayer(open, { ...open, disabled: true })).toBe(false);
  });

  it('renders again for any other change', () => {
    const prev = base();
    expect(sameLayer(prev, { ...prev, hasReport: true })).toBe(false);
    expect(sameLayer(prev, { ...prev, gameId: 7 })).toBe(false);
    expect(sameLayer(prev, { ...prev })).toBe(true);
  });
});
