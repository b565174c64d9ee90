// Runs in the worker (and in Node): the lucky wheel's answers checked field by field (SPEC §3,
// §7); without its times, price, costs or a draw's result the answer is a format error.
import { isTimeZone } from '../../../shared/lib/dates.ts';
import { isRecord } from '../../../shared/lib/is-record.ts';
import type {
  WheelDrawResult,
  WheelInfo,
  WheelPrizeData,
  WheelTicketInfo,
} from '../../../shared/promotions/wheel/wheel-types.ts';
import { badShape } from '../../lib/service-client.ts';
import {
  count,
  dataOf,
  gameIds,
  nonNegative,
  num,
  numbers,
  positiveInt,
} from '../../lib/wire-read.ts';

/**
 * The wheel's setting.json (bare WheelInfo; an enveloped one is unwrapped). Without its times,
 * ticket price or spin costs the wheel cannot be shown truthfully: that is a format error.
 */
export function readWheelSetting(raw: unknown, code: string): WheelInfo {
  const s = isRecord(raw) && 'status' in raw && isRecord(raw['data']) ? raw['data'] : raw;
  if (!isRecord(s)) throw badShape('setting: not an object');
  const start = num(s['campaignStartTime']);
  const end = num(s['campaignEndTime']);
  const perTicket = num(s['betAmountPerTicket']);
  const normal = positiveInt(s['normalSpinTickets']);
  const lucky = positiveInt(s['luckySpinTickets']);
  if (start === null || end === null || end < start || perTicket === null || perTicket <= 0) {
    throw badShape('setting: times or ticket price');
  }
  if (normal === null || lucky === null) throw badShape('setting: spin costs');
  const zone = s['displayTimeZone'];
  return {
    code,
    betAmountPerTicket: perTicket,
    dailyTicketLimit: count(s['dailyTicketLimit']) ?? 0,
    normalSpinTickets: normal,
    luckySpinTickets: lucky,
    prizeAmounts: numbers(s['prizeAmounts'], (n) => n >= 0),
    multiplierValues: numbers(s['multiplierValues'], (n) => n >= 1),
    reportDateStart: num(s['reportDateStart']) ?? start,
    reportDateEnd: num(s['reportDateEnd']) ?? end,
    // Dates in an unknown zone would be shown wrong; UTC is labelled as such by the UI.
    displayTimeZone: typeof zone === 'string' && isTimeZone(zone) ? zone : 'UTC',
    campaignStartTime: start,
    campaignEndTime: end,
    dailyBonusDistributed: s['dailyBonusDistributed'] === true,
    gameIds: gameIds(s['gameIds']),
  };
}

/**
 * GET /lucky-draw/v1/prize: the segments, the lucky multipliers and today's flag. An answer
 * without a segment list is a format error: it would otherwise blank the wheel's segments.
 */
export function readWheelPrize(raw: unknown): WheelPrizeData {
  const data = dataOf(raw, 'prize');
  if (!Array.isArray(data['prizeAmounts'])) throw badShape('prize: no prizeAmounts');
  return {
    prizeAmounts: numbers(data['prizeAmounts'], (n) => n >= 0),
    multiplierValues: numbers(data['multiplierValues'], (n) => n >= 1),
    dailyBonusDistributed: data['dailyBonusDistributed'] === true,
  };
}

/** GET /lucky-draw/v1/quest: today's ticket progress and the usable tickets (required). */
export function readWheelQuest(raw: unknown): WheelTicketInfo {
  const data = dataOf(raw, 'wheel quest');
  const ticketCount = count(data['ticketCount']);
  if (ticketCount === null) throw badShape('wheel quest: ticketCount');
  return {
    questStatus: data['questStatus'] === 'completed' ? 'completed' : 'inProgress',
    progressValue: nonNegative(data['progressValue']) ?? 0,
    conditionValue: nonNegative(data['conditionValue']) ?? 0,
    ticketCount,
  };
}

/** PUT /lucky-draw/v1/entries: a draw must say where the wheel stops, the win and the tickets. */
export function readWheelDraw(raw: unknown): WheelDrawResult {
  const data = dataOf(raw, 'draw');
  const prizeIndex = count(data['prizeIndex']);
  const prizeAmount = nonNegative(data['prizeAmount']);
  const winAmount = nonNegative(data['winAmount']);
  const ticketCount = count(data['ticketCount']);
  if (prizeIndex === null || prizeAmount === null || winAmount === null || ticketCount === null) {
    throw badShape('draw: result');
  }
  const multiplier = num(data['multiplier']);
  return {
    prizeIndex,
    prizeAmount,
    multiplier: multiplier !== null && multiplier >= 1 ? multiplier : 1,
    winAmount,
    ticketCount,
  };
}
