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
  /** Another tab stole it: the holder's request rejects, and the lock is free at once. */
  stolen: () => void;
}

type LockOptions = Parameters<LockManagerPort['request']>[1];

const aborted = (): DOMException => new DOMException('the lock request was aborted', 'AbortError');

/**
 * The origin's lock manager as tabs share it: exclusive locks, `ifAvailable`, `steal`, a waiting
 * request's `signal`, `query`, and a tab's death freeing the locks it held (as the browser does
 * when a tab or worker ends).
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

  /** The tab holding `name`, or null when it is free. */
  holder(name: string): string | null {
    return this.#held.get(name)?.tab ?? null;
  }

  #request<T>(
    tab: string,
    name: string,
    options: LockOptions,
    callback: (lock: unknown) => Promise<T> | T,
  ): Promise<T> {
    if (this.#held.has(name) && options.ifAvailable) {
      return Promise.resolve().then(() => callback(null));
    }
    if (options.steal) this.#held.get(name)?.stolen();
    const granted = this.#held.has(name) ? this.#queue(name, options.signal) : Promise.resolve();
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
          const stolen = (): void => {
            done = true;
            this.#held.delete(name);
            reject(aborted());
          };
          this.#held.set(name, { name, tab, release, stolen });
          Promise.resolve()
            .then(() => callback({ name }))
            .then(resolve, reject)
            .finally(release);
        }),
    );
  }

  /** Waits behind the holder; an abort of `signal` takes the request out of the queue. */
  #queue(name: string, signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((grant, reject) => {
      const waiter = { name, grant };
      this.#waiting.push(waiter);
      signal?.addEventListener('abort', () => {
        const at = this.#waiting.indexOf(waiter);
        if (at >= 0) this.#waiting.splice(at, 1);
        reject(aborted());
      });
    });
  }
}
