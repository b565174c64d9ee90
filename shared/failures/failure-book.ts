// Shared by the UI and the worker: each side's failures counted per session by fingerprint
// (count, first and last time) and rate-limited, so a loop that throws a thousand times a second
// reaches the operator as a few events with counts (docs/logs.md, Failures).
import { VERSION } from '../lib/constants.ts';
import { type FailureContent, type FailureReport, fingerprintOf } from './failure.ts';

/** A fingerprint's first event waits this long, counting its repeats: a burst is one event. */
export const FAILURE_GATHER_MS = 1_000;
/** After that, a fingerprint leaves at most once a minute, with the count since its last. */
export const FAILURE_REPEAT_MS = 60_000;
/** Distinct fingerprints per session and side; later ones are only counted (`dropped`). */
export const FAILURE_MAX_FINGERPRINTS = 20;

/** The timers the book needs (the engine's clock, or the page's own). */
export interface BookClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

interface Entry {
  sample: FailureReport;
  fingerprint: string;
  /** Occurrences not yet sent, their first and last times. */
  count: number;
  firstAt: number;
  lastAt: number;
  /** When this fingerprint last left; null before its first event. */
  sentAt: number | null;
  timer: unknown;
}

export class FailureBook {
  private readonly entries = new Map<string, Entry>();
  /** Failures not logged: their fingerprint came past FAILURE_MAX_FINGERPRINTS. */
  dropped = 0;

  constructor(
    private readonly clock: BookClock,
    private readonly emit: (content: FailureContent) => void,
  ) {}

  /** Counts a failure; it leaves when its fingerprint's wait ends (or at drain). */
  add(report: FailureReport): void {
    const fingerprint = fingerprintOf(report);
    const now = this.clock.now();
    let entry = this.entries.get(fingerprint);
    if (!entry) {
      if (this.entries.size >= FAILURE_MAX_FINGERPRINTS) {
        this.dropped += 1;
        return;
      }
      entry = {
        sample: report,
        fingerprint,
        count: 0,
        firstAt: now,
        lastAt: now,
        sentAt: null,
        timer: null,
      };
      this.entries.set(fingerprint, entry);
    }
    if (entry.count === 0) entry.firstAt = now;
    entry.count += 1;
    entry.lastAt = now;
    // The latest occurrence is the sample: its breadcrumbs are the freshest.
    entry.sample = report;
    if (entry.timer !== null) return;
    const wait =
      entry.sentAt === null
        ? FAILURE_GATHER_MS
        : Math.max(0, entry.sentAt + FAILURE_REPEAT_MS - now);
    const held = entry;
    entry.timer = this.clock.setTimeout(() => this.send(held), wait);
  }

  /** Everything counted leaves now (the page hides, the session ends). */
  drain(): void {
    for (const entry of this.entries.values()) {
      if (entry.count === 0) continue;
      this.clock.clearTimeout(entry.timer);
      this.send(entry);
    }
  }

  private send(entry: Entry): void {
    entry.timer = null;
    if (entry.count === 0) return;
    const { count, firstAt, lastAt } = entry;
    entry.count = 0;
    entry.sentAt = this.clock.now();
    this.emit({
      ...entry.sample,
      fingerprint: entry.fingerprint,
      release: VERSION,
      count,
      firstAt,
      lastAt,
    });
  }
}
