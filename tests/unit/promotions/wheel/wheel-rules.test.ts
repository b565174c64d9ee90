// Lucky wheel and campaigns: states, ticket arithmetic, the 48 h expiry, spins,
// campaign eligibility and login code, and the SPEC §8 wheel messages.
import { describe, expect, it } from 'vitest';
import {
  wheelDrawMessage,
  wheelEligibilityMessage,
} from '../../../../shared/errors/error-behaviour.ts';
import type { SpinType, WheelInfo } from '../../../../shared/promotions/promotion-types.ts';
import {
  TICKET_EXPIRY_MS,
  campaignLoginCode,
  campaignLoginParams,
  drawFeedback,
  eligibilityFeedback,
  isCampaignEligible,
  maxLuckyMultiplier,
  spinBlocker,
  spinCost,
  ticketsEarned,
  ticketsExpired,
  wheelState,
  type SpinBlocker,
} from '../../../../shared/promotions/wheel/wheel-rules.ts';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 2, 1);
const END = Date.UTC(2026, 2, 8);

const INFO: WheelInfo = {
  code: 'WHEEL1',
  betAmountPerTicket: 100,
  dailyTicketLimit: 5,
  normalSpinTickets: 1,
  luckySpinTickets: 3,
  prizeAmounts: [1, 2, 5, 10],
  multiplierValues: [2, 3, 5],
  reportDateStart: START,
  reportDateEnd: END,
  displayTimeZone: 'Asia/Bangkok',
  campaignStartTime: START,
  campaignEndTime: END,
  dailyBonusDistributed: false,
  gameIds: [1001],
};

describe('wheelState', () => {
  it.each([
    ['before the start', START - 1, false, 'notStarted'],
    ['at the start', START, false, 'running'],
    ['mid-campaign', START + 50 * HOUR, false, 'running'],
    ['with today’s bonus distributed', START + 50 * HOUR, true, 'bonusDistributed'],
    ['just before the end', END - 1, false, 'running'],
    ['at the end', END, false, 'ended'],
    ['after the end, bonus flag left on', END + HOUR, true, 'ended'],
    ['before the start, bonus flag on', START - 1, true, 'notStarted'],
  ])('%s is %s', (_name, now, distributed, state) => {
    expect(wheelState({ ...INFO, dailyBonusDistributed: distributed }, now)).toBe(state);
  });
});

