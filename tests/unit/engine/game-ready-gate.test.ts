// The container's own requests wait for the game's load: between the game's address and its
// ready no promotion, seat, jackpot, notification-stream or active-games request leaves the
// engine, so a heavy game has the player's line to itself; they leave on ready, or after
// GAME_READY_HOLD_MS when the game never says it.
import { describe, expect, it, vi } from 'vitest';
import { FLASH_GAME_ID, HEAVY_GAME_ID } from '../../../operator-sim/game-data.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { loadFeatures } from '../../../src-worker/engine/features-chunk.ts';
import { GAME_READY_HOLD_MS } from '../../../src-worker/engine/game-ready-gate.ts';
import { settle } from '../support/settle.ts';
import { useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine', promotions: true });
const engines = useEngines(sim);

/** The container's own servers: promotions and their stream, seats, jackpots, active games. */
const HELD =
  /\/(?:promotion|quest|campaign|inventory|leaderboard|wheel|seat|jackpot)\/|\/game-log\/active/;
/** One of each kind, as the held features start. */
const STARTED = [
  /\/promotion\/v1\/notification\//,
  /\/quest\/v1\/list\//,
  /\/seat\/v1\/info\//,
  /\/jackpot\/current\/v1\/groups/,
  /\/game-log\/active/,
];

/** Every request the engine sends, in order, from now on. */
function recordRequests(): string[] {
  const urls: string[] = [];
  sim.server.events.on('request:start', ({ request }) => void urls.push(request.url));
  return urls;
}

async function advance(ms: number): Promise<void> {
  for (let t = 0; t < ms; t += 100) await vi.advanceTimersByTimeAsync(100);
}

/**
 * Once the gate opened: the features' and the stream's chunks (file reads, in real time: fake
 * time alone raced them when this file ran first), then a fake second for their requests.
 */
async function started(): Promise<void> {
  await Promise.all([loadFeatures(), import('../../../src-worker/session/sse-client.ts')]);
  await advance(1_000);
}

/** Boots the engine for `mType`; its game's address is known (the frame loads) once it returns. */
async function booted(mType: number): Promise<Engine> {
  const e = engines.start(`?e=demo&x=player-gate&gameType=1&mType=${mType}`);
  await settle(e.boot());
  expect(e.state.phase).toBe('ready');
  return e;
}

const held = (urls: string[]): string[] => urls.filter((url) => HELD.test(url));

describe("the container's own requests during the game's load", () => {
  it('wait for the game to say ready, then leave', async () => {
    const urls = recordRequests();
    const e = await booted(HEAVY_GAME_ID);
    expect(e.state.gameUrl).toContain('/heavy-game/index.html');
    await advance(20_000);
    expect(held(urls)).toEqual([]);
    expect(e.state.promotions.loaded).toBe(false);

    e.gameReady();
    await started();
    for (const kind of STARTED)
      expect(
        held(urls).some((url) => kind.test(url)),
        String(kind),
      ).toBe(true);
    expect(e.state.promotions.loaded).toBe(true);
  });

  it('leave after the bound when the game never says ready', async () => {
    const urls = recordRequests();
    const e = await booted(HEAVY_GAME_ID);
    await advance(GAME_READY_HOLD_MS - 1_000);
    expect(held(urls)).toEqual([]);

    await advance(1_100);
    await started();
    for (const kind of STARTED)
      expect(
        held(urls).some((url) => kind.test(url)),
        String(kind),
      ).toBe(true);
    expect(e.state.promotions.loaded).toBe(true);
    expect(e.state.gameReady).toBe(false);
  });

  it('leave at once when no game frame loads (a Flash game)', async () => {
    const urls = recordRequests();
    const e = await booted(FLASH_GAME_ID);
    expect(e.state.gameUrl).toBeNull();
    await started();
    expect(held(urls).some((url) => /\/quest\/v1\/list\//.test(url))).toBe(true);
  });
});
