// Seats and jackpots through the engine an integrator boots: what is in the state after login,
// and the seat calls through `engine.seats`.
import { afterEach, describe, expect, it } from 'vitest';
import { resetSeatState } from '../../../operator-sim/seat-handlers.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { promotionsLoaded } from '../support/engine.ts';
import { settle } from '../support/settle.ts';
import { useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine' });
afterEach(() => resetSeatState(sim.world));
const engines = useEngines(sim); // disposed before the seats reset
const GAME = 'gName=luckyfortune_1.0.0&gameType=1&mType=2001';

async function loggedIn(token: string): Promise<Engine> {
  const engine = engines.start(`?e=demo&x=${token}&${GAME}`);
  await settle(engine.boot());
  engine.gameReady();
  // Seats and jackpots load beside the promotions once the game is ready, from the features'
  // chunk (a file read, in real time: waiting in fake time alone raced it); give them a second.
  await promotionsLoaded(engine, 1000);
  return engine;
}

describe('after login', () => {
  it("loads the slot game's seats and the linked jackpot pools", async () => {
    const e = await loggedIn('demo-token');
    expect(e.state.seats.enabled).toBe(true);
    expect(e.state.seats.data?.seatInfos).toHaveLength(20);
    expect(new Set(e.state.jackpots.pools.map((p) => p.series))).toEqual(
      new Set(['TreasureLink', 'GoldenTrophyLink', 'JackpotLink']),
    );
  });

  it('play now takes a seat and the state names it', async () => {
    const e = await loggedIn('demo-token');
    const answer = await settle(e.seats.playNow());
    expect(answer).toMatchObject({ ok: true });
    expect(e.state.seats.mySeatId).not.toBeNull();
  });

  it('a seat server that is down lets the player in without a seat', async () => {
    const e = await loggedIn('seat-server-down');
    expect(e.state.phase).toBe('ready');
    expect(e.state.seats.enabled).toBe(false);
    expect(e.state.error).toBeNull();
  });
});
