// The pure jackpot rules: which groups are linked (exact names), the current game's pools, hit
// validation on hostile data, the notice queue (each hit once, in order, capped, one at a time,
// 4 s each) and the winner lists (50 at most, masked).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HIT_NOTICE_MS,
  type HitQueue,
  MAX_HIT_JSON,
  MAX_QUEUED_HITS,
  WINNERS_LIMIT,
  advanceHits,
  emptyHitQueue,
  hitKey,
  isLinkedHit,
  isLinkedSeries,
  linkedGroups,
  maskHit,
  offerHit,
  parseHit,
  poolsForGame,
  typeIdOf,
  winnersFrom,
} from '../../../src-worker/jackpots/jackpot-rules.ts';
import type { JackpotHit, LinkedSeries } from '../../../shared/jackpots/jackpot-types.ts';
import type { JackpotGroup } from '../../../src-worker/jackpots/jackpot-schema.ts';

const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);

function group(
  typeId: string,
  typeName: string,
  games: number[],
  ...pools: string[]
): JackpotGroup {
  return {
    typeId,
    typeName,
    games,
    pools: pools.map((name, i) => ({
      poolId: `${typeId}-${i}`,
      poolName: name,
      value: 100 * (i + 1),
    })),
  };
}

function hit(n: number, overrides: Partial<JackpotHit> = {}): JackpotHit {
  return {
    groupName: 'JackpotLink THB',
    typeName: 'JackpotLink',
    poolName: 'Grand',
    gameId: 2001,
    username: `winner_${n}`,
    hitValue: 1000 + n,
    recordTime: T0 - n * 60_000,
    ...overrides,
  };
}

describe('linked series (SPEC §7: only groups named TreasureLink, GoldenTrophyLink, JackpotLink)', () => {
  it.each<[unknown, boolean]>([
    ['TreasureLink', true],
    ['GoldenTrophyLink', true],
    ['JackpotLink', true],
    ['jackpotlink', false],
    ['JACKPOTLINK', false],
    ['JackpotLink2', false],
    ['JackpotLinks', false],
    [' JackpotLink', false],
    ['JackpotLink ', false],
    ['Jackpot Link', false],
    ['Jackpot-Link', false],
    ['\u0408ackpotLink', false], // a Cyrillic Je that looks like J
    ['JackpotLink\u0000', false],
    ['TreasureLinkGoldenTrophyLink', false],
    ['treasurelink', false],
    ['Goldentrophylink', false],
    ['LocalBonus', false],
    ['', false],
    [null, false],
    [undefined, false],
    [42, false],
    [['JackpotLink'], false],
    [{ toString: () => 'JackpotLink' }, false],
  ])('%j is linked: %s', (name, linked) => {
    expect(isLinkedSeries(name)).toBe(linked);
  });

  it('keeps only linked groups, in series order, server order within a series', () => {
    const groups = [
      group('9', 'jackpotlink', [2001], 'Grand'),
      group('3', 'JackpotLink', [2001], 'Grand'),
      group('8', 'LocalBonus', [2001], 'Bonus'),
      group('1', 'TreasureLink', [2001], 'Grand'),
      group('7', 'JackpotLink2', [2001], 'Grand'),
      group('4', 'JackpotLink', [3001], 'Grand'),
      group('2', 'GoldenTrophyLink', [2001], 'Grand'),
    ];
    expect(linkedGroups(groups).map((g) => g.typeId)).toEqual(['1', '2', '3', '4']);
  });

  const GROUPS = [
    group('101', 'TreasureLink', [2001, 1026], 'Grand', 'Major'),
    group('102', 'GoldenTrophyLink', [1026], 'Grand'),
    group('103', 'JackpotLink', [2001, 3001], 'Grand', 'Mini'),
    group('900', 'LocalBonus', [2001], 'Bonus'),
    group('901', 'jackpotlink', [2001], 'Fake'),
    group('104', 'TreasureLink', [], 'Nowhere'),
  ];

  it.each<[number, string[]]>([
    [2001, ['TreasureLink/Grand', 'TreasureLink/Major', 'JackpotLink/Grand', 'JackpotLink/Mini']],
    [1026, ['TreasureLink/Grand', 'TreasureLink/Major', 'GoldenTrophyLink/Grand']],
    [3001, ['JackpotLink/Grand', 'JackpotLink/Mini']],
    [5001, []],
  ])('game %i shows the pools %j', (gameId, expected) => {
    const pools = poolsForGame(GROUPS, gameId);
    expect(pools.map((p) => `${p.series}/${p.poolName}`)).toEqual(expected);
  });

  it('keeps each pool value and id, and a repeated pool once', () => {
    const twice = [GROUPS[0]!, GROUPS[0]!];
    expect(poolsForGame(twice, 2001)).toEqual([
      { series: 'TreasureLink', poolId: '101-0', poolName: 'Grand', value: 100 },
      { series: 'TreasureLink', poolId: '101-1', poolName: 'Major', value: 200 },
    ]);
  });

  it.each<[LinkedSeries, number, string | null]>([
    ['TreasureLink', 2001, '101'],
    ['TreasureLink', 5001, '101'],
    ['GoldenTrophyLink', 2001, '102'],
    ['JackpotLink', 3001, '103'],
  ])('the winners of %s (game %i) are asked for typeId %s', (series, gameId, typeId) => {
    expect(typeIdOf(GROUPS, series, gameId)).toBe(typeId);
  });

  it('has no typeId for a series the server does not run', () => {
    expect(typeIdOf([GROUPS[3]!, GROUPS[4]!], 'JackpotLink', 2001)).toBeNull();
  });
});

