// What of the mirror each screen shows: a spin's many mirror changes render only what they touch.
import { describe, expect, it } from 'vitest';
import { type Snapshot, proxy } from 'valtio/vanilla';
import type { EngineState } from '../../../shared/engine/engine-api.ts';
import { initialState } from '../../../shared/engine/initial-state.ts';
import { MirrorApplier, type MirrorOp } from '../../../shared/mirror/mirror.ts';
import { parseQuery } from '../../../shared/boot/query.ts';
import { disabledView, hallView, layerView, pageView } from '../../../src-ui/mirror/page-view.ts';
import { sameLayer } from '../../../src-ui/promotions/same-layer.ts';
import { type SameView, sameView, watchView } from '../../../src-ui/mirror/use-mirror.ts';

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

/** The views a part of the page would render, in order, as the mirror changes. */
function rendered<V extends object>(
  state: EngineState,
  pick: (snap: Snapshot<EngineState>) => V,
  same?: SameView<V>,
) {
  const views: V[] = [];
  const { first, stop } = watchView(state, pick, (view) => views.push(view), same);
  return { first, views, stop };
}

const disabledOf = (views: readonly { disabled: boolean }[]) => views.map((v) => v.disabled);

describe('the page view', () => {
  it('renders nothing for a spin, new pool values or promotions it does not show', async () => {
    const { state, apply } = mirror();
    const page = rendered(state, pageView);
    await spin(apply);
    await apply(pools(10));
    await apply(['set', ['promotions', 'quests'], []], ['set', ['seats', 'enabled'], true]);
    // The game moving its jackpot buttons: the hall's business, not the page's.
    await apply(['set', ['layout', 'jackpotHallY'], 80], ['set', ['layout', 'jackpotHistoryY'], 9]);
    expect(page.views).toHaveLength(0);
    await apply(['set', ['gameReady'], true]);
    expect(page.views).toHaveLength(1);
    await apply(['set', ['layout', 'menuYRatio'], 0.2]);
    expect(page.views.map((v) => v.menuYRatio)).toEqual([0.015, 0.2]);
    // The turn is every container button's (close, more games, the bar, the hall).
    await apply(['set', ['layout', 'rotation'], 0]);
    expect(page.views.map((v) => v.buttonTurn)).toEqual([0, 0, -90]);
    page.stop();
  });
});

describe('the disabled state (the bar, the more-games and winners buttons)', () => {
  it('renders once per spin state, and nothing for the status and symbols', async () => {
    const { state, apply } = mirror();
    const bar = rendered(state, disabledView);
    await spin(apply);
    expect(disabledOf(bar.views)).toEqual([true, false]);
    bar.stop();
  });

  it('renders nothing for a spin on auto-play: the panels stay disabled', async () => {
    const { state, apply } = mirror();
    await apply(['set', ['gameStatus', 'isAuto'], true]);
    const bar = rendered(state, disabledView);
    expect(bar.first.disabled).toBe(true);
    await apply(['set', ['spinning'], true]);
    await apply(['set', ['spinning'], false]);
    expect(bar.views).toHaveLength(0);
    bar.stop();
  });
});

describe('the jackpot hall', () => {
  it('renders for new pool values, not for a spin or promotions, the rest as it was', async () => {
    const { state, apply } = mirror();
    const hall = rendered(state, hallView);
    await apply(['set', ['promotions', 'quests'], []]);
    // The spin disables only its winners button, which follows that on its own.
    await spin(apply);
    expect(hall.views).toHaveLength(0);
    await apply(pools(10));
    expect(hall.views).toHaveLength(1);
    expect(hall.views[0]?.jackpots.pools[0]?.value).toBe(10);
    expect(hall.views[0]?.layout).toBe(hall.first.layout);
    hall.stop();
  });
});

describe('the promotions layer, fed by the mirror', () => {
  it('renders nothing for a spin or new pool values while no panel is open', async () => {
    const { state, apply } = mirror();
    await apply(pools(1));
    const layer = rendered(state, layerView, sameLayer);
    await spin(apply);
    await apply(pools(2));
    expect(layer.views).toHaveLength(0);
    // Opening a panel shows the latest of both.
    await apply(['set', ['promotions', 'panel'], 'jackpot']);
    expect(layer.views).toHaveLength(1);
    expect(layer.views[0]?.jackpots.pools[0]?.value).toBe(2);
    layer.stop();
  });

  it('renders for each spin state while a panel shows it (its buttons are disabled)', async () => {
    const { state, apply } = mirror();
    await apply(['set', ['promotions', 'panel'], 'quest']);
    const layer = rendered(state, layerView, sameLayer);
    await spin(apply);
    expect(disabledOf(layer.views)).toEqual([true, false]);
    layer.stop();
  });

  it('renders for a new bar button, with the seats and jackpots as they were', async () => {
    const { state, apply } = mirror();
    const layer = rendered(state, layerView, sameLayer);
    await apply(['set', ['promotions', 'quests'], [{ questId: 'q1', progressValue: 0 }]]);
    expect(layer.views).toHaveLength(1);
    const [next] = layer.views;
    expect(next?.promotions).not.toBe(layer.first.promotions);
    expect(next?.seats).toBe(layer.first.seats);
    expect(next?.jackpots).toBe(layer.first.jackpots);
    layer.stop();
  });

  it("renders nothing for a spin's quest progress while no panel is open, and shows it in the quest panel", async () => {
    const { state, apply } = mirror();
    await apply(['set', ['promotions', 'quests'], [{ questId: 'q1', progressValue: 0 }]]);
    const layer = rendered(state, layerView, sameLayer);
    await spin(apply);
    await apply(['set', ['promotions', 'quests', '0', 'progressValue'], 25]);
    expect(layer.views).toHaveLength(0);
    await apply(['set', ['promotions', 'panel'], 'quest']);
    expect(layer.views).toHaveLength(1);
    expect(layer.views[0]?.promotions.quests[0]?.progressValue).toBe(25);
    layer.stop();
  });

  it("renders for a card's free-spin run and for a bar count while no panel is open", async () => {
    const { state, apply } = mirror();
    const layer = rendered(state, layerView, sameLayer);
    await apply(['set', ['promotions', 'freeSpinOffers'], [{ id: 'o1' }]]);
    await apply(['set', ['promotions', 'freeSpinOffers'], [{ id: 'o1' }, { id: 'o2' }]]);
    await apply(['set', ['promotions', 'freeSpinReminder'], true]);
    expect(layer.views.map((v) => v.promotions.freeSpinOffers.length)).toEqual([1, 2, 2]);
    layer.stop();
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
