// The popup queue: one after another with SPEC §9's 250 ms gap, each recorded once shown, in the
// player's own calendar day. The queue's timing across runs is in popup-queue.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_RECORDS_KEY } from '../../../../src-worker/promotions/popups/popup-scheduler.ts';
import {
  type PopupRecords,
  recordShown,
} from '../../../../src-worker/promotions/popups/popup-rules.ts';
import { memoryStore } from '../../../../src-worker/lib/ports.ts';
import { FACTS, popupWorld } from './popup-harness.ts';

// 2026-03-01 16:30 UTC is 23:30 in Bangkok (UTC+7); 17:30 UTC is 00:30 there, the next day.
const BANGKOK_LATE = Date.UTC(2026, 2, 1, 16, 30);
const BANGKOK_AFTER_MIDNIGHT = Date.UTC(2026, 2, 1, 17, 30);

/** Fake timers for the 250 ms gaps (the zone's tests keep real ones: fake timers fake Intl too). */
function withFakeTimers(): void {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
}

/** The device reports this zone, as Intl does in the player's browser. */
function deviceInZone(zone: string): void {
  const options = new Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...options,
    timeZone: zone,
  });
}

/** A store that already holds this account's campaign popup, shown at `at` (an earlier visit). */
async function campaignSeenAt(at: number) {
  const store = memoryStore();
  await store.set(POPUP_RECORDS_KEY, recordShown({}, 'acc-1', 'campaign', 1, at));
  return store;
}

describe('popup scheduler', () => {
  withFakeTimers();

  it('shows the always (-1) popups and the next one in turn, 250 ms apart', async () => {
    const { promo, store, popups, close } = popupWorld();
    const chosen = await popups.run(FACTS, 'acc-1', Date.now(), {
      quest: { order: -1 },
      leaderboard: { order: -1 },
    });
    expect(chosen).toEqual(['quest', 'leaderboard', 'campaign']);
    expect(promo.popup).toBe('quest');
    expect(promo.panel).toBe('quest');
    close();
    expect(promo.popup).toBeNull();
    await vi.advanceTimersByTimeAsync(249);
    expect(promo.popup).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(promo.popup).toBe('leaderboard');
    close();
    await vi.advanceTimersByTimeAsync(250);
    expect(promo.popup).toBe('campaign');
    close();
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
    const { popups } = popupWorld();
    const chosen = await popups.run(FACTS, 'acc-1', Date.now(), {
      campaign: { enable: false },
      quest: { order: -1, enable: false },
    });
    expect(chosen).toEqual(['quest', 'wheel']);
  });

  it('each popup opens its own panel, the seat card and the jackpot winners too', async () => {
    const { promo, popups, close } = popupWorld();
    const facts = { ...FACTS, hasSeat: true, hasJackpot: true };
    await popups.run(facts, 'acc-1', Date.now(), {
      seatInfoCard: { order: -1 },
      jpHistory: { order: -1 },
    });
    expect([promo.popup, promo.panel]).toEqual(['seatInfoCard', 'seat']);
    close();
    await vi.advanceTimersByTimeAsync(250);
    expect([promo.popup, promo.panel]).toEqual(['jpHistory', 'jackpot']);
  });

  it('with nothing to show, no popup and no panel open, and nothing is recorded', async () => {
    const { promo, store, shown, popups } = popupWorld();
    expect(await popups.run({ ...FACTS, skipPopups: true }, 'acc-1', Date.now())).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(promo.popup).toBeNull();
    expect(promo.panel).toBeNull();
    expect(shown).toEqual([]);
    expect(await store.get(POPUP_RECORDS_KEY)).toBeUndefined();
  });

  it('a store that fails still shows the popups', async () => {
    const { promo, store, popups } = popupWorld();
    store.get = () => Promise.reject(new Error('quota'));
    store.set = () => Promise.reject(new Error('quota'));
    await popups.run(FACTS, 'acc-1', Date.now());
    expect(promo.popup).toBe('campaign');
  });
});

describe('popup records (SPEC §3, popup_records in IndexedDB)', () => {
  withFakeTimers();

  it('a popup seen earlier today in an earlier visit gives way to the next one', async () => {
    const now = Date.UTC(2026, 2, 1, 12);
    const { promo, popups } = popupWorld(await campaignSeenAt(now - 60_000));
    expect(await popups.run(FACTS, 'acc-1', now)).toEqual(['wheel']);
    expect(promo.popup).toBe('wheel');
  });

  it.each([
    ['text', 'not records'],
    ['null', null],
  ])('records the store holds as %s are replaced by the popup just shown', async (_kind, junk) => {
    const { promo, store, popups } = popupWorld();
    await store.set(POPUP_RECORDS_KEY, junk);
    const now = Date.UTC(2026, 2, 1, 12);
    await popups.run(FACTS, 'acc-1', now);
    expect(promo.popup).toBe('campaign');
    await vi.advanceTimersByTimeAsync(0);
    expect(await store.get<PopupRecords>(POPUP_RECORDS_KEY)).toEqual(
      recordShown({}, 'acc-1', 'campaign', 1, now),
    );
  });
});

describe("today is the player's own calendar day", () => {
  afterEach(() => vi.restoreAllMocks());

  it('in Bangkok, a popup seen at 23:30 shows again at 00:30', async () => {
    deviceInZone('Asia/Bangkok');
    const { popups } = popupWorld(await campaignSeenAt(BANGKOK_LATE));
    expect(await popups.run(FACTS, 'acc-1', BANGKOK_AFTER_MIDNIGHT)).toEqual(['campaign']);
  });

  it('in London the same two instants are one day: the next popup shows', async () => {
    deviceInZone('Europe/London');
    const { popups } = popupWorld(await campaignSeenAt(BANGKOK_LATE));
    expect(await popups.run(FACTS, 'acc-1', BANGKOK_AFTER_MIDNIGHT)).toEqual(['wheel']);
  });

  it('a device that cannot tell its zone counts days in UTC', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(() => {
      throw new RangeError('no time zone data');
    });
    const { popups } = popupWorld(await campaignSeenAt(BANGKOK_LATE));
    expect(await popups.run(FACTS, 'acc-1', BANGKOK_AFTER_MIDNIGHT)).toEqual(['wheel']);
    expect(await popups.run(FACTS, 'acc-1', Date.UTC(2026, 2, 2))).toEqual(['campaign']);
  });
});
