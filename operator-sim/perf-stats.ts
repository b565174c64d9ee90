// Runs in Node (and in unit tests): the numbers of /__sim/perf, from the `perf` log events the
// log server received (docs/rum.md): each session's steps and vitals, by device, network,
// cold or warm and release, at p50, p75 and p95.
import type { SimLogEvent } from './log-handlers.ts';

/** One span of a timeline event, as the container sends it (ms since navigation). */
export interface SimSpan {
  name: string;
  start: number;
  end: number;
}

/** One session: its timeline's spans, its vitals, and what to slice it by. */
export interface PerfSession {
  traceId: string;
  spans: SimSpan[];
  vitals: Record<string, number>;
  slices: Record<Dimension, string>;
}

export const DIMENSIONS = ['device', 'connection', 'load', 'release'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** The percentiles shown, with their names. */
export const PERCENTILES = [
  ['p50', 0.5],
  ['p75', 0.75],
  ['p95', 0.95],
] as const;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The device's class from what the browser told: low under 4 GB or 4 cores, high from 8 GB and
 * 8 cores, mid between; unknown when it told neither (Safari, Firefox).
 */
export function deviceClass(memoryGb: number | null, cores: number | null): string {
  if (memoryGb === null && cores === null) return 'unknown';
  if ((memoryGb ?? 8) < 4 || (cores ?? 8) < 4) return 'low';
  return (memoryGb ?? 8) >= 8 && (cores ?? 8) >= 8 ? 'high' : 'mid';
}

function slicesOf(resource: Record<string, unknown>, load: unknown): Record<Dimension, string> {
  const text = (key: string): string => {
    const value = resource[key];
    return typeof value === 'string' && value !== '' ? value : 'unknown';
  };
  return {
    device: deviceClass(num(resource['gc.device.memory_gb']), num(resource['gc.device.cores'])),
    connection: text('gc.network.effective_type'),
    load: typeof load === 'string' ? load : 'unknown',
    release: text('service.version'),
  };
}

/** The sessions of the received events: a timeline each, with the vitals of the same trace. */
export function perfSessions(events: readonly SimLogEvent[]): PerfSession[] {
  const perf = events
    .filter((e) => e['type'] === 'perf')
    .map((e) => [e, record(e['content'])] as const);
  const vitals = new Map<string, Record<string, number>>();
  for (const [event, content] of perf) {
    if (event['event'] !== 'vitals') continue;
    const values: Record<string, number> = {};
    for (const metric of Array.isArray(content['metrics'])
      ? (content['metrics'] as unknown[])
      : []) {
      const { name, value } = record(metric);
      if (typeof name === 'string' && num(value) !== null) values[name] = value as number;
    }
    vitals.set(String(content['traceId']), values);
  }
  return perf
    .filter(([event]) => event['event'] === 'timeline')
    .map(([, content]) => {
      const traceId = String(content['traceId']);
      const spans = (Array.isArray(content['spans']) ? (content['spans'] as unknown[]) : [])
        .map(record)
        .filter(
          (s) =>
            typeof s['name'] === 'string' && num(s['start']) !== null && num(s['end']) !== null,
        )
        .map((s) => ({
          name: s['name'] as string,
          start: s['start'] as number,
          end: s['end'] as number,
        }));
      return {
        traceId,
        spans,
        vitals: vitals.get(traceId) ?? {},
        slices: slicesOf(record(content['resource']), content['load']),
      };
    });
}

/** Nearest-rank percentile of values; null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? null;
}

/** The measures of the dashboard, each read from a session: its steps' durations, then vitals. */
export function measures(sessions: readonly PerfSession[]): { name: string; values: number[] }[] {
  const names = new Set<string>();
  for (const s of sessions) for (const span of s.spans) names.add(span.name);
  const stepNames = [...names].filter((n) => n !== 'page_load');
  const ofSpan = (name: string, read: (span: SimSpan) => number) =>
    sessions.flatMap((s) => s.spans.filter((span) => span.name === name).map(read));
  return [
    { name: 'ready (since navigation)', values: ofSpan('game_ready', (s) => s.end) },
    { name: 'first spin (since navigation)', values: ofSpan('first_spin', (s) => s.end) },
    ...stepNames.map((name) => ({ name, values: ofSpan(name, (s) => s.end - s.start) })),
    ...['LCP', 'INP', 'CLS'].map((name) => ({
      name,
      values: sessions.flatMap((s) => (s.vitals[name] === undefined ? [] : [s.vitals[name]])),
    })),
  ];
}

/** The step of a session that took longest (page_load and overlaps aside). */
export function slowestStep(session: PerfSession): SimSpan | null {
  const steps = session.spans.filter((s) => s.name !== 'page_load');
  return steps.reduce<SimSpan | null>(
    (worst, s) => (worst === null || s.end - s.start > worst.end - worst.start ? s : worst),
    null,
  );
}

/** When the game was ready, ms since navigation (the end of the whole load when it never was). */
export const readyOf = (session: PerfSession): number =>
  session.spans.find((s) => s.name === 'game_ready')?.end ??
  Math.max(0, ...session.spans.map((s) => s.end));
