// The UI's worker owner, tested over a MessageChannel: a dead or silent worker becomes a dialog.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Comlink from 'comlink';
import { setupServer } from 'msw/node';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { createHandlers, testWorld } from '../../operator-sim/handlers.ts';
import type { WorkerApi, WorkerInit } from '../../shared/engine-api.ts';
import { parseQuery } from '../../shared/query.ts';
import { createEngine } from '../../src-worker/engine.ts';
import { memoryStore, systemClock } from '../../src-worker/ports.ts';
import {
  CALL_TIMEOUT_MS,
  PING_INTERVAL_MS,
  hostState,
  startEngine,
} from '../../src-ui/engine-client.ts';

const world = testWorld();
const server = setupServer(...createHandlers(world));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  hostState.failure = null;
});
const ports: MessagePort[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const p of ports.splice(0)) p.close();
});

const init: WorkerInit = {
  query: parseQuery('?e=demo&x=demo-token&mType=2001'),
  configHost: world.appOrigin,
  clientType: 'web',
  savedQuery: null,
};

/** A worker stand-in: one end of a MessageChannel, the other end serving `api`. */
function fakeWorker(api: Partial<WorkerApi>): Worker {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  Comlink.expose(api, port2 as unknown as Comlink.Endpoint);
  return port1 as unknown as Worker;
}

function realEngineApi(): WorkerApi {
  const engine = createEngine({
    ...init,
    fetch: globalThis.fetch,
    clock: systemClock(),
    store: memoryStore(),
    randomId: () => crypto.randomUUID(),
  });
  return {
    ...engine,
    ping: () => 'pong',
    start: () => void engine.boot(),
    subscribe: (listener) => engine.subscribe(listener),
  };
}

describe('engine client', () => {
  it('mirrors the engine state from the worker until the game is ready to embed', async () => {
    const client = startEngine(init, () => fakeWorker(realEngineApi()));
    await vi.waitFor(() => expect(client.mirror.phase).toBe('ready'), { timeout: 5_000 });
    expect(client.mirror.gameUrl).toMatch(/^http:\/\/game\.test\//);
    expect(client.mirror.user?.currency).toBe('THB');
    expect(hostState.failure).toBeNull();
  });

  it('shows a failure when the worker cannot be created', () => {
    startEngine(init, () => {
      throw new Error('blocked');
    });
    expect(hostState.failure?.code).toBe('worker');
    expect(hostState.failure?.trackingId).toBeTruthy();
  });

  it('shows a failure when the worker throws at load', () => {
    const worker = fakeWorker({});
    startEngine(init, () => worker);
    worker.dispatchEvent(new Event('error'));
    expect(hostState.failure?.code).toBe('worker');
  });

  it('shows a failure when the worker stops answering, instead of a call that hangs', async () => {
    vi.useFakeTimers();
    let alive = true;
    const api = realEngineApi();
    startEngine(init, () =>
      fakeWorker({
        ...api,
        ping: () => (alive ? 'pong' : (new Promise<never>(() => undefined) as never)),
      }),
    );
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS + 100);
    expect(hostState.failure).toBeNull();
    alive = false;
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS + CALL_TIMEOUT_MS + 100);
    expect(hostState.failure?.code).toBe('worker');
  });
});
