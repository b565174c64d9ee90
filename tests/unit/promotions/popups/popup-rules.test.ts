// Popups on game ready: candidates, ordering with -1, disabled and already-shown entries, once per
// calendar day per account (UTC and Asia/Bangkok midnights), and the SPEC §6 client codes.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POPUP_ORDER,
  choosePopups,
  popupCandidates,
  popupOrder,
  popupRecordKey,
  recordShown,
  shownToday,
  type GameReadyFacts,
  type PopupChoice,
  type PopupRecords,
  type PopupSetting,
} from '../../../../src-worker/promotions/popups/popup-rules.ts';
import {
  clientCodeOf,
  clientFlags,
  skipsPopups,
} from '../../../../src-worker/account/client-flags.ts';
import { dayKey, zoneOffsetMs, zonedTimeToMs } from '../../../../shared/lib/time-zones.ts';
import type { PopupType } from '../../../../shared/promotions/promotion-types.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ACCOUNT = 'acc-1';
// 2026-03-01 12:00 UTC (19:00 in Bangkok).
const NOON = Date.UTC(2026, 2, 1, 12);
const UTC_MIDNIGHT = Date.UTC(2026, 2, 2);
// Midnight in Bangkok (UTC+7) is 17:00 UTC the day before.
const BANGKOK_MIDNIGHT = Date.UTC(2026, 2, 1, 17);

const ALL_FACTS: GameReadyFacts = {
  skipPopups: false,
  loggedIn: true,
  allQuestsAwarded: false,
  questGame: true,
  cardCount: 2,
  cardInUse: false,
  hasWheel: true,
  hasCampaign: true,
  hasLeaderboard: true,
  hasSeat: true,
  hasJackpot: true,
};

function choose(candidates: readonly PopupType[], more: Partial<PopupChoice> = {}): PopupType[] {
  return choosePopups({
    candidates,
    settings: {},
    records: {},
    accountId: ACCOUNT,
    now: NOON,
    ...more,
  });
}

function shown(types: readonly PopupType[], at: number, account = ACCOUNT): PopupRecords {
  return types.reduce<PopupRecords>(
    (records, type) => recordShown(records, account, type, DEFAULT_POPUP_ORDER[type], at),
    {},
  );
}

describe('popupCandidates (SPEC §4)', () => {
  it('lists all seven in SPEC order when everything is there', () => {
    expect(popupCandidates(ALL_FACTS)).toEqual([
      'wheel',
      'quest',
      'freeSpin',
      'campaign',
      'leaderboard',
      'seatInfoCard',
      'jpHistory',
    ]);
  });

  it.each<[string, Partial<GameReadyFacts>, PopupType]>([
    ['quest when logged out', { loggedIn: false }, 'quest'],
    ['quest when all are awarded', { allQuestsAwarded: true }, 'quest'],
    ['quest in a game off the quest-enabled list', { questGame: false }, 'quest'],
    ['free spin without cards', { cardCount: 0 }, 'freeSpin'],
    ['free spin while a card is in use', { cardInUse: true }, 'freeSpin'],
    ['wheel without a campaign', { hasWheel: false }, 'wheel'],
    ['campaign without one', { hasCampaign: false }, 'campaign'],
    ['leaderboard without permission', { hasLeaderboard: false }, 'leaderboard'],
    ['seat without the seat system', { hasSeat: false }, 'seatInfoCard'],
    ['jackpot without pools', { hasJackpot: false }, 'jpHistory'],
  ])('drops %s', (_name, change, dropped) => {
    const candidates = popupCandidates({ ...ALL_FACTS, ...change });
    expect(candidates).not.toContain(dropped);
    expect(candidates).toHaveLength(6);
  });

  it('gives none when the client code skips popups', () => {
    expect(popupCandidates({ ...ALL_FACTS, skipPopups: true })).toEqual([]);
  });
});

describe('popupOrder', () => {
  it.each<[PopupType, PopupSetting | undefined, number]>([
    ['wheel', undefined, 2],
    ['wheel', {}, 2],
    ['wheel', { order: 5 }, 5],
    ['campaign', { order: 1 }, 1],
    ['campaign', { order: 6 }, 6],
    ['wheel', { order: -1 }, -1],
    ['wheel', { order: 0 }, 2],
    ['wheel', { order: 7 }, 2],
    ['wheel', { order: 1.5 }, 2],
    ['quest', { order: Number.NaN }, 4],
  ])('%s with %o is %s', (type, setting, order) => {
    expect(popupOrder(type, setting)).toBe(order);
  });
});

