// Runs in Vitest (Node): /__sim/perf's health part draws what the log server received: the
// crash-free sessions per release and the top failures by fingerprint, with counts and a stack.
import { beforeEach, describe, expect, it } from 'vitest';
import { useSimServer } from '../support/sim-server.ts';

useSimServer();
const APP = 'http://app.test';

beforeEach(async () => {
  await fetch(`${APP}/__sim/logs`, { method: 'DELETE' });
});

const health = (n: number, release: string, status: string) => ({
  event_id: `h${n}`,
  type: 'session',
  event: 'health',
  session_id: `s${n}`,
  content: { status, release },
});
const failure = (n: number, fingerprint: string, count: number, stack: string) => ({
  event_id: `f${n}`,
  type: 'failure',
  event: 'page-error',
  session_id: `s${n}`,
  content: {
    fingerprint,
    kind: 'page-error',
    message: `Error ${fingerprint}`,
    count,
    lastAt: n,
    stack,
    release: '2.55.6',
  },
});

async function post(events: object[]): Promise<void> {
  const answer = await fetch(`${APP}/log`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(events),
  });
  expect(answer.status).toBe(200);
}

async function page(): Promise<string> {
  return (await fetch(`${APP}/__sim/perf`)).text();
}

describe('/__sim/perf, session health', () => {
  it('says when nothing came yet', async () => {
    const html = await page();
    expect(html).toContain('No session has reported its health yet.');
    expect(html).toContain('No failure received.');
  });

  it('counts crash-free sessions per release, each session once', async () => {
    await post([
      health(1, '2.55.6', 'clean'),
      health(2, '2.55.6', 'errored'),
      health(3, '2.55.6', 'crashed'),
      health(4, '2.55.6', 'clean'),
      // The same session again (a resend of another id): counted once.
      { ...health(4, '2.55.6', 'crashed'), event_id: 'h4-again' },
      health(5, '2.55.5', 'crashed'),
    ]);
    const html = await page();
    const row = (release: string) =>
      html.match(
        new RegExp(`<tr data-release="${release.replace(/\./g, '\\.')}">(.*?)</tr>`),
      )?.[1] ?? '';
    expect(row('2.55.6')).toContain(
      '<td>4</td><td data-crash-free>75.0 %</td><td>2</td><td>1</td><td>1</td>',
    );
    expect(row('2.55.5')).toContain('<td data-crash-free>0.0 %</td>');
  });

  it('lists the top failures by fingerprint, summed, with a sample stack, the most first', async () => {
    await post([
      failure(1, 'aaaa0001', 3, 'at spin (app.js:1:1)'),
      failure(2, 'bbbb0002', 100, 'at loop (app.js:2:2)'),
      failure(3, 'aaaa0001', 4, 'at spin (app.js:1:9)'),
    ]);
    const html = await page();
    const order = [...html.matchAll(/data-fingerprint="(\w+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['bbbb0002', 'aaaa0001']);
    expect(html).toContain('<strong>7×</strong> in 2 session(s)');
    expect(html).toContain('<pre>at spin (app.js:1:9)</pre>');
    expect(html).toContain('<strong>100×</strong> in 1 session(s)');
  });
});
