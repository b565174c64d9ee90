// The countdowns' arithmetic (src-ui/promotions/countdown.ts): time left in whole seconds, what
// a campaign round and the wheel count down to, and nothing for unknown or past times.
import { describe, expect, it } from 'vitest';
import {
  countdownParts,
  nextCountdown,
  roundTargets,
  wheelTargets,
} from '../../../src-ui/promotions/countdown.ts';

const S = 1_000;
const DAY = 86_400 * S;

describe('countdownParts', () => {
  it.each([
    ['a few seconds', 5 * S, { days: 0, hours: 0, minutes: 0, seconds: 5 }],
    ['a part second rounds up', 4 * S + 1, { days: 0, hours: 0, minutes: 0, seconds: 5 }],
    ['days and a clock', 2 * DAY + 3_723 * S, { days: 2, hours: 1, minutes: 2, seconds: 3 }],
    ['come', 0, null],
    ['passed', -5 * S, null],
  ])('%s', (_name, left, parts) => {
    expect(countdownParts(1_000_000 + left, 1_000_000)).toEqual(parts);
  });

  it('is nothing when a time is unknown or not a number', () => {
    expect(countdownParts(null, 0)).toBeNull();
    expect(countdownParts(10 * S, null)).toBeNull();
    expect(countdownParts(Number.NaN, 0)).toBeNull();
    expect(countdownParts(Number.POSITIVE_INFINITY, 0)).toBeNull();
  });
});

describe('what counts down', () => {
  const cycle = { startTime: 10 * S, endTime: 20 * S };
  const wheel = { campaignStartTime: 10 * S, campaignEndTime: 20 * S };

  it.each([
    [0, 'roundStarts'],
    [10 * S, 'roundEnds'],
    [20 * S, null],
  ])('a campaign round at %i: %s', (now, kind) => {
    expect(nextCountdown(roundTargets(cycle), now)?.target.kind ?? null).toBe(kind);
  });

  it.each([
    [0, 'wheelStarts'],
    [15 * S, 'wheelEnds'],
    [25 * S, 'ticketsExpire'],
    [20 * S + 2 * DAY, null],
  ])('the wheel at %i: %s', (now, kind) => {
    expect(nextCountdown(wheelTargets(wheel), now)?.target.kind ?? null).toBe(kind);
  });
});
