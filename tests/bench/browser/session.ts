// Runs in Node: what the container costs while a game plays (issue 62, 1): the demo game left
// idle, then played at its own pace (a spin as soon as the last ends), each in turns of the
// container and of the chain alone with the same game (ABBA), one page open at a time. Each turn
// reads the browser's CPU (all its processes, from /proc), the page's metrics (task, script,
// style and layout time, layouts), a trace of the turn (frames painted, timers fired on the page's main
// thread and the engine worker's, the worker's CPU), the DOM changes the container made (a
// layout or paint is allowed per change shown), and the long tasks of its own document.
import { readFileSync, readdirSync } from 'node:fs';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { processesOfTree } from './cpu-share.ts';
import { closePopups, drive } from './play.ts';

export type Phase = 'idle' | 'play';
export type Side = 'container' | 'alone';

/** One turn's figures. */
export interface SessionTurn {
  phase: Phase;
  side: Side;
  seconds: number;
  /** The browser's CPU (all its processes) in seconds; null where /proc cannot be read. */
  browserCpuS: number | null;
  taskS: number;
  scriptS: number;
  styleS: number;
  layoutS: number;
  layouts: number;
  paints: number;
  /** Timers fired on renderers' main threads, and on dedicated workers' threads. */
  pageTimers: number;
  workerTimers: number;
  /** The dedicated workers' threads' CPU in seconds (0 where there is none). */
  workerCpuS: number;
  /** DOM changes the container's document saw (mutation callbacks): each may cost a layout. */
  changes: number;
  /** Long tasks of the page's own document (ms each), and their time beyond 50 ms. */
  longTasksMs: number[];
}

/** Counts the page's own DOM changes and long tasks while `__measuring` is set. */
const PROBE = `
  (() => {
    if (window !== window.top) return;
    const probe = { changes: 0, long: [] };
    window.__session = probe;
    new MutationObserver(() => { if (window.__measuring) probe.changes += 1; })
      .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    if ('PerformanceObserver' in window)
      new PerformanceObserver((list) => {
        if (!window.__measuring) return;
        for (const e of list.getEntries()) if (e.name === 'self') probe.long.push(Math.round(e.duration));
      }).observe({ type: 'longtask' });
  })();
`;

/** A /proc stat line's own ticks (utime and stime). */
const ownTicks = (stat: string): number => {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

/**
 * The CPU ticks of the browsers this bench started (the Chromium processes among its own
 * descendants: not the simulator, not another bench's browser), and of their dedicated workers'
 * threads.
 */
function threadTicks(): { browser: number; worker: number } | null {
  try {
    const stats = new Map<number, string>();
    for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
      try {
        stats.set(Number(pid), readFileSync(`/proc/${pid}/stat`, 'utf8'));
      } catch {
        // The process ended since the listing.
      }
    }
    let browser = 0;
    let worker = 0;
    for (const pid of processesOfTree([...stats.values()], process.pid).keys()) {
      const stat = stats.get(pid) ?? '';
      if (!/\(chrom/i.test(stat)) continue;
      browser += ownTicks(stat);
      for (const tid of readdirSync(`/proc/${String(pid)}/task`)) {
        try {
          const t = readFileSync(`/proc/${String(pid)}/task/${tid}/stat`, 'utf8');
          if (t.includes('(DedicatedWorker')) worker += ownTicks(t);
        } catch {
          // The thread ended since the listing.
        }
      }
    }
    return { browser, worker };
  } catch {
    return null;
  }
}
/** Clock ticks a second (USER_HZ, 100 on Linux). */
const HZ = 100;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  args?: { name?: string };
}

async function traced(cdp: CDPSession, ms: number, page: Page): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: object[] }) => events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await page.waitForTimeout(ms);
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

/** A frame at 60 Hz, in the trace's microseconds. */
const FRAME_US = 1e6 / 60;

