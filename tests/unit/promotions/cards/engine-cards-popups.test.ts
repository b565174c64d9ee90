// Cards, free spins and popups as a player meets them in the running engine (issue 28): expired
// cards leave the lists (also while a panel is open), free-spin winnings from the server and the
// game reach the offer and the balance, the seat info card popup, and SPEC's popup rules.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { resetSeatState } from '../../../../operator-sim/seat-handlers.ts';
import {
  EXPIRING_CARD_MS,
  SERVER_WON_SO_FAR,
  USED_CARD_WIN,
} from '../../../../operator-sim/promotions/card-data.ts';
import { SEATED_PLAYER_SEAT } from '../../../../operator-sim/seat-data.ts';
import { IGSW_SKIP_GAME_ID } from '../../../../operator-sim/game-data.ts';
import {
  recordShown,
  type PopupRecords,
} from '../../../../src-worker/promotions/popups/popup-rules.ts';
import type { PopupType } from '../../../../shared/promotions/promotion-types.ts';
import type { Engine } from '../../../../src-worker/engine/engine.ts';
import { POPUP_RECORDS_KEY } from '../../../../src-worker/promotions/popups/popup-scheduler.ts';
import { type KeyValueStore, memoryStore } from '../../../../src-worker/lib/ports.ts';
import { settle } from '../../support/settle.ts';
import { useEngines, useSimServer } from '../../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine', promotions: true });
const { world, server } = sim;
afterEach(() => resetSeatState(world));
const engines = useEngines(sim); // disposed before the simulator's state resets
const SLOT = 'gName=luckyfortune_1.0.0&gameType=1&mType=2001';
const FISH = 'gName=oceanking_1.0.0&gameType=2&mType=3001';
const ORIGIN = '&origin=http%3A%2F%2Fapp.test%2Flobby';

/** Boots a player in `game` on env `env`, lets the game post ready and the popups run. */
async function playing(
  token: string,
  { env = 'demo', game = SLOT, store = memoryStore() }: Partial<Options> = {},
): Promise<Engine> {
  return engines.playing(`?e=${env}&x=${token}&${game}${ORIGIN}`, {
    store,
    randomId: () => crypto.randomUUID(),
  });
}

interface Options {
  env: string;
  game: string;
  store: KeyValueStore;
}

/** A store in which `types` were already shown today to `accountId`. */
async function shownToday(accountId: string, types: PopupType[]): Promise<KeyValueStore> {
  const store = memoryStore();
  let records: PopupRecords = {};
  for (const type of types) records = recordShown(records, accountId, type, 1, Date.now());
  await store.set(POPUP_RECORDS_KEY, records);
  return store;
}

const ids = (items: readonly { itemId: string }[]): string[] => items.map((i) => i.itemId);

describe('expired cards (SPEC §4: removed on expiry without redemption)', () => {
  it('a card the server still lists after its expiry is neither shown nor usable', async () => {
    const e = await playing('cards-expiring');
    const p = e.state.promotions;
    expect(ids(p.inventory)).toEqual(['card-fs-soon', 'card-fg-week']);
    expect(e.useCard('card-lapsed-2001')).toEqual({ ok: false, code: '227' });
    // The messages tab tells the player where it went.
    expect(p.history.find((h) => h.itemId === 'card-lapsed-2001')).toMatchObject({
      action: 'expired',
      quantity: 1,
    });
  });

  it('a card that expires while the inventory is open leaves it, the offers and the due card', async () => {
    const e = await playing('cards-expiring');
    const p = e.state.promotions;
    expect(p.currentCard?.itemId).toBe('card-fs-soon');
    expect(ids(p.freeSpinOffers.map((o) => ({ itemId: o.offerId })))).toEqual(['card-fs-soon']);
    e.closePanel();
    e.openPanel('quest');
    await vi.advanceTimersByTimeAsync(EXPIRING_CARD_MS - 10_000);
    expect(ids(p.inventory)).toContain('card-fs-soon');
    // The server clock ticks every 5 s: the card goes within a tick of its expiry.
    await vi.advanceTimersByTimeAsync(10_000 + 5_000);
    expect(p.panel).toBe('quest');
    expect(ids(p.inventory)).toEqual(['card-fg-week']);
    expect(p.freeSpinOffers).toEqual([]);
    expect(p.currentCard).toBeNull();
    expect(p.history[0]).toMatchObject({ itemId: 'card-fs-soon', action: 'expired' });
    expect(e.useCard('card-fs-soon')).toEqual({ ok: false, code: '227' });
  });

  it('a card in play when it expires plays its spins to the end', async () => {
    const e = await playing('cards-expiring');
    expect(e.useCard('card-fs-soon')).toMatchObject({ ok: true });
    await vi.advanceTimersByTimeAsync(EXPIRING_CARD_MS + 10_000);
    expect(e.state.promotions.currentCard?.itemId).toBe('card-fs-soon');
    e.freeSpinProgress('card-fs-soon', 10, 3, true);
    expect(e.state.promotions.freeSpinRun).toMatchObject({ done: true, winAmount: 3 });
  });

  it('the free-spin popup follows the offers: no usable free-spin card, no popup', async () => {
    // Campaign to jackpot shown today: the free-spin popup (order 6) is next when it has offers.
    const before: PopupType[] = ['campaign', 'wheel', 'leaderboard', 'quest', 'jpHistory'];
    const withOffer = await playing('cards-expiring', {
      store: await shownToday('10401', before),
    });
    expect(withOffer.state.promotions.popup).toBe('freeSpin');
    server.use(
      http.get('*/inventory/v4/*', () =>
        HttpResponse.json({
          status: '0000',
          data: {
            items: [
              {
                itemId: 'fs-lapsed',
                itemCategory: 'GAME_CARD',
                isDisplay: false,
                betSize: 1,
                currentQuantity: 1,
                gameId: 2001,
                startTime: Date.now() - 7_200_000,
                expiryTime: Date.now() - 3_600_000,
                isPopupMessage: true,
              },
            ],
          },
        }),
      ),
    );
    const lapsedOnly = await playing('cards-expiring', {
      store: await shownToday('10401', before),
    });
    expect(lapsedOnly.state.promotions.inventory).toEqual([]);
    expect(lapsedOnly.state.promotions.popup).not.toBe('freeSpin');
  });
});

