// Runs in Vitest (Node): the worker's own failures and the page's events through a whole engine,
// as the operator's log server receives them (docs/logs.md, Failures).
import { beforeEach, describe, expect, it } from 'vitest';
import { clearLogSink, logSinkOf } from '../../../operator-sim/log-handlers.ts';
import { watchWorkerFailures } from '../../../src-worker/failures/failures.ts';
import { FAILURE_GATHER_MS } from '../../../shared/failures/failure-book.ts';
import { VERSION } from '../../../shared/lib/constants.ts';
import { LOG_RESEND_BASE_MS } from '../../../src-worker/logs/log-constants.ts';
import { settle } from '../support/settle.ts';
import { useEngines, useSimServer } from '../support/sim-server.ts';
import { vi } from 'vitest';

const sim = useSimServer({ timers: 'engine' });
const engines = useEngines(sim);
const sink = logSinkOf(sim.world);
beforeEach(() => clearLogSink(sink));

const TOKEN = 'demo-token';
const failures = () => sink.events.filter((e) => e['type'] === 'failure');

async function booted() {
  const e = engines.start(`?e=demo&x=${TOKEN}&mType=2001`);
  await settle(e.boot());
  return e;
}

describe('the worker’s own failures', () => {
  it('an uncaught error and a rejection in the worker each arrive once, counted, with no token', async () => {
    const e = await booted();
    const scope = new EventTarget();
    watchWorkerFailures(scope, () => e.failures);
    for (let i = 0; i < 100; i += 1) {
      const error = new Error(`bad answer for ${TOKEN}`);
      scope.dispatchEvent(Object.assign(new Event('error'), { error, message: error.message }));
    }
    scope.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new TypeError('x is null') }),
    );
    await settle(new Promise((resolve) => setTimeout(resolve, FAILURE_GATHER_MS)));
    await settle(e.logs.flush());
    const got = failures();
    expect(got.map((f) => f['event']).sort()).toEqual(['worker-error', 'worker-rejection']);
    const error = got.find((f) => f['event'] === 'worker-error');
    expect(error?.['content']).toMatchObject({
      count: 100,
      side: 'worker',
      release: VERSION,
      screen: 'game',
      message: 'Error: bad answer for [redacted]',
    });
    expect(error?.['session_id']).toMatch(/./);
    expect(JSON.stringify(sink.events)).not.toContain(TOKEN);
  });

  it('a worker failure carries the page’s last 20 breadcrumbs, the token and query values redacted', async () => {
    const e = await booted();
    const crumbs = Array.from({ length: 24 }, (_, i) => ({
      at: 1_000 + i,
      kind: 'tap',
      label: `Spin ${i}`,
    }));
    crumbs.push(
      { at: 2_000, kind: 'dialog', label: `dialog for ${TOKEN}` },
      { at: 2_001, kind: 'game', label: 'game 2002 https://g.test/?x=abc&lang=en' },
      // What the page should never send is dropped, not carried.
      { at: 2_002, kind: 'script', label: 'not a breadcrumb' },
    );
    e.pageCrumbs(crumbs as never);
    e.failures.caught('worker-error', new Error('pool read failed'));
    await settle(new Promise((resolve) => setTimeout(resolve, FAILURE_GATHER_MS)));
    await settle(e.logs.flush());
    const [error] = failures();
    const got = (error?.['content'] as { breadcrumbs: { kind: string; label: string }[] })
      .breadcrumbs;
    expect(got).toHaveLength(20);
    expect(got.slice(-3).map((c) => `${c.kind}:${c.label}`)).toEqual([
      'tap:Spin 23',
      'dialog:dialog for [redacted]',
      'game:game 2002 https://g.test/?x=[redacted]&lang=[redacted]',
    ]);
    expect(got[0]?.label).toBe('Spin 6');
    expect(JSON.stringify(sink.events)).not.toContain(TOKEN);
  });

  it('what waits leaves when the page hides', async () => {
    const e = await booted();
    e.failures.caught('worker-error', new Error('late'));
    e.setPageVisible(false);
    await settle(e.logs.flush());
    expect(failures().map((f) => (f['content'] as { count: number }).count)).toEqual([1]);
  });
});

describe('the page’s events (pageLog)', () => {
  it('are logged with the page’s id and the session’s fields, and flushed at once', async () => {
    const e = await booted();
    e.pageLog('session', 'health', { status: 'clean' }, 'page-made-id-1', false);
    await vi.advanceTimersByTimeAsync(10);
    await settle(e.logs.flush());
    const [health] = sink.events.filter((ev) => ev['type'] === 'session');
    expect(health).toMatchObject({
      event_id: 'page-made-id-1',
      event: 'health',
      content: { status: 'clean' },
    });
    expect(health?.['uid']).toBe(e.state.user?.uid);
  });

  it('one the page sent itself as it went is kept, not sent again at once nor at page hide, and resent after the backoff', async () => {
    const e = await booted();
    const health = () => sink.events.filter((ev) => ev['event_id'] === 'page-sent-id-1');
    e.pageLog('session', 'health', { status: 'clean' }, 'page-sent-id-1', true);
    // The engine's own events leave, and the log server's answer (which has a tab resend what
    // it kept) does not take the page's along.
    e.logs.log('game', 'switch', {});
    await settle(e.logs.flush());
    expect(sink.events.map((ev) => ev['event'])).toContain('switch');
    e.setPageVisible(false);
    await vi.advanceTimersByTimeAsync(LOG_RESEND_BASE_MS / 2);
    expect(health()).toEqual([]);
    expect(e.logs.stats().stored).toBe(1);
    // Should the page's POST not have got through, the resend after the backoff delivers it.
    await vi.advanceTimersByTimeAsync(LOG_RESEND_BASE_MS);
    await settle(e.logs.flush());
    expect(health()).toHaveLength(1);
    expect(e.logs.stats().stored).toBe(0);
  });

  it('drop what the page may not write (another type, a bad name, content that is no object)', async () => {
    const e = await booted();
    const before = e.logs.stats().created;
    e.pageLog('error' as 'failure', 'x', {}, 'id-00000001', false);
    e.pageLog('failure', 'Bad Name!', {}, 'id-00000002', false);
    e.pageLog('failure', 'page-error', 'text', 'id-00000003', false);
    expect(e.logs.stats().created).toBe(before);
    // An id that is no id gets a fresh one.
    expect(e.logs.log('failure', 'x', {}).event_id).not.toBe('');
    // And is sent as the engine's own, even if the page says it sent it under that bad id.
    e.pageLog('failure', 'page-error', {}, 'bad id with spaces', true);
    expect(e.logs.stats().created).toBe(before + 2);
  });
});

describe('the log target the page reads', () => {
  it('names the endpoint and the identity, never the token', async () => {
    const e = await booted();
    expect(e.state.logTarget?.endpoint).toMatch(/^http/);
    expect(e.state.logTarget?.identity.uid).toBe(e.state.user?.uid);
    expect(e.state.logTarget?.identity.session_id).toMatch(/./);
    expect(JSON.stringify(e.state.logTarget)).not.toContain(TOKEN);
  });
});
