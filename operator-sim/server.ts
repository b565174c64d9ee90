// Runs in Node: starts the whole operator simulator (app, API lines, game origin) on 127.0.0.1.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_DIR, GAME_SCRIPT, GAME_STATIC, gamePageHeaders, gameScript } from './game-build.ts';
import { createHeavyGameHandler } from './heavy-game-files.ts';
import { createHandlers } from './handlers.ts';
import { createLobbyHandler } from './lobby.ts';
import { type Fallback, type RunningServer, serveHandlers } from './node-server.ts';
import { SCENARIOS, scenarioUrl } from './scenarios.ts';
import { createStaticHandler } from './static-files.ts';
import { FaultTable } from './faults.ts';
import { appHeaderSource } from './security-headers.ts';
import type { SimWorld } from './world.ts';

/** Options of startSimulator; every one has a default. */
export interface SimulatorOptions {
  /** App port; lines on +1..+3, slow line +4, dead lines +8 and +9, game +10. Env SIM_PORT or 4300. */
  basePort?: number;
  /** The built app; /work/main/dist (the repo's dist/) when absent. */
  distDir?: string;
  /** The Bangkok hour the daily quests refresh at (0-23). Env SIM_QUEST_HOUR or 0, midnight. */
  questRefreshHour?: number;
  host?: '127.0.0.1';
}

/** A scenario's player URL, for printing or for tests. */
export interface ScenarioLink {
  name: string;
  description: string;
  url: string;
}

/** A running simulator. */
export interface RunningSimulator {
  appUrl: string;
  gameOrigin: string;
  scenarioUrls: ScenarioLink[];
  /** The shared world (faults can be set on it directly in tests). */
  world: SimWorld;
  close(): Promise<void>;
}

/** Port offsets from the base port. */
export const PORT_OFFSETS = {
  app: 0,
  lines: [1, 2, 3],
  slowLine: 4,
  deadLines: [8, 9],
  game: 10,
} as const;

const LINE_LATENCIES_MS = [20, 60, 120];
const SLOW_LINE_MS = 1500;

function defaultBasePort(): number {
  const fromEnv = Number(process.env['SIM_PORT']);
  return Number.isInteger(fromEnv) && fromEnv > 0 && fromEnv < 65_526 ? fromEnv : 4300;
}

function defaultQuestHour(): number {
  const fromEnv = Number(process.env['SIM_QUEST_HOUR'] ?? 0);
  return Number.isInteger(fromEnv) && fromEnv >= 0 && fromEnv < 24 ? fromEnv : 0;
}

function chain(...fallbacks: Fallback[]): Fallback {
  return async (request) => {
    for (const fallback of fallbacks) {
      const response = await fallback(request);
      if (response !== null) return response;
    }
    return null;
  };
}

/** Starts every server of the simulator; they share one world and one set of handlers. */
export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const host = options.host ?? '127.0.0.1';
  const base = options.basePort ?? defaultBasePort();
  const at = (offset: number): string => `http://${host}:${base + offset}`;
  const distDir = options.distDir ?? fileURLToPath(new URL('../dist/', import.meta.url));
  const world: SimWorld = {
    appOrigin: at(PORT_OFFSETS.app),
    gameOrigin: at(PORT_OFFSETS.game),
    lines: PORT_OFFSETS.lines.map((offset, i) => ({
      origin: at(offset),
      latencyMs: LINE_LATENCIES_MS[i] ?? 0,
    })),
    slowLine: { origin: at(PORT_OFFSETS.slowLine), latencyMs: SLOW_LINE_MS },
    deadLines: PORT_OFFSETS.deadLines.map(at),
    faults: new FaultTable(),
    questRefreshHour: options.questRefreshHour ?? defaultQuestHour(),
  };
  const appUrl = world.appOrigin;
  const scenarioUrls = SCENARIOS.map((s) => ({
    name: s.name,
    description: s.description,
    url: scenarioUrl(appUrl, s),
  }));
  const handlers = createHandlers(world);
  const demoScript = await gameScript('demo-slot');
  const plan: { port: number; fallback?: Fallback }[] = [
    {
      port: base + PORT_OFFSETS.app,
      fallback: chain(
        createLobbyHandler(() => scenarioUrls),
        createStaticHandler({
          root: distDir,
          spaFallback: true,
          headers: appHeaderSource(world, join(distDir, 'index.html')),
        }),
      ),
    },
    ...[...PORT_OFFSETS.lines, PORT_OFFSETS.slowLine].map((offset) => ({ port: base + offset })),
    {
      port: base + PORT_OFFSETS.game,
      fallback: chain(
        createStaticHandler({
          root: GAME_DIR,
          prefix: '/demo-slot/',
          memoryFiles: new Map([[GAME_SCRIPT, demoScript]]),
          headers: gamePageHeaders,
          servesFromDisk: (relative) => GAME_STATIC.test(relative),
        }),
        createHeavyGameHandler(),
      ),
    },
  ];
  const running: RunningServer[] = [];
  const closeAll = async (): Promise<void> => {
    await Promise.all(running.splice(0).map((s) => s.close()));
  };
  try {
    for (const { port, fallback } of plan) {
      running.push(
        await serveHandlers(handlers, fallback ? { port, host, fallback } : { port, host }),
      );
    }
  } catch (error) {
    await closeAll();
    throw error;
  }
  return { appUrl, gameOrigin: world.gameOrigin, scenarioUrls, world, close: closeAll };
}
