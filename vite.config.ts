// Build config: the main-thread bundle, the engine worker as its own ES module, a manifest for the
// bench, and the deployment files beside the build (deploy/build.ts).
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { deployFiles } from './deploy/build.ts';
import { starterScript } from './src-ui/engine/worker-starter.ts';

/**
 * Starts the engine worker from an inline script at the end of the page's head, while the page
 * still parses: the worker fetches and runs its script on its own thread, beside the entry's
 * download, and reads the entry's start message as soon as the entry posts it. (A modulepreload
 * of the worker's script left the worker to start only after the entry's first long task, which
 * on a cheap phone ran while the script had long been there.) The simulator allows the inline
 * script by its hash; without it the entry starts the worker itself.
 */
function startWorkerInHead(): Plugin {
  return {
    name: 'start-engine-worker-in-head',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const worker = Object.keys(ctx.bundle ?? {}).find((f) =>
          /engine-worker-(?!later-)[^/]+\.js$/.test(f),
        );
        if (worker === undefined) return [];
        return [{ tag: 'script', children: starterScript(`/${worker}`), injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), startWorkerInHead(), deployFiles()],
  worker: {
    format: 'es',
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/engine-worker-[hash].js',
        // What the worker loads after the login; the bench measures it apart from the start.
        chunkFileNames: 'assets/engine-worker-later-[name]-[hash].js',
      },
    },
  },
  build: {
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
  },
});
