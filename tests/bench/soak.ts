// Runs in Node after `vite build` (`npm run bench:soak`, outside `npm test`): an hour of play in
// a real browser (issue 62, 3). The demo game spins at its fastest pace inside the container with
// the notification stream's hits, cards, quests and wheel tickets, a pool update every 5 s, a
// promotion panel opened and closed every 2 minutes, a game switch every 10 and the engine's own
// speed re-test every 180 s; every minute, after a collection, it samples the page's and the
// worker's heap, the DOM nodes, the event listeners and the connections open to the servers. Each
// measure's slope over the run (its first tenth aside) is held to its budget (browser/soak-report.ts). Writes
// bench-results/soak.{md,json}; exits non-zero when a budget is broken or the run could not go on.
// SOAK_MINUTES (60), SOAK_SAMPLE_SECONDS (60), SOAK_PANEL_SECONDS (120) and SOAK_SWITCH_SECONDS
// (600) shorten it for a look; BENCH_SIM_PORT as the bench.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type CDPSession, type Frame, type Page, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { startSimulator } from '../support/simulator.ts';
import { SSE_CONTROL_PATH } from '../../operator-sim/sse-handlers.ts';
import { DEMO_GAME_ID } from '../../operator-sim/game-data.ts';
import { JACKPOT_EVENTS } from '../../src-worker/jackpots/jackpots.ts';
import { closePopups, drive, heapMB, post } from './browser/play.ts';
import { type SoakSample, soakRows, soakTable } from './browser/soak-report.ts';
import { attachWorkers, workerHeapMB } from './browser/worker-sessions.ts';

const PORT = Number(process.env['BENCH_SIM_PORT'] ?? 4500);
const MINUTES = Number(process.env['SOAK_MINUTES'] ?? 60);
const SAMPLE_MS = Number(process.env['SOAK_SAMPLE_SECONDS'] ?? 60) * 1_000;
const PANEL_EVERY_MS = Number(process.env['SOAK_PANEL_SECONDS'] ?? 120) * 1_000;
const SWITCH_EVERY_MS = Number(process.env['SOAK_SWITCH_SECONDS'] ?? 600) * 1_000;
const POOLS_EVERY_MS = 5_000;
/** Hits, cards, quests and wheel tickets the stream sends a second. */
const EVENTS_PER_SECOND = 2;
/** The two demo slots the player switches between (both the demo game's document). */
const GAMES = [DEMO_GAME_ID, 1026] as const;
/** The panels a player opens, in turn (their titles in English). */
const PANELS = ['Quests', 'Campaigns', 'Lucky wheel', 'Leaderboard', 'Jackpot winners'];
if (!(MINUTES > 0) || !(SAMPLE_MS > 0))
  throw new Error('SOAK_MINUTES and SOAK_SAMPLE_SECONDS: > 0');

/** Connections established to the simulator's ports (its base and the next fifteen). */
function connections(): number | null {
  try {
    let open = 0;
    for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
        const [, local, , state] = line.trim().split(/\s+/);
        const port = Number.parseInt(local?.split(':').at(-1) ?? '', 16);
        if (state === '01' && port >= PORT && port < PORT + 16) open += 1;
      }
    }
    return open;
  } catch {
    return null;
  }
}

const gameFrame = async (page: Page): Promise<Frame> => {
  const frame = page.frameLocator('iframe.game-frame');
  await frame.locator('#spin').waitFor({ state: 'visible', timeout: 60_000 });
  const src = (await page.locator('iframe.game-frame').getAttribute('src')) ?? '';
  const game = page.frames().find((f) => f.url() === src);
  if (!game) throw new Error('no game frame');
  return game;
};

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

