// Runs on the main thread (the courier's chunk): the page writes the record of an event it sends
// itself as it goes into unsent_logs, as the worker would (shared/logs/log-record.ts), for when
// the page's POST does not get through and its worker dies before it wrote its own copy (a page
// reloaded 50 ms into its boot during an outage: seen losing its session's health). And the
// session's health so far while the page is hidden, under an owner the page holds alive, for
// a page killed while hidden (docs/logs.md, Session health).
import type { LogEvent } from '../../shared/logs/log-event.ts';
import {
  LOG_DB_NAME,
  LOG_DB_STORE,
  LOG_OWNER_LOCK_PREFIX,
  recordKey,
} from '../../shared/logs/log-record.ts';

/** Where the page keeps what it sent itself; never throws. */
export interface PageStore {
  keep(events: readonly LogEvent[]): void;
  /** The log server took them (the page heard it before it went), or a parked one is over. */
  forget(events: readonly LogEvent[]): void;
  /**
   * Writes an event no one may send while the page lives: its owner is the page's live one,
   * whose Web Lock the page holds, so it becomes an orphan only when the page dies (closed,
   * killed while hidden). False when the page holds no such lock (no Web Locks): nothing written.
   */
  park(event: LogEvent): boolean;
}

/** An owner's lock held for the page's life; `held()` once the browser granted it. */
function holdOwner(owner: string): () => boolean {
  let held = false;
  try {
    void navigator.locks
      .request(LOG_OWNER_LOCK_PREFIX + owner, {}, () => {
        held = true;
        return new Promise<never>(() => undefined);
      })
      .catch(() => undefined);
  } catch {
    // No Web Locks (an old browser, an insecure origin): nothing is parked.
  }
  return () => held;
}

/**
 * Opens the database now (as idb-keyval does, the same name and store), so a write at pagehide
 * is issued in that task: a page that goes may never hear an open's answer. What `keep` writes
 * is owned by the page's own `owner`, which holds no lock, so the next resender takes it at once;
 * what `park` writes by `${owner}-live`, whose lock the page holds for its life.
 */
export function openPageStore(owner: string): PageStore {
  const live = `${owner}-live`;
  const alive = holdOwner(live);
  let db: IDBDatabase | null = null;
  /** Asked for before the database was open: written once it is, if the page is still there. */
  let early: { event: LogEvent; owner: string }[] = [];
  const change = (to: IDBDatabase, records: readonly { event: LogEvent; owner?: string }[]) => {
    try {
      const tx = to.transaction(LOG_DB_STORE, 'readwrite');
      const store = tx.objectStore(LOG_DB_STORE);
      for (const { event, owner: by } of records) {
        const key = recordKey(event.event_id);
        if (by === undefined) store.delete(key);
        else store.put({ owner: by, event }, key);
      }
      // Committed now: the page may be gone before the transaction would end by itself.
      tx.commit();
    } catch {
      // A full quota or a closed connection: the POST is all there is.
    }
  };
  const put = (events: readonly LogEvent[], by: string): void => {
    if (events.length === 0) return;
    const records = events.map((event) => ({ event, owner: by }));
    if (db === null) early.push(...records);
    else change(db, records);
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
      if (early.length > 0) change(opened, early);
      early = [];
    };
  } catch {
    // No IndexedDB (a private window of some browsers): the page's POST is all there is.
  }
  return {
    keep: (events) => put(events, owner),
    forget(events) {
      const ids = new Set(events.map((e) => e.event_id));
      early = early.filter((e) => !ids.has(e.event.event_id));
      if (db !== null)
        change(
          db,
          events.map((event) => ({ event })),
        );
    },
    park(event) {
      if (!alive()) return false;
      put([event], live);
      return true;
    },
  };
}
