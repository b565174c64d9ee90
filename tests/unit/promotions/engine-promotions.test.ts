// The promotions as an integrator drives them headlessly: what loads after login, the popups
// on game ready (once a day per account), cards, free spins, the wheel, and silent failures.
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { subscribe } from 'valtio/vanilla';
import { sseHubOf } from '../../../operator-sim/sse-handlers.ts';
import { resetPromotionState } from '../../../operator-sim/promotion-handlers.ts';
import { POPUP_RECORDS_KEY } from '../../../src-worker/promotions/popups/popup-scheduler.ts';
import { type KeyValueStore, memoryStore } from '../../../src-worker/lib/ports.ts';
import { streamOpen } from '../support/engine.ts';
import { panelAvailable } from '../../../shared/promotions/panel-availability.ts';
import { PANEL_OF_POPUP } from '../../../shared/promotions/promotion-state.ts';
import { TICKET_EXPIRY_MS } from '../../../shared/promotions/wheel/wheel-rules.ts';
import {
  WHEEL_MESSAGE_TEXT,
  blockerText,
} from '../../../shared/promotions/wheel/wheel-messages.ts';
import { settle } from '../support/settle.ts';
import { DEMO_GAME, useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine', promotions: true });
const { world, server } = sim;
const engines = useEngines(sim); // disposed before the simulator's state resets

/** Boots a player, lets the game post ready, and waits until the promotions have loaded. */
async function playing(token = 'demo-token', extra = '', store: KeyValueStore = memoryStore()) {
  return engines.playing(`?e=demo&x=${token}&${DEMO_GAME}${extra}`, {
    store,
    randomId: () => crypto.randomUUID(),
  });
}

describe('after login', () => {
  it('loads quests in every state, cards, campaigns, the wheel and the leaderboards', async () => {
    const e = await playing();
    const p = e.state.promotions;
    expect(new Set(p.quests.map((q) => q.view))).toEqual(
      new Set(['inProgress', 'completed', 'awarded', 'upcoming', 'assigned']),
    );
    const bet = p.quests.find((q) => q.view === 'inProgress');
    expect(bet?.progress).toBeCloseTo(0.4);
    expect(p.quests.find((q) => q.view === 'upcoming')?.lock).not.toBeNull();
    expect(p.inventory.length).toBeGreaterThan(0);
    expect(p.freeSpinOffers.length).toBeGreaterThan(0);
    // VIP2026 is invitation-only, and the server invites the demo player to it (SPEC §7).
    expect(p.campaigns.map((c) => c.invitationCode)).toEqual(['OPEN2026', 'VIP2026']);
    const round = p.campaignRounds['OPEN2026'];
    expect(round?.endTime).toBeGreaterThan(Date.now());
    expect(p.wheel).toMatchObject({ state: 'running', tickets: 3, eligible: true });
    expect(p.wheel?.blockers).toEqual({ normal: null, lucky: null });
    expect(p.leaderboards.current?.entries).toHaveLength(10);
    expect(p.leaderboardAllowed).toBe(true);
    expect(p.needReload).toBe(false);
  });

  it('shows an invitation-only campaign the server lists for the player, with or without its code', async () => {
    const codes = async (extra: string) =>
      (await playing('demo-token', extra)).state.promotions.campaigns
        .map((c) => c.invitationCode)
        .sort();
    expect(await codes('')).toEqual(['OPEN2026', 'VIP2026']);
    expect(await codes('&campaignInvitationCodes=VIP2026')).toEqual(['OPEN2026', 'VIP2026']);
  });

  it('counts an invitation-only wheel campaign only with its code in the query (SPEC §5)', async () => {
    // The server's lists make the running wheel invitation-only, and invite the demo player.
    const inviteOnlyWheel = {
      invitationCode: 'WHEEL7',
      campaignTypeIds: [7],
      audienceMode: 2,
      name: { en: 'Lucky Wheel' },
    };
    server.use(
      http.get('*/campaign/v3/name/list/:code', () =>
        HttpResponse.json({ status: '0000', data: { campaigns: [inviteOnlyWheel] } }),
      ),
      http.get('*/campaign/v1/invitation/:playerId', () =>
        HttpResponse.json({ status: '0000', data: { invitationCodes: ['WHEEL7'] } }),
      ),
    );
    const invitedOnly = await playing('demo-token');
    expect(invitedOnly.state.promotions.wheel).toBeNull();
    const named = await playing('demo-token', '&campaignInvitationCodes=WHEEL7');
    expect(named.state.promotions.wheel).toMatchObject({ state: 'running', eligible: true });
  });

  it('sets the due card (earliest, popup-flagged, this game) as the current card, usage 1', async () => {
    const e = await playing();
    const card = e.state.promotions.currentCard;
    expect(card).toMatchObject({ gameId: 2001, isPopupMessage: true, usageQuantity: 1 });
  });

  it('an inventory failure asks for a reload; the game plays on', async () => {
    const e = await playing('inventory-fail');
    expect(e.state.promotions.needReload).toBe(true);
    expect(e.state.phase).toBe('ready');
    expect(e.state.error).toBeNull();
  });

  it('calls slower than 5 s leave empty lists and never an error', async () => {
    const e = await playing('promo-slow');
    const p = e.state.promotions;
    expect(p.loaded).toBe(true);
    expect(p.quests).toEqual([]);
    expect(p.wheel).toBeNull();
    expect(e.state.error).toBeNull();
    expect(e.state.phase).toBe('ready');
  });

  it('hides the leaderboard without its permission (9001)', async () => {
    const e = await playing('no-leaderboard');
    expect(e.state.promotions.leaderboardAllowed).toBe(false);
    expect(e.state.promotions.leaderboards.current).toBeNull();
  });
});

describe('popups on game ready', () => {
  it('shows the lowest order first, the next one on a reload the same day, per account', async () => {
    const store = memoryStore();
    const first = await playing('demo-token', '', store);
    expect(first.state.promotions.popup).toBe('campaign');
    expect(first.state.promotions.panel).toBe('campaign');
    first.closePanel();
    expect(first.state.promotions.popup).toBeNull();
    expect(Object.keys((await store.get(POPUP_RECORDS_KEY)) ?? {})).toEqual([
      'popup:10001:campaign',
    ]);
    const reload = await playing('demo-token', '', store);
    expect(reload.state.promotions.popup).toBe('wheel');
    const other = await playing('no-cards', '&campaignInvitationCodes=VIP2026', store);
    expect(other.state.promotions.popup).toBe('campaign');
  });

  it('jackpot winners (order 5) and the seat lobby take their turn as popups', async () => {
    const store = memoryStore();
    const seen: (string | null)[] = [];
    for (let reload = 0; reload < 7; reload += 1) {
      const e = await playing('demo-token', '', store);
      seen.push(e.state.promotions.popup);
      if (e.state.promotions.popup === 'jpHistory')
        expect(e.state.promotions.panel).toBe('jackpot');
      if (e.state.promotions.popup === 'seatInfoCard')
        expect(e.state.promotions.panel).toBe('seat');
      e.closePanel();
    }
    expect(seen.slice(0, 5)).toEqual(['campaign', 'wheel', 'leaderboard', 'quest', 'jpHistory']);
    expect(seen.slice(5)).toContain('seatInfoCard');
  });
});

describe('one availability rule for the bar and the popups', () => {
  it('every game-ready popup opens a panel the bar shows', async () => {
    const store = memoryStore();
    const opened: string[] = [];
    for (let reload = 0; reload < 7; reload += 1) {
      const e = await playing('demo-token', '', store);
      const popup = e.state.promotions.popup;
      const kind = popup === null ? undefined : PANEL_OF_POPUP[popup];
      if (kind !== undefined) {
        opened.push(kind);
        expect(panelAvailable(kind, e.state)).toBe(true);
      }
      e.closePanel();
    }
    expect(opened.length).toBeGreaterThan(4);
  });

  it('a player refused the leaderboard gets neither its button nor its popup', async () => {
    const store = memoryStore();
    for (let reload = 0; reload < 6; reload += 1) {
      const e = await playing('no-leaderboard', '', store);
      expect(panelAvailable('leaderboard', e.state)).toBe(false);
      expect(e.state.promotions.popup).not.toBe('leaderboard');
      e.closePanel();
    }
  });
});

describe('live updates', () => {
  it('a quest reload that fails keeps the quests on screen', async () => {
    const e = await playing();
    const before = e.state.promotions.quests.length;
    expect(before).toBeGreaterThan(0);
    server.use(http.get('*/quest/v1/list/*', () => new HttpResponse(null, { status: 500 })));
    await streamOpen(world);
    sseHubOf(world).push([{ type: 'quest', data: { questId: 'q-daily' } }]);
    for (let t = 0; t < 3000; t += 10) await vi.advanceTimersByTimeAsync(10);
    expect(e.state.promotions.quests).toHaveLength(before);
  });

  it('a wheel event reloads the tickets', async () => {
    const e = await playing();
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/lucky-draw/v1/quest/')) seen.push(request.url);
    });
    await streamOpen(world);
    sseHubOf(world).push([{ type: 'wheel', data: { wheelType: 'daily' } }]);
    await settle(vi.waitFor(() => expect(seen.length).toBeGreaterThan(0)));
    server.events.removeAllListeners();
    expect(e.state.promotions.wheel?.tickets).toBe(3);
  });

  it('a reload that brings back the same quests and cards sends the page nothing', async () => {
    // 13:00 in Bangkok: the hour this test skips never crosses the quests' midnight refresh
    // (17:00 UTC), which would change questRefreshAt too when run between 16:00 and 17:00 UTC.
    vi.setSystemTime(Date.UTC(2026, 2, 1, 6));
    const e = await playing();
    const promo = e.state.promotions;
    const held = { quests: promo.quests, inventory: promo.inventory, offers: promo.freeSpinOffers };
    await streamOpen(world);
    const changed: string[] = [];
    const stop = subscribe(promo, (ops) => changed.push(...ops.map((op) => String(op[1][0]))));
    const reloads = (): Promise<void> =>
      settle(
        (async () => {
          sseHubOf(world).push([
            { type: 'quest', data: { questId: 'q-daily' } },
            { type: 'inventory', data: { reason: 'reward' } },
          ]);
          for (let t = 0; t < 3000; t += 10) await vi.advanceTimersByTimeAsync(10);
        })(),
      );
    await reloads();
    expect(changed).toEqual([]);
    expect(promo.quests).toBe(held.quests);
    expect(promo.inventory).toBe(held.inventory);
    expect(promo.freeSpinOffers).toBe(held.offers);
    // The server's records written anew, an hour later: the new dates replace the old.
    resetPromotionState(world);
    await vi.advanceTimersByTimeAsync(3_600_000);
    await reloads();
    stop();
    expect(new Set(changed)).toEqual(new Set(['quests', 'inventory', 'freeSpinOffers']));
    expect(promo.quests[0]?.progressTime).toBeGreaterThan(
      (held.quests[0]?.progressTime ?? 0) + 3_600_000,
    );
  });
});

