// Runs in the worker: byte-counted event lists and unsent_logs, one record per event in the store.
import { isRecord } from '../../shared/lib/is-record.ts';
import { LEGACY_UNSENT_LOGS_KEY } from './log-constants.ts';
import { type LogRecord, UNSENT_LOGS_PREFIX, recordKey } from '../../shared/logs/log-record.ts';
import {
  LOG_MAX_EVENT_BYTES,
  eventBytes,
  isLogEvent,
  type LogEvent,
} from '../../shared/logs/log-event.ts';
import type { KeyValueStore } from '../lib/ports.ts';

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

function readRecord(value: unknown): LogRecord | null {
  if (!isRecord(value) || typeof value['owner'] !== 'string') return null;
  const event = value['event'];
  return isLogEvent(event) && eventBytes(event) <= LOG_MAX_EVENT_BYTES
    ? { owner: value['owner'], event }
    : null;
}

/**
 * Every record in unsent_logs, oldest first. A record that is not one (another build's, a
 * damaged one) is deleted; the list an older build kept under one key becomes records with no
 * owner. Rejects when the store cannot be read.
 */
export async function readRecords(store: KeyValueStore): Promise<LogRecord[]> {
  const legacy = await store.get<unknown>(LEGACY_UNSENT_LOGS_KEY);
  if (legacy !== undefined) {
    const events = Array.isArray(legacy) ? legacy.filter(isLogEvent) : [];
    await store.setMany(events.map((event) => [recordKey(event.event_id), { owner: '', event }]));
    await store.del(LEGACY_UNSENT_LOGS_KEY);
  }
  const records: LogRecord[] = [];
  const damaged: string[] = [];
  for (const [key, value] of await store.entries<unknown>(UNSENT_LOGS_PREFIX)) {
    const record = readRecord(value);
    if (record === null) damaged.push(key);
    else records.push(record);
  }
  if (damaged.length > 0) await store.delMany(damaged);
  return records.sort((a, b) => a.event.timestamp - b.event.timestamp);
}

/** Writes one event's record; false when the store refused (quota, blocked, closed). */
export async function writeRecord(
  store: KeyValueStore,
  owner: string,
  event: LogEvent,
): Promise<boolean> {
  try {
    await store.set(recordKey(event.event_id), { owner, event });
    return true;
  } catch {
    return false;
  }
}

/** Deletes the events' records; never rejects (a record left behind is resent, then deduped). */
export async function deleteRecords(
  store: KeyValueStore,
  events: readonly LogEvent[],
): Promise<void> {
  if (events.length === 0) return;
  try {
    await store.delMany(events.map((e) => recordKey(e.event_id)));
  } catch {
    // Left behind: a later resend sends it again and the log server drops the repeat.
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