/** Timers fired on the renderers' main threads and on workers' threads, and paints. */
function traceCounts(events: readonly TraceEvent[]) {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.name === 'thread_name')
      names.set(`${String(e.pid)}/${String(e.tid)}`, e.args?.name ?? '');
  const thread = (e: TraceEvent) => names.get(`${String(e.pid)}/${String(e.tid)}`) ?? '';
  const fired = events.filter((e) => e.name === 'TimerFire');
  // A frame paints a Paint event per layer drawn: count the frames (16.7 ms each) that painted.
  const painted = new Set(
    events.filter((e) => e.name === 'Paint').map((e) => Math.floor(e.ts / FRAME_US)),
  );
  return {
    paints: painted.size,
    pageTimers: fired.filter((e) => thread(e) === 'CrRendererMain').length,
    workerTimers: fired.filter((e) => thread(e).startsWith('DedicatedWorker')).length,
  };
}

const metrics = async (cdp: CDPSession): Promise<Record<string, number>> =>
  Object.fromEntries(
    (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
  );

/** Opens `url`, waits for the game's spin button and closes the login's popups (the container's). */
async function open(browser: Browser, url: string, side: Side) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  await page.goto(url);
  const frame = page.locator('iframe').first();
  await frame.contentFrame().locator('#spin').waitFor({ timeout: 60_000 });
  if (side === 'container') await closePopups(page);
  const src = (await frame.getAttribute('src')) ?? '';
  const game = page.frames().find((f) => f.url() === src);
  if (!game) throw new Error('no game frame');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { page, game, cdp, close: () => context.close() };
}

/** How long a page is left after its popups closed before a turn is measured. */
const SETTLE_MS = 3_000;

/** One turn of `phase` on `url`, `ms` long. */
export async function measureTurn(
  browser: Browser,
  url: string,
  side: Side,
  phase: Phase,
  ms: number,
): Promise<SessionTurn> {
  const { page, game, cdp, close } = await open(browser, url, side);
  try {
    if (phase === 'play') await drive(game, null);
    await page.waitForTimeout(SETTLE_MS);
    await page.evaluate(() => ((window as unknown as { __measuring: boolean }).__measuring = true));
    const [m0, t0] = [await metrics(cdp), threadTicks()];
    const events = await traced(cdp, ms, page);
    const [m1, t1] = [await metrics(cdp), threadTicks()];
    const probe = await page.evaluate(() => {
      const w = window as unknown as {
        __measuring: boolean;
        __session: { changes: number; long: number[] };
      };
      w.__measuring = false;
      return w.__session;
    });
    const d = (k: string) => (m1[k] ?? 0) - (m0[k] ?? 0);
    return {
      phase,
      side,
      seconds: ms / 1_000,
      browserCpuS: t0 && t1 ? (t1.browser - t0.browser) / HZ : null,
      taskS: d('TaskDuration'),
      scriptS: d('ScriptDuration'),
      styleS: d('RecalcStyleDuration'),
      layoutS: d('LayoutDuration'),
      layouts: d('LayoutCount'),
      ...traceCounts(events),
      workerCpuS: t0 && t1 ? (t1.worker - t0.worker) / HZ : 0,
      changes: side === 'container' ? probe.changes : 0,
      longTasksMs: probe.long,
    };
  } finally {
    if (phase === 'play') await drive(game, null, false).catch(() => undefined);
    await close();
  }
}

/**
 * Both phases, each `seconds` long per side in `rounds` turns each, ABBA: the container and the
 * chain alone (`fresh` and `freshAlone` give each turn a new player).
 */
export async function measureSession(
  browser: Browser,
  fresh: () => string,
  freshAlone: () => string,
  seconds: number,
  rounds = 2,
): Promise<SessionTurn[]> {
  const turns: SessionTurn[] = [];
  const ms = (seconds * 1_000) / rounds;
  for (const phase of ['idle', 'play'] as const) {
    for (let i = 0; i < rounds; i += 1) {
      const container = () => measureTurn(browser, fresh(), 'container', phase, ms);
      const alone = () => measureTurn(browser, freshAlone(), 'alone', phase, ms);
      const pair = i % 2 === 0 ? [container, alone] : [alone, container];
      for (const run of pair) turns.push(await run());
    }
  }
  return turns;
}