describe('a game switch', () => {
  it("closes the old game's popup and forgets its card; the new game gets its own popups", async () => {
    const e = await playing();
    expect(e.state.promotions.popup).toBe('campaign');
    expect(e.state.promotions.currentCard).not.toBeNull();
    expect(e.requestGameSwitch(3001)).toBe(true);
    e.answerPrompt('leaveGame', true);
    await settle(vi.waitFor(() => expect(e.state.gameId).toBe(3001)));
    expect(e.state.promotions.popup).toBeNull();
    expect(e.state.promotions.panel).toBeNull();
    expect(e.state.promotions.currentCard).toBeNull();
    e.gameReady();
    // Campaign was shown today; the wheel does not count in 3001: the leaderboard is next.
    await settle(vi.waitFor(() => expect(e.state.promotions.popup).toBe('leaderboard')));
  });
});

describe('cards and free spins', () => {
  it('refuses a second card while one is playing (227)', async () => {
    const e = await playing();
    const due = e.state.promotions.currentCard!;
    expect(e.useCard(due.itemId)).toMatchObject({ ok: true });
    expect(e.useCard(due.itemId)).toEqual({ ok: false, code: '227' });
  });

  it('refuses a card for another game with 227', async () => {
    const e = await playing();
    const elsewhere = e.state.promotions.inventory.find((i) => i.gameId !== 2001);
    const answer = e.useCard(elsewhere?.itemId ?? 'no-such-card');
    expect(answer).toEqual({ ok: false, code: '227' });
  });

  it('plays a card: progress, then winnings added to the balance and the card used up', async () => {
    const e = await playing();
    const due = e.state.promotions.currentCard!;
    const balance = e.state.user!.balance;
    const answer = e.useCard(due.itemId);
    expect(answer).toMatchObject({ ok: true, card: { itemId: due.itemId, usageQuantity: 1 } });
    expect(e.state.promotions.panel).toBeNull();
    e.freeSpinProgress(due.itemId, 2, 4, false);
    expect(e.state.promotions.freeSpinRun).toMatchObject({ played: 2, winAmount: 4, done: false });
    e.freeSpinProgress(due.itemId, due.gameCount, 12.5, true);
    expect(e.state.promotions.freeSpinRun).toMatchObject({ done: true, winAmount: 12.5 });
    expect(e.state.user!.balance).toBeCloseTo(balance + 12.5);
    expect(e.state.promotions.currentCard).toBeNull();
    e.dismissFreeSpinResult();
    expect(e.state.promotions.freeSpinRun).toBeNull();
  });

  it('reloads the inventory when the server says it changed (SSE)', async () => {
    await playing();
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/inventory/v4/')) seen.push(request.url);
    });
    await streamOpen(world);
    sseHubOf(world).push([{ type: 'inventory', data: { reason: 'reward' } }]);
    await settle(vi.waitFor(() => expect(seen.length).toBeGreaterThan(0)));
    server.events.removeAllListeners();
  });
});

