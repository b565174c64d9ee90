// Runs in Vitest (Node): the SSE client's connection life (reconnect, backoff, retry, stops,
// buffer cap) against the simulator's own handlers and a few byte-exact ones, with fake timers.
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sseHubOf } from '../../../operator-sim/sse-handlers.ts';
import { AT_CEILING } from '../support/draws.ts';
import { systemClock } from '../../../src-worker/lib/ports.ts';
import {
  createSseClient,
  type SseClient,
  type SseMessage,
  type SseOptions,
  type SseStop,
} from '../../../src-worker/session/sse-client.ts';
import { useSimServer } from '../support/sim-server.ts';
import { TEST_URL, gaps, hits, serve as serveOn, stream } from '../support/sse-stream.ts';

const { world, server } = useSimServer({ timers: 'all' });
const hub = sseHubOf(world);
const serve = (plan: (() => Response)[]): void => serveOn(server, plan);
const encoder = new TextEncoder();
const NOTIFY = 'http://line-a.test/promotion/v1/notification/10001?loginTime=0';
const networkError = (): Response => HttpResponse.error();

beforeEach(() => {
  hits.length = 0;
});
let client: SseClient | null = null;
afterEach(() => {
  client?.stop();
  client = null;
  hub.reset();
});

interface Run {
  client: SseClient;
  messages: SseMessage[];
  stops: SseStop[];
  opens: number[];
}

function connect(options: Partial<SseOptions> & { url: string }): Run {
  const run: Run = { client: null as unknown as SseClient, messages: [], stops: [], opens: [] };
  run.client = createSseClient(
    { fetch: globalThis.fetch, clock: systemClock(), random: AT_CEILING },
    {
      onMessage: (m) => run.messages.push(m),
      onStop: (s) => run.stops.push(s),
      onOpen: () => run.opens.push(Date.now()),
      ...options,
    },
  );
  client = run.client;
  run.client.start();
  return run;
}

/** Advances fake time 10 ms at a time until `done()` holds. */
async function until(done: () => boolean, maxMs = 2_000): Promise<void> {
  for (let t = 0; t < maxMs && !done(); t += 10) await vi.advanceTimersByTimeAsync(10);
  expect(done()).toBe(true);
}

describe('SSE client against the simulator', () => {
  it('sends Accept and Authorization, and receives scheduled and pushed events', async () => {
    hub.push([{ type: 'inventory', data: { itemId: 'card-1' } }]);
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(`${request.headers.get('Accept')}|${request.headers.get('Authorization')}`);
    });
    const run = connect({ url: NOTIFY, headers: { Authorization: 'tok-1' } });
    await until(() => run.messages.length === 1);
    hub.push([{ type: 'jackpotHit', data: { amount: 5 } }]);
    await until(() => run.messages.length === 2);
    server.events.removeAllListeners();
    expect(seen).toEqual(['text/event-stream|tok-1']);
    expect(run.messages).toEqual([
      { type: 'inventory', data: '{"itemId":"card-1"}', id: '1' },
      { type: 'jackpotHit', data: '{"amount":5}', id: '2' },
    ]);
    expect(run.client.connected).toBe(true);
  });

  it('reconnects after a drop with Last-Event-ID and gets only the events it missed', async () => {
    const run = connect({ url: NOTIFY, headers: { Authorization: 'tok-1' } });
    hub.push([
      { type: 'quest', data: 1 },
      { type: 'quest', data: 2 },
    ]);
    await until(() => run.messages.length === 2);
    const drop = await fetch(`${world.appOrigin}/__sim/sse/drop`, { method: 'POST' });
    expect(await drop.json()).toEqual({ dropped: 1 });
    await until(() => !run.client.connected);
    hub.push([{ type: 'wheel', data: 3 }]);
    // The server's retry: 1000 sets the first delay.
    await vi.advanceTimersByTimeAsync(900);
    expect(run.opens).toHaveLength(1);
    await until(() => run.messages.length === 3, 500);
    expect(run.opens).toHaveLength(2);
    expect(run.client.lastEventId).toBe('3');
    expect(run.messages.map((m) => m.id)).toEqual(['1', '2', '3']);
    expect(hub.stats()).toMatchObject({ open: 1, sent: 3, lastId: 3 });
  });

  it('stops for good on 401 when the token is missing, and reports it', async () => {
    const run = connect({ url: NOTIFY });
    await until(() => run.stops.length === 1);
    expect(run.stops).toEqual([{ reason: 'status', status: 401 }]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run.opens).toEqual([]);
    expect(hub.stats().open).toBe(0);
  });

  it('stop() ends the open stream on the server', async () => {
    const run = connect({ url: NOTIFY, headers: { Authorization: 'tok-1' } });
    await until(() => run.client.connected);
    expect(hub.stats().open).toBe(1);
    run.client.stop();
    expect(run.client.connected).toBe(false);
    expect(run.stops).toEqual([{ reason: 'stopped' }]);
    await until(() => hub.stats().open === 0);
  });
});