const simulator = await startSimulator(String(PORT));
const origin = new URL(simulator.url).origin;
const player = new URL(simulator.url);
player.searchParams.set('x', `soak-${crypto.randomUUID()}`);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const samples: SoakSample[] = [];
const incidents: string[] = [];
const note = (what: string, error: unknown) => {
  const line = `${new Date().toISOString()} ${what}: ${error instanceof Error ? error.message : String(error)}`;
  incidents.push(line);
  console.error(`soak: ${line}`);
};
let pools: ReturnType<typeof setInterval> | undefined;
let fatal: string | null = null;
const started = new Date().toISOString();
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const workers = await attachWorkers(cdp);
  await cdp.send('Performance.enable');
  await page.goto(player.href);
  let game = await gameFrame(page);
  await closePopups(page);
  await drive(game, origin);
  await post(`${origin}${SSE_CONTROL_PATH}/rate`, { perSecond: EVENTS_PER_SECOND });
  pools = setInterval(() => {
    void post(`${origin}${SSE_CONTROL_PATH}/events`, [
      { type: JACKPOT_EVENTS.pools, data: {} },
    ]).catch(() => undefined);
  }, POOLS_EVERY_MS);

  const from = Date.now();
  const sample = async (): Promise<void> => {
    const worker = workers.live().at(-1);
    const [pageHeap, workerHeap] = await Promise.all([
      heapMB(cdp).catch((e: unknown) => (note('page heap', e), null)),
      worker ? workerHeapMB(worker).catch((e: unknown) => (note('worker heap', e), null)) : null,
    ]);
    const m = await metrics(cdp).catch((e: unknown) => (note('metrics', e), null));
    const s: SoakSample = {
      minute: (Date.now() - from) / 60_000,
      pageHeapMB: pageHeap,
      workerHeapMB: workerHeap,
      domNodes: m?.['Nodes'] ?? null,
      listeners: m?.['JSEventListeners'] ?? null,
      connections: connections(),
    };
    samples.push(s);
    console.log(`soak: ${JSON.stringify(s)}`);
  };
  const openPanel = async (n: number): Promise<void> => {
    const title = PANELS[n % PANELS.length] ?? 'Quests';
    // The bar's buttons are disabled while a round runs: the player stops spinning to open one.
    await drive(game, origin, false);
    await page
      .getByRole('button', { name: title, exact: true })
      .and(page.locator(':enabled'))
      .waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: title, exact: true }).click({ timeout: 10_000 });
    const panel = page.locator('[data-panel]');
    await panel.waitFor({ state: 'visible', timeout: 10_000 });
    await page.waitForTimeout(5_000);
    await panel.locator('.promo-close').first().click({ timeout: 10_000 });
    await panel.waitFor({ state: 'detached', timeout: 10_000 });
  };
  const switchGame = async (n: number): Promise<void> => {
    const next = GAMES[n % GAMES.length] ?? DEMO_GAME_ID;
    await drive(game, origin, false);
    await page.getByRole('button', { name: 'More games' }).click({ timeout: 10_000 });
    await page
      .getByRole('dialog', { name: 'More games' })
      .locator(`[data-game-id="${String(next)}"]`)
      .click({ timeout: 10_000 });
    await page
      .locator('[data-prompt="leaveGame"]')
      .getByRole('button', { name: 'Leave' })
      .click({ timeout: 10_000 });
    await page
      .waitForFunction(
        (id) =>
          document
            .querySelector('iframe.game-frame')
            ?.getAttribute('src')
            ?.includes(`mType=${String(id)}`) ?? false,
        next,
        { timeout: 60_000 },
      )
      .catch(() => undefined);
    game = await gameFrame(page);
    await closePopups(page);
    await drive(game, origin);
  };

  await sample();
  let panels = 0;
  let switches = 0;
  let nextSample = from + SAMPLE_MS;
  let nextPanel = from + PANEL_EVERY_MS;
  let nextSwitch = from + SWITCH_EVERY_MS;
  const end = from + MINUTES * 60_000;
  while (Date.now() < end) {
    const now = Date.now();
    if (now >= nextSwitch) {
      switches += 1;
      await switchGame(switches).catch((e: unknown) => note(`game switch ${String(switches)}`, e));
      nextSwitch += SWITCH_EVERY_MS;
    } else if (now >= nextPanel) {
      await openPanel(panels).catch((e: unknown) => note(`panel ${String(panels)}`, e));
      await drive(game, origin).catch((e: unknown) => note('spinning again', e));
      panels += 1;
      nextPanel += PANEL_EVERY_MS;
    } else if (now >= nextSample) {
      await sample();
      nextSample += SAMPLE_MS;
    }
    await page.waitForTimeout(1_000);
  }
  await sample();
  console.log(`soak: ${String(panels)} panels, ${String(switches)} game switches`);
} catch (error) {
  fatal = error instanceof Error ? error.message : String(error);
  console.error(`soak: stopped: ${fatal}`);
} finally {
  clearInterval(pools);
  await post(`${origin}${SSE_CONTROL_PATH}/rate`, { perSecond: 0 }).catch(() => undefined);
  await browser.close();
  await simulator.stop();
}

const rows = soakRows(samples);
const text = [
  `# Soak of ${started}: ${String(MINUTES)} min of play, a sample every ${String(SAMPLE_MS / 1_000)} s`,
  '',
  ...(fatal ? [`STOPPED EARLY: ${fatal}`, ''] : []),
  ...soakTable(rows),
  '',
  `${String(samples.length)} samples; ${String(incidents.length)} incidents${incidents.length > 0 ? ':' : '.'}`,
  ...incidents.map((i) => `- ${i}`),
].join('\n');
console.log(text);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/soak.md', `${text}\n`);
writeFileSync(
  'bench-results/soak.json',
  JSON.stringify({ started, MINUTES, fatal, rows, samples, incidents }, null, 2),
);
if (fatal !== null || rows.some((r) => r.verdict !== 'ok')) process.exitCode = 1;
