// The popup queue: one after another with SPEC §9's 250 ms gap, each recorded once shown.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio/vanilla';
import { parseQuery } from '../../../../shared/boot/query.ts';
import type { GameReadyFacts } from '../../../../src-worker/promotions/popups/popup-rules.ts';
import { initialPromotions } from '../../../../shared/promotions/promotion-state.ts';
import {
  POPUP_RECORDS_KEY,
  createPopupScheduler,
} from '../../../../src-worker/promotions/popups/popup-scheduler.ts';
import { memoryStore, systemClock } from '../../../../src-worker/lib/ports.ts';

const FACTS: GameReadyFacts = {
  skipPopups: false,
  loggedIn: true,
  allQuestsAwarded: false,
  questGame: true,
  cardCount: 1,
  cardInUse: false,
  hasWheel: true,
  hasCampaign: true,
  hasLeaderboard: true,
  hasSeat: false,
  hasJackpot: false,
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function scheduler() {
  const promo = proxy(initialPromotions());
  const store = memoryStore();
  const ports = {
    query: parseQuery('?e=demo&x=t', '/'),
    configHost: 'http://app.test',
    clientType: 'web' as const,
    savedQuery: null,
    fetch: globalThis.fetch,
    clock: systemClock(),
    store,
    randomId: () => 'id',
  };
  return { promo, store, popups: createPopupScheduler(ports, promo) };
}

describe('popup scheduler', () => {
  it('shows the always (-1) popups and the next one in turn, 250 ms apart', async () => {
    const { promo, store, popups } = scheduler();
    const chosen = await popups.run(FACTS, 'acc-1', Date.now(), {
      quest: { order: -1 },
      leaderboard: { order: -1 },
    });
    expect(chosen).toEqual(['quest', 'leaderboard', 'campaign']);
    expect(promo.popup).toBe('quest');
    expect(promo.panel).toBe('quest');
    promo.panel = null;
    popups.panelClosed();
    expect(promo.popup).toBeNull();
    await vi.advanceTimersByTimeAsync(249);
    expect(promo.popup).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(promo.popup).toBe('leaderboard');
    popups.panelClosed();
    await vi.advanceTimersByTimeAsync(250);
    expect(promo.popup).toBe('campaign');
    popups.panelClosed();
    await vi.advanceTimersByTimeAsync(1000);
    expect(promo.popup).toBeNull();
    const records = (await store.get<Record<string, { order: number }>>(POPUP_RECORDS_KEY)) ?? {};
    expect(Object.keys(records).sort()).toEqual([
      'popup:acc-1:campaign',
      'popup:acc-1:leaderboard',
      'popup:acc-1:quest',
    ]);
    expect(records['popup:acc-1:quest']?.order).toBe(-1);
  });

  it('an operator switch (enable false) keeps a popup away, but not one at -1 (SPEC §4)', async () => {
    const { popups } = scheduler();
    const chosen = await popups.run(FACTS, 'acc-1', Date.now(), {
      campaign: { enable: false },
      quest: { order: -1, enable: false },
    });
    expect(chosen).toEqual(['quest', 'wheel']);
  });

  it('a store that fails still shows the popups', async () => {
    const { promo, store, popups } = scheduler();
    store.get = () => Promise.reject(new Error('quota'));
    store.set = () => Promise.reject(new Error('quota'));
    await popups.run(FACTS, 'acc-1', Date.now());
    expect(promo.popup).toBe('campaign');
  });
});
