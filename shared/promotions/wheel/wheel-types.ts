// Shared by the UI and the worker: the lucky wheel: its entities of SPEC §3
// and the JSON shapes of their calls (SPEC §7); times in ms since the epoch, ids as strings.

/** SPEC §3 wheel info, from setting.json and the prize and cycle calls, merged by the engine. */
export interface WheelInfo {
  /** The wheel campaign's code. */
  code: string;
  /** Total bet that earns one ticket. */
  betAmountPerTicket: number;
  /** Most tickets earned in one day. */
  dailyTicketLimit: number;
  /** Tickets a normal spin costs. */
  normalSpinTickets: number;
  /** Tickets a lucky spin costs (more than a normal spin). */
  luckySpinTickets: number;
  /** The prizes on the wheel's segments, in segment order. */
  prizeAmounts: number[];
  /** The multipliers a lucky spin may add. */
  multiplierValues: number[];
  /** Start of the report link's date range (ms since epoch). */
  reportDateStart: number;
  /** End of the report link's date range (ms since epoch). */
  reportDateEnd: number;
  /** IANA zone campaign dates are shown in. */
  displayTimeZone: string;
  /** When the campaign starts (ms since epoch); before it the wheel is coming soon. */
  campaignStartTime: number;
  /** When the campaign ends (ms since epoch); tickets expire 48 h later. */
  campaignEndTime: number;
  /** True when today's bonus is fully distributed: no spins until tomorrow. */
  dailyBonusDistributed: boolean;
  /** Game ids the wheel's tickets are earned in. */
  gameIds: number[];
}

/** SPEC §3 wheel ticket info (the lucky-draw quest call), plus the balance it leads to. */
export interface WheelTicketInfo {
  /** 'inProgress' while today's tickets can still be earned, 'completed' at the daily cap. */
  questStatus: 'inProgress' | 'completed';
  /** Today's total bet so far. */
  progressValue: number;
  /** The total bet for one ticket (betAmountPerTicket). */
  conditionValue: number;
  /** Usable tickets, carried-over ones included. */
  ticketCount: number;
}

/** A spin of the wheel (the drawType of the entries call). */
export type SpinType = 'normal' | 'lucky';

/** Result of PUT /lucky-draw/v1/entries (status 0000). */
export interface WheelDrawResult {
  /** The segment the wheel stops on (index into prizeAmounts). */
  prizeIndex: number;
  /** The segment's prize. */
  prizeAmount: number;
  /** The lucky multiplier applied; 1 for a normal spin. */
  multiplier: number;
  /** What the player won (prize × multiplier). */
  winAmount: number;
  /** Tickets left after the spin. */
  ticketCount: number;
}

/** data of GET /lucky-draw/v1/prize/{code}. */
export interface WheelPrizeData {
  /** Segment prizes. */
  prizeAmounts: number[];
  /** Lucky multipliers. */
  multiplierValues: number[];
  /** True when today's bonus is fully distributed. */
  dailyBonusDistributed: boolean;
}

/**
 * GET {assetCdn}/campaignv1/case/{code}/setting.json: a static file, fetched without the token,
 * holding the whole WheelInfo bare (no status envelope). The prize call's data overrides
 * prizeAmounts, multiplierValues and dailyBonusDistributed, which change during the campaign.
 */
export type WheelSettingFile = WheelInfo;