describe('SSE client reconnects', () => {
  it('backs off exponentially from initialRetryMs up to maxRetryMs', async () => {
    serve([networkError]);
    connect({ url: TEST_URL, initialRetryMs: 1_000, maxRetryMs: 8_000 });
    await vi.advanceTimersByTimeAsync(38_000);
    expect(gaps()).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });

  it('starts the backoff over after a successful open', async () => {
    serve([networkError, networkError, stream(['data: a\n\n']), networkError]);
    const run = connect({ url: TEST_URL, initialRetryMs: 1_000 });
    await vi.advanceTimersByTimeAsync(6_500);
    // fail, 1 s, fail, 2 s, open then end, 1 s (reset), fail, 2 s.
    expect(gaps()).toEqual([1_000, 2_000, 1_000, 2_000]);
    expect(run.messages.map((m) => m.data)).toEqual(['a']);
  });

  it("starts the backoff at the server's retry value", async () => {
    serve([stream(['retry: 5000\ndata: a\n\n']), networkError]);
    connect({ url: TEST_URL, initialRetryMs: 1_000 });
    await vi.advanceTimersByTimeAsync(16_000);
    expect(gaps()).toEqual([5_000, 10_000]);
  });

  it('ignores a bogus retry value (format-field-retry-bogus)', async () => {
    serve([stream(['retry:2000\nretry:1000x\nretry: 1a\nretry:\ndata:x\n\n'])]);
    connect({ url: TEST_URL, initialRetryMs: 1_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    // Each answer opens, so every reconnect waits the valid 2000 ms.
    expect(gaps()).toEqual([2_000, 2_000]);
  });

  it('honours a server retry above maxRetryMs', async () => {
    serve([stream(['retry: 90000\n\n']), networkError]);
    connect({ url: TEST_URL, maxRetryMs: 60_000 });
    await vi.advanceTimersByTimeAsync(200_000);
    expect(gaps()).toEqual([90_000, 90_000]);
  });

  it('stop() cancels a pending reconnect', async () => {
    serve([stream(['data: a\n\n'])]);
    const run = connect({ url: TEST_URL });
    await until(() => run.messages.length === 1 && !run.client.connected);
    expect(vi.getTimerCount()).toBe(1);
    run.client.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(hits).toHaveLength(1);
    expect(run.stops).toEqual([{ reason: 'stopped' }]);
  });

  it('can be started again after stop()', async () => {
    serve([stream(['id: 7\ndata: a\n\n'], false)]);
    const run = connect({ url: TEST_URL });
    await until(() => run.messages.length === 1);
    run.client.stop();
    run.client.start();
    await until(() => run.messages.length === 2);
    expect(hits[1]!.headers.get('Last-Event-ID')).toBe('7');
  });

  it('keeps reading when a message handler throws', async () => {
    serve([stream(['data: a\n\ndata: b\n\n'], false)]);
    const seen: string[] = [];
    connect({
      url: TEST_URL,
      onMessage: (m) => {
        seen.push(m.data);
        throw new Error('handler bug');
      },
    });
    await until(() => seen.length === 2);
    expect(seen).toEqual(['a', 'b']);
    expect(hits).toHaveLength(1);
  });
});

describe('SSE client stops for good', () => {
  it.each([204, 401, 404])('on status %i, without reconnecting', async (status) => {
    serve([() => new HttpResponse('nope', { status })]);
    const run = connect({ url: TEST_URL });
    await until(() => run.stops.length === 1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run.stops).toEqual([{ reason: 'status', status }]);
    expect(hits).toHaveLength(1);
    expect(run.opens).toEqual([]);
  });

  it('on a content type other than text/event-stream', async () => {
    serve([stream(['data: a\n\n'], true, 'text/plain')]);
    const run = connect({ url: TEST_URL });
    await until(() => run.stops.length === 1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run.stops).toEqual([{ reason: 'content-type', contentType: 'text/plain' }]);
    expect(run.messages).toEqual([]);
    expect(hits).toHaveLength(1);
  });

  it('but accepts text/event-stream with parameters', async () => {
    serve([stream(['data: a\n\n'], false, 'Text/Event-Stream; charset=utf-8')]);
    const run = connect({ url: TEST_URL });
    await until(() => run.messages.length === 1);
    expect(run.stops).toEqual([]);
  });
});

describe('SSE client buffer cap', () => {
  it('drops a connection whose unfinished line outgrows the cap, and reconnects', async () => {
    const line = `data: ${'x'.repeat(2_000)}`;
    let pulled = 0;
    // A data line that never ends (1 MB here, so a client without a cap fails instead of
    // crashing). Each answer opens its own line: the parser drops a line that cannot be a field.
    const endless = (): Response => {
      let chunks = 0;
      return new HttpResponse(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            pulled += 1;
            chunks += 1;
            controller.enqueue(encoder.encode(chunks === 1 ? line : 'x'.repeat(2_000)));
            if (chunks === 500) controller.close();
          },
        }),
        { headers: { 'Content-Type': 'text/event-stream' } },
      );
    };
    serve([stream(['data: small\n\n']), endless, endless, stream(['data: fine\n\n'], false)]);
    const run = connect({ url: TEST_URL, maxBufferBytes: 10_000 });
    await vi.advanceTimersByTimeAsync(7_500);
    expect(run.messages.map((m) => m.data)).toEqual(['small', 'fine']);
    // Reconnected after each oversized line; those opens did not reset the backoff.
    expect(gaps()).toEqual([1_000, 2_000, 4_000]);
    expect(pulled).toBeLessThan(20);
  });

  it('drops a connection whose unfinished event (many data lines) outgrows the cap', async () => {
    const many = Array.from({ length: 50 }, () => `data: ${'y'.repeat(500)}\n`);
    serve([stream(many, false), stream(['data: ok\n\n'], false)]);
    const run = connect({ url: TEST_URL, maxBufferBytes: 10_000 });
    await until(() => run.messages.length === 1);
    expect(run.messages[0]!.data).toBe('ok');
    expect(hits).toHaveLength(2);
  });

  it('delivers an event just under the cap', async () => {
    const big = 'z'.repeat(9_000);
    serve([stream([`data: ${big}\n\n`], false)]);
    const run = connect({ url: TEST_URL, maxBufferBytes: 10_000 });
    await until(() => run.messages.length === 1);
    expect(run.messages[0]!.data).toBe(big);
  });
});