describe('ticketsEarned', () => {
  it.each([
    [0, 0],
    [99.99, 0],
    [100, 1],
    [250, 2],
    [499, 4],
    [500, 5],
    [501, 5],
    [100_000, 5],
    [-100, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('a total bet of %s earns %s tickets (100 per ticket, 5 a day)', (bet, tickets) => {
    expect(ticketsEarned(bet, INFO)).toBe(tickets);
  });

  it('is not fooled by float division (0.3 / 0.1)', () => {
    expect(ticketsEarned(0.3, { betAmountPerTicket: 0.1, dailyTicketLimit: 10 })).toBe(3);
    expect(ticketsEarned(0.7, { betAmountPerTicket: 0.1, dailyTicketLimit: 10 })).toBe(7);
  });

  it.each([
    [0, 5],
    [-1, 5],
    [Number.NaN, 5],
  ])('earns nothing with a bet per ticket of %s', (per, limit) => {
    expect(ticketsEarned(1000, { betAmountPerTicket: per, dailyTicketLimit: limit })).toBe(0);
  });

  it('earns nothing with a daily limit of 0 or a broken one', () => {
    expect(ticketsEarned(1000, { betAmountPerTicket: 100, dailyTicketLimit: 0 })).toBe(0);
    expect(ticketsEarned(1000, { betAmountPerTicket: 100, dailyTicketLimit: Number.NaN })).toBe(0);
  });
});

describe('ticketsExpired', () => {
  it.each([
    [END - 1, false],
    [END + 47 * HOUR, false],
    [END + 48 * HOUR - 1, false],
    [END + 48 * HOUR, true],
    [END + 72 * HOUR, true],
  ])('at %s: %s', (now, expired) => {
    expect(ticketsExpired(INFO, now)).toBe(expired);
  });
});

describe('spins', () => {
  const running = START + HOUR;

  it.each<[string, SpinType, number, Partial<WheelInfo>, number, SpinBlocker | null]>([
    ['normal with one ticket', 'normal', 1, {}, running, null],
    ['normal with none', 'normal', 0, {}, running, 'insufficientTickets'],
    ['lucky with three', 'lucky', 3, {}, running, null],
    ['lucky with two', 'lucky', 2, {}, running, 'insufficientTickets'],
    ['before the start', 'normal', 5, {}, START - 1, 'notStarted'],
    [
      'bonus distributed',
      'normal',
      5,
      { dailyBonusDistributed: true },
      running,
      'bonusDistributed',
    ],
    ['after the end, within 48 h', 'normal', 1, {}, END + HOUR, null],
    ['at exactly 48 h after the end', 'normal', 5, {}, END + TICKET_EXPIRY_MS, 'expired'],
    [
      'a zero cost counts as one',
      'normal',
      0,
      { normalSpinTickets: 0 },
      running,
      'insufficientTickets',
    ],
  ])('%s', (_name, type, tickets, change, now, blocker) => {
    const info = { ...INFO, ...change };
    expect(spinBlocker(type, tickets, info, now)).toBe(blocker);
  });

  it.each<[SpinType, Partial<WheelInfo>, number]>([
    ['normal', {}, 1],
    ['lucky', {}, 3],
    ['lucky', { luckySpinTickets: 2.5 }, 3],
    ['normal', { normalSpinTickets: Number.NaN }, 1],
    ['normal', { normalSpinTickets: 0 }, 1],
    ['normal', { normalSpinTickets: -2 }, 1],
    ['lucky', { luckySpinTickets: 0.5 }, 1],
    ['lucky', { luckySpinTickets: 1 }, 1],
  ])('a %s spin with %o costs %s', (type, change, cost) => {
    expect(spinCost(type, { ...INFO, ...change })).toBe(cost);
  });

  it('shows the largest lucky multiplier, 1 when none is set', () => {
    expect(maxLuckyMultiplier(INFO)).toBe(5);
    expect(maxLuckyMultiplier({ multiplierValues: [] })).toBe(1);
    expect(maxLuckyMultiplier({ multiplierValues: [0, Number.NaN] })).toBe(1);
    expect(maxLuckyMultiplier({ multiplierValues: [0.5, -3] })).toBe(1);
    expect(maxLuckyMultiplier({ multiplierValues: [Number.POSITIVE_INFINITY, 4] })).toBe(4);
  });
});

describe('isCampaignEligible (SPEC §5: the wheel campaign audience rule)', () => {
  it.each([
    ['open to all, no codes', 1, 'OPEN', [], true],
    ['open to all, other codes', 1, 'OPEN', ['X'], true],
    ['invite-only, code listed', 2, 'VIP', ['A', 'VIP'], true],
    ['invite-only, code not listed', 2, 'VIP', ['A'], false],
    ['invite-only, no codes', 2, 'VIP', [], false],
    ['invite-only, code differs in case', 2, 'VIP', ['vip'], false],
    ['invite-only, empty code', 0, '', [''], false],
  ])('a wheel campaign, %s: %s', (_name, audienceMode, invitationCode, codes, eligible) => {
    const wheel = { audienceMode, invitationCode, campaignTypeIds: [7] };
    expect(isCampaignEligible(wheel, codes)).toBe(eligible);
    // A wheel among other types is still a wheel campaign.
    expect(isCampaignEligible({ ...wheel, campaignTypeIds: [1, 7] }, codes)).toBe(eligible);
  });

  it.each([
    ['invite-only, code not in the query', 2, 'VIP', []],
    ['invite-only, another code in the query', 2, 'VIP', ['A']],
    ['no audience mode', 0, 'C', []],
  ])(
    'any other campaign the server gives counts, %s',
    (_name, audienceMode, invitationCode, codes) => {
      expect(
        isCampaignEligible({ audienceMode, invitationCode, campaignTypeIds: [3] }, codes),
      ).toBe(true);
    },
  );
});

describe('campaign login', () => {
  it.each([
    [[], null],
    [['A'], 'A'],
    [['A', 'B'], 'A'],
    [[''], null],
  ])('codes %o log in with %s', (codes, code) => {
    expect(campaignLoginCode(codes)).toBe(code);
  });

  it('omits invitationCode when there is none and sends only the first', () => {
    expect(campaignLoginParams('p1', 1001, [])).toEqual({ playerId: 'p1', gameId: '1001' });
    expect(campaignLoginParams('p1', 1001, ['A', 'B'])).toEqual({
      playerId: 'p1',
      gameId: '1001',
      invitationCode: 'A',
    });
  });
});

describe('wheel messages (SPEC §8)', () => {
  it.each([
    ['0000', null],
    ['9038', 'message2'],
    ['9039', 'message4'],
    ['9035', 'message3'],
    ['500', 'message3'],
  ])('eligibility %s gives %s', (status, message) => {
    expect(eligibilityFeedback(status)).toBe(message);
    if (message !== null) expect(message).toBe(wheelEligibilityMessage(status));
  });

  it.each([
    [{ status: '0000' }, null],
    [{ status: '9035' }, 'message3'],
    [{ status: '9036' }, 'message1'],
    [{ status: '9038' }, 'message2'],
    [{ thrown: true as const }, 'statusError'],
  ])('draw %o gives %s', (outcome, message) => {
    expect(drawFeedback(outcome)).toBe(message);
    if ('status' in outcome && message !== null) {
      expect(message).toBe(wheelDrawMessage(outcome.status));
    }
  });
});
