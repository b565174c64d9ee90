// Test helper: the simulator's log endpoint under msw with fake timers, and pipelines that are
// disposed after each test.
import { afterEach, beforeEach } from 'vitest';
import { clearLogSink, logSinkOf } from '../../../operator-sim/log-handlers.ts';
import {
  createLogPipeline,
  type LogPipeline,
  type LogPipelineOptions,
} from '../../../src-worker/logs/log-pipeline.ts';
import { type KeyValueStore, memoryStore, systemClock } from '../../../src-worker/engine/ports.ts';
import { useSimServer } from './sim-server.ts';

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
  function start(
    opts: { store?: KeyValueStore; endpoint?: string | null; options?: LogPipelineOptions } = {},
  ): LogPipeline {
    const p = createLogPipeline(
      {
        fetch: globalThis.fetch,
        clock: systemClock(),
        store: opts.store ?? memoryStore(),
        randomId: () => `ev-${++seq}`,
        secrets: () => [secret],
      },
      opts.options,
    );
    p.setEndpoint(opts.endpoint === undefined ? LOG : opts.endpoint);
    pipelines.push(p);
    return p;
  }

  return { world, sink, start };
}
