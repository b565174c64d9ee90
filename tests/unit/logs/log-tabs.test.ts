// Runs in Vitest (Node): tabs sharing one store, closed, crashed or reloaded mid-send; each event
// made is delivered at least once, and twice only when its tab died while it was in flight.
import { describe, expect, it, vi } from 'vitest';
import { LOG_OWNER_TIMEOUT_MS } from '../../../src-worker/logs/log-constants.ts';
import { memoryStore } from '../../../src-worker/lib/ports.ts';
import { type Tab, useLogHarness } from '../support/log-harness.ts';
import { SharedLocks, unsentIds } from '../support/log-stores.ts';

const { sink, world, tab } = useLogHarness('demo-token');
const tick = (ms: number): Promise<void> => vi.advanceTimersByTimeAsync(ms).then(() => undefined);

/** What the log server saw of these ids: each delivered, and how many arrived twice. */
function delivery(made: readonly string[]) {
  const arrivals = sink.requests
    .filter((r) => r.answer === 'ok')
    .flatMap((r) => (JSON.parse(r.body) as { event_id: string }[]).map((e) => e.event_id));
  const count = (id: string) => arrivals.filter((a) => a === id).length;
  return {
    missing: made.filter((id) => count(id) === 0),
    twice: made.filter((id) => count(id) === 2).length,
    more: made.filter((id) => count(id) > 2).length,
  };
}

/** An error the player sees: logged and flushed at once, as the engine's error reporter does. */
function error(t: Tab, code: string): string {
  const id = t.p.log('error', code, { code }).event_id;
  void t.p.flush();
  return id;
}

