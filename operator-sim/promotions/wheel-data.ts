// Runs in Node (and in unit tests): the simulator's lucky wheels (SPEC §9): their campaign
// times, setting.json, prizes, ticket quest and draws.
import type {
  SpinType,
  WheelDrawResult,
  WheelPrizeData,
  WheelSettingFile,
  WheelTicketInfo,
} from '../../shared/promotions/promotion-types.ts';
import { DEMO_GAME_ID } from '../game-data.ts';
import { inTurn } from '../in-turn.ts';
import {
  BONUS_DISTRIBUTED_STATUS,
  DAY,
  HOUR,
  INSUFFICIENT_TICKETS_STATUS,
  type PromoProfile,
  SIM_TICKET_EXPIRY_MS,
  type SimWheelPhase,
  WHEEL_CODES,
  WHEEL_UNAVAILABLE_STATUS,
} from './profiles.ts';

/** A wheel's campaign start and end for its phase. */
export function wheelTimes(phase: SimWheelPhase, now: number): { start: number; end: number } {
  switch (phase) {
    case 'running':
      return { start: now - 3 * DAY, end: now + 4 * DAY };
    case 'notStarted':
      return { start: now + DAY, end: now + 8 * DAY };
    case 'ended':
      // Ended an hour ago: tickets held stay usable until 48 h after the end.
      return { start: now - 7 * DAY, end: now - HOUR };
  }
}

/** The phase whose wheel has this code, or null. */
export function wheelPhaseOf(code: string): SimWheelPhase | null {
  const phases = Object.keys(WHEEL_CODES) as SimWheelPhase[];
  return phases.find((phase) => WHEEL_CODES[phase] === code) ?? null;
}

/** The eight wheel segments. */
export const PRIZE_AMOUNTS: readonly number[] = [1, 2, 5, 10, 20, 50, 100, 888];
/** The lucky spin multipliers. */
export const MULTIPLIER_VALUES: readonly number[] = [2, 3, 5];
/** Games where the wheel's tickets are earned (and quests can be taken, among others). */
export const WHEEL_GAME_IDS: readonly number[] = [DEMO_GAME_ID, 1026];

/** GET {assetCdn}/campaignv1/case/{code}/setting.json, or null for an unknown code (404). */
export function wheelSettingFor(code: string, now: number): WheelSettingFile | null {
  const phase = wheelPhaseOf(code);
  if (phase === null) return null;
  const { start, end } = wheelTimes(phase, now);
  return {
    code,
    betAmountPerTicket: 10,
    dailyTicketLimit: 5,
    normalSpinTickets: 1,
    luckySpinTickets: 3,
    prizeAmounts: [...PRIZE_AMOUNTS],
    multiplierValues: [...MULTIPLIER_VALUES],
    reportDateStart: start,
    reportDateEnd: end,
    displayTimeZone: 'Asia/Bangkok',
    campaignStartTime: start,
    campaignEndTime: end,
    dailyBonusDistributed: false,
    gameIds: [...WHEEL_GAME_IDS],
  };
}

/** GET /lucky-draw/v1/prize/{code} for a known wheel. */
export function prizeFor(profile: PromoProfile): WheelPrizeData {
  return {
    prizeAmounts: [...PRIZE_AMOUNTS],
    multiplierValues: [...MULTIPLIER_VALUES],
    dailyBonusDistributed: profile.dailyBonusDistributed,
  };
}

/** GET /lucky-draw/v1/quest/{accountId}/{code}: today's progress and the tickets held now. */
export function ticketInfoFor(profile: PromoProfile, tickets: number): WheelTicketInfo {
  const conditionValue = 10;
  // The daily cap is 5 tickets: 50 bet completes today's ticket quest.
  const questStatus = profile.ticketProgress >= 5 * conditionValue ? 'completed' : 'inProgress';
  return {
    questStatus,
    progressValue: profile.ticketProgress,
    conditionValue,
    ticketCount: tickets,
  };
}

/**
 * Why a draw on a wheel (its campaign times, or null for an unknown code) is refused at `now`
 * (a status), or null when it may go ahead. Times are passed in so the 48 h ticket expiry can
 * be checked although the simulator's ended wheel always ended an hour before the request.
 */
export function drawRefusal(
  profile: PromoProfile,
  wheel: { start: number; end: number } | null,
  drawType: string,
  tickets: number,
  now: number,
): string | null {
  if (profile.drawStatus !== null) return profile.drawStatus;
  if (wheel === null) return WHEEL_UNAVAILABLE_STATUS;
  if (profile.eligibility !== '0000') return profile.eligibility;
  if (drawType !== 'normal' && drawType !== 'lucky') return '8000';
  if (now < wheel.start || now >= wheel.end + SIM_TICKET_EXPIRY_MS) return WHEEL_UNAVAILABLE_STATUS;
  if (profile.dailyBonusDistributed && now < wheel.end) return BONUS_DISTRIBUTED_STATUS;
  return tickets < spinCostOf(drawType) ? INSUFFICIENT_TICKETS_STATUS : null;
}

/** Tickets a spin costs on the simulator's wheels. */
export function spinCostOf(drawType: SpinType): number {
  return drawType === 'lucky' ? 3 : 1;
}

/**
 * The n-th draw (0 first) of an account: the segment steps by 3 (so all 8 come round) and a
 * lucky spin takes the multipliers in turn. `ticketsLeft` is after paying for this one.
 */
export function drawResult(drawType: SpinType, n: number, ticketsLeft: number): WheelDrawResult {
  const prizeIndex = (n * 3 + 2) % PRIZE_AMOUNTS.length;
  const prizeAmount = inTurn(PRIZE_AMOUNTS, prizeIndex);
  const multiplier = drawType === 'lucky' ? inTurn(MULTIPLIER_VALUES, n) : 1;
  return {
    prizeIndex,
    prizeAmount,
    multiplier,
    winAmount: Math.round(prizeAmount * multiplier * 100) / 100,
    ticketCount: ticketsLeft,
  };
}
