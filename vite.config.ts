// Build config: the main-thread bundle, the engine worker as its own ES module, a manifest for the
// bench, and the deployment files beside the build (deploy/build.ts).
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Plugin, build, defineConfig } from 'vite';
import { deployFiles } from './deploy/build.ts';
import { LOCALES } from './shared/lib/constants.ts';
import { BOOT_TEXTS_ATTRIBUTE } from './src-ui/boot/boot-texts.ts';

/** Where the head's script goes: right after the page's charset. */
const CHARSET = /<meta charset="utf-8" \/>/;

/** The engine worker's module, as the entry names it (src-ui/main.tsx). */
const WORKER_MODULE = '/src-worker/main.ts';

/**
 * The head's script: its entry, src-ui/engine/head-entry.ts, bundled on its own with what it
 * imports (head-boot.ts, the handoff, the shared config address, speed test and request), the
 * worker's address and the config host written in, so the head runs the engine's own code, not
 * a copy of it.
 */
async function headScript(workerUrl: string, configHost: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: {
      HEAD_WORKER_URL: JSON.stringify(workerUrl),
      HEAD_CONFIG_HOST: JSON.stringify(configHost),
    },
    build: {
      write: false,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: {
        input: fileURLToPath(new URL('src-ui/engine/head-entry.ts', import.meta.url)),
        output: { format: 'iife' },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs
    .flatMap((o) => ('output' in o ? o.output : []))
    .find((c) => c.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('the head script did not build');
  return chunk.code.trim();
}

/**
 * Runs the head's script (headScript) first in the page's head, right after its charset, while
 * the page still parses: it starts the engine worker, which fetches and runs its script on its own thread
 * beside the entry's download, and asks the config and races the lines meanwhile, handing both
 * to the worker. (A modulepreload of the worker's script left the worker to start only after the
 * entry's first long task, which on a cheap phone ran while the script had long been there.) The
 * simulator allows the inline script by its hash; without it the entry starts the worker itself
 * and the engine asks everything. The dev server runs the same script, built again for each
 * page it serves (so an edit shows on reload), on the module worker Vite serves from source.
 */
function startWorkerInHead(): Plugin {
  let configHost = '';
  return {
    name: 'start-engine-worker-in-head',
    configResolved(config) {
      const host: unknown = config.env['VITE_CONFIG_HOST'];
      configHost = typeof host === 'string' ? host : '';
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const worker = ctx.server
          ? `${WORKER_MODULE}?worker_file&type=module`
          : Object.keys(ctx.bundle ?? {})
              .filter((f) => /engine-worker-(?!later-)[^/]+\.js$/.test(f))
              .map((f) => `/${f}`)[0];
        if (worker === undefined) return html;
        const code = await headScript(worker, configHost);
        // First in the head, right after the charset: the parser runs it in the task that
        // commits the page, so the config leaves before the styles and the entry's tag are read.
        if (!CHARSET.test(html)) throw new Error('index.html has no <meta charset="utf-8" />');
        return html.replace(CHARSET, (meta) => `${meta}\n    <script>${code}</script>`);
      },
    },
  };
}

/** The boot label in index.html, which carries the boot screen's texts. */
const BOOT_LABEL = 'id="boot-label"';

/**
 * Writes the boot screen's two texts in every language (app.loading and game.frameTitle, from
 * the locale files) onto its label, for src-ui/boot/boot-texts.ts: the entry says "Loading" and
 * names the game's frame in the player's language while i18next and the language's file wait
 * for the game to be ready, so that their bytes never share the line with the boot's chain.
 */
function bootTexts(): Plugin {
  return {
    name: 'boot-texts',
    transformIndexHtml(html) {
      const texts = Object.fromEntries(
        LOCALES.map((lng) => {
          const file = new URL(`locales/${lng}/translation.json`, import.meta.url);
          const { app, game } = JSON.parse(readFileSync(file, 'utf8')) as {
            app: { loading: string };
            game: { frameTitle: string };
          };
          return [lng, [app.loading, game.frameTitle]];
        }),
      );
      // In single quotes, which JSON leaves alone: only a text's own & and ' need escaping.
      const attribute = JSON.stringify(texts).replaceAll('&', '&amp;').replaceAll("'", '&#39;');
      if (!html.includes(BOOT_LABEL)) throw new Error(`index.html has no ${BOOT_LABEL}`);
      return html.replace(BOOT_LABEL, `${BOOT_LABEL} ${BOOT_TEXTS_ATTRIBUTE}='${attribute}'`);
    },
  };
}

/** The modules of the first render's chunk (see build.rolldownOptions below). */
const RENDER_CHUNK = new RegExp(
  [
    String.raw`node_modules/(?:react-dom|scheduler|use-sync-external-store)/`,
    // React itself, but not its JSX runtime, which the entry uses.
    String.raw`node_modules/react/(?:index\.js|cjs/react\.production)`,
    // The hook and its defaults: shared with the language's chunk below, the defaults were a
    // chunk of their own (416 B gzip, a request).
    String.raw`node_modules/react-i18next/dist/es/(?:useTranslation|utils|context|defaults|unescape)\.js`,
    String.raw`src-ui/mirror/use-mirror\.ts`,
    String.raw`shared/(?:lib/intl-cache|errors/error-(?:behaviour|levels))\.ts`,
  ].join('|'),
);

/**
 * The language's chunk, which the entry imports with the screens: i18next, react-i18next's
 * binding and the project's start of it in one file. Apart, the project's 335 B module was a
 * chunk and a request of its own beside i18next's; together the first load is 200 B gzip
 * smaller (with the defaults above).
 */
const I18N_CHUNK = new RegExp(
  [
    String.raw`node_modules/i18next/`,
    String.raw`node_modules/react-i18next/dist/es/(?:i18nInstance|initReactI18next)\.js`,
    String.raw`src-ui/i18n/i18n\.ts`,
  ].join('|'),
);

export default defineConfig({
  plugins: [react(), bootTexts(), startWorkerInHead(), deployFiles()],
  worker: {
    format: 'es',
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/engine-worker-[hash].js',
        // What the worker loads after the login; the bench measures it apart from the start.
        chunkFileNames: 'assets/engine-worker-later-[name]-[hash].js',
        // As the main build does: the minifier's /* @__PURE__ */ marks are of no use once
        // bundled (41 of them, 133 B gzip in the first script).
        comments: { annotation: false, jsdoc: false, legal: false },
      },
    },
  },
  build: {
    target: 'es2022',
    // Maps for `npm run stack`, with no sourceMappingURL comment; deploy/build.ts moves them
    // out of dist/ to sourcemaps/, so they are never served to players (docs/logs.md).
    sourcemap: 'hidden',
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // One chunk for what the first render loads at once (React, its DOM, the hooks the App
        // and the panels share): gzip compresses it as one text, about 1.3 KB less than as six
        // small chunks, and it takes one request. Only the named modules, not their imports, so
        // valtio and the entry's own code stay in the entry and i18next in the language's chunk.
        codeSplitting: {
          groups: [
            {
              name: 'client',
              test: RENDER_CHUNK,
              includeDependenciesRecursively: false,
            },
            {
              name: 'i18n',
              test: I18N_CHUNK,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
