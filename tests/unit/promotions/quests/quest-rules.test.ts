// Quests: panel states with date and prerequisite locks, progress, accumulation without game-card
// effects, and the daily refresh at a given hour in UTC and in Asia/Bangkok.
import { describe, expect, it } from 'vitest';
import type { Quest } from '../../../../shared/promotions/promotion-types.ts';
import {
  accumulate,
  accumulateAll,
  applyDailyReset,
  lastRefreshTime,
  nextRefreshTime,
  normalizeRefreshHour,
  questLock,
  questProgress,
  questViewState,
  resetsProgress,
  type QuestEvent,
} from '../../../../shared/promotions/quests/quest-rules.ts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 2, 1, 12);

function quest(overrides: Partial<Quest> = {}): Quest {
  return {
    questId: 'q1',
    category: 'daily',
    status: 'assigned',
    questType: 'bet',
    progressValue: 0,
    targetValue: 100,
    prerequisiteQuestId: null,
    gameType: null,
    startTime: null,
    progressTime: null,
    rewardAmount: 5,
    ...overrides,
  };
}

const spin = (overrides: Partial<QuestEvent> = {}): QuestEvent => ({
  bet: 10,
  win: 25,
  gameType: 1,
  fromGameCard: false,
  ts: NOW,
  ...overrides,
});

describe('questViewState', () => {
  const awardedFirst = quest({ questId: 'first', status: 'awarded' });
  const openFirst = quest({ questId: 'first', status: 'inProgress', progressValue: 10 });

  it.each<[string, Quest, Quest[], string]>([
    ['fresh', quest(), [], 'assigned'],
    ['with some progress', quest({ progressValue: 1 }), [], 'inProgress'],
    ['server says in progress', quest({ status: 'inProgress' }), [], 'inProgress'],
    ['target reached', quest({ status: 'inProgress', progressValue: 100 }), [], 'completed'],
    ['server says completed', quest({ status: 'completed', progressValue: 10 }), [], 'completed'],
    ['awarded', quest({ status: 'awarded', progressValue: 100 }), [], 'awarded'],
    ['dated in the future', quest({ startTime: NOW + 1 }), [], 'upcoming'],
    ['dated exactly now', quest({ startTime: NOW }), [], 'assigned'],
    ['with no target, nothing done', quest({ targetValue: 0 }), [], 'assigned'],
    ['prerequisite not awarded', quest({ prerequisiteQuestId: 'first' }), [openFirst], 'upcoming'],
    ['prerequisite awarded', quest({ prerequisiteQuestId: 'first' }), [awardedFirst], 'assigned'],
    ['prerequisite missing', quest({ prerequisiteQuestId: 'first' }), [], 'upcoming'],
    [
      'locked but awarded by the server',
      quest({ prerequisiteQuestId: 'first', status: 'awarded' }),
      [openFirst],
      'awarded',
    ],
  ])('%s is %s', (_name, q, others, state) => {
    expect(questViewState(q, [q, ...others], NOW)).toBe(state);
  });

  it('says why a quest is locked', () => {
    const later = quest({ startTime: NOW + HOUR, prerequisiteQuestId: 'first' });
    expect(questLock(later, [later, awardedFirst], NOW)).toBe('date');
    const chained = quest({ prerequisiteQuestId: 'first' });
    expect(questLock(chained, [chained, openFirst], NOW)).toBe('prerequisite');
    expect(questLock(chained, [chained, awardedFirst], NOW)).toBeNull();
  });
});

describe('questProgress', () => {
  it.each([
    [0, 100, 0],
    [25, 100, 0.25],
    [100, 100, 1],
    [150, 100, 1],
    [-5, 100, 0],
    [10, 0, 0],
    [10, -1, 0],
    [Number.NaN, 100, 0],
    [10, Number.NaN, 0],
  ])('%s of %s is %s', (progressValue, targetValue, fraction) => {
    expect(questProgress({ progressValue, targetValue })).toBe(fraction);
  });
});

describe('accumulate', () => {
  it.each<[string, Partial<Quest>, Partial<QuestEvent>, number, Quest['status']]>([
    ['a bet quest adds the bet', {}, {}, 10, 'inProgress'],
    ['a win quest adds the win', { questType: 'win' }, {}, 25, 'inProgress'],
    ['a game-card spin does not count', {}, { fromGameCard: true }, 0, 'assigned'],
    ['a game-card win does not count', { questType: 'win' }, { fromGameCard: true }, 0, 'assigned'],
    ['another game type does not count', { gameType: 2 }, {}, 0, 'assigned'],
    ['its own game type counts', { gameType: 1 }, {}, 10, 'inProgress'],
    ['before its date does not count', { startTime: NOW + 1 }, {}, 0, 'assigned'],
    ['from its date it counts', { startTime: NOW }, {}, 10, 'inProgress'],
    ['a zero win does not count', { questType: 'win' }, { win: 0 }, 0, 'assigned'],
    ['a negative bet does not count', {}, { bet: -10 }, 0, 'assigned'],
    ['reaching the target completes', { progressValue: 95 }, {}, 105, 'completed'],
    ['a completed quest stays', { status: 'completed', progressValue: 100 }, {}, 100, 'completed'],
    ['an awarded quest stays', { status: 'awarded', progressValue: 100 }, {}, 100, 'awarded'],
  ])('%s', (_name, q, event, progressValue, status) => {
    const after = accumulate(quest(q), spin(event));
    expect(after.progressValue).toBe(progressValue);
    expect(after.status).toBe(status);
  });

  it('records when it progressed and keeps float sums clean', () => {
    const after = accumulate(quest({ progressValue: 0.1 }), spin({ bet: 0.2, ts: NOW + 5 }));
    expect(after.progressValue).toBe(0.3);
    expect(after.progressTime).toBe(NOW + 5);
  });

  it('never changes the quest it was given', () => {
    const before = quest();
    accumulate(before, spin());
    expect(before).toEqual(quest());
  });

  it('skips locked quests across a list', () => {
    const first = quest({ questId: 'first', status: 'inProgress', progressValue: 50 });
    const chained = quest({ questId: 'second', prerequisiteQuestId: 'first' });
    const dated = quest({ questId: 'third', startTime: NOW + HOUR });
    const after = accumulateAll([first, chained, dated], spin());
    expect(after.map((q) => q.progressValue)).toEqual([60, 0, 0]);
  });
});

