// Runs in the worker: byte-counted event lists and the unsent_logs record in the key-value store.
import { LOG_MAX_EVENT_BYTES, UNSENT_LOGS_KEY } from './log-constants.ts';
import { eventBytes, isLogEvent, type LogEvent } from './log-event.ts';
import type { KeyValueStore } from '../engine/ports.ts';

/** An ordered list of events (oldest first) that knows the byte size of its JSON array. */
export class EventList {
  #items: LogEvent[] = [];
  #sum = 0;

  /** How many events it holds. */
  get length(): number {
    return this.#items.length;
  }

  /** The events, oldest first. */
  get items(): readonly LogEvent[] {
    return this.#items;
  }

  /** The UTF-8 size of the events as one JSON array. */
  get bytes(): number {
    return this.#items.length === 0 ? 0 : 2 + this.#sum + this.#items.length - 1;
  }

  /** True when an event with this id is in the list. */
  has(id: string): boolean {
    return this.#items.some((e) => e.event_id === id);
  }

  /** Adds events at the end. */
  push(events: readonly LogEvent[]): void {
    for (const event of events) {
      this.#items.push(event);
      this.#sum += eventBytes(event);
    }
  }

  /** Removes and returns up to n events from the front. */
  take(n: number): LogEvent[] {
    const taken = this.#items.splice(0, n);
    for (const event of taken) this.#sum -= eventBytes(event);
    return taken;
  }

  /** Removes the events with these ids; returns how many were removed. */
  remove(ids: ReadonlySet<string>): number {
    const before = this.#items.length;
    this.#items = this.#items.filter((e) => !ids.has(e.event_id));
    this.#sum = this.#items.reduce((sum, e) => sum + eventBytes(e), 0);
    return before - this.#items.length;
  }
}

/** The events saved in unsent_logs; none when the key is missing, malformed or unreadable. */
export async function loadUnsent(store: KeyValueStore): Promise<LogEvent[]> {
  try {
    const value = await store.get<unknown>(UNSENT_LOGS_KEY);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is LogEvent => isLogEvent(item) && eventBytes(item) <= LOG_MAX_EVENT_BYTES,
    );
  } catch {
    return [];
  }
}

/** Saves the events as unsent_logs (deleting the key when empty); false when the store failed. */
export async function saveUnsent(
  store: KeyValueStore,
  events: readonly LogEvent[],
): Promise<boolean> {
  try {
    if (events.length === 0) await store.del(UNSENT_LOGS_KEY);
    else await store.set(UNSENT_LOGS_KEY, [...events]);
    return true;
  } catch {
    // Quota exceeded, IndexedDB closed or blocked: the events stay in memory.
    return false;
  }
}

/** Splits events, in order, into groups whose JSON array body stays under maxBytes. */
export function splitByBytes(events: readonly LogEvent[], maxBytes: number): LogEvent[][] {
  const groups: LogEvent[][] = [];
  let group: LogEvent[] = [];
  let size = 2;
  for (const event of events) {
    const extra = eventBytes(event) + (group.length > 0 ? 1 : 0);
    if (group.length > 0 && size + extra >= maxBytes) {
      groups.push(group);
      group = [];
      size = 2;
    }
    size += eventBytes(event) + (group.length > 0 ? 1 : 0);
    group.push(event);
  }
  if (group.length > 0) groups.push(group);
  return groups;
}
