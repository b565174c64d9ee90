// Runs in Vitest (Node): the notification stream on a phone's network, with fake timers: a server
// that says "later" (429, 5xx, Retry-After), an answer that never comes, a stream that falls
// silent without a close, and reconnect waits drawn at random, so that an audience that lost
// the stream together does not come back in one instant.
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AT_CEILING, draws } from '../support/draws.ts';
import { systemClock } from '../../../src-worker/lib/ports.ts';
import {
  createSseClient,
  type SseClient,
  type SseMessage,
  type SseOptions,
} from '../../../src-worker/session/sse-client.ts';
import { useSimServer } from '../support/sim-server.ts';
import { TEST_URL, gaps, hits, serve as serveOn, stream } from '../support/sse-stream.ts';

const { server } = useSimServer({ timers: 'all' });
const serve = (plan: (() => Response)[]): void => serveOn(server, plan);

beforeEach(() => {
  hits.length = 0;
});
let client: SseClient | null = null;
afterEach(() => {
  client?.stop();
  client = null;
});

function connect(options: Partial<SseOptions> = {}, random = AT_CEILING) {
  const messages: SseMessage[] = [];
  const stops: unknown[] = [];
  client = createSseClient(
    { fetch: globalThis.fetch, clock: systemClock(), random },
    {
      url: TEST_URL,
      onMessage: (m) => messages.push(m),
      onStop: (s) => stops.push(s),
      ...options,
    },
  );
  client.start();
  return { messages, stops };
}

const later = (status: number, retryAfter?: string) => () =>
  new HttpResponse('busy', {
    status,
    headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter },
  });

describe('the notification stream, when the server asks for patience', () => {
  it('waits out a 503 with Retry-After, then opens and delivers', async () => {
    serve([later(503, '30'), stream(['data: back\n\n'], false)]);
    const run = connect();
    await vi.advanceTimersByTimeAsync(29_900);
    expect(hits).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(hits).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10);
    expect(run.messages.map((m) => m.data)).toEqual(['back']);
    expect(run.stops).toEqual([]);
  });

  it('waits out a 429 given as an HTTP date', async () => {
    const at = new Date(Date.now() + 12_000).toUTCString();
    serve([later(429, at), stream(['data: ok\n\n'], false)]);
    connect();
    await vi.advanceTimersByTimeAsync(11_000);
    expect(hits).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(hits).toHaveLength(2);
  });

  it('tries a 500 again after its backoff, never stopping for good', async () => {
    serve([later(500), later(502), later(504), stream(['data: ok\n\n'], false)]);
    const run = connect();
    await vi.advanceTimersByTimeAsync(8_000);
    expect(gaps()).toEqual([1_000, 2_000, 4_000]);
    expect(run.messages.map((m) => m.data)).toEqual(['ok']);
    expect(run.stops).toEqual([]);
  });
});

describe('the notification stream on a network that hangs', () => {
  it('an answer that never comes is given up after 5 s and asked again', async () => {
    let asked = 0;
    server.use(
      http.get(TEST_URL, () => {
        asked += 1;
        // The first request is accepted and never answered; the next one is.
        if (asked === 1) return new Promise<Response>(() => undefined);
        return stream(['data: ok\n\n'], false)();
      }),
    );
    const run = connect({ connectTimeoutMs: 5_000 });
    await vi.advanceTimersByTimeAsync(4_900);
    expect(asked).toBe(1);
    // Given up at 5 s, asked again a reconnect wait (1 s) later.
    await vi.advanceTimersByTimeAsync(1_200);
    expect(asked).toBe(2);
    await vi.advanceTimersByTimeAsync(10);
    expect(run.messages.map((m) => m.data)).toEqual(['ok']);
  });

  it('a stream silent past its idle timeout (no event, no comment) is opened again', async () => {
    serve([stream(['data: one\n\n'], false), stream(['data: two\n\n'], false)]);
    const run = connect({ idleTimeoutMs: 45_000 });
    await vi.advanceTimersByTimeAsync(44_000);
    expect(hits).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(hits).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10);
    expect(run.messages.map((m) => m.data)).toEqual(['one', 'two']);
  });

  it('comments keep a quiet stream open', async () => {
    let pinged = 0;
    serve([
      () =>
        new HttpResponse(
          new ReadableStream<Uint8Array>({
            start(controller) {
              const ping = (): void => {
                if (pinged++ < 10) {
                  controller.enqueue(new TextEncoder().encode(': ping\n'));
                  setTimeout(ping, 15_000);
                }
              };
              ping();
            },
          }),
          { headers: { 'Content-Type': 'text/event-stream' } },
        ),
    ]);
    connect({ idleTimeoutMs: 45_000 });
    await vi.advanceTimersByTimeAsync(140_000);
    expect(hits).toHaveLength(1);
  });
});

describe('reconnect waits', () => {
  it('are drawn below each doubling ceiling, so clients that dropped together spread out', async () => {
    serve([later(500)]);
    connect({}, draws(0.5, 0.25, 0.75));
    await vi.advanceTimersByTimeAsync(5_000);
    // Ceilings 1, 2 and 4 s, drawn at a half, a quarter and three quarters.
    expect(gaps().slice(0, 3)).toEqual([500, 500, 3_000]);
  });
});
