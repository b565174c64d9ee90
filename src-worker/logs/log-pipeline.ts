// Runs in the worker: the log pipeline (SPEC §7, §9): write-ahead, batches, retries, resends.
import {
  LOG_BATCH_SIZE,
  LOG_KEEPALIVE_MAX_BYTES,
  LOG_MAX_PENDING_BYTES,
  LOG_RESEND_BASE_MS,
  LOG_TICK_MS,
} from './log-constants.ts';
import {
  EMPTY_IDENTITY,
  createLogEvent,
  type LogEvent,
  type LogIdentity,
} from '../../shared/logs/log-event.ts';
import { createLogLocks } from './log-locks.ts';
import { LogOutbox } from './log-outbox.ts';
import { LogScheduler } from './log-scheduler.ts';
import type { SendOutcome } from './log-send.ts';
import { LogSender, sendWithRetries } from './log-sender.ts';
import { splitByBytes } from './log-store.ts';
import type {
  LogPipeline,
  LogPipelineDeps,
  LogPipelineOptions,
  MadeElsewhere,
} from './log-types.ts';

export type { LogPipeline, LogPipelineDeps, LogPipelineOptions } from './log-types.ts';

/**
 * Starts a pipeline (docs/logs.md): every event is written to unsent_logs before it may leave
 * and deleted once accepted; a batch leaves at 10 events, on the 5 s tick or on flush, with 3
 * retries; what is still unsent is resent with a backoff, and one tab at a time resends the
 * events of tabs that are gone.
 */
