// The seat rules of SPEC §4 and §8, table-driven: the play-now/take answer table, display states,
// the vacant filter, whose seat it is, and the seat info card's numbers.
import { describe, expect, it } from 'vitest';
import { SEAT_ERROR_CODES, SEAT_SILENT_CODES } from '../../../shared/errors/error-behaviour.ts';
import { catalogueEntry } from '../../../src-ui/errors/error-catalogue.ts';
import {
  SEAT_STATUS_TABLE,
  type SeatDisplay,
  type SeatVerdict,
  isMySeat,
  mySeatOf,
  passesFilter,
  seatCard,
  seatDisplay,
  seatStatusKind,
  seatVerdict,
  seatViews,
  withSeatTaken,
} from '../../../shared/seats/seat-rules.ts';
import { seatInfo, sixSeatHall } from '../support/seats.ts';
import type { SeatCallOutcome } from '../../../shared/seats/seat-types.ts';
import type { SeatInfo } from '../../../shared/seats/seat-schema.ts';

const ME = '10001';

/** Seat 1 empty, 2 another's, 3 reserved for another, 4 mine, 5 reserved for me, 6 unknown. */
const HALL = sixSeatHall(ME, [9, '20006']);

describe('the play-now / take answer table (SPEC §4, §8)', () => {
  const cases: [string, SeatCallOutcome, SeatVerdict][] = [
    ['0000 syncs the seat', { status: '0000', seatId: 4 }, { kind: 'ok', seatId: 4 }],
    ['0000 with seat 0', { status: '0000', seatId: 0 }, { kind: 'ok', seatId: 0 }],
    ['10000 shows an error', { status: '10000', seatId: null }, { kind: 'error', code: '10000' }],
    ['10001 shows an error', { status: '10001', seatId: null }, { kind: 'error', code: '10001' }],
    ['10006 shows an error', { status: '10006', seatId: null }, { kind: 'error', code: '10006' }],
    ['10007 shows an error', { status: '10007', seatId: null }, { kind: 'error', code: '10007' }],
    ['10009 passes silently', { status: '10009', seatId: -1 }, { kind: 'silent', code: '10009' }],
    ['10002 is rejected', { status: '10002', seatId: null }, { kind: 'rejected', code: '10002' }],
    ['10008 is rejected', { status: '10008', seatId: null }, { kind: 'rejected', code: '10008' }],
    ['9005 is rejected', { status: '9005', seatId: null }, { kind: 'rejected', code: '9005' }],
    ['status "1" is rejected', { status: '1', seatId: null }, { kind: 'rejected', code: '1' }],
    ['a thrown failure turns seats off', { thrown: true, code: '1' }, { kind: 'off' }],
    ['a bad answer turns seats off', { thrown: true, code: '6003' }, { kind: 'off' }],
    ['0000 without a seat counts as thrown', { status: '0000', seatId: null }, { kind: 'off' }],
    ['0000 with seat -1 counts as thrown', { status: '0000', seatId: -1 }, { kind: 'off' }],
    ['0000 with seat 1.5 counts as thrown', { status: '0000', seatId: 1.5 }, { kind: 'off' }],
  ];

  it.each(cases)('%s', (_name, outcome, verdict) => {
    expect(seatVerdict(outcome)).toEqual(verdict);
  });

  it('is the catalogue seat codes plus 0000, and any other status rejects', () => {
    expect([...SEAT_STATUS_TABLE].sort()).toEqual([
      ['0000', 'ok'],
      ['10000', 'error'],
      ['10001', 'error'],
      ['10006', 'error'],
      ['10007', 'error'],
      ['10009', 'silent'],
    ]);
    expect([...SEAT_ERROR_CODES].every((c) => seatStatusKind(c) === 'error')).toBe(true);
    expect([...SEAT_SILENT_CODES].every((c) => seatStatusKind(c) === 'silent')).toBe(true);
    for (const code of ['', '0', '00000', '10003', '10010', '6003', 'abc']) {
      expect(seatStatusKind(code)).toBe('rejected');
    }
  });

  it.each(['10000', '10001', '10006', '10007'])('%s has its own errors.%s text', (code) => {
    expect(catalogueEntry(code).messageKey).toBe(`errors.${code}`);
  });
});