describe('parseHit on any data', () => {
  const valid = hit(1);

  it('reads an object, its JSON text, numeric strings and ISO dates', () => {
    expect(parseHit(valid)).toEqual(valid);
    expect(parseHit(JSON.stringify(valid))).toEqual(valid);
    expect(
      parseHit({
        ...valid,
        gameId: '2001',
        hitValue: '1001.50',
        recordTime: new Date(T0).toISOString(),
        username: '  winner_1  ',
      }),
    ).toEqual({ ...valid, hitValue: 1001.5, recordTime: T0 });
    expect(parseHit({ ...valid, recordTime: String(T0) })?.recordTime).toBe(T0);
  });

  it('returns only the fields of SPEC, in a fresh object', () => {
    const parsed = parseHit({ ...valid, extra: '<script>', isAdmin: true });
    expect(parsed).toEqual(valid);
    expect(Object.keys(parsed!).sort()).toEqual(Object.keys(valid).sort());
    expect(parseHit(valid)).not.toBe(valid);
  });

  const withField = (field: keyof JackpotHit, value: unknown): unknown => ({
    ...valid,
    [field]: value,
  });
  const without = (field: keyof JackpotHit): unknown =>
    Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
  const throwing = new Proxy(
    {},
    {
      get() {
        throw new Error('hostile');
      },
      has() {
        throw new Error('hostile');
      },
      getOwnPropertyDescriptor() {
        throw new Error('hostile');
      },
    },
  );
  const getter = Object.defineProperty({ ...valid }, 'username', {
    enumerable: true,
    get() {
      throw new Error('hostile');
    },
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a boolean', true],
    ['an array', [valid]],
    ['text that is not JSON', '{"groupName":'],
    ['JSON of a string', JSON.stringify(JSON.stringify(valid))],
    ['JSON null', 'null'],
    ['JSON longer than the limit', JSON.stringify({ ...valid, pad: 'x'.repeat(MAX_HIT_JSON) })],
    ['an empty object', {}],
    ['a missing groupName', without('groupName')],
    ['a missing typeName', without('typeName')],
    ['a missing poolName', without('poolName')],
    ['a missing gameId', without('gameId')],
    ['a missing username', without('username')],
    ['a missing hitValue', without('hitValue')],
    ['a missing recordTime', without('recordTime')],
    ['an empty username', withField('username', '')],
    ['a blank username', withField('username', '   ')],
    ['a username object', withField('username', { toString: () => 'x' })],
    ['a username with a control character', withField('username', 'abc\u0007def')],
    ['a username with a newline', withField('username', 'abc\ndef')],
    ['a username with a bidi override', withField('username', 'abc\u202Efed')],
    ['a username of 65 characters', withField('username', 'u'.repeat(65))],
    ['a numeric typeName', withField('typeName', 7)],
    ['gameId 0', withField('gameId', 0)],
    ['gameId -1', withField('gameId', -1)],
    ['gameId 1.5', withField('gameId', 1.5)],
    ['gameId "12abc"', withField('gameId', '12abc')],
    ['gameId beyond safe integers', withField('gameId', 2 ** 60)],
    ['hitValue NaN', withField('hitValue', NaN)],
    ['hitValue Infinity', withField('hitValue', Infinity)],
    ['hitValue -1', withField('hitValue', -1)],
    ['hitValue "1e9"', withField('hitValue', '1e9')],
    ['hitValue "0x10"', withField('hitValue', '0x10')],
    ['hitValue ""', withField('hitValue', '')],
    ['hitValue null', withField('hitValue', null)],
    ['recordTime 0', withField('recordTime', 0)],
    ['recordTime "yesterday"', withField('recordTime', 'yesterday')],
    ['recordTime past year 2286', withField('recordTime', 1e16)],
    ['recordTime as a bad ISO date', withField('recordTime', '2026-13-45T99:00:00Z')],
    ['fields only on the prototype', Object.create(valid) as unknown],
    ['a proxy that throws', throwing],
    ['a getter that throws', getter],
  ])('rejects %s', (_what, raw) => {
    expect(parseHit(raw)).toBeNull();
  });

  it('never lets a __proto__ key reach the result or Object.prototype', () => {
    const parsed = parseHit(`{"__proto__":{"polluted":1},${JSON.stringify(valid).slice(1)}`);
    expect(parsed).toEqual(valid);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('keeps hits of unlinked groups valid: the notice queue filters them', () => {
    const local = parseHit({ ...valid, typeName: 'LocalBonus' });
    expect(local).not.toBeNull();
    expect(isLinkedHit(local!)).toBe(false);
    expect(isLinkedHit(valid)).toBe(true);
  });
});

describe('hit keys and masking', () => {
  it('masks the user name once (SPEC §5: *** plus the last 3 characters)', () => {
    expect(maskHit(hit(1)).username).toBe('***r_1');
    expect(maskHit(maskHit(hit(1)))).toEqual(maskHit(hit(1)));
    expect(maskHit(hit(1, { username: 'jo' })).username).toBe('***jo');
    expect(maskHit(maskHit(hit(1, { username: 'jo' })))).toEqual(
      maskHit(hit(1, { username: 'jo' })),
    );
  });

  it('gives the same key to a hit told in full and masked, and another to any other field', () => {
    const base = hit(1);
    expect(hitKey(maskHit(base))).toBe(hitKey(base));
    for (const change of [
      { groupName: 'Other' },
      { typeName: 'TreasureLink' },
      { poolName: 'Mini' },
      { gameId: 1026 },
      { username: 'another' },
      { hitValue: 1 },
      { recordTime: T0 + 1 },
    ]) {
      expect(hitKey({ ...base, ...change })).not.toBe(hitKey(base));
    }
  });
});

describe('the hit notice queue', () => {
  /** Offers hits one after another at `now`. */
  const offerAll = (q: HitQueue, hits: JackpotHit[], now: number, maxQueued?: number): HitQueue =>
    hits.reduce((acc, h) => offerHit(acc, h, now, maxQueued === undefined ? {} : { maxQueued }), q);

  /** Every notice shown until the queue is empty, advancing exactly to each deadline. */
  const drain = (q: HitQueue): string[] => {
    const shown: string[] = [];
    let current = q;
    while (current.current !== null) {
      shown.push(current.current.username);
      current = advanceHits(current, current.until!);
    }
    return shown;
  };

  it.each<[string, number[], string[]]>([
    ['one hit', [1], ['***r_1']],
    ['in arrival order', [1, 2, 3], ['***r_1', '***r_2', '***r_3']],
    ['a repeat of the one on screen', [1, 1], ['***r_1']],
    ['repeats of waiting ones', [1, 2, 2, 3, 2, 1, 3], ['***r_1', '***r_2', '***r_3']],
  ])('%s: shown once each', (_what, ns, expected) => {
    expect(
      drain(
        offerAll(
          emptyHitQueue(),
          ns.map((n) => hit(n)),
          T0,
        ),
      ),
    ).toEqual(expected);
  });

  it('takes the same hit masked (from the game) after it in full (from SSE) as a repeat', () => {
    const q = offerAll(emptyHitQueue(), [hit(1), maskHit(hit(1))], T0);
    expect(q.waiting).toHaveLength(0);
    expect(q.current?.username).toBe('***r_1');
  });

  it('never shows a hit again after it went, even much later', () => {
    let q = offerHit(emptyHitQueue(), hit(1), T0);
    q = advanceHits(q, T0 + HIT_NOTICE_MS);
    expect(q.current).toBeNull();
    q = offerHit(q, hit(1), T0 + 60 * 60_000);
    expect(q.current).toBeNull();
  });

  it.each<[number, number, number]>([
    // hits offered at once, cap, how many are dropped
    [1, MAX_QUEUED_HITS, 0],
    [MAX_QUEUED_HITS + 1, MAX_QUEUED_HITS, 0],
    [MAX_QUEUED_HITS + 2, MAX_QUEUED_HITS, 1],
    [30, MAX_QUEUED_HITS, 30 - 1 - MAX_QUEUED_HITS],
    [4, 0, 3],
    [4, 2, 1],
  ])('%i hits with at most %i waiting drop %i, the oldest waiting ones', (count, cap, dropped) => {
    const hits = Array.from({ length: count }, (_, i) => hit(i + 1));
    const q = offerAll(emptyHitQueue(), hits, T0, cap);
    expect(q.dropped).toBe(dropped);
    expect(q.waiting.length).toBe(Math.min(count - 1, cap));
    // The first stays on screen; the newest ones wait, oldest first.
    expect(q.current?.username).toBe('***r_1');
    const kept = hits.slice(count - q.waiting.length).map((h) => maskHit(h).username);
    expect(q.waiting.map((h) => h.username)).toEqual(kept);
  });

  it('stores names masked only', () => {
    const q = offerAll(emptyHitQueue(), [hit(1), hit(2)], T0);
    expect([q.current, ...q.waiting].map((h) => h?.username)).toEqual(['***r_1', '***r_2']);
    expect(JSON.stringify(q)).not.toContain('winner_');
  });

  it('remembers a bounded number of keys', () => {
    const q = offerAll(
      emptyHitQueue(),
      Array.from({ length: 20 }, (_, i) => hit(i)),
      T0,
    );
    const small = Array.from({ length: 20 }, (_, i) => hit(i)).reduce(
      (acc, h) => offerHit(acc, h, T0, { remember: 5 }),
      emptyHitQueue(),
    );
    expect(q.seen).toHaveLength(20);
    expect(small.seen).toHaveLength(5);
  });

  describe('timing (fake timers, as the engine drives it)', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      vi.setSystemTime(T0);
    });
    afterEach(() => vi.useRealTimers());

    /** A driver like the engine's: one timer to the deadline, a timeline of what is on screen. */
    function driver() {
      let q = emptyHitQueue();
      let timer: ReturnType<typeof setTimeout> | null = null;
      const screen: { at: number; notice: string | null; waiting: number }[] = [];
      const show = (): void => {
        const last = screen.at(-1);
        const notice = q.current?.username ?? null;
        if (last?.notice !== notice)
          screen.push({ at: Date.now(), notice, waiting: q.waiting.length });
        if (timer !== null) clearTimeout(timer);
        timer = null;
        if (q.until !== null) {
          timer = setTimeout(() => {
            q = advanceHits(q, Date.now());
            show();
          }, q.until - Date.now());
        }
      };
      return {
        offer(h: JackpotHit) {
          q = offerHit(q, h, Date.now());
          show();
        },
        screen,
        queue: () => q,
      };
    }

    it('shows each notice for 4 s, one at a time, back to back, then clears', () => {
      const d = driver();
      d.offer(hit(1));
      d.offer(hit(2));
      vi.advanceTimersByTime(1_000);
      d.offer(hit(3));
      vi.advanceTimersByTime(HIT_NOTICE_MS * 3);
      expect(d.screen).toEqual([
        { at: T0, notice: '***r_1', waiting: 0 },
        { at: T0 + HIT_NOTICE_MS, notice: '***r_2', waiting: 1 },
        { at: T0 + 2 * HIT_NOTICE_MS, notice: '***r_3', waiting: 0 },
        { at: T0 + 3 * HIT_NOTICE_MS, notice: null, waiting: 0 },
      ]);
    });

    it('a hit arriving while one shows waits its turn; one arriving later shows at once', () => {
      const d = driver();
      d.offer(hit(1));
      vi.advanceTimersByTime(HIT_NOTICE_MS - 1);
      expect(d.queue().current?.username).toBe('***r_1');
      vi.advanceTimersByTime(1);
      expect(d.queue().current).toBeNull();
      vi.advanceTimersByTime(10_000);
      d.offer(hit(2));
      expect(d.screen.at(-1)).toEqual({
        at: T0 + HIT_NOTICE_MS + 10_000,
        notice: '***r_2',
        waiting: 0,
      });
    });

    it('a deadline met late still gives the next notice its full 4 s', () => {
      let q = offerAll(emptyHitQueue(), [hit(1), hit(2)], T0);
      q = advanceHits(q, T0 + HIT_NOTICE_MS + 2_500);
      expect(q).toMatchObject({ until: T0 + 2 * HIT_NOTICE_MS + 2_500 });
      expect(advanceHits(q, T0 + 2 * HIT_NOTICE_MS)).toBe(q);
    });

    it('a burst of 30 hits with repeats shows one at a time, at most 24 s in all', () => {
      const d = driver();
      for (let i = 0; i < 30; i++) d.offer(hit(i % 10));
      vi.advanceTimersByTime(120_000);
      const shown = d.screen.filter((s) => s.notice !== null);
      expect(new Set(shown.map((s) => s.notice)).size).toBe(shown.length);
      expect(shown).toHaveLength(1 + MAX_QUEUED_HITS);
      expect(d.screen.at(-1)).toEqual({
        at: T0 + (1 + MAX_QUEUED_HITS) * HIT_NOTICE_MS,
        notice: null,
        waiting: 0,
      });
    });
  });
});

describe('winner lists', () => {
  it(`keeps the ${WINNERS_LIMIT} newest, each once, names masked`, () => {
    const hits = Array.from({ length: 70 }, (_, i) => hit(i, { username: `name${i}xyz` }));
    const shuffled = [...hits.slice(35), hits[3]!, ...hits.slice(0, 35)];
    const winners = winnersFrom(shuffled);
    expect(winners).toHaveLength(WINNERS_LIMIT);
    expect(winners.map((w) => w.date)).toEqual(hits.slice(0, 50).map((h) => h.recordTime));
    expect(winners[0]).toEqual({
      amount: 1000,
      date: T0,
      winner: '***xyz',
      poolName: 'Grand',
      gameId: 2001,
    });
    expect(winners.every((w) => w.winner.startsWith('***'))).toBe(true);
  });

  it('is empty for no hits', () => {
    expect(winnersFrom([])).toEqual([]);
  });
});