describe('choosePopups', () => {
  const FOUR: PopupType[] = ['wheel', 'quest', 'campaign', 'leaderboard'];

  it.each<[string, PopupType[], Partial<PopupChoice>, PopupType[]]>([
    ['nothing to show', [], {}, []],
    ['the lowest default order', FOUR, {}, ['campaign']],
    [
      'order -1 first, then the lowest',
      FOUR,
      { settings: { leaderboard: { order: -1 } } },
      ['leaderboard', 'campaign'],
    ],
    [
      'every -1 in candidate order',
      FOUR,
      { settings: { quest: { order: -1 }, wheel: { order: -1 } } },
      ['wheel', 'quest', 'campaign'],
    ],
    ['skips a disabled one', FOUR, { settings: { campaign: { enable: false } } }, ['wheel']],
    [
      'a -1 shows though switched off (SPEC §4: -1 always shows)',
      FOUR,
      { settings: { quest: { order: -1, enable: false } } },
      ['quest', 'campaign'],
    ],
    [
      'skips one already shown today',
      FOUR,
      { records: shown(['campaign'], NOON - HOUR) },
      ['wheel'],
    ],
    [
      'skips all shown today down to the last',
      FOUR,
      { records: shown(['campaign', 'wheel', 'leaderboard'], NOON - HOUR) },
      ['quest'],
    ],
    [
      'shows nothing more once all were shown today',
      FOUR,
      { records: shown(FOUR, NOON - HOUR) },
      [],
    ],
    [
      'a -1 shows again though shown today',
      FOUR,
      { settings: { wheel: { order: -1 } }, records: shown(FOUR, NOON - HOUR) },
      ['wheel'],
    ],
    [
      'operator orders beat the defaults',
      FOUR,
      { settings: { quest: { order: 1 }, campaign: { order: 3 } } },
      ['quest'],
    ],
    ['ties go to the SPEC §4 candidate order', ['freeSpin', 'seatInfoCard'], {}, ['freeSpin']],
    [
      'a tie with one shown today goes to the other',
      ['freeSpin', 'seatInfoCard'],
      { records: shown(['freeSpin'], NOON) },
      ['seatInfoCard'],
    ],
  ])('%s', (_name, candidates, more, expected) => {
    expect(choose(candidates, more)).toEqual(expected);
  });

  it('shows each popup once over a day of reloads, then again the next day', () => {
    const candidates = popupCandidates(ALL_FACTS);
    let records: PopupRecords = {};
    const seen: PopupType[] = [];
    for (let reload = 0; reload < 10; reload++) {
      const now = NOON + reload * MINUTE;
      const next = choosePopups({ candidates, settings: {}, records, accountId: ACCOUNT, now });
      for (const type of next) {
        seen.push(type);
        records = recordShown(records, ACCOUNT, type, DEFAULT_POPUP_ORDER[type], now);
      }
    }
    expect(seen).toEqual([
      'campaign',
      'wheel',
      'leaderboard',
      'quest',
      'jpHistory',
      'freeSpin',
      'seatInfoCard',
    ]);
    expect(choose(candidates, { records, now: UTC_MIDNIGHT })).toEqual(['campaign']);
  });
});

describe('once per calendar day', () => {
  const lastMinuteUtc = UTC_MIDNIGHT - MINUTE;

  it.each<[string, number, number, string | number | undefined, boolean]>([
    ['UTC: same day, a minute later', lastMinuteUtc - MINUTE, lastMinuteUtc, 'UTC', true],
    ['UTC: across midnight', lastMinuteUtc, UTC_MIDNIGHT, 'UTC', false],
    ['UTC by default', lastMinuteUtc, UTC_MIDNIGHT, undefined, false],
    ['UTC: a millisecond before midnight', NOON, UTC_MIDNIGHT - 1, 'UTC', true],
    ['Bangkok: across its midnight', BANGKOK_MIDNIGHT - 1, BANGKOK_MIDNIGHT, 'Asia/Bangkok', false],
    ['Bangkok: UTC midnight is mid-morning', lastMinuteUtc, UTC_MIDNIGHT, 'Asia/Bangkok', true],
    ['Bangkok: same local evening', NOON, BANGKOK_MIDNIGHT - 1, 'Asia/Bangkok', true],
    ['UTC: Bangkok midnight is no new day', BANGKOK_MIDNIGHT - 1, BANGKOK_MIDNIGHT, 'UTC', true],
    ['offset +420 as Bangkok', BANGKOK_MIDNIGHT - 1, BANGKOK_MIDNIGHT, 420, false],
    ['a week later', NOON, NOON + 7 * 24 * HOUR, 'UTC', false],
    ['a clock set back a day', NOON, NOON - 24 * HOUR, 'UTC', false],
  ])('%s: shown today is %s', (_name, shownAt, now, zone, expected) => {
    const records = shown(['wheel'], shownAt);
    expect(shownToday(records, ACCOUNT, 'wheel', now, zone)).toBe(expected);
    const chosen = choose(['wheel'], { records, now, ...(zone === undefined ? {} : { zone }) });
    expect(chosen).toEqual(expected ? [] : ['wheel']);
  });

  it('is kept per account', () => {
    const records = shown(['campaign'], NOON, 'acc-1');
    expect(choose(['campaign', 'wheel'], { records, accountId: 'acc-1' })).toEqual(['wheel']);
    expect(choose(['campaign', 'wheel'], { records, accountId: 'acc-2' })).toEqual(['campaign']);
    const both = recordShown(records, 'acc-2', 'campaign', 1, NOON);
    expect(shownToday(both, 'acc-1', 'campaign', NOON)).toBe(true);
    expect(shownToday(both, 'acc-2', 'campaign', NOON)).toBe(true);
    expect(Object.keys(both)).toHaveLength(2);
  });

  it('writes a SPEC §3 popup record', () => {
    const records = recordShown({}, ACCOUNT, 'quest', 4, NOON);
    expect(records[popupRecordKey(ACCOUNT, 'quest')]).toEqual({
      popupType: 'quest',
      order: 4,
      enable: true,
      showToday: true,
      ts: NOON,
    });
  });

  it('keys records so that no account and type pair collides', () => {
    expect(popupRecordKey('a:quest', 'wheel')).not.toBe(popupRecordKey('a', 'quest'));
    expect(popupRecordKey('a', 'quest')).toBe('popup:a:quest');
  });
});

