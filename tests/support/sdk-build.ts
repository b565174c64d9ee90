// Runs in Node: the game SDK built as `npm run build -w game-sdk` builds it (game-sdk/vite.config.ts),
// but in memory, for the size check of the bench and of the unit tests.
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/** The SDK's budget: at most 3 KB gzip of JavaScript for a game to load (issue 34). */
export const SDK_GZIP_BUDGET = 3 * 1024;

/** The SDK's built module and its gzip size (level 9, as the bench measures). */
export async function buildSdk(): Promise<{ code: string; gzip: number }> {
  const result = await build({
    configFile: new URL('../../game-sdk/vite.config.ts', import.meta.url).pathname,
    logLevel: 'silent',
    build: { write: false },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((f) => f.type === 'chunk' && f.isEntry);
    if (chunk?.type === 'chunk') {
      return { code: chunk.code, gzip: gzipSync(chunk.code, { level: 9 }).length };
    }
  }
  throw new Error('the SDK build made no entry chunk');
}
