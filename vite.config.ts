// Build config: the main-thread bundle, the engine worker as its own ES module, a manifest for the bench.
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
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

/**
 * Puts the boot screen's art into index.html as inline SVG. As an <img>, an SVG makes a document
 * of its own: a trace showed about 45 ms of a 4x-slowed main thread before the entry could run.
 */
function inlineBootArt(): Plugin {
  const mark = '<!-- boot-art: src-ui/boot-art.svg, put here by vite.config.ts -->';
  return {
    name: 'inline-boot-art',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(mark)) throw new Error('index.html has lost the boot art mark');
        const svg = readFileSync(new URL('./src-ui/boot-art.svg', import.meta.url), 'utf8')
          .trim()
          .replace(
            '<svg ',
            '<svg class="boot-art" width="240" height="240" aria-hidden="true" focusable="false" ',
          );
        return html.replace(mark, svg);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadWorker(), inlineBootArt()],
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
