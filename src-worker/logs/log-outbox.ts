// Runs in the worker: this pipeline's own events, each written to unsent_logs before it may leave.
import type { LogEvent } from '../../shared/logs/log-event.ts';
import type { SendOutcome } from './log-send.ts';
import { EventList, deleteRecords, readRecords, writeRecord } from './log-store.ts';
import type { LogRecord } from '../../shared/logs/log-record.ts';
import type { KeyValueStore } from '../lib/ports.ts';

/**
 * The durable outbox. Every event is written to its own record before it may be sent (the
 * write-ahead), and its record is deleted once the log server accepted it. Fresh events wait
 * in `fresh` for their first send; events past their retries wait in `kept` for a resend. A
 * store that refuses (quota, a private window, none at all) leaves the event in memory only;
 * memory stays under a byte cap, the oldest dropped first and counted.
 */
export class LogOutbox {
  /** Fresh events, oldest first. */
  readonly fresh = new EventList();
  /** The batch in its send and retries. */
  readonly batch = new EventList();
  /** Events past their retries, oldest first. */
  readonly kept = new EventList();
  /** Ids of events in a POST right now (own or orphaned), never in two POSTs at once. */
  readonly busy = new Set<string>();
  /** Events given up: over the cap, or refused for good. */
  dropped = 0;
  /** Of those, how many no log event has reported yet. */
  unreported = 0;
  /** Events acknowledged by the log server (a resend counts again). */
  sent = 0;
  /** Ids of own events still waiting, fresh, in a batch or kept. */
  readonly #mine = new Set<string>();
  /** Own events the page POSTed itself, kept for a resend only: id to the time it may go. */
  readonly #byPage = new Map<string, number>();
  #writes: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: KeyValueStore,
    private readonly owner: string,
    private readonly ready: Promise<void>,
    private readonly maxBytes: number,
  ) {}

  /** Adds a fresh event and starts writing its record, after this owner counts as alive. */
  add(event: LogEvent): void {
    this.#write(event, this.fresh);
  }

  /**
   * Adds an event the page sent itself: kept for a resend only, not before `notBefore` (its
   * POST's chance: a worker dying with its page must not send it again as it goes).
   */
  keep(event: LogEvent, notBefore: number): void {
    this.#byPage.set(event.event_id, notBefore);
    this.#write(event, this.kept);
  }

  /** False for an event the page sent itself, before its time (keep) or always (`at` null). */
  due(event: LogEvent, at: number | null): boolean {
    const notBefore = this.#byPage.get(event.event_id);
    return notBefore === undefined || (at !== null && at >= notBefore);
  }

  #write(event: LogEvent, list: EventList): void {
    this.#mine.add(event.event_id);
    list.push([event]);
    const write = this.ready.then(() => writeRecord(this.store, this.owner, event));
    this.#writes = Promise.all([this.#writes, write]);
    this.#cap();
  }

  /** Settles once every record asked for so far is written (or refused). */
  written(): Promise<unknown> {
    return this.#writes;
  }

  /** True while the event is own and not yet settled (not sent, not dropped). */
  waiting(event: LogEvent): boolean {
    return this.#mine.has(event.event_id);
  }

  /** Moves up to n fresh events into the batch. */
  takeBatch(n: number): LogEvent[] {
    const events = this.fresh.take(n);
    this.batch.push(events);
    return events;
  }

  /** The batch is over: its events still waiting are kept for a resend. */
  endBatch(): void {
    this.kept.push(this.batch.take(this.batch.length).filter((e) => this.waiting(e)));
    this.#cap();
  }

  /** The earliest time a kept event of the page's may go, or null when none waits. */
  nextPageDue(): number | null {
    const times = [...this.#byPage.values()];
    return times.length > 0 ? Math.min(...times) : null;
  }

  /** Own events not in a POST right now, oldest first. */
  idle(): LogEvent[] {
    const all = [...this.kept.items, ...this.batch.items, ...this.fresh.items];
    return all.filter((e) => !this.busy.has(e.event_id));
  }

  /**
   * Applies a final outcome (sent or refused for good) to events: their records go. Own
   * events leave memory too. False for a retry, which changes nothing.
   */
  settle(events: readonly LogEvent[], outcome: SendOutcome): boolean {
    if (outcome.kind === 'retry') return false;
    if (outcome.kind === 'sent') this.sent += events.length;
    else this.#drop(events.length);
    this.#forget(events);
    this.#afterWrites(() => deleteRecords(this.store, events));
    return true;
  }

  /**
   * Records whose owner is not alive, oldest first and within the byte cap (older ones are
   * deleted and counted as dropped), and how many records other tabs alive now still hold.
   * Nothing when the store cannot be read.
   */
  async orphans(
    alive: () => Promise<ReadonlySet<string> | null>,
  ): Promise<{ orphans: LogEvent[]; othersWaiting: number }> {
    let records: LogRecord[];
    try {
      records = await readRecords(this.store);
    } catch {
      return { orphans: [], othersWaiting: 0 };
    }
    const live = await alive();
    // Own records not in memory are settled or dropped ones whose deletion is on its way.
    const others = records.filter((r) => r.owner !== this.owner);
    if (live === null) return { orphans: [], othersWaiting: others.length };
    const orphans = new EventList();
    orphans.push(others.filter((r) => !live.has(r.owner)).map((r) => r.event));
    const over: LogEvent[] = [];
    while (orphans.bytes > this.maxBytes) over.push(...orphans.take(1));
    if (over.length > 0) {
      this.#drop(over.length);
      await deleteRecords(this.store, over);
    }
    return {
      orphans: [...orphans.items],
      othersWaiting: others.length - orphans.length - over.length,
    };
  }

  #forget(events: readonly LogEvent[]): void {
    const ids = new Set<string>();
    for (const e of events) {
      this.#byPage.delete(e.event_id);
      if (this.#mine.delete(e.event_id)) ids.add(e.event_id);
    }
    if (ids.size === 0) return;
    this.fresh.remove(ids);
    this.batch.remove(ids);
    this.kept.remove(ids);
  }

  #drop(count: number): void {
    this.dropped += count;
    this.unreported += count;
  }

  /** Drops the oldest own events (kept ones first) until memory fits the cap. */
  #cap(): void {
    const over: LogEvent[] = [];
    while (this.kept.bytes + this.batch.bytes + this.fresh.bytes > this.maxBytes) {
      const list = [this.kept, this.batch, this.fresh].find((l) => l.length > 0) ?? this.fresh;
      const [oldest] = list.take(1);
      if (oldest === undefined) break;
      this.#mine.delete(oldest.event_id);
      this.#byPage.delete(oldest.event_id);
      over.push(oldest);
    }
    if (over.length === 0) return;
    this.#drop(over.length);
    this.#afterWrites(() => deleteRecords(this.store, over));
  }

  /** Runs a deletion once the writes asked for before it are done, so no record comes back. */
  #afterWrites(run: () => Promise<void>): void {
    this.#writes = this.#writes.then(run);
  }
}
