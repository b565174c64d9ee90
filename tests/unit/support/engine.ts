// Test helper: an engine on the simulator's world with test ports, any of them replaceable.
import { AT_CEILING } from './draws.ts';
import { vi } from 'vitest';
import type { SimWorld } from '../../../operator-sim/world.ts';
import { sseHubOf } from '../../../operator-sim/sse-handlers.ts';
import { settle } from './settle.ts';
import { loadFeatures } from '../../../src-worker/engine/features-chunk.ts';
import type { WorkerInit } from '../../../shared/engine/engine-api.ts';
import { parseQuery } from '../../../shared/boot/query.ts';
import {
  createEngine,
  type Engine,
  type EngineOptions,
} from '../../../src-worker/engine/engine.ts';
import { type EnginePorts, memoryStore, systemClock } from '../../../src-worker/lib/ports.ts';

/** What the page sends the worker to start an engine for the query `search` on `path`. */
export function testInit(world: SimWorld, search: string, path = '/'): WorkerInit {
  return {
    query: parseQuery(search, path),
    configHost: world.appOrigin,
    clientType: 'web',
    savedQuery: null,
  };
}

/**
 * The engine's ports for the query `search` on `path`, on the simulator's world: msw's fetch,
 * the system clock (fake timers drive it), a memory store, numbered ids, random draws at their
 * ceilings (every jittered wait is its doubling's own value); any of them replaced.
 */
export function testPorts(
  world: SimWorld,
  search: string,
  overrides: Partial<EnginePorts> & { path?: string } = {},
): EnginePorts {
  let n = 0;
  const { path = '/', ...ports } = overrides;
  return {
    ...testInit(world, search, path),
    // Lazy: msw patches globalThis.fetch when it starts listening.
    fetch: (...args) => globalThis.fetch(...args),
    clock: systemClock(),
    store: memoryStore(),
    randomId: () => `id-${++n}`,
    random: AT_CEILING,
    ...ports,
  };
}

/**
 * Engines testEngine made and nobody disposed yet. The unit files share their workers (Vitest's
 * isolate: false): an engine a file leaves running keeps its timers, and its log pipeline's tick
 * posted into a later file's simulator (a log test saw a POST it never made). After each file,
 * tests/unit/support/no-leaks.ts disposes them and fails the file that left them.
 */
export const liveEngines = new Set<Engine>();

/** Creates (does not boot) an engine for the query `search` on `path`. */
export function testEngine(
  world: SimWorld,
  search: string,
  overrides: Partial<EnginePorts> & { path?: string } = {},
  options: EngineOptions = {},
): Engine {
  const engine = createEngine(testPorts(world, search, overrides), options);
  const dispose = engine.dispose.bind(engine);
  liveEngines.add(engine);
  engine.dispose = () => {
    liveEngines.delete(engine);
    dispose();
  };
  return engine;
}

// Captured before any test fakes the timers: a turn of the real event loop, and the real time.
const realTurn = globalThis.setImmediate;
const realNow = Date.now;

/**
 * Waits until the features' chunk is in (asked for once the game is ready: in Node a file read,
 * so in real time), then in fake time until the engine's promotions have loaded, then `afterMs`
 * more (the game-ready popups' first turn). Use after `boot()` and `gameReady()`.
 */
export async function promotionsLoaded(engine: Engine, afterMs = 50): Promise<void> {
  await loadFeatures();
  for (let t = 0; t < 20_000 && !engine.state.promotions.loaded; t += 10) {
    await vi.advanceTimersByTimeAsync(10);
  }
  await vi.advanceTimersByTimeAsync(afterMs);
}

/**
 * Waits (in real time, at most 10 s; fake time stands still) until the engine's notification
 * stream is open on the simulator: its client loads after the login (src-worker/session/session-services.ts),
 * and an event pushed before a client connects reaches nobody, as on a real server.
 */
export async function streamOpen(world: SimWorld): Promise<void> {
  const until = realNow() + 10_000;
  while (sseHubOf(world).stats().open === 0) {
    if (realNow() > until) throw new Error('the notification stream never opened');
    await new Promise((resolve) => realTurn(resolve));
  }
}

/**
 * Creates an engine for `search` (added to `track`, for the suite to dispose), boots it, lets
 * the game post ready and waits until its promotions have loaded.
 */
export async function playingEngine(
  world: SimWorld,
  search: string,
  track: Engine[],
  overrides: Partial<EnginePorts> = {},
  afterMs = 50,
): Promise<Engine> {
  const e = testEngine(world, search, overrides);
  track.push(e);
  await settle(e.boot());
  e.gameReady();
  await promotionsLoaded(e, afterMs);
  return e;
}
