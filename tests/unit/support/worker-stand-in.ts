// Test helper: a worker stand-in for the page's engine client. One end of a MessageChannel is the
// "worker"; the other serves an engine API as src-worker/main.ts serves it.
import type { Endpoint } from 'comlink';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, beforeEach } from 'vitest';
import type { WorkerApi } from '../../../shared/engine/boundary.ts';
import type { WorkerInit } from '../../../shared/engine/engine-api.ts';
import { hostState } from '../../../src-ui/engine/engine-client.ts';
import { type ServedEngine, exposeEngine } from '../../../src-worker/engine/expose.ts';
import { testInit } from './engine.ts';
import { type TestEngines, useEngines, useSimServer } from './sim-server.ts';

const open: MessagePort[] = [];

/** A channel closed by the next closeStandIns: port1 plays the worker, port2 its inside. */
export function standInChannel(): { port1: MessagePort; port2: MessagePort } {
  const channel = new MessageChannel();
  open.push(channel.port1, channel.port2);
  return channel;
}

/** A worker whose other end serves `api`. Close them all after each test with closeStandIns. */
export function workerStandIn(api: Partial<WorkerApi>): Worker {
  const { port1, port2 } = standInChannel();
  exposeEngine(api as WorkerApi, port2 as unknown as Endpoint);
  return port1 as unknown as Worker;
}

/** Closes every stand-in's channel. */
export function closeStandIns(): void {
  for (const port of open.splice(0)) port.close();
}

/** A real engine for the query `search` (disposed after the test), served as the worker serves it. */
function servedEngine(engines: TestEngines, search: string): ServedEngine {
  const engine = engines.start(search);
  return {
    ...engine,
    ping: () => 'pong',
    start: () => void engine.boot(),
    subscribe: (listener) => engine.subscribe(listener),
  };
}

/**
 * What a suite of the page's engine client needs, as its hooks: the simulator's handlers behind
 * msw, the host's state cleared before each test, the stand-ins closed and the engines disposed
 * after it (an engine left running kept its log pipeline's tick, whose POST landed in a later
 * file's simulator: Vitest's files share a worker, isolate: false). Returns the page's start
 * message for the query `search`, and a real engine for it, served as the worker serves it (a
 * new one on each call).
 */
export function engineClientSuite(search: string): {
  init: WorkerInit;
  servedEngine: () => ServedEngine;
} {
  const sim = useSimServer();
  const engines = useEngines(sim);
  beforeEach(() => {
    hostState.failure = null;
  });
  afterEach(closeStandIns);
  return { init: testInit(sim.world, search), servedEngine: () => servedEngine(engines, search) };
}
