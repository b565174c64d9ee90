// Runs in Vitest (Node): unsent_logs, restarts, resend backoff, storage errors, the byte cap, page hide.
import { describe, expect, it, vi } from 'vitest';
import type { LogPipeline, LogPipelineOptions } from '../../../src-worker/logs/log-pipeline.ts';
import { LEGACY_UNSENT_LOGS_KEY } from '../../../src-worker/logs/log-constants.ts';
import { type KeyValueStore, memoryStore } from '../../../src-worker/lib/ports.ts';
import { useLogHarness } from '../support/log-harness.ts';
import { blockedStore, fullStore, unsentEvents, unsentIds } from '../support/log-stores.ts';

const { world, sink, start: startWith } = useLogHarness('demo-token');
const start = (store: KeyValueStore, options: LogPipelineOptions = {}) =>
  startWith({ store, options });

const tick = (ms: number): Promise<void> => vi.advanceTimersByTimeAsync(ms).then(() => undefined);

/** Logs n events and lets one flush run through its first send and 3 retries (6 s). */
async function failBatch(p: LogPipeline, n: number, pad = ''): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => p.log('info', `e${i}`, { pad }).event_id);
  void p.flush();
  await tick(6_000);
  return ids;
}

describe('unsent_logs', () => {
  it('keeps events in unsent_logs after the retries and delivers them once after a restart', async () => {
    const store = memoryStore();
    sink.mode = 'down';
    const first = start(store);
    const ids = await failBatch(first, 3);
    expect(sink.requests).toHaveLength(4);
    expect(await unsentIds(store)).toEqual(ids);
    expect(first.stats()).toMatchObject({ created: 3, queued: 0, stored: 3, sent: 0 });
    const queuedAtClose = first.log('info', 'logged just before closing').event_id;
    first.dispose();
    await tick(0);
    expect(await unsentIds(store)).toEqual([...ids, queuedAtClose]);

    sink.mode = 'ok';
    const second = start(store);
    await tick(0);
    expect(sink.events.map((e) => e.event_id)).toEqual([...ids, queuedAtClose]);
    expect(sink.received).toBe(4);
    expect(sink.received - sink.events.length).toBe(0);
    expect(await unsentIds(store)).toEqual([]);
    // Created here: none; delivered here: what the first page left.
    expect(second.stats()).toMatchObject({ created: 0, stored: 0, sent: 4 });
  });

  it('loses nothing over 5 minutes of play with the log server down and a reload halfway', async () => {
    const store = memoryStore();
    sink.mode = 'down';
    const created: string[] = [];
    /** 150 s of play: an event every 5 s, the page hidden now and then (keepalive sends). */
    const play = async (p: LogPipeline): Promise<void> => {
      for (let s = 0; s < 150; s += 5) {
        created.push(p.log('game', `round ${s}`, { at: s }).event_id);
        if (s % 60 === 0) p.pageHidden();
        await tick(5_000);
      }
    };
    const first = start(store);
    await play(first);
    // The reload: the first page goes, a new one starts on the same store.
    first.dispose();
    await tick(0);
    const second = start(store);
    await play(second);
    expect(sink.events).toEqual([]);
    sink.mode = 'ok';
    // The next resend (at most LOG_RESEND_MAX_MS away) delivers everything still kept.
    await tick(300_000);
    expect(created).toHaveLength(60);
    expect(sink.events.map((e) => e.event_id).sort()).toEqual([...created].sort());
    expect(sink.events.length).toBe(new Set(sink.events.map((e) => e.event_id)).size);
    expect(second.stats()).toMatchObject({ queued: 0, stored: 0, dropped: 0 });
  });

  it('leaves each event once after dedupe when an answer is lost and the batch is resent', async () => {
    // The log server takes 12 s: the client gives up at 10 s and resends the same events.
    world.faults.add([{ method: 'POST', path: '/log', delayMs: 12_000, times: 1 }]);
    const p = start(memoryStore());
    const ids = [p.log('info', 'a').event_id, p.log('info', 'b').event_id];
    void p.flush();
    await tick(15_000);
    expect(sink.received).toBe(4);
    expect(sink.events.map((e) => e.event_id)).toEqual(ids);
    expect(p.stats()).toMatchObject({ sent: 2, stored: 0 });
  });

  it('resends stored events at waits drawn below 10, 20, 40 ... s, at most 5 min, until one gets through', async () => {
    const store = memoryStore();
    sink.mode = 'down';
    // Each wait drawn at three quarters of its ceiling.
    const p = startWith({ store, random: () => 0.75 });
    await failBatch(p, 1);
    await tick(910_000);
    const gaps = sink.requests.slice(3).map((r, i, all) => (i === 0 ? 0 : r.at - all[i - 1]!.at));
    expect(gaps.slice(1, 8)).toEqual([7_500, 15_000, 30_000, 60_000, 120_000, 225_000, 225_000]);
    sink.mode = 'ok';
    // The next resend comes a whole wait after the last one.
    const last = sink.requests.at(-1)!.at;
    await tick(last + 225_000 - Date.now() - 1);
    expect(sink.received).toBe(0);
    await tick(1);
    expect(sink.received).toBe(1);
    expect(p.stats()).toMatchObject({ stored: 0, sent: 1 });
    expect(await unsentIds(store)).toEqual([]);
  });

  it('keeps delivering when the store refuses every write (quota exceeded)', async () => {
    sink.mode = '500';
    const p = start(fullStore());
    const ids = await failBatch(p, 2);
    expect(p.stats()).toMatchObject({ stored: 2, sent: 0 });
    sink.mode = 'ok';
    await tick(10_000);
    expect(sink.events.map((e) => e.event_id)).toEqual(ids);
    for (let i = 0; i < 10; i++) p.log('info', `later ${i}`);
    await tick(0);
    expect(sink.received).toBe(12);
    expect(p.stats()).toMatchObject({ stored: 0, sent: 12, dropped: 0 });
  });

  it('starts when unsent_logs is blocked or holds junk, and deletes the junk', async () => {
    const junk = memoryStore();
    await junk.set(LEGACY_UNSENT_LOGS_KEY, [{ event_id: 'x' }, 'nonsense', 42]);
    await junk.set('unsent_logs/y', { owner: '', event: { event_id: 'y' } });
    await junk.set('unsent_logs/z', 'nonsense');
    for (const store of [blockedStore(), junk]) {
      const p = start(store);
      p.log('info', 'a');
      await p.flush();
    }
    expect(sink.events.map((e) => e['event'])).toEqual(['a', 'a']);
    expect(await junk.entries('unsent_logs/')).toEqual([]);
    expect(await junk.get(LEGACY_UNSENT_LOGS_KEY)).toBeUndefined();
  });

  it('delivers the list an older build kept under one key, and moves it into records', async () => {
    const store = memoryStore();
    const old = { event_id: 'old-1', timestamp: 1, type: 'error', event: '229', player_id: '' };
    const event = { ...old, client_code: '', uid: '', session_id: '', content: null };
    await store.set(LEGACY_UNSENT_LOGS_KEY, [event]);
    start(store);
    await tick(0);
    expect(sink.events.map((e) => e.event_id)).toEqual(['old-1']);
    expect(await store.get(LEGACY_UNSENT_LOGS_KEY)).toBeUndefined();
    expect(await unsentIds(store)).toEqual([]);
  });
});

