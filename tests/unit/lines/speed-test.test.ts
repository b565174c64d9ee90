// The speed test (SPEC §7): fastest line wins, losers are aborted, all failing gives the first.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { systemClock } from '../../../src-worker/lib/ports.ts';
import { speedTest } from '../../../shared/lines/speed-test.ts';
import { useSimServer } from '../support/sim-server.ts';

const latency: Record<string, number | 'down'> = {};
const seen: string[] = [];
useSimServer({
  only: [
    http.get('*/env/speedtest.png', async ({ request }) => {
      seen.push(request.url);
      const ms = latency[new URL(request.url).origin] ?? 0;
      if (ms === 'down') return HttpResponse.error();
      await delay(ms);
      return new HttpResponse(new Uint8Array([137, 80, 78, 71]), {
        headers: { 'Content-Type': 'image/png' },
      });
    }),
  ],
  timers: 'all',
});
beforeEach(() => {
  seen.length = 0;
});
afterEach(() => {
  for (const key of Object.keys(latency)) Reflect.deleteProperty(latency, key);
});

function deps() {
  const outcomes: Promise<string>[] = [];
  let n = 0;
  return {
    outcomes,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const call = fetch(input, init);
      outcomes.push(
        call.then(
          () => 'answered',
          (e: unknown) => (e as Error).name,
        ),
      );
      return call;
    }) as typeof fetch,
    clock: systemClock(),
    randomId: () => `r${++n}`,
  };
}

describe('speedTest', () => {
  it('chooses the line that answers first and aborts the others', async () => {
    Object.assign(latency, { 'http://a.test': 300, 'http://b.test': 50, 'http://c.test': 900 });
    const d = deps();
    const result = speedTest(d, ['http://a.test', 'http://b.test', 'http://c.test']);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('http://b.test');
    expect(await Promise.all(d.outcomes)).toEqual(['AbortError', 'answered', 'AbortError']);
  });

  it('asks each line with its own random parameter so no cache answers', async () => {
    const d = deps();
    const result = speedTest(d, ['http://a.test', 'http://b.test']);
    await vi.advanceTimersByTimeAsync(10);
    await result;
    const params = seen.map((u) => new URL(u).searchParams.get('r'));
    expect(new Set(params).size).toBe(2);
    expect(params.every((p) => p?.startsWith('r'))).toBe(true);
  });

  it('passes over a line that fails and takes the next fastest', async () => {
    Object.assign(latency, { 'http://a.test': 'down', 'http://b.test': 200 });
    const result = speedTest(deps(), ['http://a.test', 'http://b.test']);
    await vi.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toBe('http://b.test');
  });

  it('falls back to the first line when every line fails', async () => {
    Object.assign(latency, { 'http://a.test': 'down', 'http://b.test': 'down' });
    const result = speedTest(deps(), ['http://a.test', 'http://b.test']);
    await vi.advanceTimersByTimeAsync(10);
    await expect(result).resolves.toBe('http://a.test');
  });

  it('falls back to the first line when none answers within 5 s', async () => {
    Object.assign(latency, { 'http://a.test': 60_000, 'http://b.test': 60_000 });
    const d = deps();
    const result = speedTest(d, ['http://a.test', 'http://b.test']);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toBe('http://a.test');
    expect(await Promise.all(d.outcomes)).toEqual(['AbortError', 'AbortError']);
  });
});
