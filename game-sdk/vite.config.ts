// Runs in Node: the SDK's build (Vite library mode), one minified ES module in game-sdk/dist;
// `tsc -p game-sdk/tsconfig.build.json` writes its type declarations beside it. With
// `--mode checker` it builds the studio's checker instead: one Node ES module, dist/checker.js,
// that the published bin (checker/bin.js) runs with plain `node`.
import { fileURLToPath } from 'node:url';
import { type UserConfig, defineConfig } from 'vite';

/** The SDK's folder, whichever directory the build runs from. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** The library a game imports: small, minified, no imports (the 3 KB gzip budget). */
const library: UserConfig = {
  root: ROOT,
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
  },
};

/**
 * The checker for Node 24 (the package's engines): the protocol's reader (src/protocol.ts) is
 * bundled in; like the SDK it imports nothing of the rest of this repository; Playwright stays
 * outside (an optional peer dependency the checker loads when it runs a session). Not minified:
 * a studio reads its stack.
 */
const checker: UserConfig = {
  root: ROOT,
  logLevel: 'warn',
  ssr: { noExternal: true, external: ['playwright-core'] },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'node24',
    minify: false,
    ssr: 'checker/cli.ts',
    copyPublicDir: false,
    rolldownOptions: {
      external: ['playwright-core', /^node:/],
      output: { format: 'es', entryFileNames: 'checker.js' },
    },
  },
};

export default defineConfig(({ mode }) => (mode === 'checker' ? checker : library));
