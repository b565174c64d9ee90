// Test helper: the simulator's log endpoint under msw with fake timers, and pipelines that are
// disposed after each test.
import { AT_CEILING } from './draws.ts';
import { afterEach, beforeEach } from 'vitest';
import { clearLogSink, logSinkOf } from '../../../operator-sim/log-handlers.ts';
import {
  createLogPipeline,
  type LogPipeline,
  type LogPipelineOptions,
} from '../../../src-worker/logs/log-pipeline.ts';
import {
  type KeyValueStore,
  type LockManagerPort,
  memoryStore,
  systemClock,
} from '../../../src-worker/lib/ports.ts';
import type { SharedLocks } from './log-stores.ts';
import { useSimServer } from './sim-server.ts';

/** Where a pipeline runs: its store, Web Locks (none: leases), endpoint and tuning. */
export interface PipelineHost {
  store?: KeyValueStore;
  locks?: LockManagerPort;
  endpoint?: string | null;
  options?: LogPipelineOptions;
  fetch?: typeof fetch;
  /** The resends' random draws; at their ceilings when absent (10, 20, 40 ... s). */
  random?: () => number;
}

/** A tab of the container: its pipeline, and its sudden end (closed, crashed, discarded). */
export interface Tab {
  p: LogPipeline;
  /** The tab dies: its requests never answer, its timers stop, the browser frees its locks. */
  kill(): void;
}

/** The log endpoint the harness's pipelines post to. */
export const LOG = 'http://line-a.test/log';

/** Registers the hooks and returns the world, its log sink and a pipeline factory. */
export function useLogHarness(secret: string) {
  const { world } = useSimServer({ timers: 'all' });
  const sink = logSinkOf(world);
  let seq = 0;
  let pipelines: LogPipeline[] = [];

  beforeEach(() => {
    clearLogSink(sink);
    world.faults.clear();
  });
  afterEach(() => {
    for (const p of pipelines) p.dispose();
    pipelines = [];
  });

  /** A pipeline with ids ev-1, ev-2…, the given secret, posting to LOG unless told otherwise. */
  function start(opts: PipelineHost = {}): LogPipeline {
    const p = createLogPipeline(
      {
        fetch: opts.fetch ?? globalThis.fetch,
        clock: systemClock(),
        store: opts.store ?? memoryStore(),
        randomId: () => `ev-${++seq}`,
        secrets: () => [secret],
        random: opts.random ?? AT_CEILING,
        ...(opts.locks ? { locks: opts.locks } : {}),
      },
      opts.options,
    );
    p.setEndpoint(opts.endpoint === undefined ? LOG : opts.endpoint);
    pipelines.push(p);
    return p;
  }

  /** A tab named `name` on a store shared with other tabs (and their Web Locks, if given). */
  function tab(name: string, store: KeyValueStore, locks?: SharedLocks): Tab {
    let dead = false;
    const never = <T>(): Promise<T> => new Promise<T>(() => undefined);
    // A dead tab's calls never answer: it writes nothing more, not even a goodbye.
    const own = Object.fromEntries(
      Object.entries(store).map(([name, call]) => [
        name,
        (...args: unknown[]) => (dead ? never() : (call as (...a: unknown[]) => unknown)(...args)),
      ]),
    ) as unknown as KeyValueStore;
    const p = start({
      store: own,
      ...(locks ? { locks: locks.tab(name) } : {}),
      fetch: (...args) => (dead ? never<Response>() : globalThis.fetch(...args)),
    });
    return {
      p,
      kill() {
        dead = true;
        locks?.kill(name);
        // Its timers end with it; without Web Locks its heartbeat stops and times out.
        p.dispose();
      },
    };
  }

  return { world, sink, start, tab };
}
