// Runs in Node: what the soak's samples say (issue 62, 3): each measure's slope over the run, per
// hour, by least squares, against its budget; a measure with too few samples is "not checked".

/** One sample of the soak, taken after a collection. */
export interface SoakSample {
  /** Minutes since the first sample. */
  minute: number;
  pageHeapMB: number | null;
  workerHeapMB: number | null;
  domNodes: number | null;
  listeners: number | null;
  connections: number | null;
}

export type SoakMeasure = Exclude<keyof SoakSample, 'minute'>;

/**
 * The most each measure may grow per hour (tests/bench/FINDINGS.md, session 65: set from the
 * first hour measured, on a shared machine: page heap 1.05 MB an hour, slowing as caches
 * filled, the worker's 0.36 MB, 14 DOM nodes and 7 listeners an hour, connections none), with room
 * for a collection's noise; a leak of one object per spin, notice or switch breaks them.
 */
export const SOAK_BUDGET: Readonly<Record<SoakMeasure, { perHour: number; unit: string }>> = {
  pageHeapMB: { perHour: 2.5, unit: 'MB' },
  workerHeapMB: { perHour: 1, unit: 'MB' },
  domNodes: { perHour: 30, unit: 'nodes' },
  listeners: { perHour: 20, unit: 'listeners' },
  connections: { perHour: 2, unit: 'connections' },
};

const LABEL: Readonly<Record<SoakMeasure, string>> = {
  pageHeapMB: "page's heap",
  workerHeapMB: "engine worker's heap",
  domNodes: 'DOM nodes (page and game)',
  listeners: 'event listeners (page and game)',
  connections: 'open connections to the servers',
};

/** Samples needed for a slope worth judging (a line through two points fits anything). */
export const MIN_SAMPLES = 3;

/** The least-squares slope of `points` (x in minutes), per hour; null when fewer than MIN_SAMPLES. */
export function slopePerHour(points: readonly { x: number; y: number }[]): number | null {
  if (points.length < MIN_SAMPLES) return null;
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  if (sxx === 0) return null;
  const sxy = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  return (sxy / sxx) * 60;
}

/** One measure's verdict: held, broken, or not checked (too few samples, or none readable). */
export interface SoakRow {
  measure: SoakMeasure;
  what: string;
  first: number | null;
  last: number | null;
  perHour: number | null;
  budget: number;
  unit: string;
  verdict: 'ok' | 'OVER' | 'not checked';
}

/**
 * The share of the run left out of the slopes: its first tenth (six minutes of the hour) fills
 * the caches a player's first minutes fill (the panels' chunks, the compiled code, the first
 * lists), growth that stops and is not a leak.
 */
export const WARM_UP_SHARE = 0.1;

/** Each measure's slope over the samples after the warm-up, against its budget. */
export function soakRows(samples: readonly SoakSample[]): SoakRow[] {
  const warm = (samples.at(-1)?.minute ?? 0) * WARM_UP_SHARE;
  return (Object.keys(SOAK_BUDGET) as SoakMeasure[]).map((measure) => {
    const points = samples.flatMap((s) => {
      if (s.minute < warm) return [];
      const y = s[measure];
      return y === null || !Number.isFinite(y) ? [] : [{ x: s.minute, y }];
    });
    const perHour = slopePerHour(points);
    const { perHour: budget, unit } = SOAK_BUDGET[measure];
    return {
      measure,
      what: LABEL[measure],
      first: points[0]?.y ?? null,
      last: points.at(-1)?.y ?? null,
      perHour,
      budget,
      unit,
      verdict: perHour === null ? 'not checked' : perHour <= budget ? 'ok' : 'OVER',
    };
  });
}

const fixed = (n: number | null, digits: number): string => (n === null ? '–' : n.toFixed(digits));

/** The report's table. */
export function soakTable(rows: readonly SoakRow[]): string[] {
  return [
    '| measure | first | last | slope per hour | budget per hour | ok |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((r) => {
      const digits = r.unit === 'MB' ? 2 : 1;
      return `| ${r.what} | ${fixed(r.first, digits)} | ${fixed(r.last, digits)} | ${fixed(r.perHour, digits)} ${r.unit} | ≤ ${String(r.budget)} ${r.unit} | ${r.verdict} |`;
    }),
  ];
}
