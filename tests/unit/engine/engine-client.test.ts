// The UI's worker owner, tested over a MessageChannel: a dead or silent worker becomes a dialog.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from 'comlink';
import type { WorkerApi } from '../../../shared/engine/boundary.ts';
import { initialState } from '../../../shared/engine/initial-state.ts';
import type { MirrorBatch } from '../../../shared/mirror/mirror.ts';
import { readMirrorMessage } from '../../../shared/mirror/mirror-message.ts';
import { type ServedEngine, exposeEngine } from '../../../src-worker/engine/expose.ts';
import {
  CALL_TIMEOUT_MS,
  PING_INTERVAL_MS,
  hostState,
  startEngine,
} from '../../../src-ui/engine/engine-client.ts';
import { engineClientSuite, standInChannel, workerStandIn } from '../support/worker-stand-in.ts';

const { init, servedEngine: realEngineApi } = engineClientSuite('?e=demo&x=demo-token&mType=2001');
afterEach(() => {
  vi.useRealTimers();
});

describe('engine client', () => {
  it('mirrors the engine state from the worker until the game is ready to embed', async () => {
    const client = startEngine(init, () => workerStandIn(realEngineApi()));
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
    const worker = workerStandIn({});
    startEngine(init, () => worker);
    worker.dispatchEvent(new Event('error'));
    expect(hostState.failure?.code).toBe('worker');
  });

  it('shows a failure when the worker stops answering, instead of a call that hangs', async () => {
    vi.useFakeTimers();
    let alive = true;
    const api = realEngineApi();
    startEngine(init, () =>
      workerStandIn({
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

describe('mirror batches', () => {
  const counters = () =>
    (globalThis as unknown as { __gameContainer: { mirror: { batches: number; flushes: number } } })
      .__gameContainer.mirror;

  /** A worker whose state changes the test sends. */
  function scriptedWorker() {
    let send: ((batch: MirrorBatch) => void) | null = null;
    let seq = 0;
    const batch = (path: string[], value: unknown): void =>
      send?.({ seq: ++seq, ops: [['set', path, value]] });
    const api: Partial<WorkerApi> = {
      start: () => undefined,
      ping: () => 'pong',
      subscribe(listener) {
        send = listener;
        return { seq, state: initialState(init.query) };
      },
      answerPrompt: () => ({ action: 'none' }),
    };
    return { api, batch, subscribed: () => send !== null };
  }

  it('applies the batches of one moment together, once (a timer where there are no frames)', async () => {
    vi.useFakeTimers();
    const worker = scriptedWorker();
    const client = startEngine(init, () => workerStandIn(worker.api));
    await vi.waitFor(() => expect(worker.subscribed()).toBe(true));
    await vi.advanceTimersByTimeAsync(200);
    const before = { ...counters() };
    worker.batch(['scene'], 'basegame');
    worker.batch(['spinning'], true);
    worker.batch(['scene'], 'freegame');
    await vi.advanceTimersByTimeAsync(50);
    expect(client.mirror.scene).not.toBe('freegame');
    await vi.advanceTimersByTimeAsync(100);
    expect(client.mirror).toMatchObject({ scene: 'freegame', spinning: true });
    expect(counters().batches - before.batches).toBe(3);
    expect(counters().flushes - before.flushes).toBe(1);
  });

  it('an answer comes with the state received before it, without waiting for the frame', async () => {
    vi.useFakeTimers();
    const worker = scriptedWorker();
    const client = startEngine(init, () => workerStandIn(worker.api));
    await vi.waitFor(() => expect(worker.subscribed()).toBe(true), { interval: 1 });
    await vi.advanceTimersByTimeAsync(200);
    const received = counters().batches;
    worker.batch(['scene'], 'freegame');
    await vi.waitFor(() => expect(counters().batches).toBe(received + 1), { interval: 1 });
    expect(client.mirror.scene).not.toBe('freegame');
    await client.answerPrompt('closeGame', true);
    expect(client.mirror.scene).toBe('freegame');
  });
});

describe('the mirror on the worker port', () => {
  it('comes as plain messages beside the answers, in the order the worker posted them', async () => {
    const { port1, port2 } = standInChannel();
    let send: ((batch: MirrorBatch) => void) | null = null;
    exposeEngine(
      {
        start: () => undefined,
        ping: () => 'pong',
        subscribe(listener) {
          send = listener;
          return { seq: 0, state: initialState(init.query) };
        },
        answerPrompt: () => {
          // A change the call made, posted before its answer.
          send?.({ seq: 1, ops: [['set', ['scene'], 'freegame']] });
          return { action: 'none' };
        },
      } as Partial<ServedEngine> as ServedEngine,
      port2 as unknown as Endpoint,
    );
    const seen: string[] = [];
    port1.addEventListener('message', (event) => {
      const data: unknown = (event as MessageEvent).data;
      const batch = readMirrorMessage(data);
      if (batch) seen.push(`batch ${String(batch.seq)}`);
      else if (typeof data === 'object' && data !== null && 'id' in data) {
        seen.push('answer');
      }
    });
    const client = startEngine(init, () => port1 as unknown as Worker);
    await vi.waitFor(() => expect(send).not.toBeNull());
    seen.length = 0;
    await client.answerPrompt('closeGame', true);
    expect(seen).toEqual(['batch 1', 'answer']);
    // And the answer comes with the state posted before it.
    expect(client.mirror.scene).toBe('freegame');
  });

  it('ignores a message that only looks like a batch', () => {
    expect(readMirrorMessage({ engineMirror: { seq: 2, ops: [] } })).toEqual({ seq: 2, ops: [] });
    for (const data of [
      null,
      'engineMirror',
      { engineMirror: null },
      { engineMirror: { seq: '2', ops: [] } },
      { engineMirror: { seq: 2.5, ops: [] } },
      { engineMirror: { seq: 2, ops: {} } },
      { id: 'comlink', type: 'HANDLER' },
    ]) {
      expect(readMirrorMessage(data)).toBeNull();
    }
  });
});

describe('intents', () => {
  /** A worker that records what the engine hears and counts the messages it posts back. */
  function recordingWorker(overrides: Partial<WorkerApi> = {}) {
    const heard: unknown[][] = [];
    let subscribed = false;
    // dispose is local (headless only): a worker that had it must still never run it for the page.
    const api: Partial<WorkerApi> & { dispose?: () => void } = {
      start: () => undefined,
      ping: () => 'pong',
      subscribe: () => {
        subscribed = true;
        return { seq: 0, state: initialState(init.query) };
      },
      gameLog: (payload) => void heard.push(['gameLog', payload]),
      setScene: (scene) => void heard.push(['setScene', scene]),
      answerPrompt: (kind) => {
        heard.push(['answerPrompt', kind]);
        return { action: 'none' };
      },
      dispose: () => void heard.push(['dispose']),
      ...overrides,
    };
    const { port1, port2 } = standInChannel();
    let posted = 0;
    const counting: Endpoint = {
      postMessage: (message: unknown, transfer?: Transferable[]) => {
        posted += 1;
        port2.postMessage(message, transfer as never);
      },
      addEventListener: (type, listener) => port2.addEventListener(type, listener),
      removeEventListener: (type, listener) => port2.removeEventListener(type, listener),
    };
    exposeEngine(api as WorkerApi, counting);
    port2.start();
    return {
      worker: port1 as unknown as Worker,
      heard,
      posted: () => posted,
      subscribed: () => subscribed,
    };
  }

  it('reach the engine in the order sent, answered calls among them', async () => {
    const worker = recordingWorker();
    const client = startEngine(init, () => worker.worker);
    client.gameLog({ n: 1 });
    client.setScene('freegame');
    await client.answerPrompt('closeGame', true);
    client.gameLog({ n: 2 });
    await vi.waitFor(() => expect(worker.heard).toHaveLength(4));
    expect(worker.heard).toEqual([
      ['gameLog', { n: 1 }],
      ['setScene', 'freegame'],
      ['answerPrompt', 'closeGame'],
      ['gameLog', { n: 2 }],
    ]);
    expect(hostState.failure).toBeNull();
  });

  it('are not answered: a busy game costs the page no message back', async () => {
    const worker = recordingWorker();
    const client = startEngine(init, () => worker.worker);
    await vi.waitFor(() => expect(worker.subscribed()).toBe(true));
    await client.answerPrompt('closeGame', true);
    const before = worker.posted();
    for (let n = 0; n < 50; n += 1) client.gameLog({ n });
    await client.answerPrompt('closeGame', false);
    expect(worker.heard.filter(([key]) => key === 'gameLog')).toHaveLength(50);
    // Only the answered call's reply came back.
    expect(worker.posted() - before).toBe(1);
  });

  it('show the worker failure when one throws', async () => {
    const worker = recordingWorker({
      gameLog: () => {
        throw new Error('engine not started');
      },
    });
    const client = startEngine(init, () => worker.worker);
    client.gameLog({ n: 1 });
    await vi.waitFor(() => expect(hostState.failure?.code).toBe('worker'));
  });

  it('show the worker failure when one rejects', async () => {
    const worker = recordingWorker({
      setScene: (() => Promise.reject(new Error('store gone'))) as unknown as WorkerApi['setScene'],
    });
    const client = startEngine(init, () => worker.worker);
    client.setScene('basegame');
    await vi.waitFor(() => expect(hostState.failure?.code).toBe('worker'));
  });

  it('that the worker does not know are refused, and answered by nothing else', async () => {
    const worker = recordingWorker();
    const client = startEngine(init, () => worker.worker);
    await vi.waitFor(() => expect(worker.subscribed()).toBe(true));
    await client.answerPrompt('closeGame', true);
    // dispose is local, not an intent; a made-up one carries no arguments list.
    const port = worker.worker as unknown as MessagePort;
    const before = worker.posted();
    port.postMessage({ engineIntent: 'dispose', args: [] });
    port.postMessage({ engineIntent: 'gameLog', args: 'not a list' });
    await vi.waitFor(() => expect(hostState.failure?.code).toBe('worker'));
    expect(worker.heard.map(([key]) => key)).toEqual(['answerPrompt']);
    // The two failure reports and the call's answer: Comlink leaves the intents alone.
    await client.answerPrompt('closeGame', false);
    expect(worker.posted() - before).toBe(3);
  });
});
