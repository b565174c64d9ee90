// Runs in Vitest (Node): whole engines, as two tabs and a later visit on one store, lose no log.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLogSink, logSinkOf } from '../../../operator-sim/log-handlers.ts';
import { memoryStore } from '../../../src-worker/lib/ports.ts';
import { settle } from '../support/settle.ts';
import { useEngines, useSimServer } from '../support/sim-server.ts';
import { SharedLocks, fullStore, unsentEvents } from '../support/log-stores.ts';

const sim = useSimServer({ timers: 'all' });
const engines = useEngines(sim);
const sink = logSinkOf(sim.world);
beforeEach(() => clearLogSink(sink));
const advance = async (ms: number) => {
  for (let t = 0; t < ms; t += 100) await vi.advanceTimersByTimeAsync(100);
};
const errorsArrived = (code: string) =>
  sink.events.filter((e) => e['type'] === 'error' && e['event'] === code).length;

describe('engines sharing one store', () => {
  it('two tabs fail a login (229) during an outage and close; the next visit delivers both', async () => {
    const store = memoryStore();
    const locks = new SharedLocks();
    sink.mode = 'down';
    const tabs = ['a', 'b'].map((name) =>
      engines.start('?e=demo&x=token-229&mType=2001', {
        store,
        locks: locks.tab(name),
        randomId: () => crypto.randomUUID(),
      }),
    );
    await Promise.all(tabs.map((e) => settle(e.boot())));
    for (const e of tabs) expect(e.state.error?.code).toBe('229');
    await advance(400);
    const made = (await unsentEvents(store)).filter((e) => e.type === 'error');
    expect(made).toHaveLength(2);
    for (const e of tabs) e.dispose();
    sink.mode = 'ok';
    const next = engines.start('?e=demo&x=demo-token&mType=2001', {
      store,
      locks: locks.tab('next'),
      randomId: () => crypto.randomUUID(),
    });
    await settle(next.boot());
    await advance(1_000);
    expect(errorsArrived('229')).toBe(2);
    expect(sink.received - sink.events.length).toBe(0);
    expect((await unsentEvents(store)).filter((e) => e.type === 'error')).toEqual([]);
  });

  it('an engine whose store is full keeps its logs in memory through an outage', async () => {
    sink.mode = 'down';
    const e = engines.start('?e=demo&x=token-229&mType=2001', {
      store: fullStore(),
      randomId: () => crypto.randomUUID(),
    });
    await settle(e.boot());
    expect(e.state.error?.code).toBe('229');
    const spins = Array.from({ length: 5 }, () => e.logs.log('game', 'spin').event_id);
    // The error's batch, then the spins' batch, each through its retries.
    await advance(14_000);
    expect(e.logs.stats()).toMatchObject({ queued: 0, dropped: 0 });
    expect(e.logs.stats().stored).toBeGreaterThanOrEqual(6);
    sink.mode = 'ok';
    await advance(20_000);
    expect(errorsArrived('229')).toBe(1);
    expect(sink.events.map((ev) => ev.event_id)).toEqual(expect.arrayContaining(spins));
    expect(e.logs.stats()).toMatchObject({ queued: 0, stored: 0, dropped: 0 });
  });
});
