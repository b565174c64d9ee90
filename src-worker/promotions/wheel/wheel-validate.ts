// Runs in the worker (and in Node): the lucky wheel's answers as schemas (SPEC §3, §7); without
// its times, price, costs or a draw's result the answer is a format error.
import { isRecord } from '../../../shared/lib/is-record.ts';
import type {
  WheelDrawResult,
  WheelInfo,
  WheelPrizeData,
  WheelTicketInfo,
} from '../../../shared/promotions/wheel/wheel-types.ts';
import {
  envelope,
  fallback,
  integer,
  list,
  numeric,
  object,
  parseWire,
  refine,
} from '../../lib/wire-schema.ts';
import { atLeast, gameIdList, isTrue, nonNegative, oneOf, timeZone } from '../promotion-schema.ts';

const prizeAmounts = list(nonNegative);
const multiplierValues = list(atLeast(1));

/**
 * {assetCdn}/campaignv1/case/{code}/setting.json: the wheel (bare, or in a status envelope).
 * Without its times, ticket price or spin costs it cannot be shown truthfully.
 */
export const wheelSettingSchema = refine(
  object({
    campaignStartTime: numeric,
    campaignEndTime: numeric,
    betAmountPerTicket: refine(numeric, (n) => n > 0),
    dailyTicketLimit: fallback(integer(0), 0),
    normalSpinTickets: integer(1),
    luckySpinTickets: integer(1),
    prizeAmounts,
    multiplierValues,
    reportDateStart: fallback(numeric, null),
    reportDateEnd: fallback(numeric, null),
    // Dates in an unknown zone would be shown wrong; UTC is labelled as such by the UI.
    displayTimeZone: fallback(timeZone, 'UTC'),
    dailyBonusDistributed: isTrue,
    gameIds: gameIdList,
  }),
  (s) => s.campaignStartTime <= s.campaignEndTime,
);

/** The wheel's setting.json (bare WheelInfo; an enveloped one is unwrapped). */
export function readWheelSetting(raw: unknown, code: string): WheelInfo {
  const bare = isRecord(raw) && 'status' in raw && isRecord(raw['data']) ? raw['data'] : raw;
  const s = parseWire(wheelSettingSchema, bare, 'setting');
  return {
    ...s,
    code,
    reportDateStart: s.reportDateStart ?? s.campaignStartTime,
    reportDateEnd: s.reportDateEnd ?? s.campaignEndTime,
  };
}

/** GET /lucky-draw/v1/prize/{code}: the segments (required: else the wheel would blank them). */
export const wheelPrizeSchema = envelope(
  object({
    prizeAmounts: list(nonNegative, undefined, true),
    multiplierValues,
    dailyBonusDistributed: isTrue,
  }),
);

/** GET /lucky-draw/v1/prize: the segments, the lucky multipliers and today's flag. */
export function readWheelPrize(raw: unknown): WheelPrizeData {
  return parseWire(wheelPrizeSchema, raw, 'prize').data;
}

/** GET /lucky-draw/v1/quest/{accountId}/{code}: today's ticket progress and usable tickets. */
export const wheelQuestSchema = envelope(
  object({
    questStatus: fallback(oneOf(['completed', 'inProgress'] as const), 'inProgress' as const),
    progressValue: fallback(nonNegative, 0),
    conditionValue: fallback(nonNegative, 0),
    ticketCount: integer(0),
  }),
);

/** GET /lucky-draw/v1/quest: today's ticket progress and the usable tickets (required). */
export function readWheelQuest(raw: unknown): WheelTicketInfo {
  return parseWire(wheelQuestSchema, raw, 'wheel quest').data;
}

/** PUT /lucky-draw/v1/entries/{accountId}/{code}/{drawType}: where the wheel stops, the win. */
export const wheelDrawSchema = envelope(
  object({
    prizeIndex: integer(0),
    prizeAmount: nonNegative,
    multiplier: fallback(atLeast(1), 1),
    winAmount: nonNegative,
    ticketCount: integer(0),
  }),
);

/** PUT /lucky-draw/v1/entries: a draw must say where the wheel stops, the win and the tickets. */
export function readWheelDraw(raw: unknown): WheelDrawResult {
  return parseWire(wheelDrawSchema, raw, 'draw').data;
}
