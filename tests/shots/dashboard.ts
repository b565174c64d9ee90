// Runs in Node after `vite build` (`npm run shot:dashboard`): docs/images/perf-dashboard.png, the
// simulator's dashboard (/__sim/perf) after real sessions in Chromium under the bench's mobile
// profile: clean ones, ones that threw on the page, ones that met an error dialog and one whose
// worker died, so it shows crash-free sessions per release, the top failures and the load
// percentiles (docs/simulator.md). Rerun it when the dashboard changes.
import { type Browser, type Page, chromium } from '@playwright/test';
import { HEADLESS_SHELL_ARGS, HEADLESS_SHELL_PATH } from '../support/chromium.ts';
import { startSimulator } from '../support/simulator.ts';
import { throttle } from '../bench/browser/mobile.ts';

const PORT = process.env['SHOT_SIM_PORT'] ?? '4600';
const OUT = process.env['SHOT_OUT'] ?? 'docs/images/perf-dashboard.png';
/** Sessions of each kind: how each ends. */
const KINDS = [
  ...Array<'clean'>(10).fill('clean'),
  ...Array<'throws'>(3).fill('throws'),
  ...Array<'dialog'>(2).fill('dialog'),
  'worker-dies',
] as const;

/** The player URL with a token of its own (a `late-9030-` token dies once the game is up). */
const withToken = (url: string, token: string): string => {
  const next = new URL(url);
  next.searchParams.set('x', token);
  return next.toString();
};

// What runs in the page is passed as text: tsx names the functions it compiles (`__name`),
// which the page does not have.

/** The page hides as a phone's does (its vitals leave), then its tab closes (its health). */
async function leave(page: Page): Promise<void> {
  await page.evaluate(`
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  `);
  await page.close();
}

/** The page's workers, kept as they are made (to end the engine's as a crash would). */
const KEEP_WORKERS = `
  const Original = window.Worker;
  window.__workers = [];
  window.Worker = class extends Original {
    constructor(at, options) {
      super(at, options);
      window.__workers.push(this);
    }
  };
`;

/** One session of `kind`, in a fresh context (a cold load), to its end. */
async function play(browser: Browser, url: string, kind: (typeof KINDS)[number], i: number) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(KEEP_WORKERS);
  await throttle(page);
  const token = kind === 'dialog' ? `late-9030-shot-${i}` : `shot-${i}-${Date.now()}`;
  await page.goto(withToken(url, token));
  await page.frameLocator('iframe.game-frame').locator('#spin').waitFor({ timeout: 60_000 });
  // The vitals' library loads after the ready; the page reports them as it hides.
  const watching = `performance.getEntriesByType('resource').some((e) => e.name.includes('web-vitals'))`;
  while (!(await page.evaluate(watching))) await page.waitForTimeout(100);
  if (kind === 'throws') {
    await page.evaluate(`
      for (let k = 0; k < ${5 * i}; k += 1) {
        setTimeout(() => {
          throw new TypeError("Cannot read properties of undefined (reading 'seat') #" + k);
        }, 0);
      }
      void Promise.reject(new Error('no pools for this game'));
    `);
  }
  if (kind === 'dialog') await page.getByRole('alertdialog').waitFor();
  if (kind === 'worker-dies') {
    await page.evaluate('for (const worker of window.__workers) worker.terminate();');
    // Heard at the page's next ping (10 s, 8 s to answer): the worker's dialog, a crashed health.
    await page.getByRole('alertdialog').waitFor({ timeout: 30_000 });
  }
  await leave(page);
  await context.close();
}

const sim = await startSimulator(PORT);
const browser = await chromium.launch({
  executablePath: HEADLESS_SHELL_PATH,
  args: HEADLESS_SHELL_ARGS,
});
try {
  const origin = new URL(sim.url).origin;
  const config = (await (await fetch(`${origin}/env/demo.json`)).json()) as { logCdn: string };
  const logs = `${new URL(config.logCdn).origin}/__sim/logs`;
  await fetch(logs, { method: 'DELETE' });
  for (const [i, kind] of KINDS.entries()) {
    await play(browser, sim.url, kind, i);
    console.log(`session ${i + 1}/${KINDS.length}: ${kind}`);
  }
  // Every health has arrived (each session's last event) before the picture is taken.
  for (let tries = 0; ; tries += 1) {
    const { events } = (await (await fetch(logs)).json()) as { events: { type: string }[] };
    if (events.filter((e) => e.type === 'session').length >= KINDS.length) break;
    if (tries > 100) throw new Error('not every session said how it ended');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${origin}/__sim/perf`);
  // The first failure's sample stack opened, as an operator reading it would.
  await page.evaluate(`document.querySelector('#health details')?.setAttribute('open', '')`);
  await page.screenshot({ path: OUT, fullPage: true });
  console.log(`${OUT} written`);
} finally {
  await browser.close();
  await sim.stop();
}
