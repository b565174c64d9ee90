// Runs in Vitest (Node): the log pipeline against the simulator's log endpoint, with fake timers.
import { describe, expect, it, vi } from 'vitest';
import { retryAfterMs } from '../../../src-worker/lib/retry-after.ts';
import { LOG_RESEND_MAX_MS } from '../../../src-worker/logs/log-constants.ts';
import { LOG, useLogHarness } from '../support/log-harness.ts';
import { SharedLocks } from '../support/log-stores.ts';

const TOKEN = 'tok/en+SECRET 42';
const { world, sink, start: startWith } = useLogHarness(TOKEN);
const start = (endpoint: string | null = LOG) => startWith({ endpoint });

/** The event ids of each POST the log endpoint saw, in order. */
function postedIds(): string[][] {
  return sink.requests.map((r) =>
    (JSON.parse(r.body) as { event_id: string }[]).map((e) => e.event_id),
  );
}

const tick = (ms: number): Promise<void> => vi.advanceTimersByTimeAsync(ms).then(() => undefined);

describe('batching and flushing', () => {
  it('holds 9 events until the tick and sends a batch the moment the 10th is logged', async () => {
    const p = start();
    await tick(0);
    const ids = Array.from({ length: 9 }, (_, i) => p.log('info', `e${i}`).event_id);
    await tick(4_000);
    expect(sink.requests).toHaveLength(0);
    expect(p.stats().queued).toBe(9);
    ids.push(p.log('info', 'e9').event_id);
    await tick(0);
    expect(postedIds()).toEqual([ids]);
    expect(sink.received).toBe(10);
    expect(p.stats()).toMatchObject({ queued: 0, sent: 10, dropped: 0 });
  });

  it('sends a partial batch on the 5000 ms tick, not a millisecond before', async () => {
    const p = start();
    p.log('info', 'a');
    p.log('info', 'b', { n: 1 });
    await tick(4_999);
    expect(sink.requests).toHaveLength(0);
    await tick(1);
    expect(sink.requests).toHaveLength(1);
    expect(sink.events.map((e) => e['event'])).toEqual(['a', 'b']);
    expect(sink.events[1]?.['content']).toEqual({ n: 1 });
  });

  it('sets no timer in a quiet tab (Web Locks), and an event logged then leaves within a tick', async () => {
    const p = startWith({ endpoint: LOG, locks: new SharedLocks().tab('a') });
    p.log('info', 'a');
    await tick(5_000);
    expect(sink.events.map((e) => e['event'])).toEqual(['a']);
    // Everything sent: nothing wakes the worker for the log tick while nothing is logged.
    await tick(60_000);
    expect(vi.getTimerCount()).toBe(0);
    p.log('info', 'b');
    await tick(4_999);
    expect(sink.events.map((e) => e['event'])).toEqual(['a']);
    await tick(1);
    expect(sink.events.map((e) => e['event'])).toEqual(['a', 'b']);
    // The tick after a send looks once more, finds nothing, and stops.
    await tick(5_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends at once on flush(), as JSON with the SPEC fields and the identity set before', async () => {
    const p = start();
    const before = p.log('boot', 'start');
    p.setIdentity({ player_id: '10001', client_code: 'DEMO', uid: 'player01@DEMO' });
    p.setIdentity({ session_id: 's-1' });
    const after = p.log('error', '1013', { code: '1013' });
    const flushing = p.flush();
    await tick(0);
    await flushing;
    expect(sink.requests).toHaveLength(1);
    expect(sink.requests[0]?.answer).toBe('ok');
    expect(sink.events).toEqual([
      { ...before, player_id: '', client_code: '', uid: '', session_id: '', content: null },
      {
        event_id: after.event_id,
        timestamp: Date.now(),
        type: 'error',
        event: '1013',
        player_id: '10001',
        client_code: 'DEMO',
        uid: 'player01@DEMO',
        session_id: 's-1',
        content: { code: '1013' },
      },
    ]);
  });

  it('queues while the endpoint is unknown and sends once the config gives it', async () => {
    const p = start(null);
    for (let i = 0; i < 12; i++) p.log('info', `e${i}`);
    await tick(6_000);
    expect(sink.requests).toHaveLength(0);
    p.setEndpoint(LOG);
    await tick(0);
    expect(sink.received).toBe(10);
    await tick(5_000);
    expect(sink.received).toBe(12);
  });
});

describe('retries', () => {
  it.each(['down', '500'] as const)(
    'retries a batch (%s) exactly 1, 2 and 3 s after each failure, with the same event ids',
    async (mode) => {
      sink.mode = mode;
      const p = start();
      const id = p.log('info', 'x').event_id;
      void p.flush();
      await tick(0);
      expect(sink.requests).toHaveLength(1);
      for (const [wait, count] of [
        [999, 1],
        [1, 2],
        [1_999, 2],
        [1, 3],
        [2_999, 3],
        [1, 4],
      ] as const) {
        await tick(wait);
        expect(sink.requests).toHaveLength(count);
      }
      expect(sink.requests.map((r) => r.at - sink.requests[0]!.at)).toEqual([
        0, 1_000, 3_000, 6_000,
      ]);
      expect(postedIds()).toEqual([[id], [id], [id], [id]]);
      expect(p.stats()).toMatchObject({ queued: 0, stored: 1, sent: 0, dropped: 0 });
    },
  );

  it('retries a 408 and delivers on the retry', async () => {
    world.faults.add([{ method: 'POST', path: '/log', status: 408, times: 1 }]);
    const p = start();
    p.log('info', 'x');
    void p.flush();
    await tick(999);
    expect(sink.received).toBe(0);
    await tick(1);
    expect(sink.received).toBe(1);
    expect(p.stats()).toMatchObject({ sent: 1, stored: 0 });
  });

  it('waits what Retry-After asks (2 s) instead of the fixed 1 s', async () => {
    sink.mode = '429';
    const p = start();
    p.log('info', 'x');
    void p.flush();
    await tick(1_999);
    expect(sink.requests).toHaveLength(1);
    await tick(1);
    expect(sink.requests).toHaveLength(2);
    sink.mode = 'ok';
    await tick(1_999);
    expect(sink.received).toBe(0);
    await tick(1);
    expect(sink.received).toBe(1);
    expect(p.stats()).toMatchObject({ sent: 1, stored: 0 });
  });

  it('reads Retry-After as seconds or as an HTTP date, and ignores nonsense', () => {
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT');
    expect(retryAfterMs('7', now, LOG_RESEND_MAX_MS)).toBe(7_000);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:30 GMT', now, LOG_RESEND_MAX_MS)).toBe(30_000);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:00:00 GMT', now, LOG_RESEND_MAX_MS)).toBe(0);
    expect(retryAfterMs('86400', now, LOG_RESEND_MAX_MS)).toBe(300_000);
    expect(retryAfterMs('soon', now, LOG_RESEND_MAX_MS)).toBeNull();
    expect(retryAfterMs(null, now, LOG_RESEND_MAX_MS)).toBeNull();
  });

  it('drops a batch refused with a 400 without retrying it, and counts it', async () => {
    world.faults.add([{ method: 'POST', path: '/log', status: 400, times: 1 }]);
    const p = start();
    p.log('info', 'a');
    p.log('info', 'b');
    void p.flush();
    await tick(60_000);
    expect(sink.requests).toHaveLength(0);
    expect(world.faults.list()).toEqual([]);
    expect(p.stats()).toMatchObject({ queued: 0, stored: 0, dropped: 2, sent: 0 });
  });

  it('never sends a batch twice at once: a flush and a tick during a retry wait add no POST', async () => {
    sink.mode = '500';
    const p = start();
    const a = p.log('info', 'a').event_id;
    void p.flush();
    await tick(4_000);
    expect(postedIds()).toEqual([[a], [a], [a]]);
    void p.flush();
    const b = p.log('info', 'b').event_id;
    await tick(1_500);
    expect(postedIds()).toEqual([[a], [a], [a]]);
    sink.mode = 'ok';
    await tick(500);
    expect(postedIds()).toEqual([[a], [a], [a], [a], [b]]);
    expect(sink.received).toBe(2);
  });

  it('cuts content too big for one request down to a preview', async () => {
    const p = start();
    p.log('info', 'huge', { blob: 'z'.repeat(200_000) });
    await p.flush();
    expect(sink.requests[0]!.bytes).toBeLessThan(20 * 1024);
    expect(sink.events[0]?.['content']).toMatchObject({ truncated: true });
  });
});

describe('secrets', () => {
  it('never lets the login token leave, in any field or in any spelling', async () => {
    const p = start();
    p.setIdentity({ session_id: `s-${TOKEN}` });
    p.log(`type ${TOKEN}`, `event ${TOKEN}`, {
      url: `http://app.test/?x=${encodeURIComponent(TOKEN)}&e=demo`,
      form: new URLSearchParams({ x: TOKEN }).toString(),
      nested: [{ [TOKEN]: TOKEN }],
    });
    await p.flush();
    await tick(0);
    expect(sink.received).toBe(1);
    const body = sink.requests.map((r) => r.body).join('\n');
    for (const spelling of [TOKEN, encodeURIComponent(TOKEN), 'SECRET']) {
      expect(body).not.toContain(spelling);
    }
    expect(sink.events[0]).toMatchObject({
      type: 'type [redacted]',
      event: 'event [redacted]',
      session_id: 's-[redacted]',
      content: {
        url: 'http://app.test/?x=[redacted]&e=demo',
        form: 'x=[redacted]',
        nested: [{ '[redacted]': '[redacted]' }],
      },
    });
  });
});