describe('byte cap', () => {
  it('drops the oldest events over the cap, counts them, and sends the newest', async () => {
    const store = memoryStore();
    sink.mode = 'down';
    const p = start(store, { maxStoredBytes: 2_000 });
    const ids = await failBatch(p, 10, 'x'.repeat(300));
    const stats = p.stats();
    expect(stats.dropped).toBeGreaterThan(0);
    expect(stats.stored + stats.dropped).toBe(10);
    expect(stats.storedBytes).toBeLessThanOrEqual(2_000);
    const saved = await unsentEvents(store);
    expect(stats.storedBytes).toBe(new TextEncoder().encode(JSON.stringify(saved)).length);
    expect(new Set(saved.map((e) => e.event_id))).toEqual(new Set(ids.slice(stats.dropped)));
    sink.mode = 'ok';
    await tick(10_000);
    expect(sink.events.map((e) => e.event_id)).toEqual(ids.slice(stats.dropped));
    // Then, with the next tick, one event that tells the operator how many went (once).
    await tick(5_000);
    expect(sink.events.at(-1)).toMatchObject({
      type: 'logs',
      event: 'dropped',
      content: { count: stats.dropped, total: stats.dropped },
    });
    await tick(600_000);
    expect(sink.events.filter((e) => e['event'] === 'dropped')).toHaveLength(1);
    expect(await unsentIds(store)).toEqual([]);
  });
  it('caps stored and queued events together, dropping the oldest (stored) ones first', async () => {
    sink.mode = 'down';
    const p = start(memoryStore(), { maxStoredBytes: 3_000, batchSize: 100 });
    const pad = 'x'.repeat(300);
    const old = await failBatch(p, 4, pad);
    expect(p.stats()).toMatchObject({ stored: 4, dropped: 0 });
    const fresh = Array.from({ length: 4 }, () => p.log('info', 'new', { pad }).event_id);
    const { dropped } = p.stats();
    expect(dropped).toBeGreaterThan(0);
    expect(p.stats()).toMatchObject({ stored: 4 - dropped, queued: 4 });
    sink.mode = 'ok';
    await tick(20_000);
    const { event_id: report } = sink.events.find((e) => e['event'] === 'dropped')!;
    expect(new Set(sink.events.map((e) => e.event_id))).toEqual(
      new Set([...old.slice(dropped), ...fresh, report]),
    );
  });
});

