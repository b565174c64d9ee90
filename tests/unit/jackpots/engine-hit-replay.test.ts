// A linked jackpot hit that the notification stream replays as it opens reaches the player,
// however late the features' chunk (with the jackpots) comes after the game's ready: the stream
// opens only once the jackpots are there to hear it.
import { expect, it, vi } from 'vitest';
import { sseHubOf } from '../../../operator-sim/sse-handlers.ts';
import { JACKPOT_EVENTS } from '../../../src-worker/jackpots/jackpots.ts';
import { promotionsLoaded } from '../support/engine.ts';
import { settle } from '../support/settle.ts';
import { DEMO_GAME, useEngines, useSimServer } from '../support/sim-server.ts';

// The features' chunk, slow to come as on a cheap phone's line: many turns of the real event
// loop, while the stream's own small chunk and its connection take a few.
vi.mock('../../../src-worker/engine/features.ts', async (importOriginal) => {
  for (let turn = 0; turn < 200; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  return importOriginal();
});

const sim = useSimServer({ timers: 'engine', promotions: true });
const engines = useEngines(sim);

it('a hit the stream replays as it opens shows, though the jackpots came after it was asked for', async () => {
  const e = engines.start(`?e=demo&x=demo-token&${DEMO_GAME}`);
  await settle(e.boot());
  // A hit after the login and before the game is ready: the stream replays it as it opens.
  sseHubOf(sim.world).push([
    {
      type: JACKPOT_EVENTS.hit,
      data: {
        groupName: 'TreasureLink THB',
        typeName: 'TreasureLink',
        poolName: 'Grand',
        gameId: 2001,
        username: 'lucky_player',
        hitValue: 98_765.4,
        recordTime: Date.now(),
      },
    },
  ]);
  e.gameReady();
  await promotionsLoaded(e);
  await vi.waitFor(() => expect(e.state.jackpots.notice).toMatchObject({ hitValue: 98_765.4 }), {
    interval: 20,
  });
});
