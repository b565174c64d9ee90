// Runs in Vitest on happy-dom: the page's failures as the operator receives them (docs/logs.md,
// Failures): a throw on the page, a rejected promise, a panel's render that breaks and a worker
// that dies each arrive as one event with its fingerprint, the breadcrumbs and no token; 100
// repeats as one event with a count; a dead worker's failure and the session's health leave
// from the page itself (keepalive), as the worker cannot carry them any more.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { proxy } from 'valtio/vanilla';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialState } from '../../../shared/engine/initial-state.ts';
import type { EngineState } from '../../../shared/engine/engine-api.ts';
import { FAILURE_GATHER_MS } from '../../../shared/failures/failure-book.ts';
import type { FailureContent } from '../../../shared/failures/failure.ts';
import { type EngineClient, deadCalls, hostState } from '../../../src-ui/engine/engine-client.ts';
import { PanelBoundary } from '../../../src-ui/components/PanelBoundary.tsx';
import { rootErrorOptions, watchFailures } from '../../../src-ui/failures/failures.ts';

const TOKEN = 'tok-61-SECRET';
const LOGS = 'https://logs.test/log';
// (happy-dom's Request has no keepalive: the e2e test checks it at the simulator.)
const posted: { events: Record<string, unknown>[] }[] = [];
const server = setupServer(
  http.post(LOGS, async ({ request }) => {
    posted.push({ events: (await request.json()) as Record<string, unknown>[] });
    return HttpResponse.json({ accepted: 1 });
  }),
);

const mirror = proxy<EngineState>(initialState({ locale: 'en', origin: '' }));
const pageLog = vi.fn<EngineClient['pageLog']>();
const pageCrumbs = vi.fn<EngineClient['pageCrumbs']>();
const engine = { mirror, pageLog, pageCrumbs } as unknown as EngineClient;
const logged = (): FailureContent[] =>
  pageLog.mock.calls.filter(([type]) => type === 'failure').map(([, , c]) => c as FailureContent);

/** Lets the courier's chunk load and the mirror's listeners run. */
async function turn(): Promise<void> {
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(0);
}

function Broken(): never {
  throw new Error(`quest list for ${TOKEN} is undefined`);
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // React's render errors still go to the console (page-watch.ts): expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const failures = watchFailures();
  // A failure before the engine: held until the courier comes.
  dispatchEvent(new ErrorEvent('error', { error: new Error(`early ${TOKEN}`) }));
  mirror.logTarget = {
    endpoint: LOGS,
    identity: { player_id: '7', client_code: 'DEMO', uid: 'p@DEMO', session_id: 's-1' },
  };
  failures.engine(engine, TOKEN);
  mirror.phase = 'ready';
  mirror.gameId = 2001;
  mirror.gameUrl = `https://game.test/slot/?token=${TOKEN}`;
  mirror.gameReady = true;
  await turn();
});
afterAll(() => {
  server.close();
  vi.useRealTimers();
});

describe('the page’s failures', () => {
  it('a throw on the page: one event, its fingerprint, the breadcrumbs, no token', async () => {
    const button = document.createElement('button');
    button.setAttribute('aria-label', 'Quests');
    document.body.append(button);
    button.click();
    mirror.error = { code: '229', trackingId: 't' };
    await turn();
    for (let i = 0; i < 100; i += 1) {
      dispatchEvent(
        new ErrorEvent('error', {
          error: new Error(`bad seat ${i} at https://a.test/?x=${TOKEN}`),
        }),
      );
    }
    await vi.advanceTimersByTimeAsync(FAILURE_GATHER_MS);
    expect(JSON.stringify(pageLog.mock.calls)).not.toContain(TOKEN);
    const thrown = logged().filter((c) => c.kind === 'page-error');
    expect(thrown.map((c) => c.count).sort((a, b) => a - b)).toEqual([1, 100]);
    // The early throw, before the engine, was held and logged too.
    expect(thrown.find((c) => c.count === 1)?.message).toBe('Error: early [redacted]');
    const loop = thrown.find((c) => c.count === 100);
    expect(loop?.fingerprint).toMatch(/^[0-9a-f]{8}$/);
    expect(loop?.message).toBe('Error: bad seat 99 at https://a.test/?x=[redacted]');
    expect(loop?.screen).toBe('dialog:229');
    expect(loop?.breadcrumbs.map((b) => [b.kind, b.label])).toEqual([
      ['game', 'game 2001'],
      ['tap', 'Quests'],
      ['dialog', 'dialog 229'],
    ]);
    // The worker is told them as they come, for its own failures.
    expect(pageCrumbs).toHaveBeenLastCalledWith(loop?.breadcrumbs);
    mirror.error = null;
  });

  it('a rejected promise', async () => {
    const reason = new TypeError(`no jackpot for ${TOKEN}`);
    dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
    await vi.advanceTimersByTimeAsync(FAILURE_GATHER_MS);
    const [rejection] = logged().filter((c) => c.kind === 'rejection');
    expect(rejection).toMatchObject({
      count: 1,
      side: 'page',
      message: 'TypeError: no jackpot for [redacted]',
    });
  });

  it('a panel whose render breaks, named by its boundary', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host, rootErrorOptions());
    act(() => {
      root.render(
        <PanelBoundary name="quest" onFailed={() => undefined}>
          <Broken />
        </PanelBoundary>,
      );
    });
    await vi.advanceTimersByTimeAsync(FAILURE_GATHER_MS);
    const [render] = logged().filter((c) => c.kind === 'render-error');
    expect(render).toMatchObject({
      panel: 'quest',
      message: 'Error: quest list for [redacted] is undefined',
    });
    expect(render?.stack).toContain('Broken');
    root.unmount();
  });

  it('a worker that dies: its failure, the crashed session and what it may not have heard leave from the page', async () => {
    hostState.failure = { code: 'worker', trackingId: 't' };
    await turn();
    await vi.advanceTimersByTimeAsync(FAILURE_GATHER_MS);
    await vi.waitFor(() => expect(posted.flatMap((p) => p.events)).toHaveLength(6));
    const events = posted.flatMap((p) => p.events);
    // What was handed to the worker in the last 20 s goes again (the server drops a copy by id).
    expect(events.map((e) => `${String(e['type'])}/${String(e['event'])}`).sort()).toEqual([
      'failure/page-error',
      'failure/page-error',
      'failure/rejection',
      'failure/render-error',
      'failure/worker-dead',
      'session/health',
    ]);
    const health = events.find((e) => e['type'] === 'session');
    expect(health).toMatchObject({
      session_id: 's-1',
      uid: 'p@DEMO',
      content: { status: 'crashed' },
    });
    expect(JSON.stringify(events)).not.toContain(TOKEN);
    // Nothing went to the dead worker (vitest clears the mock's calls between tests).
    expect(pageLog).not.toHaveBeenCalled();
  });

  it('a call made to the dead worker is a failure too, sent from the page', async () => {
    const before = posted.length;
    deadCalls.listener?.('useCard');
    await vi.advanceTimersByTimeAsync(FAILURE_GATHER_MS);
    await vi.waitFor(() => expect(posted.length).toBe(before + 1));
    expect(posted.at(-1)?.events[0]).toMatchObject({
      type: 'failure',
      event: 'worker-dead',
      content: { message: 'Error: call useCard to a dead worker', count: 1 },
    });
  });

  it('the health is sent once: the page hiding after the crash sends nothing more', async () => {
    const before = posted.length;
    dispatchEvent(new Event('pagehide'));
    await turn();
    expect(posted.length).toBe(before);
  });
});
