// Runs in Node: builds the simulator's games (each a TypeScript entry and its modules) with Vite
// into one ES module each, which the game origin serves beside the game's static pages. Built in
// memory (the demo slot when the simulator starts, the heavy game on its first request), or read
// from SIM_GAMES_DIR when a test run built them once.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MemoryFile, memoryFile } from './static-files.ts';

/** A game the simulator builds and serves. */
export interface SimGame {
  /** Its folder: its page, styles, help pages and TypeScript. */
  dir: string;
  /** Its TypeScript entry in `dir`. */
  entry: string;
  /** The built script's name, as its page loads it. */
  script: string;
}

/** The demo game's folder: its page, styles, help pages and TypeScript. */
export const GAME_DIR = fileURLToPath(new URL('./demo-game/', import.meta.url));
/** The heavy game's folder (heavy-game-files.ts serves it). */
export const HEAVY_GAME_DIR = fileURLToPath(new URL('./heavy-game/', import.meta.url));
/** The script index.html loads. */
export const GAME_SCRIPT = 'game.js';
/** What the game origin serves from a game's folder: the pages and styles, not the sources. */
export const GAME_STATIC = /^[\w-]+\.(?:html|css)$/;

/**
 * What a game's page response carries beside its body: a Link header that has the browser fetch
 * the game's script and style as the page commits, before its parser reaches their tags (a game
 * studio's server should send the same: docs/game-integration.md).
 */
export function gamePageHeaders(request: Request): Promise<Record<string, string>> {
  const { pathname } = new URL(request.url);
  const page = pathname.endsWith('/') || pathname.endsWith('/index.html');
  return Promise.resolve(
    page ? { Link: `<${GAME_SCRIPT}>; rel=modulepreload, <game.css>; rel=preload; as=style` } : {},
  );
}

/** Every game the simulator builds, by the name it is served under (a new game goes here). */
export const GAMES: Readonly<Record<string, SimGame>> = {
  'demo-slot': { dir: GAME_DIR, entry: 'game.ts', script: GAME_SCRIPT },
  'heavy-game': { dir: HEAVY_GAME_DIR, entry: 'game.ts', script: GAME_SCRIPT },
};

/**
 * Where a run keeps the games it built once (tests/e2e/global-setup.ts): a simulator it starts
 * reads them there instead of building each itself (4 to 17 s each on a busy 2-core machine).
 */
export const PREBUILT_ENV = 'SIM_GAMES_DIR';

/** The game's script: its entry with its imports in one unminified ES module (readable in devtools). */
async function buildGame(game: SimGame): Promise<string> {
  // Loaded only here: a simulator that reads prebuilt games never loads Vite.
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    root: game.dir,
    build: {
      write: false,
      target: 'es2022',
      minify: false,
      modulePreload: false,
      rolldownOptions: {
        input: join(game.dir, game.entry),
        output: { format: 'es', entryFileNames: game.script },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    for (const file of output.output) {
      if (file.type === 'chunk' && file.fileName === game.script) return file.code;
    }
  }
  throw new Error(`the build of ${game.entry} made no ${game.script}`);
}

const prebuiltPath = (dir: string, name: string, game: SimGame): string =>
  join(dir, name, game.script);

/** Builds every game once into `dir` (<dir>/<name>/<script>), for the simulators of a run. */
export async function buildGames(dir: string): Promise<void> {
  for (const [name, game] of Object.entries(GAMES)) {
    const path = prebuiltPath(dir, name, game);
    await mkdir(join(dir, name), { recursive: true });
    await writeFile(path, await buildGame(game));
  }
}

/**
 * A game's script: read from SIM_GAMES_DIR when set (a missing file there is an error, never a
 * silent build), else built now.
 */
export async function gameScript(name: string): Promise<MemoryFile> {
  const game = GAMES[name];
  if (!game) throw new Error(`no game ${name}`);
  const dir = process.env[PREBUILT_ENV];
  if (dir === undefined || dir === '') return memoryFile(await buildGame(game));
  const path = prebuiltPath(dir, name, game);
  try {
    return memoryFile(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Error(`${PREBUILT_ENV} has no ${path}`, { cause: error });
  }
}
