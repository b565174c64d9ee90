// Runs in Node (and in unit tests): the numbers of the dashboard's health part, from the log
// events the log server received (docs/logs.md, Failures): crash-free sessions per release, as
// Sentry's release health counts them, and the top failures by fingerprint.
import type { SimLogEvent } from './log-handlers.ts';

/** One release's sessions by how they ended. */
export interface ReleaseHealth {
  release: string;
  sessions: number;
  clean: number;
  errored: number;
  crashed: number;
  /** The share of sessions that did not crash, 0 to 1. */
  crashFree: number;
}

/** One fingerprint: its occurrences summed over every event and session, one sample. */
export interface TopFailure {
  fingerprint: string;
  kind: string;
  message: string;
  release: string;
  count: number;
  sessions: number;
  lastAt: number;
  stack: string;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

const STATUSES = ['clean', 'errored', 'crashed'] as const;

/** Each release's sessions by status; a session is counted once (its first health event). */
export function releaseHealth(events: readonly SimLogEvent[]): ReleaseHealth[] {
  const seen = new Set<string>();
  const byRelease = new Map<string, ReleaseHealth>();
  for (const event of events) {
    if (event['type'] !== 'session' || event['event'] !== 'health') continue;
    const session = text(event['session_id']) || event.event_id;
    const content = record(event['content']);
    const status = STATUSES.find((s) => s === content['status']);
    if (status === undefined || seen.has(session)) continue;
    seen.add(session);
    const release = text(content['release']) || 'unknown';
    const row = byRelease.get(release) ?? {
      release,
      sessions: 0,
      clean: 0,
      errored: 0,
      crashed: 0,
      crashFree: 1,
    };
    row.sessions += 1;
    row[status] += 1;
    row.crashFree = (row.sessions - row.crashed) / row.sessions;
    byRelease.set(release, row);
  }
  return [...byRelease.values()].sort((a, b) => b.release.localeCompare(a.release));
}

/** The fingerprints with the most occurrences first, each with the latest sample's stack. */
export function topFailures(events: readonly SimLogEvent[], limit = 10): TopFailure[] {
  const byPrint = new Map<string, TopFailure>();
  const sessions = new Map<string, Set<string>>();
  for (const event of events) {
    if (event['type'] !== 'failure') continue;
    const content = record(event['content']);
    const fingerprint = text(content['fingerprint']);
    if (fingerprint === '') continue;
    const row = byPrint.get(fingerprint) ?? {
      fingerprint,
      kind: text(content['kind']),
      message: '',
      release: '',
      count: 0,
      sessions: 0,
      lastAt: 0,
      stack: '',
    };
    row.count += Math.max(1, num(content['count']));
    const ids = sessions.get(fingerprint) ?? new Set<string>();
    ids.add(text(event['session_id']));
    sessions.set(fingerprint, ids);
    row.sessions = ids.size;
    if (num(content['lastAt']) >= row.lastAt) {
      row.lastAt = num(content['lastAt']);
      row.message = text(content['message']);
      row.release = text(content['release']);
      row.stack = text(content['stack']);
    }
    byPrint.set(fingerprint, row);
  }
  return [...byPrint.values()].sort((a, b) => b.count - a.count).slice(0, limit);
}