describe('dayKey and zone arithmetic', () => {
  it.each<[number, string | number | undefined, string]>([
    [NOON, undefined, '2026-03-01'],
    [BANGKOK_MIDNIGHT - 1, 'Asia/Bangkok', '2026-03-01'],
    [BANGKOK_MIDNIGHT, 'Asia/Bangkok', '2026-03-02'],
    [BANGKOK_MIDNIGHT, 'UTC', '2026-03-01'],
    [BANGKOK_MIDNIGHT, 420, '2026-03-02'],
    [Date.UTC(2026, 2, 1, 2), 'America/Sao_Paulo', '2026-02-28'],
    [Date.UTC(2026, 2, 1, 2), -180, '2026-02-28'],
    [Date.UTC(2025, 11, 31, 17), 'Asia/Bangkok', '2026-01-01'],
    [Date.UTC(2028, 1, 29, 23), 'UTC', '2028-02-29'],
    [BANGKOK_MIDNIGHT, 'Mars/Olympus', '2026-03-01'],
    [BANGKOK_MIDNIGHT, Number.NaN, '2026-03-01'],
  ])('%s in %s is %s', (ts, zone, key) => {
    expect(dayKey(ts, zone)).toBe(key);
  });

  it('finds zone offsets and wall-clock instants, DST included', () => {
    expect(zoneOffsetMs(NOON, 'Asia/Bangkok')).toBe(7 * HOUR);
    expect(zoneOffsetMs(NOON, 'America/New_York')).toBe(-5 * HOUR);
    expect(zoneOffsetMs(Date.UTC(2026, 6, 1), 'America/New_York')).toBe(-4 * HOUR);
    expect(zonedTimeToMs(2026, 3, 2, 0, 'Asia/Bangkok')).toBe(BANGKOK_MIDNIGHT);
    expect(zonedTimeToMs(2026, 3, 32, 0, 'UTC')).toBe(Date.UTC(2026, 3, 1));
    expect(zonedTimeToMs(2026, 7, 1, 9, 'America/New_York')).toBe(Date.UTC(2026, 6, 1, 13));
  });
});

describe('client codes (SPEC §6)', () => {
  it.each([
    ['alice@IGSW', 'IGSW'],
    ['bob@NT', 'NT'],
    ['a@b@TRIALS', 'TRIALS'],
    ['nobody', ''],
    ['trailing@', ''],
  ])('%s has client code %s', (uid, code) => {
    expect(clientCodeOf(uid)).toBe(code);
  });

  it.each([
    ['alice@IGSW', { igsw: true, nt: false, trials: false, special: false }],
    ['alice@igsw', { igsw: true, nt: false, trials: false, special: false }],
    ['bob@NT', { igsw: false, nt: true, trials: false, special: true }],
    ['carol@TRIALS', { igsw: false, nt: false, trials: true, special: true }],
    ['dave@OTHER', { igsw: false, nt: false, trials: false, special: false }],
    ['NT', { igsw: false, nt: false, trials: false, special: false }],
    ['eve@NTX', { igsw: false, nt: false, trials: false, special: false }],
  ])('%s is flagged %o', (uid, flags) => {
    expect(clientFlags(uid)).toMatchObject(flags);
  });

  it.each([
    ['IGSW, listed slot game', 'a@IGSW', 1, 1001, true],
    ['IGSW, unlisted slot game', 'a@IGSW', 1, 1002, false],
    ['IGSW, listed fish game', 'a@IGSW', 2, 1001, false],
    ['other client, listed slot game', 'a@NT', 1, 1001, false],
    ['no client code', 'a', 1, 1001, false],
  ] as const)('%s skips popups: %s', (_name, uid, gameType, gameId, skip) => {
    expect(skipsPopups(uid, gameType, gameId, [1001, 1008])).toBe(skip);
  });
});
