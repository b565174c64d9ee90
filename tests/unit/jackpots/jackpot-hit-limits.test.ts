// The jackpot rules at their edges: each field of a hit at its limit and just past it, the look-
// alikes of wire values (String objects, arrays and functions carrying a hit's fields, numbers in
// other notations), the notice queue saying when nothing changed, and the winners' typeId when a
// series runs several groups.
import { describe, expect, it } from 'vitest';
import {
  HIT_NOTICE_MS,
  MAX_HIT_JSON,
  MAX_HIT_TEXT,
  advanceHits,
  emptyHitQueue,
  offerHit,
  parseHit,
  typeIdOf,
} from '../../../src-worker/jackpots/jackpot-rules.ts';
import type { JackpotHit } from '../../../shared/jackpots/jackpot-types.ts';
import type { JackpotGroup } from '../../../src-worker/jackpots/jackpot-schema.ts';

const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);
/** Year 2286: the first number that is no longer a time in milliseconds. */
const MAX_TIME_MS = 10_000_000_000_000;

const valid: JackpotHit = {
  groupName: 'JackpotLink THB',
  typeName: 'JackpotLink',
  poolName: 'Grand',
  gameId: 2001,
  username: 'winner_1',
  hitValue: 1001,
  recordTime: T0,
};

const withField = (field: keyof JackpotHit, value: unknown): unknown => ({
  ...valid,
  [field]: value,
});

describe('a hit field at its limit is read; just past it, the hit is refused', () => {
  const name64 = 'u'.repeat(MAX_HIT_TEXT);

  it.each<[string, unknown, Partial<JackpotHit>]>([
    ['a username of 64 characters', withField('username', name64), { username: name64 }],
    ['a hitValue of 0', withField('hitValue', 0), { hitValue: 0 }],
    ['a hitValue "0"', withField('hitValue', '0'), { hitValue: 0 }],
    ['a whole hitValue as text', withField('hitValue', '1001'), { hitValue: 1001 }],
    ['a hitValue padded with spaces', withField('hitValue', ' 1001.25 '), { hitValue: 1001.25 }],
    [
      'the largest safe hitValue',
      withField('hitValue', Number.MAX_SAFE_INTEGER),
      { hitValue: Number.MAX_SAFE_INTEGER },
    ],
    ['a gameId padded with spaces', withField('gameId', ' 2001 '), { gameId: 2001 }],
    ['a recordTime padded with spaces', withField('recordTime', ` ${T0} `), { recordTime: T0 }],
    [
      'a recordTime of 64 characters',
      withField('recordTime', String(T0).padStart(MAX_HIT_TEXT)),
      { recordTime: T0 },
    ],
    [
      'the last millisecond before year 2286',
      withField('recordTime', MAX_TIME_MS - 1),
      { recordTime: MAX_TIME_MS - 1 },
    ],
  ])('reads %s', (_what, raw, fields) => {
    expect(parseHit(raw)).toEqual({ ...valid, ...fields });
  });

  it.each<[string, unknown]>([
    ['a hitValue past safe integers', withField('hitValue', Number.MAX_SAFE_INTEGER + 1)],
    ['a gameId in exponent notation', withField('gameId', '2e3')],
    ['a gameId with a decimal point', withField('gameId', '2001.0')],
    ['a gameId in hexadecimal', withField('gameId', '0x7D1')],
    ['a recordTime longer than 64 characters', withField('recordTime', `${T0}`.padStart(65))],
    ['a recordTime in exponent notation', withField('recordTime', '1.7684784e12')],
    ['a recordTime as an expanded-year ISO date', withField('recordTime', '+002026-01-15T12:00Z')],
    ['a recordTime of year 2286', withField('recordTime', MAX_TIME_MS)],
  ])('refuses %s', (_what, raw) => {
    expect(parseHit(raw)).toBeNull();
  });

  it('reads a JSON text of exactly the longest length, and none longer', () => {
    const json = JSON.stringify(valid);
    expect(parseHit(json.padEnd(MAX_HIT_JSON))).toEqual(valid);
    expect(parseHit(json.padEnd(MAX_HIT_JSON + 1))).toBeNull();
  });
});

describe('values that only look like a hit are refused', () => {
  // A String object trims, measures and converts like its text, but it is no JSON string.
  it.each<[keyof JackpotHit, string]>([
    ['username', 'winner_1'],
    ['gameId', '2001'],
    ['hitValue', '1001'],
    ['recordTime', String(T0)],
  ])('a %s sent as a String object', (field, text) => {
    expect(parseHit(withField(field, new String(text)))).toBeNull();
  });

  it('an array carrying the fields of a hit', () => {
    expect(parseHit(Object.assign([], valid))).toBeNull();
  });

  it('a function carrying the fields of a hit', () => {
    expect(parseHit(Object.assign(() => undefined, valid))).toBeNull();
  });
});

describe('the notice queue says when nothing changed', () => {
  const hit = (n: number): JackpotHit => ({ ...valid, username: `winner_${n}`, hitValue: n });

  it('gives back the same queue while nothing shows and nothing waits', () => {
    const empty = emptyHitQueue();
    expect(advanceHits(empty, T0)).toBe(empty);
    const cleared = advanceHits(offerHit(empty, hit(1), T0), T0 + HIT_NOTICE_MS);
    expect(cleared.current).toBeNull();
    expect(advanceHits(cleared, T0 + 2 * HIT_NOTICE_MS)).toBe(cleared);
  });

  it('forgets the oldest keys beyond `remember`, so their repeat shows again', () => {
    let q = emptyHitQueue();
    for (const n of [1, 2, 3]) q = offerHit(q, hit(n), T0, { remember: 2, maxQueued: 0 });
    q = advanceHits(q, T0 + HIT_NOTICE_MS);
    expect(offerHit(q, hit(3), T0 + HIT_NOTICE_MS, { remember: 2 })).toBe(q);
    const again = offerHit(q, hit(1), T0 + HIT_NOTICE_MS, { remember: 2 });
    expect(again.current?.hitValue).toBe(1);
  });
});

describe('the winners of a series running several groups', () => {
  const group = (typeId: string, games: number[]): JackpotGroup => ({
    typeId,
    typeName: 'JackpotLink',
    games,
    pools: [{ poolId: `${typeId}-0`, poolName: 'Grand', value: 100 }],
  });
  const groups = [group('201', [3001]), group('202', [2001]), group('203', [2001])];

  it("are asked for the first group that lists this game, else the series' first group", () => {
    expect(typeIdOf(groups, 'JackpotLink', 2001)).toBe('202');
    expect(typeIdOf(groups, 'JackpotLink', 3001)).toBe('201');
    expect(typeIdOf(groups, 'JackpotLink', 5001)).toBe('201');
  });
});
