// Test helper: the simulator's handlers behind msw, and engines under test on them, each set up
// by one call that registers the suite's hooks (instead of the same dozen lines in every file).
import type { RequestHandler } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createHandlers, testWorld } from '../../../operator-sim/handlers.ts';
import { resetPromotionState } from '../../../operator-sim/promotion-handlers.ts';
import { sseHubOf } from '../../../operator-sim/sse-handlers.ts';
import type { SimWorld } from '../../../operator-sim/world.ts';
import type { Engine, EngineOptions } from '../../../src-worker/engine/engine.ts';
import type { EnginePorts } from '../../../src-worker/lib/ports.ts';
import { playingEngine, testEngine } from './engine.ts';
import { fakeEngineTimers } from './settle.ts';

export interface SimServerOptions {
  /** Handlers tried before the simulator's: a suite's own stand-ins or watchers. */
  before?: RequestHandler[];
  /** Serve these handlers alone, without the simulator's (a client tested on its own). */
  only?: RequestHandler[];
  /**
   * Fake timers before each test and real ones after it: 'engine' for an engine against msw
   * (timers and Date, see fakeEngineTimers), 'all' for Vitest's defaults. None when left out.
   */
  timers?: 'engine' | 'all';
  /** After each test, the notification stream's hub and the promotion server's records reset. */
  promotions?: boolean;
}

export interface SimServer {
  /** The simulator's world the handlers serve (fresh for each suite). */
  world: SimWorld;
  /** The msw server, for `use` and `events` in a test; both are reset after each test. */
  server: SetupServer;
  /** The handlers it started with (for msw's getResponse). */
  handlers: RequestHandler[];
}

/**
 * Serves the simulator's handlers under msw for the suite (unhandled requests fail the test).
 * After each test the handlers a test added, the request listeners and the world's faults are
 * cleared, and real timers are back when `timers` faked them.
 */
export function useSimServer(options: SimServerOptions = {}): SimServer {
  const world = testWorld();
  const handlers = options.only ?? [...(options.before ?? []), ...createHandlers(world)];
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  if (options.timers === 'engine') beforeEach(() => fakeEngineTimers());
  if (options.timers === 'all') beforeEach(() => void vi.useFakeTimers());
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    world.faults.clear();
    if (options.timers) vi.useRealTimers();
  });
  if (options.promotions) {
    afterEach(() => {
      sseHubOf(world).reset();
      resetPromotionState(world);
    });
  }
  return { world, server, handlers };
}

/** The demo slot's address query (its name, type and mType, and a lobby to return to). */
export const DEMO_GAME =
  'gName=luckyfortune_1.0.0&gameType=1&mType=2001&origin=http%3A%2F%2Fapp.test%2Flobby';

export interface TestEngines {
  /** Creates (does not boot) an engine for `search` on the simulator, disposed after the test. */
  start(
    search: string,
    overrides?: Partial<EnginePorts> & { path?: string },
    options?: EngineOptions,
  ): Engine;
  /** An engine booted, its game ready and its promotions loaded (see playingEngine). */
  playing(search: string, overrides?: Partial<EnginePorts>, afterMs?: number): Promise<Engine>;
  /** Disposes `engine` after the test too (one made another way). */
  track(engine: Engine): Engine;
}

/**
 * Engines under test on `sim`'s world, every one disposed after each test. Call it after
 * useSimServer, so the engines are gone before the handlers reset and real timers come back.
 */
export function useEngines(sim: SimServer): TestEngines {
  const live: Engine[] = [];
  afterEach(() => {
    for (const engine of live.splice(0)) engine.dispose();
  });
  const track = (engine: Engine): Engine => {
    live.push(engine);
    return engine;
  };
  return {
    start: (search, overrides = {}, options = {}) =>
      track(testEngine(sim.world, search, overrides, options)),
    playing: (search, overrides = {}, afterMs = 50) =>
      playingEngine(sim.world, search, live, overrides, afterMs),
    track,
  };
}
