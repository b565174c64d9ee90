// Runs in Node: builds the demo game (operator-sim/demo-game/game.ts and its modules) with Vite
// into one ES module in memory, which the game origin serves as /demo-slot/game.js beside the
// page's static index.html, CSS and help pages. Built once when the simulator starts.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { type MemoryFile, memoryFile } from './static-files.ts';

/** The demo game's folder: its page, styles, help pages and TypeScript. */
export const GAME_DIR = fileURLToPath(new URL('./demo-game/', import.meta.url));
/** The script index.html loads. */
export const GAME_SCRIPT = 'game.js';
/** What the game origin serves from GAME_DIR: the pages and styles, not the sources. */
export const GAME_STATIC = /^[\w-]+\.(?:html|css)$/;

/** The game's script: game.ts with its imports in one unminified ES module (readable in devtools). */
export async function buildDemoGame(): Promise<MemoryFile> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    root: GAME_DIR,
    build: {
      write: false,
      target: 'es2022',
      minify: false,
      modulePreload: false,
      rolldownOptions: {
        input: join(GAME_DIR, 'game.ts'),
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
  throw new Error(`the demo game's build made no ${GAME_SCRIPT}`);
}