describe('page hide', () => {
  it('sends everything pending with keepalive, each body under 60 KiB, each event once', async () => {
    const store = memoryStore();
    sink.mode = 'down';
    const p = start(store, { batchSize: 1_000 });
    const pad = 'y'.repeat(1_000);
    const storedIds = await failBatch(p, 50, pad);
    const queuedIds = Array.from({ length: 250 }, () => p.log('info', 'q', { pad }).event_id);
    expect(p.stats()).toMatchObject({ stored: 50, queued: 250 });
    const failedPosts = sink.requests.length;
    sink.mode = 'ok';
    p.pageHidden();
    await tick(0);
    const hidden = sink.requests.slice(failedPosts);
    expect(hidden.length).toBeGreaterThanOrEqual(5);
    for (const request of hidden) {
      expect(request.keepalive).toBe(true);
      expect(request.bytes).toBeLessThan(60 * 1024);
    }
    expect(sink.events.map((e) => e.event_id)).toEqual([...storedIds, ...queuedIds]);
    expect(sink.received).toBe(300);
    expect(p.stats()).toMatchObject({ stored: 0, queued: 0, sent: 300 });
    expect(await unsentIds(store)).toEqual([]);
    await tick(30_000);
    expect(sink.received).toBe(300);
  });

  it('sends the batch in its retry wait with keepalive, and retries it once more if that fails', async () => {
    const store = memoryStore();
    sink.mode = '500';
    const p = start(store);
    const id = p.log('info', 'a').event_id;
    void p.flush();
    await tick(500);
    sink.mode = 'down';
    p.pageHidden();
    await tick(0);
    expect(sink.requests.map((r) => r.keepalive)).toEqual([false, true]);
    expect(await unsentIds(store)).toEqual([id]);
    sink.mode = 'ok';
    // The batch's own retry, 1 s after its first send, delivers it; nothing leaves twice.
    await tick(499);
    expect(sink.requests).toHaveLength(2);
    await tick(1);
    expect(sink.events.map((e) => e.event_id)).toEqual([id]);
    await tick(30_000);
    expect(sink.received).toBe(1);
    expect(await unsentIds(store)).toEqual([]);
  });

  it('sends a batch the keepalive delivered no more, though its retry wait ends', async () => {
    const store = memoryStore();
    sink.mode = '500';
    const p = start(store);
    p.log('info', 'a');
    void p.flush();
    await tick(500);
    sink.mode = 'ok';
    p.pageHidden();
    await tick(10_000);
    expect(sink.requests.map((r) => r.keepalive)).toEqual([false, true]);
    expect(p.stats()).toMatchObject({ queued: 0, stored: 0, sent: 1 });
  });
});
