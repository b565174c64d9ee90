// SPEC §8 handling rules, table-driven: throttle, high codes, 9020, 400→401, 301 reset, levels.
import { describe, expect, it } from 'vitest';
import { HIGH_LEVEL_CODES, logLevel } from '../../../shared/errors/error-levels.ts';
import { type PolicyContext, decide, reset } from '../../../src-worker/errors/error-policy.ts';

const base: PolicyContext = {
  current: null,
  count: 0,
  throttle: 1,
  gameReady: false,
  savedQuery: null,
};
const err = (code: string) => ({ code, trackingId: 'old' });

describe('decide', () => {
  it.each([
    ['shows the first error before the game is ready', base, '9005', '9005', 1],
    ['does not show once the game is ready', { ...base, gameReady: true }, '229', null, 1],
    [
      'shows a dead token once the game is ready (the session is over)',
      { ...base, gameReady: true },
      '9005',
      '9005',
      1,
    ],
    [
      'shows inactivity (100) once the game is ready, past the throttle',
      { ...base, gameReady: true, count: 5 },
      '100',
      '100',
      6,
    ],
    [
      'shows 1104 (inactivity) over a dismissable message',
      { ...base, gameReady: true, current: err('229'), count: 1 },
      '1104',
      '1104',
      2,
    ],
    [
      'replaces a medium error with a later one',
      { ...base, current: err('6003'), count: 1 },
      '505',
      '505',
      2,
    ],
    [
      'ignores errors once the count exceeds throttle + 1',
      { ...base, current: err('6003'), count: 2 },
      '505',
      '6003',
      3,
    ],
    ['honours a larger throttle: not shown below it', { ...base, throttle: 3 }, '505', null, 1],
    [
      'honours a larger throttle: shown when reached',
      { ...base, throttle: 3, count: 2 },
      '505',
      '505',
      3,
    ],
    ['never replaces a high code', { ...base, current: err('9005'), count: 1 }, '6003', '9005', 2],
    [
      'never replaces a high code (7503)',
      { ...base, current: err('7503'), count: 1 },
      '9005',
      '7503',
      2,
    ],
    ['clears a 400 when 401 follows', { ...base, current: err('400'), count: 1 }, '401', null, 2],
    [
      'shows a 401 that follows another error',
      { ...base, current: err('6003'), count: 1 },
      '401',
      '401',
      2,
    ],
    [
      'replaces a 400 with a later error other than 401',
      { ...base, current: err('400'), count: 1 },
      '505',
      '505',
      2,
    ],
    [
      'shows an error other than 9020 despite a saved query',
      { ...base, savedQuery: '?e=demo' },
      '505',
      '505',
      1,
    ],
    ['shows 9020 without a saved query', base, '9020', '9020', 1],
  ] as const)('%s', (_, ctx, code, shown, count) => {
    const d = decide(ctx, { status: code }, 'new');
    expect(d.error?.code ?? null).toBe(shown);
    expect(d.count).toBe(count);
  });

  it('restores the saved query on 9020 instead of showing it', () => {
    const d = decide({ ...base, savedQuery: '?e=demo&x=t' }, { status: '9020' }, 'new');
    expect(d.restoreQuery).toBe('?e=demo&x=t');
    expect(d.error).toBeNull();
  });

  it('removes the stored access key on a dead-token status, even past the throttle, and only then', () => {
    for (const code of ['9005', '9029', '9030', '7405', '9014', '206']) {
      expect(decide(base, { status: code }, 'n').removeAccessKey, code).toBe(true);
      expect(decide({ ...base, count: 5 }, { status: code }, 'n').removeAccessKey, code).toBe(true);
    }
    for (const code of ['6003', '1', '229', '7003', '7502', '9020']) {
      expect(decide(base, { status: code }, 'n').removeAccessKey, code).toBe(false);
    }
  });

  it.each([
    // The network's failures reach the connection from the requests, not through the policy.
    ['1', false],
    ['7003', true],
    ['7405', true],
    ['7503', true],
    ['9005', true],
    ['9014', true],
    ['9029', true],
    ['9030', true],
    ['6003', false],
    ['9020', false],
  ])('status %s ends the session, the disconnected flag for good: %s', (code, flag) => {
    expect(decide(base, { status: code }, 'n').sessionEnded).toBe(flag);
  });

  it('shows an unknown error with a tracking id for something thrown, and logs the object', () => {
    const d = decide(base, { thrown: { weird: true } }, 'track-1');
    expect(d.error).toEqual({ code: 'unknown', trackingId: 'track-1' });
    expect(d.log).toEqual({ level: 'medium', code: 'unknown', detail: '{"weird":true}' });
  });

  it('logs something thrown that cannot be written as JSON by its kind', () => {
    const loop: Record<string, unknown> = {};
    loop['self'] = loop;
    expect(decide(base, { thrown: loop }, 'n').log?.detail).toBe('[object Object]');
  });

  it('neither forgets the token nor ends the session for something thrown', () => {
    const d = decide({ ...base, savedQuery: '?e=demo' }, { thrown: 'boom' }, 'n');
    expect(d).toMatchObject({ removeAccessKey: false, sessionEnded: false, restoreQuery: null });
  });

  it('keeps a high code showing when something is thrown', () => {
    const d = decide({ ...base, current: err('9005') }, { thrown: new Error('x') }, 'n');
    expect(d.error?.code).toBe('9005');
    expect(d.log?.detail).toBe('Error: x');
  });
});

describe('reset', () => {
  it('clears 301 (reconnecting) and restarts the count', () => {
    expect(reset({ ...base, current: err('301'), count: 2 })).toEqual({ count: 0, error: null });
  });
  it('keeps any other error', () => {
    expect(reset({ ...base, current: err('9005'), count: 2 }).error?.code).toBe('9005');
  });
});

describe('log levels', () => {
  it.each([
    ['100', 'high'],
    ['104', 'high'],
    ['206', 'high'],
    ['216', 'high'],
    ['225', 'high'],
    ['229', 'high'],
    ['1013', 'high'],
    ['1105', 'high'],
    ['1215', 'high'],
    ['2017', 'high'],
    ['7502', 'high'],
    ['9025', 'high'],
    ['9013', null],
    ['105', 'medium'],
    ['207', 'medium'],
    ['226', 'medium'],
    ['6003', 'medium'],
    ['unknown', 'medium'],
  ])('code %s is logged %s', (code, level) => {
    expect(logLevel(code)).toBe(level);
  });

  it('expands every range of SPEC §8', () => {
    expect(HIGH_LEVEL_CODES.size).toBe(5 + 7 + 10 + 1 + 16 + 8 + 31 + 17 + 7);
  });
});
