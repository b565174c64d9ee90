// Line failover: a failed line is replaced at once by one speed test and the call retried once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createLineManager } from '../../../src-worker/lines/lines.ts';
import type { Lines } from '../../../shared/lines/speed-test.ts';
import { ACTIONS } from '../../../shared/boot/main-api-request.ts';
import { callAction } from '../../../src-worker/boot/main-api.ts';
import { systemClock } from '../../../src-worker/lib/ports.ts';
import { settle } from '../support/settle.ts';
import { useSimServer } from '../support/sim-server.ts';

const down = new Set<string>();
let speedTests = 0;
const { world } = useSimServer({
  before: [
    http.all('*', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/env/speedtest.png' && url.searchParams.has('r')) speedTests += 1;
      return down.has(url.origin) ? HttpResponse.error() : undefined;
    }),
  ],
  timers: 'all',
});
const [first, ...more] = world.lines.map((l) => l.origin);
const lines: Lines = [first ?? '', ...more];
beforeEach(() => {
  speedTests = 0;
});
afterEach(() => {
  down.clear();
});

function manager() {
  let n = 0;
  const sink = { apiLine: null as string | null };
  const unanswered: string[] = [];
  const deps = {
    fetch: globalThis.fetch,
    lastTry: ((input, init) => globalThis.fetch(input, init)) as typeof fetch,
    clock: systemClock(),
    randomId: () => `r${++n}`,
    noAnswer: () => unanswered.push(sink.apiLine ?? ''),
  };
  return { sink, deps, unanswered, m: createLineManager(deps, sink) };
}

describe('line manager', () => {
  it('fails over to a new line at once and retries the call there', async () => {
    const { m, sink, deps } = manager();
    await settle(m.start(lines));
    expect(sink.apiLine).toBe('http://line-a.test');
    down.add('http://line-a.test');
    const login = m.withFailover((line) => callAction(deps, line, 'demo-token', ACTIONS.login));
    const envelope = await settle(login);
    expect(envelope['status']).toBe('0000');
    expect(sink.apiLine).toBe('http://line-b.test');
  });

  it('runs one speed test for many calls failing together', async () => {
    const { m, deps } = manager();
    await settle(m.start(lines));
    const before = speedTests;
    down.add('http://line-a.test');
    const calls = [1, 2, 3].map(() =>
      m.withFailover((line) =>
        callAction(deps, line, 'demo-token', ACTIONS.ticket, { clientType: 'web' }),
      ),
    );
    await settle(Promise.all(calls));
    // Exactly one re-test, of the lines other than the one that failed: each asked once.
    expect(speedTests - before).toBe(lines.length - 1);
  });

  it('does not retry a server status, only network failures', async () => {
    const { m, sink, deps } = manager();
    await settle(m.start(lines));
    const call = m.withFailover((line) => callAction(deps, line, 'token-9005', ACTIONS.login));
    await expect(settle(call)).rejects.toMatchObject({ code: '9005' });
    expect(sink.apiLine).toBe('http://line-a.test');
  });

  it("fetches quietly while another line is left to try, and the last try with the engine's fetch", async () => {
    const { m, deps } = manager();
    await settle(m.start(lines));
    down.add('http://line-a.test');
    const tries: string[] = [];
    const login = m.withFailover((line, http) => {
      tries.push(`${http.fetch === deps.lastTry ? 'last' : 'quiet'} ${line}`);
      return callAction(http, line, 'demo-token', ACTIONS.login);
    });
    await settle(login);
    expect(tries).toEqual(['quiet http://line-a.test', 'last http://line-b.test']);
    // With one line, its first try is its last.
    const single = manager();
    await settle(single.m.start(['http://line-c.test']));
    const last = single.m.withFailover((_line, http) =>
      Promise.resolve(http.fetch === single.deps.lastTry),
    );
    expect(await settle(last)).toBe(true);
  });

  it('gives up after one retry when the new line fails too, and has the connection checked', async () => {
    const { m, deps, unanswered } = manager();
    await settle(m.start(lines));
    for (const l of lines) down.add(l);
    const call = m.withFailover((line) => callAction(deps, line, 'demo-token', ACTIONS.login));
    await expect(settle(call)).rejects.toMatchObject({ code: '1' });
    // Only the last try counts: the line in use and its alternative both gave no answer.
    expect(unanswered).toHaveLength(1);
  });

  it('an answer whose body stalls on one line moves to the next, as a refused one does', async () => {
    const { m, sink, deps, unanswered } = manager();
    await settle(m.start(lines));
    // Line A's answer: its headers and the start of its body, then nothing.
    world.faults.add([
      { origin: 'http://line-a.test', path: '/frontendAPI.do', stallAfterBytes: 12 },
    ]);
    const login = m.withFailover((line) => callAction(deps, line, 'demo-token', ACTIONS.login));
    const envelope = await settle(login, 30_000);
    expect(envelope['status']).toBe('0000');
    expect(sink.apiLine).not.toBe('http://line-a.test');
    expect(unanswered).toEqual([]);
  });

  it('an HTTP error is an answer: it moves to the next line, but checks no connection', async () => {
    const { m, deps, unanswered } = manager();
    await settle(m.start(lines));
    world.faults.add([{ path: '/frontendAPI.do', status: 502 }]);
    const call = m.withFailover((line) => callAction(deps, line, 'demo-token', ACTIONS.login));
    await expect(settle(call)).rejects.toMatchObject({ code: '1', kind: 'http' });
    expect(unanswered).toEqual([]);
  });

  it('a probe asks every line, one line too, and says whether one answered', async () => {
    const { m, sink } = manager();
    await settle(m.start([first ?? '']));
    const before = speedTests;
    expect(await settle(m.probe())).toBe(true);
    expect(speedTests).toBe(before + 1);
    down.add(first ?? '');
    expect(await settle(m.probe())).toBe(false);
    await settle(m.start(lines));
    down.add('http://line-b.test');
    expect(await settle(m.probe())).toBe(true);
    expect(sink.apiLine).toBe('http://line-c.test');
  });
});