describe('lucky wheel', () => {
  it('a normal and a lucky spin cost their tickets and show the prize', async () => {
    const e = await playing();
    const normal = await settle(e.drawWheel('normal'));
    expect(normal).toMatchObject({ ok: true });
    expect(e.state.promotions.wheel?.tickets).toBe(2);
    expect(e.state.promotions.wheel?.lastDraw).not.toBeNull();
    const lucky = await settle(e.drawWheel('lucky'));
    expect(lucky).toEqual({ ok: false, message: 'insufficientTickets', statusError: false });
  });

  it.each([
    ['wheel-draw-9036', 'message1'],
    ['wheel-draw-9035', 'message3'],
  ])('%s shows %s', async (token, message) => {
    const e = await playing(token, '&campaignInvitationCodes=WHEEL7');
    const answer = await settle(e.drawWheel('normal'));
    expect(answer).toEqual({ ok: false, message, statusError: false });
  });

  it.each([
    ['wheel-ineligible-9038', 'message2'],
    ['wheel-ineligible-9039', 'message4'],
  ])('%s is not eligible: %s', async (token, message) => {
    const e = await playing(token, '&campaignInvitationCodes=WHEEL7');
    expect(e.state.promotions.wheel).toMatchObject({ eligible: false, message });
  });

  it('a draw that throws shows the status error', async () => {
    const e = await playing();
    server.use(http.put('*/lucky-draw/v1/entries/*', () => HttpResponse.error()));
    const answer = await settle(e.drawWheel('normal'));
    expect(answer).toEqual({ ok: false, message: null, statusError: true });
  });

  it('a spin after the tickets expired answers the panel\'s "tickets expired" text', async () => {
    const e = await playing('wheel-ended', '&campaignInvitationCodes=WHEEL7-ENDED');
    expect(e.state.promotions.wheel).toMatchObject({ state: 'ended', tickets: 3 });
    // 48 h later on the server's clock: the panel opens on a wheel whose tickets expired.
    e.state.serverTime = (e.state.serverTime ?? Date.now()) + TICKET_EXPIRY_MS;
    e.openPanel('wheel');
    expect(e.state.promotions.wheel?.blockers.normal).toBe('expired');
    const answer = await settle(e.drawWheel('normal'));
    expect(answer).toEqual({ ok: false, message: 'ticketsExpired', statusError: false });
    // The mirrored message and the disabled button's reason read the same text.
    const shown = e.state.promotions.wheel?.message;
    expect(shown && WHEEL_MESSAGE_TEXT[shown]).toBe('promo.wheel.state.expired');
    expect(blockerText('expired')).toBe('promo.wheel.state.expired');
  });

  it("today's bonus fully distributed blocks spins with message1; tickets carry over", async () => {
    const e = await playing('wheel-distributed', '&campaignInvitationCodes=WHEEL7');
    expect(e.state.promotions.wheel).toMatchObject({ state: 'bonusDistributed', tickets: 3 });
    const answer = await settle(e.drawWheel('normal'));
    expect(answer).toEqual({ ok: false, message: 'message1', statusError: false });
  });
});
