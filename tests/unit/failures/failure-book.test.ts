// Runs in Vitest (Node): a session's failures counted by fingerprint and rate-limited, and what
// leaves of a failure's text: no token, no query value, bounded (docs/logs.md, Failures).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FAILURE_GATHER_MS,
  FAILURE_MAX_FINGERPRINTS,
  FAILURE_REPEAT_MS,
  FailureBook,
} from '../../../shared/failures/failure-book.ts';
import {
  type FailureContent,
  type FailureReport,
  cleanReport,
  fingerprintOf,
} from '../../../shared/failures/failure.ts';
import { VERSION } from '../../../shared/lib/constants.ts';

const TOKEN = 'tok-SECRET-123';

function report(message: string, stack = ''): FailureReport {
  return {
    kind: 'page-error',
    message,
    stack,
    side: 'page',
    panel: null,
    screen: 'game',
    breadcrumbs: [],
  };
}

let sent: FailureContent[];
let book: FailureBook;
beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  sent = [];
  book = new FailureBook(
    {
      now: () => Date.now(),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as number),
    },
    (content) => sent.push(content),
  );
});
afterEach(() => vi.useRealTimers());

describe('a session’s failures', () => {
  it('arrive as one event with a count when one throws 100 times', () => {
    for (let i = 0; i < 100; i += 1) {
      book.add(report(`TypeError: item ${i} is undefined`, 'at spin (app.js:1:2)'));
      vi.advanceTimersByTime(5);
    }
    vi.advanceTimersByTime(FAILURE_GATHER_MS);
    expect(sent).toHaveLength(1);
    const [event] = sent;
    expect(event).toMatchObject({ count: 100, release: VERSION, kind: 'page-error' });
    expect(event!.lastAt - event!.firstAt).toBe(99 * 5);
    expect(event!.fingerprint).toMatch(/^[0-9a-f]{8}$/);
  });

  it('repeat at most once a minute, with the count since the last', () => {
    book.add(report('boom'));
    vi.advanceTimersByTime(FAILURE_GATHER_MS);
    for (let i = 0; i < 30; i += 1) {
      book.add(report('boom'));
      vi.advanceTimersByTime(1_000);
    }
    expect(sent.map((e) => e.count)).toEqual([1]);
    vi.advanceTimersByTime(FAILURE_REPEAT_MS);
    expect(sent.map((e) => e.count)).toEqual([1, 30]);
  });

  it('leave at once when the session ends (drain)', () => {
    book.add(report('boom'));
    book.add(report('boom'));
    book.drain();
    expect(sent.map((e) => e.count)).toEqual([2]);
    vi.advanceTimersByTime(FAILURE_REPEAT_MS);
    expect(sent).toHaveLength(1);
  });

  it('stop at the fingerprint cap, counting what they drop', () => {
    for (let i = 0; i < FAILURE_MAX_FINGERPRINTS + 5; i += 1) {
      book.add({
        ...report('boom'),
        kind: i % 2 ? 'rejection' : 'page-error',
        stack: `at f${i} (a.js:1:1)`,
      });
    }
    book.drain();
    expect(sent).toHaveLength(FAILURE_MAX_FINGERPRINTS);
    expect(book.dropped).toBe(5);
  });
});

describe('a failure’s fingerprint', () => {
  it('is the same across the numbers, ids and addresses that vary, and lines of a release', () => {
    const a = fingerprintOf(
      report('seat 12 at https://a.test/x?id=1', 'at f (https://c/a.js?v=1:10:5)'),
    );
    const b = fingerprintOf(report('seat 7 at https://b.test/y', 'at f (https://c/a.js:99:1)'));
    expect(a).toBe(b);
  });

  it('differs by kind, message and function', () => {
    const base = report('boom', 'at f (a.js:1:1)');
    const all = new Set([
      fingerprintOf(base),
      fingerprintOf({ ...base, kind: 'rejection' }),
      fingerprintOf({ ...base, message: 'bang' }),
      fingerprintOf({ ...base, stack: 'at g (a.js:1:1)' }),
    ]);
    expect(all.size).toBe(4);
  });
});

describe('what leaves of a failure', () => {
  it('has no token and no query value in its message, stack, screen or breadcrumbs', () => {
    const url = `https://line.test/api?x=${TOKEN}&e=demo&name=${encodeURIComponent('Ann Lee')}`;
    const clean = cleanReport(
      {
        ...report(`Error: bad token ${TOKEN} at ${url}`, `Error\n    at f (${url}:1:2)`),
        breadcrumbs: [{ at: 1, kind: 'tap', label: `open ${TOKEN}` }],
        screen: `panel:${TOKEN}`,
      },
      [TOKEN],
    );
    const text = JSON.stringify(clean);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('demo');
    expect(text).not.toContain('Ann');
    expect(clean.message).toBe(
      'Error: bad token [redacted] at https://line.test/api?x=[redacted]&e=[redacted]&name=[redacted]',
    );
    expect(clean.breadcrumbs[0]!.label).toBe('open [redacted]');
  });

  it('is bounded: a long message, a deep stack and more than 20 breadcrumbs', () => {
    const crumbs = Array.from({ length: 30 }, (_, i) => ({
      at: i,
      kind: 'tap' as const,
      label: `b${i}`,
    }));
    const deep = Array.from({ length: 200 }, (_, i) => `    at f${i} (a.js:${i}:1)`).join('\n');
    const clean = cleanReport({ ...report('x'.repeat(5_000), deep), breadcrumbs: crumbs }, []);
    expect(clean.message.length).toBeLessThanOrEqual(501);
    expect(clean.stack.split('\n')).toHaveLength(30);
    expect(clean.breadcrumbs.map((c) => c.label)).toEqual(crumbs.slice(10).map((c) => c.label));
  });
});
