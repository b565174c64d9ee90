// Runs in Node: what a player on a cheap phone meets under each field fault of issue 58, in real
// time: from navigation, how long until the game's frame or a dialog comes (which, and its text),
// and whether the connection notice ever showed. One run a fault, in Chromium's headless shell
// with the bench's mobile profile (tests/bench/browser/mobile.ts: 4x CPU, slow 4G; 2G instead
// of slow 4G for the 2g row), against a simulator it starts. After `npx vite build`:
//   npx tsx tests/bench/field-faults.ts        (writes bench-results/field-faults.md)
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { HEADLESS_SHELL_ARGS, HEADLESS_SHELL_PATH } from '../support/chromium.ts';
import { startSimulator } from '../support/simulator.ts';
import { throttle } from './browser/mobile.ts';

/** One fault: a preset or rules, an environment, and whether the mobile network applies. */
interface Fault {
  name: string;
  preset?: string;
  e?: string;
  /** The 2g rows throttle the network themselves; the mobile profile's CPU only. */
  network?: boolean;
  /** A whole link's conditions, through CDP (every request shares them, as on a phone). */
  link?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

const FAULTS: readonly Fault[] = [
  { name: 'none (mobile profile)' },
  { name: 'config body stalls', preset: 'stall-config' },
  { name: 'login body stalls', preset: 'stall-login' },
  { name: 'login trickles at 1 B/s', preset: 'trickle' },
  { name: 'login reset mid-body', preset: 'reset-mid-body' },
  { name: 'main API never answers', preset: 'never-answers' },
  { name: 'services 6 s late', preset: 'slow-services' },
  { name: 'flapping, 5 s down / 5 s up', preset: 'flapping' },
  { name: 'services host unresolvable', e: 'unresolvable-services' },
  { name: 'single line', e: 'single-line' },
  {
    name: "2G, the simulator's preset (each answer 300 ms late at 250 kbit/s)",
    preset: '2g',
    network: false,
  },
  {
    name: 'a 2G link (CDP: 300 ms, 250 kbit/s down, 100 kbit/s up)',
    network: false,
    link: { latency: 300, downloadThroughput: 31_250, uploadThroughput: 12_500 },
  },
];

/** The longest a run waits: past the boot's 20 s, so a boot that overran shows as such. */
const RUN_LIMIT_MS = 40_000;

/** Notes, in the page, when the game's frame or a dialog came and every connection notice. */
const PROBE = `
  if (window === window.top) {
    const seen = { game: null, dialog: null, text: '', notices: 0 };
    let shown = false;
    new MutationObserver(() => {
      const at = performance.now();
      if (seen.game === null && document.querySelector('iframe.game-frame')) seen.game = at;
      const dialog = document.querySelector('[role="alertdialog"]');
      if (seen.dialog === null && dialog) {
        seen.dialog = at;
        const code = dialog.getAttribute('data-error-code');
        const words = dialog.querySelector('p')?.textContent || dialog.textContent || '';
        seen.text = 'code ' + code + ', "' + words.replace(/\\s+/g, ' ').trim().slice(0, 50) + '"';
      }
      const notice = document.querySelector('.connection-notice') !== null;
      if (notice && !shown) seen.notices += 1;
      shown = notice;
    }).observe(document, { childList: true, subtree: true });
    window.__field = seen;
  }
`;

interface Row {
  fault: string;
  ms: number | null;
  sees: string;
  notice: boolean;
}

const sim = await startSimulator(process.env['FIELD_SIM_PORT'] ?? '4900');
const origin = new URL(sim.url).origin;
const browser = await chromium.launch({
  executablePath: HEADLESS_SHELL_PATH,
  args: HEADLESS_SHELL_ARGS,
});
const rows: Row[] = [];
try {
  for (const fault of FAULTS) {
    await fetch(`${origin}/__sim/faults`, { method: 'DELETE' });
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    await page.addInitScript({ content: PROBE });
    const cdp = await throttle(page, fault.network ?? true);
    if (fault.link) {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...fault.link });
    }
    if (fault.preset !== undefined) {
      await fetch(`${origin}/__sim/faults`, {
        method: 'POST',
        body: JSON.stringify({ preset: fault.preset }),
      });
    }
    const url = new URL(sim.url);
    url.searchParams.set('x', `player-${crypto.randomUUID()}`);
    if (fault.e !== undefined) url.searchParams.set('e', fault.e);
    const started = Date.now();
    await page.goto(url.href, { waitUntil: 'commit' });
    type Seen = { game: number | null; dialog: number | null; text: string; notices: number };
    let seen: Seen = { game: null, dialog: null, text: '', notices: 0 };
    // Polled from Node: the page's own times are what is reported.
    while (Date.now() - started < RUN_LIMIT_MS) {
      seen = await page
        .evaluate(() => (window as unknown as { __field: Seen }).__field)
        .catch(() => seen);
      if (seen.game !== null || seen.dialog !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // A notice that comes just after (a check the failure started): a moment more.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    seen = await page
      .evaluate(() => (window as unknown as { __field: Seen }).__field)
      .catch(() => seen);
    const first =
      seen.game !== null && (seen.dialog === null || seen.game <= seen.dialog)
        ? { ms: seen.game, sees: 'game' }
        : seen.dialog !== null
          ? { ms: seen.dialog, sees: `dialog: ${seen.text}` }
          : { ms: null, sees: `nothing in ${RUN_LIMIT_MS / 1000} s` };
    rows.push({ fault: fault.name, ...first, notice: seen.notices > 0 });
    console.log(fault.name, first.ms, first.sees, seen.notices);
    await context.close();
  }
} finally {
  await fetch(`${origin}/__sim/faults`, { method: 'DELETE' }).catch(() => undefined);
  await browser.close();
  await sim.stop();
}

const table = [
  '| Fault | Until the player sees it | What they see | Connection notice |',
  '| --- | --: | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.fault} | ${r.ms === null ? '—' : `${(r.ms / 1000).toFixed(1)} s`} | ${r.sees} | ${r.notice ? 'shown' : 'never'} |`,
  ),
].join('\n');
const report = `# Field faults: what a player on a cheap phone sees

One real-time run a fault (\`npx tsx tests/bench/field-faults.ts\`, after \`npx vite build\`), in
Chromium's headless shell with the bench's mobile profile (4x CPU, slow 4G: 150 ms, 1.6 Mbit/s;
the 2G rows: 4x CPU and the simulator's \`2g\` preset, each answer shaped alone, or a whole 2G
link through CDP, instead of slow 4G), from navigation to the game's frame or a dialog, on the
page's clock. The boot's budget is 18 s from the page's start, 20 s with its dialog drawn.
Measured ${new Date().toISOString().slice(0, 10)} on a shared 2-core machine.

${table}
`;
await mkdir('bench-results', { recursive: true });
await writeFile('bench-results/field-faults.md', report);
console.log(`\n${table}\n\nwritten to bench-results/field-faults.md`);
