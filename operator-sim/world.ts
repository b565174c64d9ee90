// Runs in Node (and in unit tests): the simulated operator's servers, shared by every handler.
import { FaultTable } from './faults.ts';
import { sameOrigin } from './origins.ts';

/** An API line: its origin and how long its speed-test image takes. */
export interface SimLine {
  origin: string;
  latencyMs: number;
}

/**
 * Where everything lives. `appOrigin` serves the player app, the env configs, the lobby
 * and the fault API; `gameOrigin` serves the demo game; `lines` are the healthy API lines
 * of the demo environment (fastest first); `slowLine` heads the slow-line environment;
 * `deadLines` are origins where nothing listens (lines-down environment). One world is
 * shared by every server, so faults set through any origin apply everywhere.
 */
export interface SimWorld {
  appOrigin: string;
  gameOrigin: string;
  lines: SimLine[];
  slowLine: SimLine;
  deadLines: string[];
  faults: FaultTable;
  /**
   * The Bangkok hour the daily quests refresh at; midnight (0) when absent. The end-to-end run
   * sets it half a day from its own clock, so no test straddles a refresh.
   */
  questRefreshHour?: number;
}

/** A world on fake `.test` hosts for msw unit tests (dead lines answer a network error). */
export function testWorld(): SimWorld {
  return {
    appOrigin: 'http://app.test',
    gameOrigin: 'http://game.test',
    lines: [
      { origin: 'http://line-a.test', latencyMs: 20 },
      { origin: 'http://line-b.test', latencyMs: 60 },
      { origin: 'http://line-c.test', latencyMs: 120 },
    ],
    slowLine: { origin: 'http://line-slow.test', latencyMs: 1500 },
    deadLines: ['http://line-dead-1.test', 'http://line-dead-2.test'],
    faults: new FaultTable(),
  };
}

/** True when the origin is one of the world's dead lines. */
export function isDeadLine(world: SimWorld, origin: string): boolean {
  return world.deadLines.some((dead) => sameOrigin(dead, origin));
}

/** The speed-test latency of an origin: its line's, or 0 for any other origin. */
export function latencyOf(world: SimWorld, origin: string): number {
  const line = [...world.lines, world.slowLine].find((l) => sameOrigin(l.origin, origin));
  return line?.latencyMs ?? 0;
}
