// Runs in the worker: which tabs are alive and which one resends the events of tabs that are gone.
import {
  LOG_HEARTBEAT_PREFIX,
  LOG_LEASE_KEY,
  LOG_LEASE_MS,
  LOG_OWNER_TIMEOUT_MS,
  LOG_RESEND_LOCK,
} from './log-constants.ts';
import { LOG_OWNER_LOCK_PREFIX } from '../../shared/logs/log-record.ts';
import type { Clock, KeyValueStore, LockManagerPort } from '../lib/ports.ts';

/**
 * Every pipeline (a tab, a worker) is an owner of the records it writes. An owner that is gone
 * (its tab closed, its worker ended) leaves orphans, which one resender at a time sends.
 */
export interface LogLocks {
  /** This pipeline's owner id, written into each record. */
  readonly owner: string;
  /** Settles once this owner counts as alive for other tabs: no record is written before. */
  readonly ready: Promise<void>;
  /**
   * The owners alive now, this one included; null when it cannot be told (then no record of
   * another owner may be sent). Read it after the records: a record's owner was alive first.
   */
  liveOwners(): Promise<ReadonlySet<string> | null>;
  /**
   * Runs fn as the one resender; false without running it when another tab resends now. fn
   * calls `renew` before each send: false means it is the resender no longer and must stop.
   */
  asResender(fn: (renew: () => Promise<boolean>) => Promise<void>): Promise<boolean>;
  /** Called on the pipeline's tick: keeps a lease-based owner alive. */
  heartbeat(): void;
  /** Whether `heartbeat` does anything: then the pipeline ticks even with nothing to send. */
  readonly beats: boolean;
  /** This owner is gone: its records become orphans for the next resender. */
  release(): void;
}

interface LockDeps {
  owner: string;
  store: KeyValueStore;
  clock: Clock;
  locks?: LockManagerPort | undefined;
}

/** Web Locks where the host has them (every current browser's workers), else store leases. */
export function createLogLocks(deps: LockDeps): LogLocks {
  return deps.locks ? webLocks(deps.owner, deps.locks) : leaseLocks(deps);
}

/** Owners hold a lock named after them for their life; the browser frees it when they die. */
function webLocks(owner: string, locks: LockManagerPort): LogLocks {
  let release: () => void = () => undefined;
  let broken = false;
  const ready = new Promise<void>((held) => {
    locks
      .request(LOG_OWNER_LOCK_PREFIX + owner, {}, () => {
        held();
        return new Promise<void>((resolve) => (release = resolve));
      })
      .catch(() => {
        // An opaque origin or a detached context: nobody can tell who is alive.
        broken = true;
        held();
      });
  });
  return {
    owner,
    ready,
    async liveOwners() {
      if (broken) return null;
      try {
        const { held = [] } = await locks.query();
        const names = held.map((lock) => lock.name ?? '');
        return new Set(
          names
            .filter((name) => name.startsWith(LOG_OWNER_LOCK_PREFIX))
            .map((name) => name.slice(LOG_OWNER_LOCK_PREFIX.length)),
        );
      } catch {
        return null;
      }
    },
    async asResender(fn) {
      try {
        return await locks.request(LOG_RESEND_LOCK, { ifAvailable: true }, async (lock) => {
          if (lock === null) return false;
          await fn(() => Promise.resolve(true));
          return true;
        });
      } catch {
        return false;
      }
    },
    heartbeat: () => undefined,
    beats: false,
    release: () => release(),
  };
}

interface Lease {
  owner: string;
  until: number;
}

const isLease = (value: unknown): value is Lease =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Lease).owner === 'string' &&
  typeof (value as Lease).until === 'number';

/**
 * Without Web Locks (Node, old browsers): each owner writes a heartbeat every tick, and the
 * resender takes a lease record in one read-write transaction. Slower to see a tab as gone
 * (LOG_OWNER_TIMEOUT_MS), never two resenders at once while the store answers.
 */
function leaseLocks({ owner, store, clock }: LockDeps): LogLocks {
  const beatKey = LOG_HEARTBEAT_PREFIX + owner;
  let released = false;
  const beat = async (): Promise<void> => {
    if (released) return;
    try {
      await store.set(beatKey, clock.now());
    } catch {
      // Seen as gone by other tabs: they may resend its records, which the server dedupes.
    }
  };
  const take = (old: unknown): Lease =>
    isLease(old) && old.owner !== owner && old.until > clock.now()
      ? old
      : { owner, until: clock.now() + LOG_LEASE_MS };
  const giveBack = (old: unknown): Lease =>
    isLease(old) && old.owner !== owner ? old : { owner: '', until: 0 };
  /** Takes or extends the lease; true while this owner holds it. */
  const renew = async (): Promise<boolean> => {
    await store.update(LOG_LEASE_KEY, take);
    const lease = await store.get<unknown>(LOG_LEASE_KEY);
    return isLease(lease) && lease.owner === owner;
  };
  return {
    owner,
    ready: beat(),
    async liveOwners() {
      try {
        const now = clock.now();
        const beats = await store.entries<unknown>(LOG_HEARTBEAT_PREFIX);
        const alive = beats.filter(
          ([, at]) => typeof at === 'number' && now - at < LOG_OWNER_TIMEOUT_MS,
        );
        const gone = beats.filter((entry) => !alive.includes(entry)).map(([key]) => key);
        if (gone.length > 0) await store.delMany(gone);
        return new Set([owner, ...alive.map(([key]) => key.slice(LOG_HEARTBEAT_PREFIX.length))]);
      } catch {
        return null;
      }
    },
    async asResender(fn) {
      try {
        if (!(await renew())) return false;
      } catch {
        // No store to hold a lease in: only this tab's own events are known, so it may send.
        await fn(() => Promise.resolve(true));
        return true;
      }
      try {
        await fn(() => renew().catch(() => false));
      } finally {
        await store.update(LOG_LEASE_KEY, giveBack).catch(() => undefined);
      }
      return true;
    },
    heartbeat: () => void beat(),
    beats: true,
    release() {
      released = true;
      void (async () => store.del(beatKey))().catch(() => undefined);
    },
  };
}