describe("the player's seat: playerId matches and status is 1", () => {
  it.each([
    [1, 'empty', null, false],
    [2, "another player's", ME, false],
    [3, 'reserved for another', ME, false],
    [4, 'taken by the player', ME, true],
    [4, 'taken by the player, nobody logged in', null, false],
    [5, 'reserved for the player (status 2)', ME, false],
    [6, 'an unknown status', '20006', false],
  ])('seat %i, %s: %s', (seatId, _what, playerId, mine) => {
    const s = HALL.seatInfos.find((x) => x.seatId === seatId)!;
    expect(isMySeat(s, playerId)).toBe(mine);
  });

  it('finds the seat in the data, or none', () => {
    expect(mySeatOf(HALL, ME)?.seatId).toBe(4);
    expect(mySeatOf(HALL, '20002')?.seatId).toBe(2);
    expect(mySeatOf(HALL, '20003')).toBeNull();
    expect(mySeatOf(HALL, null)).toBeNull();
    expect(mySeatOf(null, ME)).toBeNull();
  });

  it('a taken seat the server names no player for is nobody’s, even with nobody logged in', () => {
    const hall = sixSeatHall(ME, [1, null]);
    expect(mySeatOf(hall, null)).toBeNull();
    expect(seatViews(hall, null, null, 'all')[5]).toEqual({
      seatId: 6,
      display: 'full',
      mine: false,
    });
  });
});

describe('display states: empty, full, reserved, selecting', () => {
  it.each<[string, number | null, SeatDisplay[]]>([
    ['nothing being chosen', null, ['empty', 'full', 'reserved', 'selecting', 'reserved', 'full']],
    [
      'choosing empty seat 1',
      1,
      ['selecting', 'full', 'reserved', 'selecting', 'reserved', 'full'],
    ],
    [
      'choosing full seat 2',
      2,
      ['empty', 'selecting', 'reserved', 'selecting', 'reserved', 'full'],
    ],
    ['choosing own seat 4', 4, ['empty', 'full', 'reserved', 'selecting', 'reserved', 'full']],
  ])('%s', (_name, selecting, displays) => {
    expect(HALL.seatInfos.map((s) => seatDisplay(s, ME, selecting))).toEqual(displays);
  });

  it("without a player, the player's seat is simply full", () => {
    expect(HALL.seatInfos.map((s) => seatDisplay(s, null, null))).toEqual([
      'empty',
      'full',
      'reserved',
      'full',
      'reserved',
      'full',
    ]);
  });
});

describe('filter: all or vacant', () => {
  it.each([
    ['all', [1, 2, 3, 4, 5, 6]],
    ['vacant', [1]],
  ] as const)('%s keeps seats %j', (filter, ids) => {
    expect(HALL.seatInfos.filter((s) => passesFilter(s, filter)).map((s) => s.seatId)).toEqual(ids);
    expect(seatViews(HALL, ME, null, filter).map((v) => v.seatId)).toEqual(ids);
  });

  it('gives views with display and mine; none without data', () => {
    expect(seatViews(HALL, ME, 1, 'all').slice(0, 4)).toEqual([
      { seatId: 1, display: 'selecting', mine: false },
      { seatId: 2, display: 'full', mine: false },
      { seatId: 3, display: 'reserved', mine: false },
      { seatId: 4, display: 'selecting', mine: true },
    ]);
    expect(seatViews(null, ME, null, 'all')).toEqual([]);
  });
});

describe('the seat info card', () => {
  it.each<[string, SeatInfo['gameData'], ReturnType<typeof seatCard>]>([
    [
      'a seat with a record',
      { freeGameInterval: [12, 140, 87, 203], winTimes: { 50: 6, 100: 2, 300: 1 } },
      {
        seatId: 9,
        bigWins: [
          { times: 50, count: 6 },
          { times: 100, count: 2 },
          { times: 300, count: 1 },
        ],
        previousSpins: [140, 87, 203],
        spinsSinceFreeGame: 12,
      },
    ],
    [
      'a fresh seat',
      { freeGameInterval: [0, 0, 0, 0], winTimes: { 50: 0, 100: 0, 300: 0 } },
      {
        seatId: 9,
        bigWins: [
          { times: 50, count: 0 },
          { times: 100, count: 0 },
          { times: 300, count: 0 },
        ],
        previousSpins: [0, 0, 0],
        spinsSinceFreeGame: 0,
      },
    ],
  ])('%s', (_name, gameData, card) => {
    expect(seatCard({ ...seatInfo(9, 1, '20009'), gameData })).toEqual(card);
  });
});

describe('syncing a taken seat', () => {
  it('makes the seat the player’s and frees the one they held; others stay', () => {
    const after = withSeatTaken(HALL, 1, ME);
    expect(after.seatInfos.map((s) => [s.seatId, s.status, s.playerId])).toEqual([
      [1, 1, ME],
      [2, 1, '20002'],
      [3, 2, '20003'],
      [4, 0, null],
      [5, 2, ME],
      [6, 9, '20006'],
    ]);
    expect(mySeatOf(after, ME)?.seatId).toBe(1);
    // The input is not changed: the state is replaced, never edited in place.
    expect(mySeatOf(HALL, ME)?.seatId).toBe(4);
  });
});