describe.each([
  ['Web Locks', () => new SharedLocks()],
  ['leases in the store (no Web Locks)', () => undefined],
])('tabs on one store, with %s', (_, makeLocks) => {
  it('a tab closed 0.4 s after a failed send: the next visit delivers its error once', async () => {
    const store = memoryStore();
    const locks = makeLocks();
    sink.mode = 'down';
    const first = tab('first', store, locks);
    const made = [error(first, '229')];
    await tick(400);
    expect(sink.requests).toHaveLength(1);
    first.kill();
    sink.mode = 'ok';
    tab('next', store, locks);
    // Without Web Locks a tab is known gone once its heartbeat is old; the resend follows.
    await tick(locks ? 0 : LOG_OWNER_TIMEOUT_MS + 10_000);
    expect(delivery(made)).toEqual({ missing: [], twice: 0, more: 0 });
    expect(await unsentIds(store)).toEqual([]);
  });

  it.each([2, 3])(
    '%i tabs fail at once and keep their logs; once the network is back each event arrives once',
    async (n) => {
      const store = memoryStore();
      const locks = makeLocks();
      sink.mode = 'down';
      const tabs = Array.from({ length: n }, (_, i) => tab(`tab-${i}`, store, locks));
      const made = tabs.flatMap((t, i) => [error(t, `e${i}`), t.p.log('game', 'spin').event_id]);
      await tick(10_000);
      for (const t of tabs) expect(t.p.stats()).toMatchObject({ stored: 2, queued: 0 });
      expect(await unsentIds(store)).toHaveLength(2 * n);
      sink.mode = 'ok';
      await tick(30_000);
      expect(delivery(made)).toEqual({ missing: [], twice: 0, more: 0 });
      expect(sink.received).toBe(2 * n);
      expect(await unsentIds(store)).toEqual([]);
    },
  );

  it('two tabs close during an outage; a later visit delivers both tabs’ logs once', async () => {
    const store = memoryStore();
    const locks = makeLocks();
    sink.mode = 'down';
    const a = tab('a', store, locks);
    const b = tab('b', store, locks);
    const made = [error(a, 'a1'), error(b, 'b1'), error(a, 'a2'), error(b, 'b2')];
    await tick(7_000);
    a.kill();
    b.kill();
    sink.mode = 'ok';
    const later = tab('later', store, locks);
    await tick(locks ? 0 : LOG_OWNER_TIMEOUT_MS + 10_000);
    expect(delivery(made)).toEqual({ missing: [], twice: 0, more: 0 });
    expect(later.p.stats().sent).toBe(4);
  });

  it('once a batch gets through, what closed tabs left goes at once, not at the backoff’s time', async () => {
    const store = memoryStore();
    const locks = makeLocks();
    sink.mode = 'down';
    const tabs = ['stays', 'closes-1', 'closes-2'].map((name) => tab(name, store, locks));
    const made = tabs.map((t, i) => error(t, `e${i}`));
    await tick(5_000);
    for (const t of tabs.slice(1)) t.kill();
    // A long outage: the staying tab's next resend is 80 s or more away.
    await tick(100_000);
    sink.mode = 'ok';
    made.push(error(tabs[0]!, 'back'));
    await tick(1_000);
    expect(delivery(made)).toEqual({ missing: [], twice: 0, more: 0 });
    expect(await unsentIds(store)).toEqual([]);
  });

  it('a reload storm (10 reloads in 5 s) during an outage loses nothing', async () => {
    const store = memoryStore();
    const locks = makeLocks();
    sink.mode = 'down';
    const made: string[] = [];
    for (let i = 0; i < 10; i++) {
      const t = tab(`load-${i}`, store, locks);
      made.push(t.p.log('boot', 'start').event_id, error(t, '1'));
      await tick(500);
      t.kill();
    }
    sink.mode = 'ok';
    tab('calm', store, locks);
    await tick(locks ? 0 : LOG_OWNER_TIMEOUT_MS + 10_000);
    expect(delivery(made)).toEqual({ missing: [], twice: 0, more: 0 });
    expect(await unsentIds(store)).toEqual([]);
  });

  it('a worker ended in its batch’s retry wait: the next engine sends the batch', async () => {
    const store = memoryStore();
    const locks = makeLocks();
    sink.mode = '500';
    const worker = tab('worker', store, locks);
    const made = [error(worker, '9999'), worker.p.log('info', 'x').event_id];
    await tick(1_500);
    expect(sink.requests).toHaveLength(2);
    worker.kill();
    sink.mode = 'ok';
    tab('restarted', store, locks);
    await tick(locks ? 0 : LOG_OWNER_TIMEOUT_MS + 10_000);
    expect(delivery(made)).toEqual({ missing: [], twice: 0, more: 0 });
  });

  it('a tab that dies with its POST on the wire: delivered, at most twice, deduped by id', async () => {
    const store = memoryStore();
    const locks = makeLocks();
    // The log server takes the batch but answers after the tab is gone.
    world.faults.add([{ method: 'POST', path: '/log', delayMs: 2_000, times: 1 }]);
    const dying = tab('dying', store, locks);
    const made = [error(dying, '229')];
    await tick(1_000);
    dying.kill();
    await tick(1_500);
    tab('next', store, locks);
    await tick(locks ? 0 : LOG_OWNER_TIMEOUT_MS + 10_000);
    const seen = delivery(made);
    expect(seen.missing).toEqual([]);
    expect(seen.more).toBe(0);
    expect(sink.events.map((e) => e.event_id)).toEqual(made);
  });
});

describe('one resender at a time', () => {
  it('three live tabs never send another live tab’s events; orphans go out once', async () => {
    const store = memoryStore();
    const locks = new SharedLocks();
    sink.mode = 'down';
    const gone = tab('gone', store, locks);
    const orphans = [error(gone, 'o1'), error(gone, 'o2')];
    await tick(100);
    gone.kill();
    const tabs = ['x', 'y', 'z'].map((name) => tab(name, store, locks));
    const made = tabs.map((t) => error(t, 'live'));
    await tick(7_000);
    sink.mode = 'ok';
    // Every tab's resend comes due at the same moment (10 s after its retries ended).
    await tick(20_000);
    expect(delivery([...orphans, ...made])).toEqual({ missing: [], twice: 0, more: 0 });
  });
});
