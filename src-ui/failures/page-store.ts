// Runs on the main thread (the courier's chunk): the page writes the record of an event it sends
// itself as it goes into unsent_logs, as the worker would (shared/logs/log-record.ts), for when
// the page's POST does not get through and its worker dies before it wrote its own copy (a page
// reloaded 50 ms into its boot during an outage: seen losing its session's health).
import type { LogEvent } from '../../shared/logs/log-event.ts';
import { LOG_DB_NAME, LOG_DB_STORE, recordKey } from '../../shared/logs/log-record.ts';

/** Where the page keeps what it sent itself; never throws. */
export interface PageStore {
  keep(events: readonly LogEvent[]): void;
  /** The log server took them (the page heard it before it went): their records go. */
  forget(events: readonly LogEvent[]): void;
}

/**
 * Opens the database now (as idb-keyval does, the same name and store), so a write at pagehide
 * is issued in that task: a page that goes may never hear an open's answer. The records' owner
 * is the page's own, which holds no lock, so the next resender takes them at once.
 */
export function openPageStore(owner: string): PageStore {
  let db: IDBDatabase | null = null;
  /** Asked for before the database was open: written once it is, if the page is still there. */
  let early: LogEvent[] = [];
  const change = (to: IDBDatabase, events: readonly LogEvent[], put: boolean): void => {
    try {
      const tx = to.transaction(LOG_DB_STORE, 'readwrite');
      const store = tx.objectStore(LOG_DB_STORE);
      for (const event of events) {
        const key = recordKey(event.event_id);
        if (put) store.put({ owner, event }, key);
        else store.delete(key);
      }
      // Committed now: the page may be gone before the transaction would end by itself.
      tx.commit();
    } catch {
      // A full quota or a closed connection: the POST is all there is.
    }
  };
  try {
    const open = indexedDB.open(LOG_DB_NAME);
    open.onupgradeneeded = () => open.result.createObjectStore(LOG_DB_STORE);
    open.onsuccess = () => {
      const opened = open.result;
      db = opened;
      // Another build asking for a new version is not kept waiting by this page.
      opened.onversionchange = () => {
        opened.close();
        db = null;
      };
      if (early.length > 0) change(opened, early, true);
      early = [];
    };
  } catch {
    // No IndexedDB (a private window of some browsers): the page's POST is all there is.
  }
  return {
    keep(events) {
      if (events.length === 0) return;
      if (db === null) early.push(...events);
      else change(db, events, true);
    },
    forget(events) {
      const ids = new Set(events.map((e) => e.event_id));
      early = early.filter((e) => !ids.has(e.event_id));
      if (db !== null) change(db, events, false);
    },
  };
}
