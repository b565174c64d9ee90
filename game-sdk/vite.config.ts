// Runs in Node: the SDK's build (Vite library mode), one minified ES module in game-sdk/dist;
// `tsc -p game-sdk/tsconfig.build.json` writes its type declarations beside it.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The SDK's folder, whichever directory the build runs from. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: ROOT,
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
  },
});
