// Build config: the main-thread bundle, the engine worker as its own ES module, a manifest for the bench.
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

/**
 * Fetches the engine worker from the page's head, beside the entry, instead of after the entry
 * has run: one round trip less before the engine can ask for its config. The worker has a module
 * map of its own, but finds the file in the HTTP cache (a plain `preload as=script` would do the
 * same and leave a "preloaded but not used" warning in the console).
 */
function preloadWorker(): Plugin {
  return {
    name: 'preload-engine-worker',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const worker = Object.keys(ctx.bundle ?? {}).find((f) =>
          /engine-worker-[^/]+\.js$/.test(f),
        );
        if (worker === undefined) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', href: `/${worker}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadWorker()],
  worker: {
    format: 'es',
    rolldownOptions: { output: { entryFileNames: 'assets/engine-worker-[hash].js' } },
  },
  build: {
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
  },
});
