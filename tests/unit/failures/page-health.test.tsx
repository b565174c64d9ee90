// Runs in Vitest on happy-dom: a session whose boot stopped on an error dialog (no game ever
// ready) still says how it ended, from the page, as it goes (docs/logs.md, Session health).
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { proxy } from 'valtio/vanilla';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { initialState } from '../../../shared/engine/initial-state.ts';
import type { EngineState } from '../../../shared/engine/engine-api.ts';
import type { EngineClient } from '../../../src-ui/engine/engine-client.ts';
import { watchFailures } from '../../../src-ui/failures/failures.ts';

const LOGS = 'https://logs.test/log';
const posted: Record<string, unknown>[] = [];
const server = setupServer(
  http.post(LOGS, async ({ request }) => {
    posted.push(...((await request.json()) as Record<string, unknown>[]));
    return HttpResponse.json({ accepted: 1 });
  }),
);
const mirror = proxy<EngineState>(initialState({ locale: 'en', origin: '' }));
const pageLog = vi.fn<EngineClient['pageLog']>();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('an error dialog before the game: the courier comes, and the page sends an errored health at pagehide, the engine a copy', async () => {
  watchFailures().engine({ mirror, pageLog } as unknown as EngineClient, 'tok-health');
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
  // The engine keeps a copy by the same id (its store, should the POST not get through).
  expect(pageLog).toHaveBeenCalledTimes(1);
  expect(pageLog.mock.calls[0]?.[3]).toBe(posted[0]?.['event_id']);
});
