// Shared by the UI and the worker: how unsent_logs keeps an event (docs/logs.md, Durable), so
// the page can write the record of an event it sent itself as it goes, as the worker does.
import type { LogEvent } from './log-event.ts';

/** idb-keyval's own database and object store, where the worker's key-value port lives. */
export const LOG_DB_NAME = 'keyval-store';
export const LOG_DB_STORE = 'keyval';

/**
 * SPEC §9's unsent_logs: each event waiting to leave is one record under this prefix, written
 * before its first send and deleted once the log server accepted it (docs/logs.md).
 */
export const UNSENT_LOGS_PREFIX = 'unsent_logs/';

/**
 * Web Locks: each owner of records holds the lock of this prefix and its id for its life (a
 * worker's pipeline; the page for what it parks), so the owners alive are the locks held.
 */
export const LOG_OWNER_LOCK_PREFIX = 'unsent_logs:owner:';

/** One event waiting to leave, as unsent_logs keeps it: the event and the pipeline that wrote it. */
export interface LogRecord {
  owner: string;
  event: LogEvent;
}

/** The record's key. */
export const recordKey = (id: string): string => `${UNSENT_LOGS_PREFIX}${id}`;
