// Game cards: SPEC §5 bet tiers and their gaps, image language and path, due card, lifecycle.
import { describe, expect, it } from 'vitest';
import {
  BET_TIERS,
  betTier,
  cardImageLanguage,
  cardImagePath,
  cardStateOf,
  compareIds,
  dueCard,
  lowResVariant,
  reduceCard,
  type CardEvent,
  type CardState,
} from '../../../../shared/promotions/cards/card-rules.ts';
import type { InventoryItem } from '../../../../shared/promotions/promotion-types.ts';

const NOW = Date.UTC(2026, 2, 1, 12);
const HOUR = 3_600_000;

function card(overrides: Partial<InventoryItem> = {}): InventoryItem {
  return {
    itemId: '100',
    itemCategory: 'GAME_CARD',
    isDisplay: false,
    betSize: 1,
    currentQuantity: 2,
    gameCount: 10,
    maxWinAmount: 500,
    gameId: 1001,
    startTime: NOW - HOUR,
    expiryTime: NOW + 24 * HOUR,
    isPopupMessage: true,
    cardLevel: 2,
    winAmount: 0,
    ...overrides,
  };
}

describe('betTier (SPEC §5 table)', () => {
  it.each([
    [0.01, 1],
    [0.5, 1],
    [0.505, null],
    [0.51, 2],
    [0.75, 2],
    [1, 2],
    [1.005, null],
    [1.01, 3],
    [5, 3],
    [5.005, null],
    [5.01, 4],
    [10, 4],
    [10.01, null],
    [10.05, null],
    [10.09, null],
    [10.1, 5],
    [250, 5],
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('a bet of %s is tier %s', (bet, tier) => {
    expect(betTier(bet)).toBe(tier);
  });

  it('ignores float noise from bets computed on the client', () => {
    expect(betTier(0.7 - 0.2)).toBe(1); // 0.49999999999999994
    expect(betTier(1.15 - 0.64)).toBe(2); // 0.5099999999999999
    expect(betTier(5.11 - 0.1)).toBe(4); // 5.010000000000001
  });

  it('has five ordered rows whose gaps are exactly the SPEC gaps', () => {
    expect(BET_TIERS.map((r) => r.tier)).toEqual([1, 2, 3, 4, 5]);
    for (const [i, row] of BET_TIERS.entries()) {
      const next = BET_TIERS[i + 1];
      if (next) expect(next.min).toBeGreaterThan(row.max);
    }
  });
});

describe('cardImageLanguage', () => {
  it.each([
    ['zh', 'zh'],
    ['ZH', 'zh'],
    [' TH ', 'th'],
    ['zh-TW', 'en'],
    ['ZH_tw', 'en'],
    ['th', 'th'],
    ['th-TH', 'en'],
    ['en', 'en'],
    ['pt', 'en'],
    ['vi', 'en'],
    ['es', 'en'],
    ['ko', 'en'],
    ['bn', 'en'],
    ['hi', 'en'],
    ['', 'en'],
    ['zhx', 'en'],
  ])('%s cards are in %s', (locale, language) => {
    expect(cardImageLanguage(locale)).toBe(language);
  });
});

describe('cardImagePath', () => {
  it.each([
    [{ betSize: 0.2, cardLevel: 1 }, 'th', 'cards/th/tier1_level1.svg'],
    [{ betSize: 1, cardLevel: 3 }, 'zh', 'cards/zh/tier2_level3.svg'],
    [{ betSize: 1, cardLevel: 3 }, 'zh-TW', 'cards/en/tier2_level3.svg'],
    [{ betSize: 20, cardLevel: 2 }, 'ko', 'cards/en/tier5_level2.svg'],
    [{ betSize: 10.05, cardLevel: 2 }, 'en', 'cards/en/generic.svg'],
    [{ betSize: Number.NaN, cardLevel: 2 }, 'th', 'cards/th/generic.svg'],
    [{ betSize: 1, cardLevel: null }, 'zh', 'cards/zh/generic.svg'],
    [{ betSize: 1, cardLevel: 0 }, 'vi', 'cards/en/generic.svg'],
    [{ betSize: 1, cardLevel: 1.5 }, 'en', 'cards/en/generic.svg'],
  ])('%o in %s is %s', (item, locale, path) => {
    expect(cardImagePath(item, locale)).toBe(path);
  });
});

describe('lowResVariant', () => {
  it.each([
    ['cards/en/tier1_level1.svg', 'cards/en/tier1_level1_s.svg'],
    ['https://cdn.example.com/a/b.webp?v=3', 'https://cdn.example.com/a/b_s.webp?v=3'],
    ['https://cdn.example.com/a.b/icon#x', 'https://cdn.example.com/a.b/icon_s#x'],
    ['icon.min.png', 'icon.min_s.png'],
    ['/.hidden', '/.hidden_s'],
    ['', '_s'],
    ['?v=2', '_s?v=2'],
  ])('%s becomes %s', (url, low) => {
    expect(lowResVariant(url)).toBe(low);
  });
});

describe('compareIds', () => {
  it.each([
    ['9', '10', -1],
    ['10', '9', 1],
    ['007', '7', 0],
    ['a', 'b', -1],
    ['b', 'a', 1],
    ['10', 'a', -1],
    ['7', '007', 0],
    ['12', '13', -1],
    ['13', '12', 1],
    ['100', '99', 1],
    ['99', '100', -1],
    ['a', 'a', 0],
    // Not all digits: by code units, however the digits in them would compare as numbers.
    ['a9', '100', 1],
    ['9a', '100', 1],
    ['100', 'a9', -1],
    ['100', '9a', -1],
  ])('%s against %s', (a, b, sign) => {
    expect(Math.sign(compareIds(a, b))).toBe(sign);
  });
});

describe('dueCard', () => {
  it.each([
    ['wrong game', card({ gameId: 1002 })],
    ['not popup-flagged', card({ isPopupMessage: false })],
    ['zero quantity', card({ currentQuantity: 0 })],
    ['future start', card({ startTime: NOW + 1 })],
    ['expired', card({ expiryTime: NOW })],
    ['a wheel ticket', card({ itemCategory: 'WHEEL_TICKET' })],
    ['an unknown category', card({ itemCategory: 'COUPON' })],
  ])('skips a card with %s', (_why, item) => {
    expect(dueCard([item], 1001, NOW)).toBeNull();
  });

  it('takes a free-spin card starting exactly now, never a free-game card (SPEC §4)', () => {
    expect(dueCard([card({ startTime: NOW })], 1001, NOW)?.itemId).toBe('100');
    expect(dueCard([card({ isDisplay: true })], 1001, NOW)).toBeNull();
  });

  it('picks the earliest start and sets usageQuantity 1 without touching the item', () => {
    const items = [
      card({ itemId: '1', startTime: NOW - HOUR }),
      card({ itemId: '2', startTime: NOW - 3 * HOUR }),
      card({ itemId: '3', startTime: NOW - 2 * HOUR }),
      card({ itemId: '4', startTime: NOW - 5 * HOUR, gameId: 7 }),
    ];
    const due = dueCard(items, 1001, NOW);
    expect(due).toEqual({ ...items[1], usageQuantity: 1 });
    expect(items[1]).not.toHaveProperty('usageQuantity');
  });

  it('breaks a tie on start time by itemId, numerically', () => {
    const items = [card({ itemId: '10' }), card({ itemId: '9' }), card({ itemId: '11' })];
    expect(dueCard(items, 1001, NOW)?.itemId).toBe('9');
    expect(dueCard([...items].reverse(), 1001, NOW)?.itemId).toBe('9');
  });

  it('offers the first listing of a card the server lists twice', () => {
    const items = [card({ currentQuantity: 1 }), card({ currentQuantity: 3 })];
    expect(dueCard(items, 1001, NOW)?.currentQuantity).toBe(1);
  });

  it('takes the earliest start before the smaller itemId', () => {
    const items = [card({ itemId: '5', startTime: NOW - 3 * HOUR }), card({ itemId: '4' })];
    expect(dueCard(items, 1001, NOW)?.itemId).toBe('5');
  });

  it('takes a card that never expires', () => {
    expect(dueCard([card({ expiryTime: null })], 1001, NOW)?.itemId).toBe('100');
  });

  it('returns null for an empty inventory', () => {
    expect(dueCard([], 1001, NOW)).toBeNull();
  });
});

describe('reduceCard', () => {
  const start = cardStateOf(card({ currentQuantity: 1, betSize: 0.5 }));

  function run(state: CardState, events: CardEvent[]): CardState | '227' {
    let current = state;
    for (const event of events) {
      const result = reduceCard(current, event);
      if (!result.ok) return result.code;
      current = result.state;
    }
    return current;
  }

  it('starts obtained with the held quantity and nothing in use', () => {
    expect(start).toMatchObject({ status: 'obtained', currentQuantity: 1, inUse: 0 });
  });

  it.each<[string, CardEvent[], Partial<CardState> | '227']>([
    ['obtain more', [{ type: 'obtain', quantity: 2 }], { status: 'obtained', currentQuantity: 3 }],
    ['obtain one', [{ type: 'obtain', quantity: 1 }], { status: 'obtained', currentQuantity: 2 }],
    [
      'use with the card bet',
      [{ type: 'use', betSize: 0.5, now: NOW }],
      { status: 'used', currentQuantity: 0, inUse: 1 },
    ],
    [
      'use then settle',
      [{ type: 'use', betSize: 0.5, now: NOW }, { type: 'settle' }],
      { status: 'used', currentQuantity: 0, inUse: 0 },
    ],
    [
      'use then restore',
      [{ type: 'use', betSize: 0.5, now: NOW }, { type: 'restore' }],
      { status: 'restored', currentQuantity: 1, inUse: 0 },
    ],
    ['expire', [{ type: 'expire' }], { status: 'expired', currentQuantity: 0 }],
    [
      'restore after expiry gives nothing back',
      [{ type: 'use', betSize: 0.5, now: NOW }, { type: 'expire' }, { type: 'restore' }],
      { status: 'expired', currentQuantity: 0, inUse: 0 },
    ],
    ['use with another bet', [{ type: 'use', betSize: 1, now: NOW }], '227'],
    ['use at the expiry time', [{ type: 'use', betSize: 0.5, now: NOW + 24 * HOUR }], '227'],
    [
      'use more than held',
      [
        { type: 'use', betSize: 0.5, now: NOW },
        { type: 'use', betSize: 0.5, now: NOW },
      ],
      '227',
    ],
    ['use after expiry', [{ type: 'expire' }, { type: 'use', betSize: 0.5, now: NOW }], '227'],
    ['restore with nothing in use', [{ type: 'restore' }], '227'],
    ['settle with nothing in use', [{ type: 'settle' }], '227'],
    ['obtain zero', [{ type: 'obtain', quantity: 0 }], '227'],
    ['obtain after expiry', [{ type: 'expire' }, { type: 'obtain', quantity: 1 }], '227'],
  ])('%s', (_name, events, expected) => {
    const result = run(start, events);
    if (expected === '227') expect(result).toBe('227');
    else expect(result).toMatchObject(expected);
  });

  it('leaves the state as it was on a violation', () => {
    const result = reduceCard(start, { type: 'restore' });
    expect(result).toEqual({ ok: false, code: '227', state: start });
  });

  it('uses a card that never expires, at any time', () => {
    const forever = cardStateOf(card({ currentQuantity: 1, betSize: 0.5, expiryTime: null }));
    expect(reduceCard(forever, { type: 'use', betSize: 0.5, now: NOW + 1e12 }).ok).toBe(true);
  });

  it('accepts a bet equal to the card bet up to float noise', () => {
    expect(reduceCard(start, { type: 'use', betSize: 0.7 - 0.2, now: NOW }).ok).toBe(true);
  });
});
