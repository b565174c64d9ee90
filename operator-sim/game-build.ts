// Runs in Node: builds a game of the simulator (operator-sim/demo-game/ or heavy-game/, its
// game.ts and modules) with Vite into one ES module in memory, which the game origin serves as
// game.js beside the page's static index.html, CSS and help pages. The demo slot is built when
// the simulator starts, the heavy game on its first request (heavy-game-files.ts).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { type MemoryFile, memoryFile } from './static-files.ts';

/** The demo game's folder: its page, styles, help pages and TypeScript. */
export const GAME_DIR = fileURLToPath(new URL('./demo-game/', import.meta.url));
/** The heavy game's folder (heavy-game-files.ts serves it). */
export const HEAVY_GAME_DIR = fileURLToPath(new URL('./heavy-game/', import.meta.url));
/** The script index.html loads. */
export const GAME_SCRIPT = 'game.js';
/** What the game origin serves from a game's folder: the pages and styles, not the sources. */
export const GAME_STATIC = /^[\w-]+\.(?:html|css)$/;

/** A game's script: game.ts with its imports in one unminified ES module (readable in devtools). */
export async function buildGame(dir: string): Promise<MemoryFile> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    root: dir,
    build: {
      write: false,
      target: 'es2022',
      minify: false,
      modulePreload: false,
      rolldownOptions: {
        input: join(dir, 'game.ts'),
        output: { format: 'es', entryFileNames: GAME_SCRIPT },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    for (const file of output.output) {
      if (file.type === 'chunk' && file.fileName === GAME_SCRIPT) return memoryFile(file.code);
    }
  }
  throw new Error(`the build of ${dir} made no ${GAME_SCRIPT}`);
}
