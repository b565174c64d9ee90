// Runs in the worker: the log pipeline (SPEC §7, §9): batches, retries, unsent_logs, keepalive.
import {
  LOG_BATCH_SIZE,
  LOG_KEEPALIVE_MAX_BYTES,
  LOG_MAX_PENDING_BYTES,
  LOG_RESEND_BASE_MS,
  LOG_RESEND_MAX_MS,
  LOG_RETRY_DELAYS_MS,
  LOG_TICK_MS,
} from './log-constants.ts';
import { EMPTY_IDENTITY, createLogEvent, type LogEvent, type LogIdentity } from './log-event.ts';
import { postLogBatch, type SendOutcome } from './log-send.ts';
import { LogOutbox } from './log-outbox.ts';
import { splitByBytes } from './log-store.ts';
import type { LogPipeline, LogPipelineDeps, LogPipelineOptions } from './log-types.ts';

export type { LogEvent } from './log-event.ts';
export type { LogPipeline, LogPipelineDeps, LogPipelineOptions } from './log-types.ts';

interface Batch {
  events: LogEvent[];
  /** Set when pageHidden or dispose moved the batch to the stored list mid-retry. */
  handedOver: boolean;
}

/** Starts a pipeline; it loads unsent_logs at once and resends them when the endpoint is known. */
export function createLogPipeline(
  deps: LogPipelineDeps,
  options: LogPipelineOptions = {},
): LogPipeline {
  const batchSize = options.batchSize ?? LOG_BATCH_SIZE;
  const { clock } = deps;
  const box = new LogOutbox(deps.store, options.maxStoredBytes ?? LOG_MAX_PENDING_BYTES);
  let endpoint: string | null = null;
  let identity: LogIdentity = { ...EMPTY_IDENTITY };
  let disposed = false;
  let createdCount = 0;
  let current: Batch | null = null;
  let wait: { handle: unknown; resolve: (cancelled: boolean) => void } | null = null;
  let resendTimer: unknown = null;
  let resendDue = true;
  let resendFailures = 0;
  let draining: Promise<void> | null = null;
  let again = false;
  let againForce = false;
  const live = (): boolean => !disposed && endpoint !== null;

  const tick = clock.setInterval(() => {
    if (box.queue.length > 0 || box.stored.length > 0) void drain(true);
  }, options.tickMs ?? LOG_TICK_MS);
  void box.loaded.then(() => drain(false));

  function sleep(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const handle = clock.setTimeout(() => {
        wait = null;
        resolve(false);
      }, ms);
      wait = { handle, resolve };
    });
  }

  /** Moves the batch in retry and the queue to the stored list, which owns them from then on. */
  function handOver(): void {
    if (current !== null && !current.handedOver) {
      current.handedOver = true;
      box.keep(current.events);
      if (wait !== null) {
        clock.clearTimeout(wait.handle);
        wait.resolve(true);
        wait = null;
      }
    }
    box.keep(box.queue.take(box.queue.length));
  }

  /**
   * Stored events failed to leave (or just joined the stored list): the next resend is
   * after Retry-After when the server gave one, else 10 s doubling per failure, at most 5 min.
   */
  function resendFailed(afterMs: number | null): void {
    if (disposed) return;
    if (resendTimer !== null) clock.clearTimeout(resendTimer);
    const backoff = Math.min(LOG_RESEND_BASE_MS * 2 ** resendFailures, LOG_RESEND_MAX_MS);
    resendFailures += 1;
    resendDue = false;
    resendTimer = clock.setTimeout(() => {
      resendTimer = null;
      resendDue = true;
      void drain(false);
    }, afterMs ?? backoff);
  }

  async function post(events: readonly LogEvent[], keepalive: boolean): Promise<SendOutcome> {
    if (endpoint === null) return { kind: 'retry', afterMs: null };
    for (const e of events) box.busy.add(e.event_id);
    try {
      return await postLogBatch(deps, endpoint, events, keepalive);
    } finally {
      for (const e of events) box.busy.delete(e.event_id);
    }
  }

  /** A fresh batch: its send and 3 retries; false when it ended in the stored list. */
  async function sendFresh(events: LogEvent[]): Promise<boolean> {
    const batch: Batch = { events, handedOver: false };
    current = batch;
    try {
      for (let attempt = 0; ; attempt++) {
        const outcome = await post(events, false);
        if (batch.handedOver) {
          if (outcome.kind === 'retry') resendFailed(outcome.afterMs);
          else box.settleStored(events, outcome);
          return true;
        }
        if (outcome.kind !== 'retry') return box.count(events, outcome);
        const delay = LOG_RETRY_DELAYS_MS[attempt];
        if (delay === undefined) break;
        if (await sleep(outcome.afterMs ?? delay)) return true;
      }
      box.keep(events);
      current = null;
      await box.persist();
      if (resendTimer === null) resendFailed(null);
      return false;
    } finally {
      if (current === batch) current = null;
    }
  }

  async function resendStored(): Promise<void> {
    const idle = box.idleStored();
    for (const chunk of splitByBytes(idle, LOG_KEEPALIVE_MAX_BYTES)) {
      if (!live()) return;
      const outcome = await post(chunk, false);
      if (outcome.kind === 'retry') {
        resendFailed(outcome.afterMs);
        return;
      }
      box.settleStored(chunk, outcome);
    }
    if (idle.length > 0) resendFailures = 0;
  }

  async function pass(force: boolean): Promise<void> {
    await box.loaded;
    if (!live()) return;
    if (resendDue && box.stored.length > 0) await resendStored();
    while (live() && box.queue.length > 0 && (force || box.queue.length >= batchSize)) {
      if (!(await sendFresh(box.queue.take(batchSize)))) return;
    }
  }

  /** One drain at a time; a call during a drain makes it run one more pass. */
  function drain(force: boolean): Promise<void> {
    if (draining !== null) {
      again = true;
      againForce ||= force;
      return draining;
    }
    const run = async (): Promise<void> => {
      let f = force;
      for (;;) {
        await pass(f).catch(() => undefined);
        // Cleared in the same step as the check, so a later call always gets its own pass.
        if (!again) {
          draining = null;
          return;
        }
        f = againForce;
        again = false;
        againForce = false;
      }
    };
    draining = run();
    return draining;
  }

  function pageHidden(): void {
    handOver();
    void box.persist();
    if (!live()) return;
    const chunks = splitByBytes(box.idleStored(), LOG_KEEPALIVE_MAX_BYTES);
    const sends = chunks.map(async (chunk) => ({ chunk, outcome: await post(chunk, true) }));
    void Promise.all(sends).then((results) => {
      const failed = results.filter(({ chunk, outcome }) => !box.settleStored(chunk, outcome));
      const waits = failed.map(({ outcome }) =>
        outcome.kind === 'retry' ? outcome.afterMs : null,
      );
      const longest = Math.max(-1, ...waits.map((w) => w ?? -1));
      if (failed.length > 0) resendFailed(longest >= 0 ? longest : null);
      else if (results.length > 0) resendFailures = 0;
    });
  }

  return {
    setEndpoint(logCdn) {
      endpoint = logCdn;
      if (logCdn !== null) void drain(false);
    },
    setIdentity(next) {
      identity = { ...identity, ...next };
    },
    log(type, event, content = null) {
      createdCount += 1;
      const id = deps.randomId();
      const secrets = deps.secrets();
      const created = createLogEvent({
        id,
        now: clock.now(),
        type,
        event,
        content,
        identity,
        secrets,
      });
      if (disposed) {
        box.keep([created]);
        void box.persist();
      } else {
        box.enqueue(created);
        if (box.queue.length >= batchSize) void drain(false);
      }
      return created;
    },
    flush() {
      // No endpoint yet (the config never came): the logs go to unsent_logs now, not only when
      // the page hides, so a tab closed on the error dialog still hands them to the next visit.
      if (endpoint === null && !disposed) {
        handOver();
        return box.persist().then(() => undefined);
      }
      return drain(true);
    },
    pageHidden,
    stats: () => ({
      created: createdCount,
      queued: box.queue.length + (current?.handedOver === false ? current.events.length : 0),
      stored: box.stored.length,
      storedBytes: box.stored.bytes,
      dropped: box.dropped,
      sent: box.sent,
    }),
    dispose() {
      if (disposed) return;
      disposed = true;
      clock.clearInterval(tick);
      if (resendTimer !== null) clock.clearTimeout(resendTimer);
      resendTimer = null;
      handOver();
      void box.persist();
    },
  };
}
