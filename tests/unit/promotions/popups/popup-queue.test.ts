// The popup queue over time (SPEC §9): one popup on screen at a time, 250 ms between two, runs
// that overlap (game ready again) queue nothing twice, and a game change or the engine's end
// stops what was waiting.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FACTS, popupWorld } from './popup-harness.ts';

const ALWAYS_QUEST = { quest: { order: -1 } } as const;
const ALWAYS_QUEST_AND_BOARD = { quest: { order: -1 }, leaderboard: { order: -1 } } as const;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('one popup at a time', () => {
  it('a second run while a popup is open queues only what is neither open nor waiting', async () => {
    const { promo, shown, popups, close } = popupWorld();
    expect(await popups.run(FACTS, 'acc-1', Date.now(), ALWAYS_QUEST)).toEqual([
      'quest',
      'campaign',
    ]);
    expect(await popups.run(FACTS, 'acc-1', Date.now(), ALWAYS_QUEST)).toEqual([
      'quest',
      'campaign',
    ]);
    expect(promo.popup).toBe('quest');
    for (let i = 0; i < 4; i++) {
      close();
      await vi.advanceTimersByTimeAsync(250);
    }
    expect(shown).toEqual(['quest', 'campaign']);
    expect(promo.popup).toBeNull();
  });

  it('a run during the 250 ms gap does not cut the gap short', async () => {
    const { promo, popups, close } = popupWorld();
    await popups.run(FACTS, 'acc-1', Date.now(), ALWAYS_QUEST);
    close();
    await vi.advanceTimersByTimeAsync(100);
    await popups.run(FACTS, 'acc-1', Date.now());
    expect(promo.popup).toBeNull();
    await vi.advanceTimersByTimeAsync(150);
    expect(promo.popup).toBe('campaign');
  });

  it('a popup a run queues right after the last one closed still waits 250 ms', async () => {
    const { promo, popups, close } = popupWorld();
    expect(await popups.run(FACTS, 'acc-1', Date.now())).toEqual(['campaign']);
    close();
    await vi.advanceTimersByTimeAsync(100);
    expect(await popups.run(FACTS, 'acc-1', Date.now(), { wheel: { order: -1 } })).toEqual([
      'wheel',
      'leaderboard',
    ]);
    expect(promo.popup).toBeNull();
    await vi.advanceTimersByTimeAsync(149);
    expect(promo.popup).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(promo.popup).toBe('wheel');
  });

  it('closing a panel the player opened in the gap does not bring the next popups sooner', async () => {
    const { promo, popups, close } = popupWorld();
    await popups.run(FACTS, 'acc-1', Date.now(), ALWAYS_QUEST_AND_BOARD);
    close();
    await vi.advanceTimersByTimeAsync(100);
    promo.panel = 'wheel';
    close();
    await vi.advanceTimersByTimeAsync(150);
    expect(promo.popup).toBe('leaderboard');
    await vi.advanceTimersByTimeAsync(1000);
    expect(promo.popup).toBe('leaderboard');
  });
});

describe('a game change and the end of the engine', () => {
  it("a game change in the gap drops the old game's popups; the new game's keep their turn", async () => {
    const { promo, shown, popups, close } = popupWorld();
    await popups.run(FACTS, 'acc-1', Date.now(), ALWAYS_QUEST_AND_BOARD);
    close();
    await vi.advanceTimersByTimeAsync(100);
    popups.reset();
    await popups.run(FACTS, 'acc-1', Date.now(), { wheel: { order: -1 } });
    expect(promo.popup).toBe('wheel');
    await vi.advanceTimersByTimeAsync(1000);
    expect(promo.popup).toBe('wheel');
    expect(shown).toEqual(['quest', 'wheel']);
  });

  it('a game change forgets what waited behind the open popup', async () => {
    const { promo, shown, popups, close } = popupWorld();
    await popups.run(FACTS, 'acc-1', Date.now(), ALWAYS_QUEST_AND_BOARD);
    popups.reset();
    close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(promo.popup).toBeNull();
    expect(shown).toEqual(['quest']);
  });

  it('the end of the engine in the gap shows nothing more and leaves no timer running', async () => {
    const { promo, popups, close } = popupWorld();
    await popups.run(FACTS, 'acc-1', Date.now(), ALWAYS_QUEST_AND_BOARD);
    close();
    popups.dispose();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(promo.popup).toBeNull();
  });

  it("the host's clock is only asked to clear timers it started", async () => {
    const { clock, popups, close } = popupWorld();
    popups.reset();
    await popups.run(FACTS, 'acc-1', Date.now(), ALWAYS_QUEST);
    close();
    popups.reset();
    popups.dispose();
    expect(clock.started).toHaveLength(1);
    expect(clock.cleared).toEqual(clock.started);
  });
});
