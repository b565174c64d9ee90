// Runs in the worker: the log pipeline's public types (see log-pipeline.ts).
import type { LogEvent, LogIdentity } from '../../shared/logs/log-event.ts';
import type { LogStats } from '../../shared/engine/engine-api.ts';
import type { Clock, KeyValueStore, LockManagerPort } from '../lib/ports.ts';

/** What the pipeline needs from its host. */
export interface LogPipelineDeps {
  fetch: typeof fetch;
  clock: Clock;
  store: KeyValueStore;
  randomId: () => string;
  /** The origin's Web Locks; without them a lease in the store picks the resender. */
  locks?: LockManagerPort | undefined;
  /** strings that must never leave in a log body (the login token) */
  secrets: () => readonly string[];
  /** A number in [0, 1) each resend's wait is drawn with (Math.random when absent). */
  random?: (() => number) | undefined;
}

export type { LogStats } from '../../shared/engine/engine-api.ts';

/** The engine's log pipeline. */
export interface LogPipeline {
  /** Known after the config loads; events queue until then. */
  setEndpoint(logCdn: string | null): void;
  /** Applied to events created afterwards. */
  setIdentity(identity: Partial<LogIdentity>): void;
  /**
   * Creates an event (a fresh event_id unless given, the clock's time, secrets redacted) and
   * writes it to unsent_logs before it may leave.
   */
  log(type: string, event: string, content?: unknown, made?: MadeElsewhere): LogEvent;
  /** Sends what is queued now (the engine calls it when an error occurs). */
  flush(): Promise<void>;
  /** The page is hiding: everything waiting also leaves now with fetch keepalive. */
  pageHidden(): void;
  /** The counters. */
  stats(): LogStats;
  /** Stops the timers; waiting events stay in unsent_logs for another tab or the next visit. */
  dispose(): void;
}

/** An event made outside the pipeline: the page's own, by its id. */
export interface MadeElsewhere {
  id?: string | undefined;
  /**
   * The page POSTed it itself as it went (keepalive): the pipeline only keeps it for a resend
   * after the backoff or by a later visit, in case that POST did not get through, so no event
   * leaves more than twice (docs/logs.md).
   */
  sentByPage?: boolean;
}

/** Tuning for tests; SPEC §9 values by default. */
export interface LogPipelineOptions {
  batchSize?: number;
  tickMs?: number;
  maxStoredBytes?: number;
}
