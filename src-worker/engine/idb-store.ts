// Runs in the worker (and in Node on fake-indexeddb): the key-value port on IndexedDB.
import {
  createStore,
  del,
  delMany,
  get,
  promisifyRequest,
  set,
  setMany,
  update,
  type UseStore,
} from 'idb-keyval';
import { type KeyValueStore, memoryStore } from '../lib/ports.ts';

import {
  LOG_DB_NAME as DB_NAME,
  LOG_DB_STORE as STORE_NAME,
} from '../../shared/logs/log-record.ts';

/** Every entry of the key range [prefix, prefix + U+FFFF), read in one cursor. */
function entriesWithPrefix<T>(use: UseStore, prefix: string): Promise<[string, T][]> {
  return use('readonly', (store) => {
    const out: [string, T][] = [];
    const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
    const request = store.openCursor(range);
    request.onsuccess = () => {
      const cursor = request.result;
      if (cursor === null) return;
      // Only string keys fall in a range of strings.
      out.push([cursor.key as string, cursor.value as T]);
      cursor.continue();
    };
    return promisifyRequest(store.transaction).then(() => out);
  });
}

/**
 * The store on IndexedDB, or in memory where there is none. Every call may still reject (a
 * private window's blocked database, a full quota), never throw: the callers keep their data
 * in memory then.
 */
export function idbStore(): KeyValueStore {
  if (typeof indexedDB === 'undefined') return memoryStore();
  const open = createStore(DB_NAME, STORE_NAME);
  // IndexedDB may refuse to open by throwing at once: a rejection, like its other failures.
  const use: UseStore = (mode, callback) => {
    try {
      return open(mode, callback);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  // Writes whose requests are all made at once commit at once, without waiting for their
  // answers: a worker ended with its page (a reload) may not live to hear them, and a record
  // not committed is an event lost. (Not update: its write waits for its read.)
  const writeAtOnce: UseStore = (mode, callback) =>
    use(mode, (store) => {
      const done = callback(store);
      store.transaction.commit();
      return done;
    });
  return {
    get: (key) => get(key, use),
    set: (key, value) => set(key, value, writeAtOnce),
    del: (key) => del(key, writeAtOnce),
    entries: (prefix) => entriesWithPrefix(use, prefix),
    setMany: (entries) => setMany([...entries], writeAtOnce),
    delMany: (keys) => delMany([...keys], writeAtOnce),
    update: (key, fn) => update(key, fn, use),
  };
}
