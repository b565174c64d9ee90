// Runs in Vitest (Node): the simulator's notification stream and its control API, over msw
// with fake timers, and once over real HTTP to check that a closed socket frees its stream.
import { http, passthrough } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testWorld } from '../../../operator-sim/handlers.ts';
import { serveHandlers } from '../../../operator-sim/node-server.ts';
import { sseHandlers, sseHubOf } from '../../../operator-sim/sse-handlers.ts';
import { useSimServer } from '../support/sim-server.ts';

const { world, server } = useSimServer();
const hub = sseHubOf(world);
const PATH = '/promotion/v1/notification/10001';
const STREAM = `http://line-a.test${PATH}?loginTime=0`;
const CONTROL = `${world.appOrigin}/__sim/sse`;

afterEach(() => {
  hub.reset();
  vi.useRealTimers();
});

/** An open notification stream and what it has sent so far. */
interface Reading {
  response: Response;
  text: () => string;
  /** Reads until the text holds `part` (or the stream ends). */
  until(part: string): Promise<string>;
  ended: Promise<'end' | 'error'>;
  abort(): void;
}

async function open(headers: Record<string, string> = {}, url = STREAM): Promise<Reading> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { Authorization: 'tok-1', ...headers },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const wake: { fn: (() => void) | null } = { fn: null };
  const ended = (async (): Promise<'end' | 'error'> => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return 'end';
        text += decoder.decode(value, { stream: true });
        wake.fn?.();
      }
    } catch {
      return 'error';
    } finally {
      wake.fn?.();
    }
  })();
  let finished = false;
  void ended.then(() => (finished = true));
  return {
    response,
    text: () => text,
    async until(part) {
      while (!text.includes(part) && !finished) {
        await new Promise<void>((resolve) => (wake.fn = resolve));
      }
      return text;
    },
    ended,
    abort: () => controller.abort(),
  };
}

function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${CONTROL}${path}`, { method: 'POST', body: JSON.stringify(body) });
}

async function stats(): Promise<unknown> {
  return (await fetch(CONTROL)).json();
}

describe('notification stream', () => {
  it('answers 401 without Authorization and 400 without a numeric loginTime', async () => {
    expect((await fetch(STREAM)).status).toBe(401);
    const noTime = await fetch(`http://line-a.test${PATH}`, { headers: { Authorization: 't' } });
    expect(noTime.status).toBe(400);
    expect(hub.stats().open).toBe(0);
  });

  it('is an uncached event stream that starts with retry: 1000 and replays the schedule', async () => {
    hub.push([
      { type: 'jackpotHit', data: { amount: 5 } },
      { type: 'inventory', data: { itemId: 'c1' } },
    ]);
    const s = await open();
    expect(s.response.headers.get('Content-Type')).toBe('text/event-stream');
    expect(s.response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await s.until('c1')).toBe(
      'retry: 1000\n\n' +
        'id: 1\nevent: jackpotHit\ndata: {"amount":5}\n\n' +
        'id: 2\nevent: inventory\ndata: {"itemId":"c1"}\n\n',
    );
    s.abort();
  });

  it('does not resend events up to Last-Event-ID', async () => {
    hub.push([1, 2, 3].map((n) => ({ type: 'quest', data: n })));
    const s = await open({ 'Last-Event-ID': '2' });
    const text = await s.until('id: 3');
    expect(text).not.toContain('id: 1\n');
    expect(text).not.toContain('id: 2\n');
    s.abort();
  });

  it('sends only events added at or after loginTime', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    hub.push([{ type: 'quest', data: 'old' }]);
    vi.setSystemTime(2_000_000);
    hub.push([{ type: 'quest', data: 'new' }]);
    const s = await open({}, `http://line-a.test${PATH}?loginTime=1500000`);
    const text = await s.until('new');
    expect(text).not.toContain('old');
    s.abort();
  });

  it('pushes events posted to the control API to open streams', async () => {
    const a = await open();
    const b = await open();
    await a.until('retry');
    const answer = await post('/events', [
      { type: 'wheel', data: { wheelType: 'daily' } },
      { type: 'quest', data: { progress: 3 } },
    ]);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ ids: [1, 2], lastId: 2 });
    for (const s of [a, b]) expect(await s.until('id: 2')).toContain('event: wheel\n');
    expect(await stats()).toEqual({ open: 2, sent: 4, lastId: 2 });
    a.abort();
    b.abort();
  });

  it('refuses malformed events', async () => {
    expect((await post('/events', { type: 'quest' })).status).toBe(400);
    expect((await post('/events', [{ type: 'bad\ntype', data: 1 }])).status).toBe(400);
    expect((await post('/rate', { perSecond: -1 })).status).toBe(400);
    expect(hub.stats().lastId).toBe(0);
  });

  it('ends every open stream abruptly on drop', async () => {
    const s = await open();
    await s.until('retry');
    const answer = await post('/drop', {});
    expect(await answer.json()).toEqual({ dropped: 1 });
    expect(await s.ended).toBe('error');
    expect(hub.stats().open).toBe(0);
  });

  it('closes the stream when the request is aborted', async () => {
    const s = await open();
    await s.until('retry');
    expect(hub.stats().open).toBe(1);
    s.abort();
    await s.ended;
    expect(hub.stats().open).toBe(0);
  });
});

describe('notification stream timers', () => {
  beforeEach(() => vi.useFakeTimers());

  it('sends a : ping comment every 15 s', async () => {
    const s = await open();
    await s.until('retry');
    await vi.advanceTimersByTimeAsync(14_000);
    expect(s.text()).not.toContain(': ping');
    await vi.advanceTimersByTimeAsync(1_000);
    await s.until(': ping\n');
    await vi.advanceTimersByTimeAsync(15_000);
    expect((await s.until(': ping\n: ping\n')).match(/: ping/g)).toHaveLength(2);
    s.abort();
  });

  it('generates events at the set rate until it is set to 0', async () => {
    const s = await open();
    await s.until('retry');
    expect(await (await post('/rate', { perSecond: 4 })).json()).toEqual({ perSecond: 4 });
    await vi.advanceTimersByTimeAsync(1_000);
    const text = await s.until('id: 4\n');
    expect([...text.matchAll(/event: (\w+)/g)].map((m) => m[1])).toEqual([
      'jackpotHit',
      'inventory',
      'quest',
      'wheel',
    ]);
    await post('/rate', { perSecond: 0 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(hub.stats()).toEqual({ open: 1, sent: 4, lastId: 4 });
    s.abort();
  });
});

describe('notification stream over real HTTP', () => {
  it('streams pushed events and frees the stream when the client goes away', async () => {
    const realWorld = testWorld();
    const realHub = sseHubOf(realWorld);
    const running = await serveHandlers(sseHandlers(realWorld), { port: 0 });
    const address = running.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    server.use(http.all(`${origin}/*`, () => passthrough()));
    try {
      const s = await open({}, `${origin}${PATH}?loginTime=0`);
      await s.until('retry: 1000');
      realHub.push([{ type: 'jackpotHit', data: { amount: 9 } }]);
      expect(await s.until('id: 1')).toContain('data: {"amount":9}');
      expect(realHub.stats().open).toBe(1);
      s.abort();
      await vi.waitFor(() => expect(realHub.stats().open).toBe(0));
    } finally {
      server.resetHandlers();
      realHub.reset();
      await running.close();
    }
  });
});