describe('daily refresh', () => {
  it.each<[string, number, number, string | number | undefined, number]>([
    ['UTC midnight, at noon', NOW, 0, 'UTC', Date.UTC(2026, 2, 2)],
    ['UTC by default', NOW, 0, undefined, Date.UTC(2026, 2, 2)],
    ['UTC 13:00, at noon', NOW, 13, 'UTC', Date.UTC(2026, 2, 1, 13)],
    ['UTC noon, exactly at noon: the next one', NOW, 12, 'UTC', Date.UTC(2026, 2, 2, 12)],
    ['Bangkok midnight, at 19:00 there', NOW, 0, 'Asia/Bangkok', Date.UTC(2026, 2, 1, 17)],
    ['Bangkok 06:00, at 19:00 there', NOW, 6, 'Asia/Bangkok', Date.UTC(2026, 2, 1, 23)],
    ['Bangkok 20:00, at 19:00 there', NOW, 20, 'Asia/Bangkok', Date.UTC(2026, 2, 1, 13)],
    ['offset +420, 06:00', NOW, 6, 420, Date.UTC(2026, 2, 1, 23)],
    [
      'month end in Bangkok',
      Date.UTC(2026, 1, 28, 18),
      0,
      'Asia/Bangkok',
      Date.UTC(2026, 2, 1, 17),
    ],
    ['a broken hour means midnight', NOW, 25, 'UTC', Date.UTC(2026, 2, 2)],
  ])('%s', (_name, now, hour, zone, next) => {
    expect(nextRefreshTime(now, hour, zone)).toBe(next);
    expect(lastRefreshTime(now, hour, zone)).toBe(next - 24 * HOUR);
  });

  it('counts the refresh instant itself as the last refresh', () => {
    expect(lastRefreshTime(Date.UTC(2026, 2, 1, 17), 0, 'Asia/Bangkok')).toBe(
      Date.UTC(2026, 2, 1, 17),
    );
  });

  it.each([
    [0, 0],
    [1, 1],
    [23, 23],
    [-1, 0],
    [24, 0],
    [6.5, 0],
    [Number.NaN, 0],
  ])('refresh hour %s is %s', (hour, normal) => {
    expect(normalizeRefreshHour(hour)).toBe(normal);
  });

  const yesterday = NOW - 20 * HOUR; // 2026-02-28 16:00 UTC, 23:00 in Bangkok
  it.each<[string, Partial<Quest>, string, boolean]>([
    ['an unfinished daily quest from before the refresh', { status: 'inProgress' }, 'UTC', true],
    ['an assigned daily quest with progress', { status: 'assigned' }, 'UTC', true],
    ['a regular quest', { category: 'regular', status: 'inProgress' }, 'UTC', false],
    ['a completed quest', { status: 'completed' }, 'UTC', false],
    ['an awarded quest', { status: 'awarded' }, 'UTC', false],
    [
      'progress that reached the target',
      { status: 'inProgress', progressValue: 100 },
      'UTC',
      false,
    ],
    ['no progress time', { status: 'inProgress', progressTime: null }, 'UTC', false],
    [
      'progress at the refresh instant itself',
      { status: 'inProgress', progressTime: Date.UTC(2026, 2, 1) },
      'UTC',
      false,
    ],
    [
      'progress after the refresh',
      { status: 'inProgress', progressTime: NOW - HOUR },
      'UTC',
      false,
    ],
    ['Bangkok: 23:00 yesterday there', { status: 'inProgress' }, 'Asia/Bangkok', true],
    [
      'Bangkok: 01:00 today there (UTC yesterday)',
      { status: 'inProgress', progressTime: Date.UTC(2026, 1, 28, 18) },
      'Asia/Bangkok',
      false,
    ],
  ])('%s resets: %s', (_name, change, zone, resets) => {
    const q = quest({ progressValue: 40, progressTime: yesterday, ...change });
    expect(resetsProgress(q, NOW, 0, zone)).toBe(resets);
    const after = applyDailyReset(q, NOW, 0, zone);
    if (resets) {
      expect(after).toMatchObject({ status: 'assigned', progressValue: 0, progressTime: null });
    } else {
      expect(after).toBe(q);
    }
  });

  it('resets at midnight UTC when no zone is given', () => {
    const q = quest({ status: 'inProgress', progressValue: 40, progressTime: yesterday });
    expect(resetsProgress(q, NOW, 0)).toBe(true);
    expect(applyDailyReset(q, NOW, 0)).toMatchObject({ status: 'assigned', progressValue: 0 });
    expect(resetsProgress({ ...q, progressTime: Date.UTC(2026, 2, 1) }, NOW, 0)).toBe(false);
  });
});
