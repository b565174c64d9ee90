// The features' chunk (promotions, seats, jackpots) lost on the line, as the chaos spec's faults
// lose it: the game plays on without them, and nothing is left as an unhandled rejection (which
// the page reports as an uncaught error; Vitest fails the run on one).
import { expect, it, vi } from 'vitest';
import { settle } from '../support/settle.ts';
import { DEMO_GAME, useEngines, useSimServer } from '../support/sim-server.ts';

vi.mock('../../../src-worker/engine/features.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module: features');
});

const sim = useSimServer({ timers: 'engine', promotions: true });
const engines = useEngines(sim);

it('a features chunk that does not load leaves the game playing and no rejection unhandled', async () => {
  const e = engines.start(`?e=demo&x=demo-token&${DEMO_GAME}`);
  await settle(e.boot());
  e.gameReady();
  // The game's ready asks for the chunk, and the popups wait for it: long enough to settle.
  for (let i = 0; i < 50; i += 1) await vi.advanceTimersByTimeAsync(100);
  expect(e.state.phase).toBe('ready');
  expect(e.state.gameReady).toBe(true);
  expect(e.state.error).toBeNull();
  e.setSpinning(true);
  expect(e.state.spinning).toBe(true);
});