describe('free-spin winnings (SPEC §3 win amount, §4 added to the balance)', () => {
  it("the offer shows the server's winnings, then the game's as the spins play", async () => {
    const e = await playing('free-spins-won');
    const p = e.state.promotions;
    expect(p.freeSpinOffers[0]).toMatchObject({ offerId: 'card-fs-won', winAmount: 12.5 });
    expect(e.useCard('card-fs-won')).toMatchObject({ ok: true });
    e.freeSpinProgress('card-fs-won', 1, 4, false);
    expect(p.freeSpinOffers[0]?.winAmount).toBe(SERVER_WON_SO_FAR + 4);
  });

  it('the completion adds the winnings to the balance and tells the new balance', async () => {
    const e = await playing('free-spins-won');
    const balance = e.state.user!.balance;
    e.useCard('card-fs-won');
    e.freeSpinProgress('card-fs-won', 3, 7.3, true);
    const run = e.state.promotions.freeSpinRun;
    expect(run).toMatchObject({ done: true, winAmount: 7.3 });
    expect(e.state.user!.balance).toBe(Math.round((balance + 7.3) * 100) / 100);
    expect(run?.balance).toBe(e.state.user!.balance);
  });

  it("a used card's winnings come with the item history", async () => {
    const e = await playing('demo-token');
    const used = e.state.promotions.history.find((h) => h.action === 'used');
    expect(used?.winAmount).toBe(USED_CARD_WIN);
  });
});

describe('the seatInfoCard popup (SPEC §2)', () => {
  it("opens the seated player's own seat card; order -1 shows though switched off", async () => {
    const e = await playing('seated-player', { env: 'popup-settings' });
    expect(e.state.promotions.popup).toBe('seatInfoCard');
    expect(e.state.promotions.panel).toBe('seat');
    expect(e.state.seats.mySeatId).toBe(SEATED_PLAYER_SEAT);
    expect(e.state.seats.card?.seatId).toBe(SEATED_PLAYER_SEAT);
    // Closing the panel: the day's regular popup follows (this player has no campaign).
    e.closePanel();
    expect(e.state.seats.card).toBeNull();
    await vi.advanceTimersByTimeAsync(300);
    expect(e.state.promotions.popup).toBe('leaderboard');
  });

  it('opens the seat lobby for a player without a seat', async () => {
    const e = await playing('player-seatless', { env: 'popup-settings' });
    expect(e.state.promotions.popup).toBe('seatInfoCard');
    expect(e.state.promotions.panel).toBe('seat');
    expect(e.state.seats.mySeatId).toBeNull();
    expect(e.state.seats.card).toBeNull();
  });
});

describe('popup rules (SPEC §4, §6)', () => {
  it('after a switch, the IGSW rule reads the new game type: none in a listed slot', async () => {
    const e = await playing('igsw-player', { game: FISH });
    // A fish game is never skipped (this player's first popup is the leaderboard).
    expect(e.state.promotions.popup).toBe('leaderboard');
    e.closePanel();
    expect(e.requestGameSwitch(IGSW_SKIP_GAME_ID)).toBe(true);
    e.answerPrompt('leaveGame', true);
    await settle(vi.waitFor(() => expect(e.state.gameId).toBe(IGSW_SKIP_GAME_ID)));
    e.gameReady();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(e.state.promotions.popup).toBeNull();
    expect(e.state.promotions.panel).toBeNull();
  });

  it('an IGSW player in an unlisted slot gets popups', async () => {
    const e = await playing('igsw-player');
    expect(e.state.promotions.popup).toBe('leaderboard');
  });

  it("the quest popup needs the quest log-in's 0000, not only a promotion server", async () => {
    // The leaderboard was shown today: the quest (order 4) is next, unless not logged in.
    const before: PopupType[] = ['campaign', 'wheel', 'leaderboard'];
    const player = await playing('free-spins-won', { store: await shownToday('10402', before) });
    expect(player.state.promotions.popup).toBe('quest');
    const refused = await playing('quest-login-refused', {
      store: await shownToday('10405', before),
    });
    expect(refused.state.promotions.quests.length).toBeGreaterThan(0);
    expect(refused.state.promotions.popup).toBe('jpHistory');
  });
});
