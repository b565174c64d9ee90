// Shared by the page (src-ui/perf/load-report.ts) and the worker (src-worker/perf/): what the
// page hands the engine for the load timeline and the Web Vitals (docs/rum.md), and the one
// reader of a Performance's Resource Timing both sides use.

/** One request as Resource Timing saw it; times in ms since the Unix epoch (timeOrigin + t). */
export interface RequestTiming {
  /** The address without its query (a token, a ticket or a cache-buster never leaves). */
  url: string;
  /** initiatorType: `fetch`, `iframe`, `script`, `navigation`... */
  kind: string;
  start: number;
  end: number;
  /** The body's bytes as sent (encodedBodySize); 0 when the origin does not tell. */
  bytes: number;
  /** transferSize: 0 with bytes > 0 is the HTTP cache. */
  transfer: number;
  /** nextHopProtocol: `h2`, `http/1.1`, or '' when the origin does not tell. */
  protocol: string;
}

/** What the browser tells of the device and its network, where it does (Chromium mostly). */
export interface PerfContext {
  memoryGb: number | null;
  cores: number | null;
  /** navigator.connection.effectiveType: `4g`, `3g`, `2g`, `slow-2g`. */
  effectiveType: string | null;
}

/** The page's part of the load timeline, handed over once the game is ready. */
export interface PageTimings {
  /** performance.timeOrigin: the navigation's start, ms since the epoch. */
  origin: number;
  /** The page's own document (the navigation entry). */
  document: RequestTiming | null;
  requests: RequestTiming[];
  /** When the game showed with nothing of the container over it, ms since the epoch. */
  shown: number | null;
  context: PerfContext;
}

/** All of a session's `perf`/`vitals` event but its metrics: the page sends them at its end. */
export interface VitalsFrame {
  traceId: string;
  sampleRate: number;
  resource: Record<string, string | number>;
}

/** One Web Vital as the web-vitals library reported it, with what it names as the cause. */
export interface VitalReport {
  name: string;
  value: number;
  rating: string;
  attribution: Record<string, string | number>;
}

/** The part of a Performance (the page's or the worker's) the reader needs. */
export interface PerfLike {
  readonly timeOrigin: number;
  getEntriesByType(type: string): readonly unknown[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** The address without its query and fragment; '' for anything that is not a URL. */
export function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '';
  }
}

/** The entries of one type (`resource`, `navigation`) as RequestTimings; none when it throws. */
export function requestTimings(perf: PerfLike, type = 'resource'): RequestTiming[] {
  let entries: readonly unknown[];
  try {
    entries = perf.getEntriesByType(type);
  } catch {
    return [];
  }
  return entries.map((raw) => {
    const e = raw as Record<string, unknown>;
    const start = perf.timeOrigin + num(e['startTime']);
    return {
      url: withoutQuery(text(e['name'])),
      kind: text(e['initiatorType']),
      start,
      end: Math.max(start, perf.timeOrigin + num(e['responseEnd'])),
      bytes: num(e['encodedBodySize']),
      transfer: num(e['transferSize']),
      protocol: text(e['nextHopProtocol']),
    };
  });
}

const clip = (value: string | number): string | number =>
  typeof value === 'string'
    ? /^https?:/.test(value)
      ? withoutQuery(value)
      : value.slice(0, 200)
    : value;

/** The `perf`/`vitals` event's metrics (docs/rum.md), built by the page or the engine. */
export function vitalMetrics(reports: readonly VitalReport[]) {
  return reports.map((r) => ({
    name: r.name,
    value: r.name === 'CLS' ? Math.round(r.value * 1000) / 1000 : Math.round(r.value),
    unit: r.name === 'CLS' ? '1' : 'ms',
    rating: r.rating,
    attribution: Object.fromEntries(
      Object.entries(r.attribution).map(([key, value]) => [key, clip(value)]),
    ),
  }));
}
