// Runs in Vitest (Node): who is alive and who resends, with Web Locks and with store leases.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOG_LEASE_MS, LOG_OWNER_TIMEOUT_MS } from '../../../src-worker/logs/log-constants.ts';
import { createLogLocks, type LogLocks } from '../../../src-worker/logs/log-locks.ts';
import {
  type KeyValueStore,
  type LockManagerPort,
  memoryStore,
  systemClock,
} from '../../../src-worker/lib/ports.ts';
import { SharedLocks, blockedStore } from '../support/log-stores.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const make = (owner: string, store: KeyValueStore, locks?: LockManagerPort): LogLocks =>
  createLogLocks({ owner, store, clock: systemClock(), locks });

/** Runs fn as resender, holding it until `release` is called. */
function holdResender(l: LogLocks): { ran: Promise<boolean>; release: () => void } {
  let release = (): void => undefined;
  const ran = l.asResender(() => new Promise<void>((r) => (release = r)));
  return { ran, release: () => release() };
}

describe('with Web Locks', () => {
  it('knows which owners are alive: a dead tab’s lock is freed by the browser', async () => {
    const shared = new SharedLocks();
    const store = memoryStore();
    const a = make('a', store, shared.tab('tab-a'));
    const b = make('b', store, shared.tab('tab-b'));
    await Promise.all([a.ready, b.ready]);
    expect(await a.liveOwners()).toEqual(new Set(['a', 'b']));
    shared.kill('tab-b');
    expect(await a.liveOwners()).toEqual(new Set(['a']));
    a.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(await b.liveOwners()).toEqual(new Set());
  });

  it('lets one tab resend at a time; the other is told no at once, not queued', async () => {
    const shared = new SharedLocks();
    const a = make('a', memoryStore(), shared.tab('tab-a'));
    const b = make('b', memoryStore(), shared.tab('tab-b'));
    const first = holdResender(a);
    await vi.advanceTimersByTimeAsync(0);
    let ran = false;
    expect(await b.asResender(() => Promise.resolve(void (ran = true)))).toBe(false);
    expect(ran).toBe(false);
    first.release();
    expect(await first.ran).toBe(true);
    expect(await b.asResender(() => Promise.resolve(void (ran = true)))).toBe(true);
    expect(ran).toBe(true);
  });

  it('says it cannot tell who is alive when the lock manager refuses (an opaque origin)', async () => {
    const refusing: LockManagerPort = {
      request: () => Promise.reject(new DOMException('opaque', 'SecurityError')),
      query: () => Promise.reject(new DOMException('opaque', 'SecurityError')),
    };
    const l = make('a', memoryStore(), refusing);
    await l.ready;
    expect(await l.liveOwners()).toBeNull();
    expect(await l.asResender(() => Promise.resolve())).toBe(false);
  });
});

describe('with leases in the store (no Web Locks)', () => {
  it('sees an owner as gone once its heartbeat is older than three ticks', async () => {
    const store = memoryStore();
    const a = make('a', store);
    const b = make('b', store);
    await Promise.all([a.ready, b.ready]);
    expect(await a.liveOwners()).toEqual(new Set(['a', 'b']));
    // a keeps beating, b has died without a word.
    for (let t = 0; t <= LOG_OWNER_TIMEOUT_MS; t += 5_000) {
      a.heartbeat();
      await vi.advanceTimersByTimeAsync(5_000);
    }
    expect(await a.liveOwners()).toEqual(new Set(['a']));
    expect(await store.get('unsent_logs_owner/b')).toBeUndefined();
  });

  it('gives the lease to one owner at a time, and to another once it expires', async () => {
    const store = memoryStore();
    const a = make('a', store);
    const b = make('b', store);
    const first = holdResender(a);
    await vi.advanceTimersByTimeAsync(0);
    expect(await b.asResender(() => Promise.resolve())).toBe(false);
    // a's tab dies holding the lease: b gets it once the lease has run out.
    await vi.advanceTimersByTimeAsync(LOG_LEASE_MS - 1_000);
    expect(await b.asResender(() => Promise.resolve())).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await b.asResender(() => Promise.resolve())).toBe(true);
    first.release();
  });

  it('renews the lease while it sends, and stops when another owner took it', async () => {
    const store = memoryStore();
    const a = make('a', store);
    const renewals: boolean[] = [];
    await a.asResender(async (renew) => {
      await vi.advanceTimersByTimeAsync(LOG_LEASE_MS - 1);
      renewals.push(await renew());
      await vi.advanceTimersByTimeAsync(LOG_LEASE_MS - 1);
      renewals.push(await renew());
      await store.set('unsent_logs_lease', { owner: 'b', until: Date.now() + LOG_LEASE_MS });
      renewals.push(await renew());
    });
    expect(renewals).toEqual([true, true, false]);
  });

  it('runs alone when the store is blocked: only its own events are known then', async () => {
    const l = make('a', blockedStore());
    await l.ready;
    expect(await l.liveOwners()).toBeNull();
    let ran = false;
    expect(await l.asResender(() => Promise.resolve(void (ran = true)))).toBe(true);
    expect(ran).toBe(true);
  });
});
