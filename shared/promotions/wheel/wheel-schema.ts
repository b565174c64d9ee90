// Shared by the worker, which reads the lucky wheel's answers with these (SPEC §3, §7;
// src-worker/promotions/wheel/wheel-validate.ts), and the page, the rules and the simulator,
// which take the wheel's types inferred from them: each wire shape is declared once, here. Times
// in ms since the epoch; without its times, price, costs or a draw's result an answer is a
// format error.
import {
  type Infer,
  envelope,
  fallback,
  integer,
  list,
  numeric,
  object,
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
    /** When the campaign starts (ms since epoch); before it the wheel is coming soon. */
    campaignStartTime: numeric,
    /** When the campaign ends (ms since epoch); tickets expire 48 h later. */
    campaignEndTime: numeric,
    /** Total bet that earns one ticket. */
    betAmountPerTicket: refine(numeric, (n) => n > 0),
    /** Most tickets earned in one day. */
    dailyTicketLimit: fallback(integer(0), 0),
    /** Tickets a normal spin costs. */
    normalSpinTickets: integer(1),
    /** Tickets a lucky spin costs (more than a normal spin). */
    luckySpinTickets: integer(1),
    /** The prizes on the wheel's segments, in segment order. */
    prizeAmounts,
    /** The multipliers a lucky spin may add. */
    multiplierValues,
    /** Start of the report link's date range (ms since epoch). */
    reportDateStart: fallback(numeric, null),
    /** End of the report link's date range (ms since epoch). */
    reportDateEnd: fallback(numeric, null),
    /**
     * IANA zone campaign dates are shown in. Dates in an unknown zone would be shown wrong; UTC
     * is labelled as such by the UI.
     */
    displayTimeZone: fallback(timeZone, 'UTC'),
    /** True when today's bonus is fully distributed: no spins until tomorrow. */
    dailyBonusDistributed: isTrue,
    /** Game ids the wheel's tickets are earned in. */
    gameIds: gameIdList,
  }),
  (s) => s.campaignStartTime <= s.campaignEndTime,
);

/**
 * SPEC §3 wheel info, from setting.json and the prize and cycle calls, merged by the engine: the
 * setting with the wheel campaign's code, its report range the campaign's when not sent.
 */
export type WheelInfo = Omit<
  Infer<typeof wheelSettingSchema>,
  'reportDateStart' | 'reportDateEnd'
> & { code: string; reportDateStart: number; reportDateEnd: number };

/**
 * GET {assetCdn}/campaignv1/case/{code}/setting.json: a static file, fetched without the token,
 * holding the whole WheelInfo bare (no status envelope). The prize call's data overrides
 * prizeAmounts, multiplierValues and dailyBonusDistributed, which change during the campaign.
 */
export type WheelSettingFile = WheelInfo;

/** GET /lucky-draw/v1/prize/{code}: the segments (required: else the wheel would blank them). */
export const wheelPrizeSchema = envelope(
  object({
    /** Segment prizes. */
    prizeAmounts: list(nonNegative, undefined, true),
    /** Lucky multipliers. */
    multiplierValues,
    /** True when today's bonus is fully distributed. */
    dailyBonusDistributed: isTrue,
  }),
);

/** data of GET /lucky-draw/v1/prize/{code}. */
export type WheelPrizeData = Infer<typeof wheelPrizeSchema>['data'];

/** GET /lucky-draw/v1/quest/{accountId}/{code}: today's ticket progress and usable tickets. */
export const wheelQuestSchema = envelope(
  object({
    /** 'inProgress' while today's tickets can still be earned, 'completed' at the daily cap. */
    questStatus: fallback(oneOf(['completed', 'inProgress'] as const), 'inProgress' as const),
    /** Today's total bet so far. */
    progressValue: fallback(nonNegative, 0),
    /** The total bet for one ticket (betAmountPerTicket). */
    conditionValue: fallback(nonNegative, 0),
    /** Usable tickets, carried-over ones included. */
    ticketCount: integer(0),
  }),
);

/** SPEC §3 wheel ticket info (the lucky-draw quest call), plus the balance it leads to. */
export type WheelTicketInfo = Infer<typeof wheelQuestSchema>['data'];

/** PUT /lucky-draw/v1/entries/{accountId}/{code}/{drawType}: where the wheel stops, the win. */
export const wheelDrawSchema = envelope(
  object({
    /** The segment the wheel stops on (index into prizeAmounts). */
    prizeIndex: integer(0),
    /** The segment's prize. */
    prizeAmount: nonNegative,
    /** The lucky multiplier applied; 1 for a normal spin. */
    multiplier: fallback(atLeast(1), 1),
    /** What the player won (prize × multiplier). */
    winAmount: nonNegative,
    /** Tickets left after the spin. */
    ticketCount: integer(0),
  }),
);

/** Result of PUT /lucky-draw/v1/entries (status 0000). */
export type WheelDrawResult = Infer<typeof wheelDrawSchema>['data'];
