// The one request of the head and the worker (shared/lib/request.ts): its deadline covers the
// whole answer, body included, however the answer goes wrong on a phone's network.
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMED_OUT, requestText } from '../../../shared/lib/request.ts';
import { systemClock } from '../../../src-worker/lib/ports.ts';
import { stalledAnswer, trickledAnswer } from '../support/field-answers.ts';
import { settle } from '../support/settle.ts';
import { useSimServer } from '../support/sim-server.ts';

const URL_ = 'http://svc.test/answer';
const { server } = useSimServer({ timers: 'all' });
const deps = { fetch: (url: string, init: object) => fetch(url, init), clock: systemClock() };
const answer = (respond: () => Response | Promise<Response>) => server.use(http.get(URL_, respond));

/** Runs a request of `ms` and says how it ended and after how long (fake time). */
async function timed(ms: number, signal?: AbortSignal) {
  const start = Date.now();
  const outcome = await settle(requestText(deps, URL_, {}, { timeoutMs: ms, signal }), ms + 5_000);
  return { outcome, took: Date.now() - start };
}

describe('a request whose deadline covers its whole answer', () => {
  it('reads a whole answer: status, headers and text', async () => {
    answer(() => HttpResponse.json({ ok: 1 }, { status: 201, headers: { 'Retry-After': '3' } }));
    const { outcome } = await timed(5_000);
    expect(outcome).toMatchObject({ status: 201, text: '{"ok":1}' });
    expect('headers' in outcome && outcome.headers.get('Retry-After')).toBe('3');
  });

  it('an answer whose body stops after its headers times out at the deadline', async () => {
    answer(() => stalledAnswer());
    const { outcome, took } = await timed(5_000);
    expect(outcome).toEqual({ failed: 'timeout' });
    expect(took).toBeGreaterThanOrEqual(5_000);
    expect(took).toBeLessThan(5_100);
  });

  it('a body trickling a byte a second times out at the deadline, not when it ends', async () => {
    answer(() => trickledAnswer('x'.repeat(60)));
    const { outcome, took } = await timed(10_000);
    expect(outcome).toEqual({ failed: 'timeout' });
    expect(took).toBeLessThan(10_100);
  });

  it('a server that never answers at all times out at the deadline', async () => {
    answer(() => new Promise<Response>(() => undefined));
    expect((await timed(5_000)).outcome).toEqual({ failed: 'timeout' });
  });

  it('a body cut off half-way is a network failure', async () => {
    answer(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"status":'));
          controller.error(new Error('connection reset'));
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
    });
    expect((await timed(5_000)).outcome).toEqual({ failed: 'network' });
  });

  it('no answer at all (refused, unresolved) is a network failure', async () => {
    answer(() => HttpResponse.error());
    expect((await timed(5_000)).outcome).toEqual({ failed: 'network' });
  });

  it("a caller's cancel ends it at once, as cancelled", async () => {
    answer(() => stalledAnswer());
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 1_000);
    const { outcome, took } = await timed(5_000, controller.signal);
    expect(outcome).toEqual({ failed: 'cancelled' });
    expect(took).toBeLessThan(1_100);
  });

  it('a status alone (read false): the body is cancelled unread, even one that stalls', async () => {
    answer(() => stalledAnswer());
    const start = Date.now();
    const outcome = await settle(requestText(deps, URL_, {}, { timeoutMs: 5_000, read: false }));
    expect(outcome).toMatchObject({ status: 200, text: '' });
    expect(Date.now() - start).toBeLessThan(100);
  });

  it('leaves no timer behind once it answered', async () => {
    answer(() => HttpResponse.text('fine'));
    await timed(5_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("names its deadline in the timer's own text, as the tests' worker clock reads it", async () => {
    const texts: string[] = [];
    const clock = {
      ...systemClock(),
      setTimeout: (fn: () => void, ms: number) => {
        texts.push(String(fn));
        return setTimeout(fn, ms);
      },
    };
    answer(() => HttpResponse.text('fine'));
    await settle(requestText({ ...deps, clock }, URL_, {}, { timeoutMs: 5_000 }));
    expect(texts.some((text) => text.includes(REQUEST_TIMED_OUT))).toBe(true);
  });
});
