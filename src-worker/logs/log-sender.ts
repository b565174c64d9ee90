// Runs in the worker: POSTs of events to logCdn, and a fresh batch's send with SPEC's 3 retries.
import type { HttpDeps } from '../lib/http.ts';
import { LOG_RETRY_DELAYS_MS } from './log-constants.ts';
import type { LogEvent } from '../../shared/logs/log-event.ts';
import { postLogBatch, type SendOutcome } from './log-send.ts';

/** Posts events to the endpoint; an event is never in two POSTs of this pipeline at once. */
export class LogSender {
  /** logCdn, once the config named it. */
  endpoint: string | null = null;

  constructor(
    private readonly deps: HttpDeps,
    private readonly busy: Set<string>,
  ) {}

  /** One POST; without an endpoint, a retry. */
  async post(events: readonly LogEvent[], keepalive: boolean): Promise<SendOutcome> {
    if (this.endpoint === null) return { kind: 'retry', afterMs: null };
    for (const e of events) this.busy.add(e.event_id);
    try {
      return await postLogBatch(this.deps, this.endpoint, events, keepalive);
    } finally {
      for (const e of events) this.busy.delete(e.event_id);
    }
  }
}

/** What a batch's send needs from the pipeline. */
export interface RetryHooks {
  /** The batch's events to send now: not settled, not in a keepalive POST of page hide. */
  sendable(events: readonly LogEvent[]): LogEvent[];
  /** True while any of the events is not settled. */
  waiting(events: readonly LogEvent[]): boolean;
  /** Applies a final outcome to events. */
  settle(events: readonly LogEvent[], outcome: SendOutcome): void;
  /** Waits ms; true when the pipeline stopped meanwhile. */
  sleep(ms: number): Promise<boolean>;
}

/**
 * A fresh batch: its send, then retries after 1 s, 2 s and 3 s (or what Retry-After asks),
 * until it is settled, the retries are spent or the pipeline stops.
 */
export async function sendWithRetries(
  sender: LogSender,
  batch: readonly LogEvent[],
  hooks: RetryHooks,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    let afterMs: number | null = null;
    const events = hooks.sendable(batch);
    if (events.length > 0) {
      const outcome = await sender.post(events, false);
      if (outcome.kind === 'retry') afterMs = outcome.afterMs;
      else hooks.settle(events, outcome);
    }
    if (!hooks.waiting(batch)) return;
    const delay = LOG_RETRY_DELAYS_MS[attempt];
    if (delay === undefined || (await hooks.sleep(afterMs ?? delay))) return;
  }
}
