// Runs on the main thread, a chunk of its own loaded once the game is ready (src-ui/main.tsx):
// hands the engine the page's load timings, and in a session that reports (the engine decides,
// by the operator's sample rate) loads Google's web-vitals and hands over LCP, CLS and INP when
// the page hides (docs/rum.md). Nothing here runs before the game's ready.
import { subscribe } from 'valtio/vanilla';
import type { EngineClient } from '../engine/engine-client.ts';
import {
  type PageTimings,
  type PerfContext,
  type VitalReport,
  requestTimings,
  vitalMetrics,
} from '../../shared/perf/perf-wire.ts';

/** The mark main.tsx sets when the game shows with the boot screen gone: the first tap. */
const GAME_SHOWN_MARK = 'game-shown';

/** The longest wait for the page's load (the game frame's document with it). */
const LOAD_WAIT_MS = 10_000;

/** Resolves once `ok` holds for the engine's mirror. */
function until(engine: EngineClient, ok: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = (): void => {
      if (!ok()) return;
      stop();
      resolve();
    };
    const stop = subscribe(engine.mirror, check);
    check();
  });
}

/** The page's load event (its frames' documents are in by then), or LOAD_WAIT_MS at most. */
function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, LOAD_WAIT_MS);
  });
}

function context(): PerfContext {
  const nav = navigator as Navigator & {
    deviceMemory?: number;
    connection?: { effectiveType?: string };
  };
  return {
    memoryGb: nav.deviceMemory ?? null,
    cores: nav.hardwareConcurrency || null,
    effectiveType: nav.connection?.effectiveType ?? null,
  };
}

/** The page's timings as the engine takes them. */
export function pageTimings(): PageTimings {
  const shown = performance.getEntriesByName(GAME_SHOWN_MARK)[0];
  return {
    origin: performance.timeOrigin,
    document: requestTimings(performance, 'navigation')[0] ?? null,
    requests: requestTimings(performance),
    shown: shown ? performance.timeOrigin + shown.startTime : null,
    context: context(),
  };
}

/** Sends the load timeline once the game is ready; then, when sampled, the Web Vitals. */
export async function reportLoad(engine: EngineClient): Promise<void> {
  await until(engine, () => engine.mirror.gameReady);
  await loaded();
  // The library's chunk may not load (the line dropped): then no vitals, and nothing else.
  if (await engine.perfTimeline(pageTimings())) await watchVitals(engine).catch(() => undefined);
}

async function watchVitals(engine: EngineClient): Promise<void> {
  // The page's courier (loaded with the game's frame) sends them as the page goes.
  const [{ onCLS, onINP, onLCP }, { sendAtEnd }] = await Promise.all([
    import('web-vitals/attribution'),
    import('../failures/courier.ts'),
  ]);
  const reports = new Map<string, VitalReport>();
  const keep = (metric: { name: string; value: number; rating: string; attribution: object }) => {
    const attribution: VitalReport['attribution'] = {};
    for (const [key, value] of Object.entries(metric.attribution)) {
      if (typeof value === 'string' || typeof value === 'number') attribution[key] = value;
    }
    // Plain data only: the metric's entries are performance entries, which no message copies.
    const { name, value, rating } = metric;
    reports.set(name, { name, value, rating, attribution });
  };
  onLCP(keep);
  onCLS(keep);
  onINP(keep);
  // Added after the library's own listeners, so on hiding it runs once they have reported.
  // They leave from the page (keepalive), once: a page navigated away from or closed takes its
  // worker with it (docs/rum.md). Without the engine's frame for them, the engine sends them.
  let sent = false;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || sent || reports.size === 0) return;
    sent = true;
    const list = [...reports.values()];
    const frame = engine.mirror.logTarget?.vitals;
    const content = frame ? { ...frame, metrics: vitalMetrics(list) } : null;
    if (!content || !sendAtEnd(engine, [{ type: 'perf', event: 'vitals', content }])) {
      engine.perfVitals(list);
    }
  });
}
