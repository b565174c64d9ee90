// Runs in the worker: where pending log events live (memory queue, unsent_logs) and the counters.
import type { LogEvent } from './log-event.ts';
import type { SendOutcome } from './log-send.ts';
import { EventList, loadUnsent, saveUnsent } from './log-store.ts';
import type { KeyValueStore } from '../engine/ports.ts';

/**
 * Fresh events wait in `queue` (memory only); events past their retries sit in `stored`,
 * which is mirrored to unsent_logs. Both together stay under a byte cap, the oldest
 * dropped first. A store that fails leaves `stored` in memory, and nothing else changes.
 */
export class LogOutbox {
  /** Fresh events, oldest first. */
  readonly queue = new EventList();
  /** Events past their retries, oldest first; what unsent_logs holds. */
  readonly stored = new EventList();
  /** Ids of events in a POST right now, never sent twice at once. */
  readonly busy = new Set<string>();
  /** Settles once unsent_logs from the last run is in `stored`. */
  readonly loaded: Promise<void>;
  /** Events given up (over the cap, or refused for good). */
  dropped = 0;
  /** Events acknowledged by the log server. */
  sent = 0;
  readonly #store: KeyValueStore;
  readonly #maxBytes: number;
  #writes: Promise<unknown>;

  constructor(store: KeyValueStore, maxBytes: number) {
    this.#store = store;
    this.#maxBytes = maxBytes;
    this.loaded = loadUnsent(store).then((events) => {
      const later = this.stored.take(this.stored.length);
      this.stored.push(events);
      this.stored.push(later);
      this.#cap();
    });
    // Every write waits for the load, so an early write never replaces what the last run left.
    this.#writes = this.loaded;
  }

  /** Queues a fresh event. */
  enqueue(event: LogEvent): void {
    this.queue.push([event]);
    this.#cap();
  }

  /** Moves events to the stored list (call persist to write it). */
  keep(events: readonly LogEvent[]): void {
    this.stored.push(events);
    this.#cap();
  }

  /** Writes the stored list to unsent_logs, after any earlier write; never rejects. */
  persist(): Promise<unknown> {
    this.#writes = this.#writes.then(() => saveUnsent(this.#store, this.stored.items));
    return this.#writes;
  }

  /** Stored events not in a POST right now. */
  idleStored(): LogEvent[] {
    return this.stored.items.filter((e) => !this.busy.has(e.event_id));
  }

  /** Counts a final outcome of a batch (sent or refused for good); false for a retry. */
  count(events: readonly LogEvent[], outcome: SendOutcome): boolean {
    if (outcome.kind === 'sent') this.sent += events.length;
    else if (outcome.kind === 'rejected') this.dropped += events.length;
    return outcome.kind !== 'retry';
  }

  /** Applies an outcome to stored events: a final one removes them; false for a retry. */
  settleStored(events: readonly LogEvent[], outcome: SendOutcome): boolean {
    if (!this.count(events, outcome)) return false;
    if (this.stored.remove(new Set(events.map((e) => e.event_id))) > 0) void this.persist();
    return true;
  }

  /** Drops the oldest events (stored ones first) until everything pending fits the cap. */
  #cap(): void {
    while (this.stored.bytes + this.queue.bytes > this.#maxBytes) {
      const list = this.stored.length > 0 ? this.stored : this.queue;
      if (list.length === 0) return;
      this.dropped += list.take(1).length;
    }
  }
}
