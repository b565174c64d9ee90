// Runs in Node after `vite build`: gzip sizes of what a phone downloads, checked against budgets.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { inlineBlocks } from '../../deploy/headers.ts';
import { SDK_GZIP_BUDGET, buildSdk } from '../support/sdk-build.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const DIST = 'dist';
const KB = 1024;
/**
 * Budgets in gzip bytes: main thread <= 112.5 KB, the worker's first script <= 30 KB, a locale
 * <= 12 KB, a lazily loaded panel or worker chunk <= 20 KB.
 */
const BUDGETS = { mainThread: 112.5 * KB, worker: 30 * KB, locale: 12 * KB, panel: 20 * KB };

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const gz = (file: string): number => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const isLocale = (key: string): boolean => key.startsWith('locales/');
/**
 * Panels and the container's modals load when the player opens one, never before the first
 * paint: the promotion, seat and jackpot panels, and the modals' chunk. A regulated market's part
 * (the session bar, the rules' orders) loads only under such rules (docs/regulated-markets.md).
 */
const isPanel = (key: string): boolean =>
  /^src-ui\/(?:promotions\/[\w-]+|seats|jackpots)\/\w+Panel\.tsx$/.test(key) ||
  key === 'src-ui/game-bridge/ContainerModals.tsx' ||
  key === 'src-ui/game-bridge/Regulation.tsx';

/**
 * What loads only once the game is ready and the player can play: the load report, which the
 * entry imports then, and the web-vitals library it loads in a session that reports (docs/rum.md);
 * the failures' courier (docs/logs.md, Failures), unless a failure asks for it sooner.
 */
const AFTER_READY = ['src-ui/perf/load-report.ts', 'src-ui/failures/courier.ts'];

// Everything a session's start loads: the entry's static imports and its dynamic imports (i18n,
// React and the App once the game is ready), but not the per-language chunks, of which only one
// is fetched.
const firstLoad = new Set<string>();
const visit = (key: string): void => {
  const chunk = manifest[key];
  if (!chunk || firstLoad.has(chunk.file)) return;
  firstLoad.add(chunk.file);
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
    if (!isLocale(next) && !isPanel(next) && !AFTER_READY.includes(next)) visit(next);
  }
};
visit('index.html');

// A panel costs what it loads beyond the first load: its chunk and its own imports.
const panels = Object.keys(manifest)
  .filter(isPanel)
  .map((key) => {
    const files = new Set<string>();
    const walk = (k: string): void => {
      const chunk = manifest[k];
      if (!chunk || files.has(chunk.file) || firstLoad.has(chunk.file)) return;
      files.add(chunk.file);
      for (const next of chunk.imports ?? []) walk(next);
    };
    walk(key);
    const bytes = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
    return { panel: key.split('/').at(-1)?.replace('.tsx', '') ?? key, bytes };
  });

// The load report and the web-vitals library, beside the first load (each chunk, gzip).
const afterReady: { what: string; bytes: number }[] = [];
const walkAfter = (key: string): void => {
  const chunk = manifest[key];
  if (!chunk || firstLoad.has(chunk.file) || afterReady.some((a) => a.what === key)) return;
  afterReady.push({ what: key, bytes: chunk.file.endsWith('.js') ? gz(chunk.file) : 0 });
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walkAfter(next);
};
for (const key of AFTER_READY) walkAfter(key);

// The page's inline script counts too (the head's boot, vite.config.ts): what it adds to the
// page as it is sent, one gzip stream, not compressed alone.
const page = readFileSync(join(DIST, 'index.html'), 'utf8');
const gzText = (text: string): number => gzipSync(text, { level: 9 }).length;
const withoutScripts = inlineBlocks(page, 'script').reduce(
  (html, js) => html.replace(`<script>${js}</script>`, '<script></script>'),
  page,
);
const mainThread =
  [...firstLoad].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0) +
  gzText(page) -
  gzText(withoutScripts);
// The worker's first script is on the boot's critical path; what it imports after the login
// (vite.config.ts names those chunks engine-worker-later-*) is measured apart, like a panel.
// The build's .gz and .br copies (deploy/build.ts) are not files a browser asks for by name.
const workerFiles = readdirSync(join(DIST, 'assets')).filter(
  (f) => f.startsWith('engine-worker-') && f.endsWith('.js'),
);
const isLater = (f: string): boolean => f.startsWith('engine-worker-later-');
const worker = workerFiles
  .filter((f) => !isLater(f))
  .reduce((sum, f) => sum + gz(join('assets', f)), 0);
const workerLater = workerFiles.filter(isLater).map((f) => ({
  chunk: f.replace(/^engine-worker-later-/, '').replace(/-[\w-]{8}\.js$/, ''),
  bytes: gz(join('assets', f)),
}));
const locales = Object.entries(manifest)
  .filter(([key]) => isLocale(key))
  .map(([key, chunk]) => ({ locale: key.split('/')[1] ?? key, bytes: gz(chunk.file) }));
const largestLocale = Math.max(0, ...locales.map((l) => l.bytes));
// The game SDK a studio's game loads (game-sdk/), built on its own.
const sdk = (await buildSdk()).gzip;

const rows = [
  { what: 'main thread, first load (JS)', bytes: mainThread, budget: BUDGETS.mainThread },
  { what: 'engine worker, first script', bytes: worker, budget: BUDGETS.worker },
  ...workerLater.map((c) => ({
    what: `engine worker, after login: ${c.chunk}`,
    bytes: c.bytes,
    budget: BUDGETS.panel,
  })),
  ...locales.map((l) => ({ what: `locale ${l.locale}`, bytes: l.bytes, budget: BUDGETS.locale })),
  ...panels.map((p) => ({ what: `panel ${p.panel}`, bytes: p.bytes, budget: BUDGETS.panel })),
  ...afterReady.map((a) => ({
    what: `after ready: ${a.what.split('/').at(-1) ?? a.what}`,
    bytes: a.bytes,
    budget: BUDGETS.panel,
  })),
  { what: 'game SDK (game-sdk/, in the game)', bytes: sdk, budget: SDK_GZIP_BUDGET },
];
const fmt = (n: number): string => `${(n / KB).toFixed(1)} KB`;
const table = [
  '| what | gzip | budget | ok |',
  '| --- | ---: | ---: | --- |',
  ...rows.map(
    (r) =>
      `| ${r.what} | ${fmt(r.bytes)} | ${fmt(r.budget)} | ${r.bytes <= r.budget ? 'yes' : 'NO'} |`,
  ),
].join('\n');
console.log(table);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/sizes.md', `${table}\n`);
writeFileSync(
  'bench-results/sizes.json',
  JSON.stringify(
    {
      mainThread,
      worker,
      workerLater,
      largestLocale,
      locales,
      panels,
      afterReady,
      sdk,
      budgets: BUDGETS,
    },
    null,
    2,
  ),
);
const over = rows.filter((r) => r.bytes > r.budget);
if (panels.length === 0) {
  console.error('no lazily loaded panel chunk found: are the panels still lazy?');
  process.exit(1);
}
if (workerFiles.length === 0) {
  console.error('no engine worker chunk found in dist/assets');
  process.exit(1);
}
if (over.length > 0) {
  console.error(`over budget: ${over.map((r) => r.what).join(', ')}`);
  process.exit(1);
}
