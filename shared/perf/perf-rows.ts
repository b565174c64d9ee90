// Shared by the UI and the worker: real players' load timings (docs/rum.md), as rows
// (shared/engine/rows.ts).
import type { PageTimings, VitalReport } from './perf-wire.ts';
import { call, intent } from '../engine/rows.ts';

export const PERF_ROWS = {
  /**
   * The page's load timings once the game is ready: logged as `perf`/`timeline` when this
   * session reports (docs/rum.md); true when it does, so the page then watches the Web Vitals.
   */
  perfTimeline: call<(page: PageTimings) => Promise<boolean>>()(false),
  /** The page is hidden: its Web Vitals, logged once as `perf`/`vitals` and sent at once. */
  perfVitals: intent<(reports: VitalReport[]) => void>(),
};
