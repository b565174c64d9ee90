// Nothing lands on a round in play (docs/regulated-markets.md, issue 63 item 1), in every market:
// the popups, the container's prompts, jackpot hit notices and the reality check wait for the
// game to be idle (its spin over, held to a regulated market's shortest round, and a protocol-2
// game's gameBusy ended by gameIdle), then show in their order.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { inventoryFor } from '../../../operator-sim/promotions/card-data.ts';
import { sseHubOf } from '../../../operator-sim/sse-handlers.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { memoryStore } from '../../../src-worker/lib/ports.ts';
import { promotionsLoaded, streamOpen } from '../support/engine.ts';
import { settle } from '../support/settle.ts';
import { DEMO_GAME, useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine', promotions: true });
const engines = useEngines(sim);
afterEach(() => vi.useRealTimers());

/** A player in the demo slot, its game ready and in its base game. */
async function ready(env = 'demo', extra = ''): Promise<Engine> {
  const e = engines.start(`?e=${env}&x=demo-token&${DEMO_GAME}${extra}`, { store: memoryStore() });
  await settle(e.boot());
  e.gameReady();
  e.setScene('BaseGame');
  await vi.advanceTimersByTimeAsync(0);
  return e;
}

/** A linked jackpot hit of the demo slot's pools, as the game broadcasts it. */
const hit = (hitValue: number) => ({
  groupName: 'TreasureLink THB',
  typeName: 'TreasureLink',
  poolName: 'Grand',
  gameId: 2001,
  username: 'lucky_player',
  hitValue,
  recordTime: Date.now(),
});

describe('popups on game ready', () => {
  it('wait for the spin the player started before they came, then show', async () => {
    const e = engines.start(`?e=demo&x=demo-token&${DEMO_GAME}`, { store: memoryStore() });
    await settle(e.boot());
    e.gameReady();
    e.setSpinning(true);
    await promotionsLoaded(e);
    expect(e.state.promotions.popup).toBeNull();
    expect(e.state.promotions.panel).toBeNull();
    e.setSpinning(false);
    expect(e.state.promotions.popup).toBe('campaign');
    expect(e.state.promotions.panel).toBe('campaign');
  });

  it("in a regulated market, wait for the round's shortest length too", async () => {
    const e = engines.start(`?e=regulated&x=demo-token&${DEMO_GAME}`, { store: memoryStore() });
    await settle(e.boot());
    e.gameReady();
    e.setSpinning(true);
    await promotionsLoaded(e);
    e.setSpinning(false);
    // The 2.5 s round has not passed since the spin started: the round is still in play.
    expect(e.state.promotions.popup).toBeNull();
    await vi.advanceTimersByTimeAsync(2500);
    expect(e.state.promotions.popup).toBe('campaign');
  });
});

describe('the free-spin reminder', () => {
  it('of offers that arrive mid-spin asks once the round has ended', async () => {
    const e = await ready();
    await promotionsLoaded(e);
    e.closePanel();
    await streamOpen(sim.world);
    // The server grants a new free-spin card (a quest's reward) while the reels turn.
    const granted = inventoryFor(Date.now()).map((item) =>
      item.itemId === 'card-fs-2001' ? { ...item, itemId: 'card-fs-reward' } : item,
    );
    sim.server.use(
      http.get('*/inventory/v4/:accountId', () =>
        HttpResponse.json({ status: '0000', data: { items: granted } }),
      ),
    );
    e.setSpinning(true);
    sseHubOf(sim.world).push([{ type: 'inventory', data: { reason: 'reward' } }]);
    await vi.waitFor(
      () =>
        expect(e.state.promotions.freeSpinOffers.map((o) => o.offerId)).toContain('card-fs-reward'),
      { interval: 20 },
    );
    expect(e.state.promotions.freeSpinReminder).toBe(false);
    e.setSpinning(false);
    expect(e.state.promotions.freeSpinReminder).toBe(true);
  });
});

describe("the container's prompts", () => {
  it('asked for mid-spin show when it ends; the one on screen stays while the next waits', async () => {
    const e = await ready();
    e.setSpinning(true);
    e.requestClose();
    expect(e.state.prompt).toBeNull();
    e.setSpinning(false);
    expect(e.state.prompt).toEqual({ kind: 'closeGame' });
    // Another round: the leave prompt (more urgent) waits behind the one on screen.
    e.setSpinning(true);
    expect(e.requestGameSwitch(3001)).toBe(true);
    expect(e.state.prompt).toEqual({ kind: 'closeGame' });
    e.setSpinning(false);
    expect(e.state.prompt).toMatchObject({ kind: 'leaveGame', gameId: 3001 });
  });

  it('answer the prompt on screen, even with a more urgent one waiting in front of it', async () => {
    const e = await ready();
    e.requestClose();
    e.setSpinning(true);
    e.requestGameSwitch(3001);
    expect(e.answerPrompt('leaveGame', true)).toEqual({ action: 'none' });
    expect(e.answerPrompt('closeGame', false)).toEqual({ action: 'none' });
    expect(e.state.prompt).toBeNull();
    e.setSpinning(false);
    expect(e.state.prompt).toMatchObject({ kind: 'leaveGame' });
  });

  it('never suggest quick spin over the reels the player is hurrying', async () => {
    const e = await ready();
    e.setSpinning(true);
    for (let press = 0; press < 6; press += 1) e.spinRequested();
    expect(e.state.prompt).toBeNull();
    e.setSpinning(false);
    expect(e.state.prompt).toEqual({ kind: 'quickSpin' });
  });
});

describe('jackpot hit notices', () => {
  it('a broadcast mid-spin shows when the round ends, for its full time', async () => {
    const e = await ready();
    await promotionsLoaded(e);
    e.closePanel();
    e.setSpinning(true);
    e.jackpotBroadcast(hit(500));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(e.state.jackpots.notice).toBeNull();
    e.setSpinning(false);
    expect(e.state.jackpots.notice).toMatchObject({ hitValue: 500, username: '***yer' });
    await vi.advanceTimersByTimeAsync(3999);
    expect(e.state.jackpots.notice).toMatchObject({ hitValue: 500 });
  });

  it('the notice on screen keeps its time when a spin starts; the next waits for the end', async () => {
    const e = await ready();
    await promotionsLoaded(e);
    e.jackpotBroadcast(hit(1));
    e.jackpotBroadcast(hit(2));
    expect(e.state.jackpots.notice).toMatchObject({ hitValue: 1 });
    e.setSpinning(true);
    await vi.advanceTimersByTimeAsync(3999);
    expect(e.state.jackpots.notice).toMatchObject({ hitValue: 1 });
    await vi.advanceTimersByTimeAsync(1);
    expect(e.state.jackpots.notice).toBeNull();
    expect(e.state.jackpots.queued).toBe(1);
    e.setSpinning(false);
    expect(e.state.jackpots.notice).toMatchObject({ hitValue: 2 });
  });
});

describe('a game of protocol 2 that says gameBusy', () => {
  it('holds the reality check and the prompts until its gameIdle, spin or no spin', async () => {
    const e = await ready('demo', '&realityCheck=10');
    e.setBusy(true);
    e.requestClose();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    // A spin that ends inside the busy stretch does not end it.
    e.setSpinning(true);
    e.setSpinning(false);
    expect(e.state.prompt).toBeNull();
    e.setBusy(false);
    expect(e.state.prompt).toMatchObject({ kind: 'closeGame' });
    expect(e.answerPrompt('closeGame', false)).toEqual({ action: 'none' });
    expect(e.state.prompt).toMatchObject({ kind: 'realityCheck', seconds: 600 });
  });

  it('is idle again in a new frame (a change of game), whatever the last one said', async () => {
    const e = await ready();
    expect(e.requestGameSwitch(3001)).toBe(true);
    e.answerPrompt('leaveGame', true);
    // The old game says busy while the new one loads, and never says idle.
    e.setBusy(true);
    e.requestClose();
    expect(e.state.prompt).toBeNull();
    await vi.waitFor(() => expect(e.state.gameUrl).toContain('3001'), { interval: 20 });
    expect(e.state.prompt).toEqual({ kind: 'closeGame' });
  });
});
