// Runs in Node: Lighthouse (mobile defaults: simulated slow 4G and a 4x slower CPU) on Debian's
// chromium, performance only (issue 7, measure 2).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium.ts';

/** A main-thread task over 50 ms, with the script Lighthouse attributes it to (simulated times). */
export interface LongTask {
  url: string;
  startMs: number;
  durationMs: number;
}

/** One Lighthouse run: the performance score (0-100) and total blocking time. */
export interface LighthouseRun {
  score: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  /** Lighthouse's own CPU benchmark of the machine, read as it ran (higher: faster). */
  benchmarkIndex: number;
  firstContentfulPaintMs: number;
  /** Time to interactive: total blocking time counts no task after it. */
  interactiveMs: number;
  longTasks: LongTask[];
}

/** The long-tasks audit's rows, or none when the audit has no table. */
function longTasksOf(details: unknown): LongTask[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return items.map((item: { url?: unknown; startTime?: unknown; duration?: unknown }) => ({
    url: typeof item.url === 'string' ? item.url : 'unknown',
    startMs: Number(item.startTime),
    durationMs: Number(item.duration),
  }));
}

/** Runs Lighthouse once on `url` in a fresh chromium. */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
      totalBlockingTimeMs: audit('total-blocking-time'),
      largestContentfulPaintMs: audit('largest-contentful-paint'),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      firstContentfulPaintMs: audit('first-contentful-paint'),
      interactiveMs: audit('interactive'),
      longTasks: longTasksOf(lhr.audits['long-tasks']?.details),
    };
  } finally {
    chrome.kill();
  }
}
