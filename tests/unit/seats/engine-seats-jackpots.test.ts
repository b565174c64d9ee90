// Seats and jackpots through the engine an integrator boots: what is in the state after login,
// and the seat calls through `engine.seats`.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers, testWorld } from '../../../operator-sim/handlers.ts';
import { resetSeatState } from '../../../operator-sim/seat-handlers.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { testEngine } from '../support/engine.ts';
import { fakeEngineTimers, settle } from '../support/settle.ts';

const world = testWorld();
const server = setupServer(...createHandlers(world));
const GAME = 'gName=luckyfortune_1.0.0&gameType=1&mType=2001';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => fakeEngineTimers());
afterEach(() => {
  engine?.dispose();
  resetSeatState(world);
  server.resetHandlers();
  vi.useRealTimers();
});

let engine: Engine | null = null;

async function loggedIn(token: string): Promise<Engine> {
  engine = testEngine(world, `?e=demo&x=${token}&${GAME}`);
  await settle(engine.boot());
  // Seats and jackpots load beside the promotions after login; give them a second.
  for (let t = 0; t < 1000; t += 10) await vi.advanceTimersByTimeAsync(10);
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
