// A free-spin card whose run ends without settling is restored (SPEC §4 "restored"): the player
// starts its spins, the game goes (a switch, its frame loading again) before they are done, and
// the card can be played again, as the server still lists it.
import { describe, expect, it, vi } from 'vitest';
import type { Engine } from '../../../../src-worker/engine/engine.ts';
import { useEngines, useSimServer } from '../../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine', promotions: true });
const engines = useEngines(sim);
const SLOT = 'gName=luckyfortune_1.0.0&gameType=1&mType=2001';
const ORIGIN = '&origin=http%3A%2F%2Fapp.test%2Flobby';
/** The demo's due free-spin card: one held, 10 spins, for game 2001. */
const CARD = 'card-fs-2001';

const playing = (): Promise<Engine> =>
  engines.playing(`?e=demo&x=demo-token&${SLOT}${ORIGIN}`, {
    randomId: () => crypto.randomUUID(),
  });

/** Plays the card and reports `played` of its spins. */
function startCard(e: Engine, played: number): void {
  expect(e.useCard(CARD)).toMatchObject({ ok: true });
  e.freeSpinProgress(CARD, played, 1.5, false);
  expect(e.state.promotions.freeSpinRun).toMatchObject({ itemId: CARD, played, done: false });
}

/** Switches to `gameId` through the leave prompt, as the player does, and lets it load. */
async function switchTo(e: Engine, gameId: number): Promise<void> {
  expect(e.requestGameSwitch(gameId)).toBe(true);
  e.answerPrompt('leaveGame', true);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(e.state.gameId).toBe(gameId);
  e.gameReady();
  await vi.advanceTimersByTimeAsync(1_000);
}

const offered = (e: Engine): string[] => e.state.promotions.freeSpinOffers.map((o) => o.offerId);

describe('a card run that ends unsettled gives the card back', () => {
  it('a switch mid-run, then back: the card is offered and plays again', async () => {
    const e = await playing();
    startCard(e, 3);
    await switchTo(e, 3001);
    expect(e.state.promotions.freeSpinRun).toBeNull();
    await switchTo(e, 2001);
    expect(offered(e)).toContain(CARD);
    // Not 227: the card is held again.
    expect(e.useCard(CARD)).toMatchObject({ ok: true, card: { itemId: CARD } });
    e.freeSpinProgress(CARD, 10, 4, true);
    expect(e.state.promotions.freeSpinRun).toMatchObject({ done: true, played: 10 });
  });

  it("the game's frame loading again mid-run (a second ready) restores the card", async () => {
    const e = await playing();
    startCard(e, 2);
    e.gameReady();
    expect(e.state.promotions.freeSpinRun).toBeNull();
    expect(offered(e)).toContain(CARD);
    expect(e.useCard(CARD)).toMatchObject({ ok: true });
  });
});
