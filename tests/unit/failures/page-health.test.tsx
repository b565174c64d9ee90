// Runs in Vitest on happy-dom: a session whose boot stopped on an error dialog (no game ever
// ready) still says how it ended, from the page, as it goes (docs/logs.md, Session health).
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { proxy } from 'valtio/vanilla';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { idbStore } from '../../../src-worker/engine/idb-store.ts';
import { readRecords } from '../../../src-worker/logs/log-store.ts';
import { initialState } from '../../../shared/engine/initial-state.ts';
import type { EngineState } from '../../../shared/engine/engine-api.ts';
import type { EngineClient } from '../../../src-ui/engine/engine-client.ts';
import { watchFailures } from '../../../src-ui/failures/failures.ts';

const LOGS = 'https://logs.test/log';
const posted: Record<string, unknown>[] = [];
/** The log server's answer: down (503) during an outage. */
let status = 503;
const server = setupServer(
  http.post(LOGS, async ({ request }) => {
    posted.push(...((await request.json()) as Record<string, unknown>[]));
    return HttpResponse.json({ accepted: 1 }, { status });
  }),
);
const ids = async () => (await readRecords(idbStore())).map((r) => r.event.event_id);
const mirror = proxy<EngineState>(initialState({ locale: 'en', origin: '' }));
const pageLog = vi.fn<EngineClient['pageLog']>();
const pageCrumbs = vi.fn<EngineClient['pageCrumbs']>();

beforeAll(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

it('an error dialog before the game, then the page goes during an outage: the page sends an errored health at pagehide and keeps its record itself', async () => {
  watchFailures().engine({ mirror, pageLog, pageCrumbs } as unknown as EngineClient, 'tok-health');
  mirror.logTarget = {
    endpoint: LOGS,
    identity: { player_id: '', client_code: '', uid: '', session_id: 's-9' },
  };
  mirror.phase = 'failed';
  mirror.error = { code: '1', trackingId: 't' };
  await vi.waitFor(async () => {
    await vi.dynamicImportSettled();
    dispatchEvent(new Event('pagehide'));
    expect(posted).toHaveLength(1);
  });
  expect(posted[0]).toMatchObject({
    type: 'session',
    event: 'health',
    session_id: 's-9',
    content: { status: 'errored', failures: 0 },
  });
  // Sent once: a second pagehide (a page back from the cache, hidden again) sends nothing.
  dispatchEvent(new Event('pagehide'));
  await vi.dynamicImportSettled();
  expect(posted).toHaveLength(1);
  // The page wrote its record itself, which the next visit's resender reads as an orphan (a
  // worker at its page's end is ended before its own write commits: a reload storm's health
  // was lost so), and handed the engine no copy of its own.
  await vi.waitFor(async () => expect(await ids()).toEqual([posted[0]?.['event_id']]));
  expect((await readRecords(idbStore()))[0]?.owner).toMatch(/^page-/);
  expect(pageLog).not.toHaveBeenCalled();
});

it('a record the page kept goes once the page hears its POST accepted; the worker gone, the page keeps what it sends', async () => {
  const { postFromPage } = await import('../../../src-ui/failures/page-post.ts');
  const { openPageStore } = await import('../../../src-ui/failures/page-store.ts');
  const store = openPageStore('page-test');
  const engine = { mirror, pageLog, pageCrumbs } as unknown as EngineClient;
  const event = { type: 'failure', event: 'page-error', content: { count: 1 } } as const;
  const dead = { failure: { code: 'worker', trackingId: 't' } };
  status = 200;
  postFromPage(engine, dead, [{ ...event, id: 'ok-id-0001' }], [], store);
  await vi.waitFor(() => expect(posted.map((p) => p['event_id'])).toContain('ok-id-0001'));
  await vi.waitFor(async () => expect(await ids()).not.toContain('ok-id-0001'));
  status = 503;
  postFromPage(engine, dead, [{ ...event, id: 'down-id-0001' }], [], store);
  await vi.waitFor(async () => expect(await ids()).toContain('down-id-0001'));
  expect(pageLog).not.toHaveBeenCalled();
});

it('what the page hands the engine is plain data: content read from the mirror (a proxy) is copied, never posted as is', async () => {
  const { postFromPage } = await import('../../../src-ui/failures/page-post.ts');
  const alive = { failure: null };
  const frame = proxy({ traceId: 't-1', resource: { 'service.version': '2.55.6' } });
  const content = { ...frame, metrics: [{ name: 'CLS', value: 0 }] };
  postFromPage(
    { mirror, pageLog, pageCrumbs } as unknown as EngineClient,
    alive,
    [{ id: 'vitals-id-01', type: 'perf', event: 'vitals', content }],
    [],
    null,
  );
  const handed = pageLog.mock.calls.at(-1);
  expect(handed?.slice(0, 2)).toEqual(['perf', 'vitals']);
  // A worker's postMessage copies it (a proxy threw a DataCloneError and failed the intent).
  expect(structuredClone(handed?.[2])).toEqual({
    traceId: 't-1',
    resource: { 'service.version': '2.55.6' },
    metrics: [{ name: 'CLS', value: 0 }],
  });
});
