// Test helper: what unsent_logs holds, stores that fail as browsers' do, and Web Locks shared
// by several tabs that can die.
import { UNSENT_LOGS_PREFIX } from '../../../shared/logs/log-record.ts';
import type { LogEvent } from '../../../shared/logs/log-event.ts';
import {
  type KeyValueStore,
  type LockManagerPort,
  memoryStore,
} from '../../../src-worker/lib/ports.ts';

/** The events unsent_logs holds, oldest first. */
export async function unsentEvents(store: KeyValueStore): Promise<LogEvent[]> {
  const records = await store.entries<{ event: LogEvent }>(UNSENT_LOGS_PREFIX);
  return records.map(([, r]) => r.event).sort((a, b) => a.timestamp - b.timestamp);
}

/** The ids unsent_logs holds, oldest first. */
export async function unsentIds(store: KeyValueStore): Promise<string[]> {
  return (await unsentEvents(store)).map((e) => e.event_id);
}

const quota = (): Promise<never> =>
  Promise.reject(new DOMException('quota exceeded', 'QuotaExceededError'));

/** A store that has run out of quota: reads and deletes work, every write is refused. */
export function fullStore(inner: KeyValueStore = memoryStore()): KeyValueStore {
  return { ...inner, set: quota, setMany: quota, update: quota };
}

/** A private window's blocked IndexedDB: every call rejects, some of them synchronously. */
export function blockedStore(): KeyValueStore {
  const blocked = (): Promise<never> =>
    Promise.reject(new DOMException('blocked', 'InvalidStateError'));
  return {
    get: blocked,
    set: blocked,
    del: blocked,
    entries: blocked,
    setMany: () => {
      throw new DOMException('blocked', 'InvalidStateError');
    },
    delMany: () => {
      throw new DOMException('blocked', 'InvalidStateError');
    },
    update: blocked,
  };
}

interface Held {
  name: string;
  tab: string;
  release: () => void;
}

/**
 * The origin's lock manager as tabs share it: exclusive locks, `ifAvailable`, `query`, and a
 * tab's death freeing the locks it held (as the browser does when a tab or worker ends).
 */
export class SharedLocks {
  readonly #held = new Map<string, Held>();
  readonly #waiting: { name: string; grant: () => void }[] = [];

  /** The lock manager one tab sees. */
  tab(tab: string): LockManagerPort {
    return {
      request: (name, options, callback) => this.#request(tab, name, options, callback),
      query: () =>
        Promise.resolve({ held: [...this.#held.values()].map((h) => ({ name: h.name })) }),
    };
  }

  /** The tab is gone: every lock it held is free. */
  kill(tab: string): void {
    for (const held of [...this.#held.values()]) if (held.tab === tab) held.release();
  }

  #request<T>(
    tab: string,
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<T> | T,
  ): Promise<T> {
    if (this.#held.has(name) && options.ifAvailable) {
      return Promise.resolve().then(() => callback(null));
    }
    const granted = this.#held.has(name)
      ? new Promise<void>((grant) => this.#waiting.push({ name, grant }))
      : Promise.resolve();
    return granted.then(
      () =>
        new Promise<T>((resolve, reject) => {
          let done = false;
          const release = (): void => {
            if (done) return;
            done = true;
            this.#held.delete(name);
            const next = this.#waiting.findIndex((w) => w.name === name);
            if (next >= 0) this.#waiting.splice(next, 1)[0]?.grant();
          };
          this.#held.set(name, { name, tab, release });
          Promise.resolve()
            .then(() => callback({ name }))
            .then(resolve, reject)
            .finally(release);
        }),
    );
  }
}