export function createLogPipeline(
  deps: LogPipelineDeps,
  options: LogPipelineOptions = {},
): LogPipeline {
  const batchSize = options.batchSize ?? LOG_BATCH_SIZE;
  const { clock, store } = deps;
  const locks = createLogLocks({ owner: deps.randomId(), store, clock, locks: deps.locks });
  const maxBytes = options.maxStoredBytes ?? LOG_MAX_PENDING_BYTES;
  const box = new LogOutbox(store, locks.owner, locks.ready, maxBytes);
  const sender = new LogSender(deps, box.busy);
  let identity: LogIdentity = { ...EMPTY_IDENTITY };
  let disposed = false;
  let created = 0;
  const live = (): boolean => !disposed && sender.endpoint !== null;
  /** Events to POST now (`at` null: in a page-hide keepalive, which leaves the page's own out). */
  const idle = (events: readonly LogEvent[], at: number | null = clock.now()): LogEvent[] =>
    events.filter((e) => !box.busy.has(e.event_id) && box.due(e, at));

  const timing = {
    clock,
    tickMs: options.tickMs ?? LOG_TICK_MS,
    random: deps.random ?? (() => Math.random()),
  };
  const waiting = (): boolean => box.fresh.length > 0 || box.kept.length > 0;
  const scheduler = new LogScheduler(
    timing,
    pass,
    () => {
      locks.heartbeat();
      if (waiting()) void scheduler.drain(true);
    },
    // With Web Locks nothing needs renewing: the tick runs only while events wait.
    () => locks.beats || waiting(),
  );

  function log(
    type: string,
    event: string,
    content: unknown = null,
    elsewhere: MadeElsewhere = {},
  ): LogEvent {
    created += 1;
    const made = createLogEvent({
      id: elsewhere.id ?? deps.randomId(),
      now: clock.now(),
      type,
      event,
      content,
      identity,
      secrets: deps.secrets(),
    });
    if (elsewhere.sentByPage === true) {
      box.keep(made, clock.now() + LOG_RESEND_BASE_MS);
      if (!disposed) {
        scheduler.resendLater(LOG_RESEND_BASE_MS);
        scheduler.poke();
      }
      return made;
    }
    box.add(made);
    if (disposed) return made;
    scheduler.poke();
    if (box.fresh.length >= batchSize) void scheduler.drain(false);
    return made;
  }

  /** Applies a final outcome; the first delivery after drops reports how many went. */
  function settle(events: readonly LogEvent[], outcome: SendOutcome): void {
    box.settle(events, outcome);
    if (outcome.kind !== 'sent' || box.unreported === 0 || disposed) return;
    const count = box.unreported;
    box.unreported = 0;
    log('logs', 'dropped', { count, total: box.dropped });
  }

  /** Sends events in keepalive-sized POSTs; false when one failed (a resend is scheduled). */
  async function sendChunks(
    events: readonly LogEvent[],
    renew: () => Promise<boolean> = () => Promise.resolve(true),
  ): Promise<boolean> {
    for (const chunk of splitByBytes(events, LOG_KEEPALIVE_MAX_BYTES)) {
      if (!live() || !(await renew())) return false;
      const outcome = await sender.post(chunk, false);
      if (outcome.kind === 'retry') {
        scheduler.resendFailed(outcome.afterMs);
        return false;
      }
      settle(chunk, outcome);
    }
    if (events.length > 0) scheduler.resendSucceeded();
    return true;
  }

  /** This tab's kept events, then, as the one resender, the events of tabs that are gone. */
  async function resend(): Promise<void> {
    scheduler.resendDue = false;
    const ok = await sendChunks(idle(box.kept.items));
    // The page's own events not yet due wait for their time (LogOutbox.keep).
    const pageDue = box.nextPageDue();
    if (pageDue !== null) scheduler.resendLater(Math.max(0, pageDue - clock.now()));
    if (!ok) return;
    await locks.asResender(async (renew) => {
      const { orphans, othersWaiting } = await box.orphans(() => locks.liveOwners());
      // Another tab's records: sent by it, or looked at again in case it is gone meanwhile.
      if (othersWaiting > 0) scheduler.resendLater(LOG_RESEND_BASE_MS);
      await sendChunks(idle(orphans), renew);
    });
  }

  async function pass(force: boolean): Promise<void> {
    await box.written();
    while (live() && box.fresh.length > 0 && (force || box.fresh.length >= batchSize)) {
      // Write-ahead: nothing leaves before its record is written (or the store refused it).
      await box.written();
      const batch = box.takeBatch(batchSize);
      await sendWithRetries(sender, batch, {
        sendable: (events) => idle(events.filter((e) => box.waiting(e))),
        waiting: (events) => events.some((e) => box.waiting(e)),
        settle,
        sleep: (ms) => scheduler.sleep(ms),
      });
      const unsent = batch.some((e) => box.waiting(e));
      box.endBatch();
      if (unsent) {
        if (!scheduler.resendScheduled) scheduler.resendFailed(null);
        return;
      }
      // The log server answers: what this tab kept and what tabs that are gone left go now,
      // not at the backoff's time (a pass may be the last for long: a quiet tab has no tick).
      scheduler.resendNow();
    }
    if (live() && scheduler.resendDue) await resend();
  }

  return {
    setEndpoint(logCdn) {
      sender.endpoint = logCdn;
      if (logCdn !== null) void scheduler.drain(false);
    },
    setIdentity(next) {
      identity = { ...identity, ...next };
    },
    log,
    flush() {
      // Without an endpoint (the config never came) the events are already in unsent_logs
      // once written: a tab closed on the error dialog hands them to the next visit.
      if (!live()) return box.written().then(() => undefined);
      return scheduler.drain(true);
    },
    pageHidden() {
      // Everything waiting leaves at once with keepalive, in case the page never comes back;
      // what does not get through is still in unsent_logs.
      if (!live()) return;
      for (const chunk of splitByBytes(idle(box.idle(), null), LOG_KEEPALIVE_MAX_BYTES)) {
        void sender.post(chunk, true).then((outcome) => settle(chunk, outcome));
      }
    },
    stats: () => ({
      created,
      queued: box.fresh.length + box.batch.length,
      stored: box.kept.length,
      storedBytes: box.kept.bytes,
      dropped: box.dropped,
      sent: box.sent,
    }),
    dispose() {
      if (disposed) return;
      disposed = true;
      scheduler.dispose();
      // Its records become orphans: the next resender, here or in a later visit, sends them.
      locks.release();
    },
  };
}
