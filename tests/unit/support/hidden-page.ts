// Test helper (happy-dom, fake-indexeddb, msw): a page whose courier runs, that hides, shows and
// dies, and the next visit's log pipeline on the same unsent_logs and Web Locks
// (docs/logs.md, Session health).
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { proxy } from 'valtio/vanilla';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, vi } from 'vitest';
import { idbStore } from '../../../src-worker/engine/idb-store.ts';
import { systemClock } from '../../../src-worker/lib/ports.ts';
import { createLogPipeline } from '../../../src-worker/logs/log-pipeline.ts';
import { readRecords } from '../../../src-worker/logs/log-store.ts';
import { initialState } from '../../../shared/engine/initial-state.ts';
import type { EngineState } from '../../../shared/engine/engine-api.ts';
import type { EngineClient } from '../../../src-ui/engine/engine-client.ts';
import { watchFailures } from '../../../src-ui/failures/failures.ts';
import { SharedLocks } from './log-stores.ts';

const LOGS = 'https://logs.test/log';
export const SECRET = 'tok-hidden-SECRET';

/** A session's health as the log server received it. */
export interface Posted {
  event_id: string;
  type: string;
  event: string;
  session_id: string;
  content: Record<string, unknown>;
}

/** Registers the hooks; returns the page's controls, the log server's receipts and the store. */
export function useHiddenPage() {
  const posted: Posted[] = [];
  const server = setupServer(
    http.post(LOGS, async ({ request }) => {
      posted.push(...((await request.json()) as Posted[]));
      return HttpResponse.json({ accepted: 1 });
    }),
  );
  const locks = new SharedLocks();
  const mirror = proxy<EngineState>(initialState({ locale: 'en', origin: '' }));
  const pageLog = vi.fn<EngineClient['pageLog']>();
  let hidden = false;
  let visits = 0;

  beforeAll(async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    vi.stubGlobal('IDBKeyRange', IDBKeyRange);
    Object.defineProperty(navigator, 'locks', { configurable: true, value: locks.tab('page') });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    server.listen({ onUnhandledRequest: 'error' });
    mirror.logTarget = {
      endpoint: LOGS,
      identity: { player_id: '7', client_code: 'DEMO', uid: 'p@DEMO', session_id: 's-hidden' },
    };
    const pageCrumbs = vi.fn<EngineClient['pageCrumbs']>();
    watchFailures().engine({ mirror, pageLog, pageCrumbs } as unknown as EngineClient, SECRET);
    mirror.phase = 'ready';
    mirror.gameReady = true;
    // The courier's chunk loads, and asks for the page's live owner's lock.
    await vi.waitFor(async () => {
      await vi.dynamicImportSettled();
      const held = await locks.tab('page').query();
      if (!held.held?.some((l) => l.name?.endsWith('-live'))) throw new Error('no lock yet');
    });
  });
  afterAll(() => {
    server.close();
    vi.unstubAllGlobals();
  });

  const records = async () => readRecords(idbStore());
  return {
    posted,
    pageLog,
    mirror,
    records,
    /** The page hides or shows (the browser's visibilitychange). */
    setHidden(now: boolean): void {
      hidden = now;
      document.dispatchEvent(new Event('visibilitychange'));
    },
    /** The OS kills the page: no pagehide, its locks are freed. */
    kill: () => locks.kill('page'),
    /**
     * A visit of another tab, or the next one: its pipeline starts on the same store (its first
     * pass resends what tabs that are gone left), then is gone.
     */
    async nextVisit(): Promise<void> {
      visits += 1;
      const p = createLogPipeline({
        fetch: globalThis.fetch,
        clock: systemClock(),
        store: idbStore(),
        locks: locks.tab(`visit-${visits}`),
        randomId: () => `visit-${visits}-${crypto.randomUUID()}`,
        secrets: () => [],
      });
      p.setEndpoint(LOGS);
      await p.flush();
      p.dispose();
      locks.kill(`visit-${visits}`);
    },
    /** The health events the log server received. */
    healths: () => posted.filter((e) => e.type === 'session' && e.event === 'health'),
  };
}
