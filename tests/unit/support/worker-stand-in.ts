// Test helper: a worker stand-in for the page's engine client. One end of a MessageChannel is the
// "worker"; the other serves an engine API as src-worker/main.ts serves it.
import type { Endpoint } from 'comlink';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { SimWorld } from '../../../operator-sim/world.ts';
import type { WorkerApi } from '../../../shared/engine-api.ts';
import { type ServedEngine, exposeEngine } from '../../../src-worker/expose.ts';
import { testEngine } from './engine.ts';

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

/** A real engine on `world` for the query `search`, served as the worker serves it. */
export function servedEngine(world: SimWorld, search: string): ServedEngine {
  const engine = testEngine(world, search);
  return {
    ...engine,
    ping: () => 'pong',
    start: () => void engine.boot(),
    subscribe: (listener) => engine.subscribe(listener),
  };
}
