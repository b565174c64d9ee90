// Shared by the UI and the worker: lucky wheel and campaign rules (SPEC §4, §5, §8, §9).
import { STATUS_OK } from '../../lib/constants.ts';
import { wheelDrawMessage, wheelEligibilityMessage } from '../../errors/error-behaviour.ts';
import { AUDIENCE_OPEN, WHEEL_CAMPAIGN_TYPE_ID } from '../campaigns/campaign-types.ts';
import type { Campaign } from '../campaigns/campaign-schema.ts';
import type { SpinType } from './wheel-types.ts';
import type { WheelInfo } from './wheel-schema.ts';

/** SPEC §4 wheel states. */
export type WheelState = 'notStarted' | 'running' | 'bonusDistributed' | 'ended';

/** Tickets stay usable this long after the campaign ends (SPEC §9). */
export const TICKET_EXPIRY_MS = 48 * 60 * 60 * 1000;

/** The campaign times and flag the state reads. */
export type WheelTimes = Pick<
  WheelInfo,
  'campaignStartTime' | 'campaignEndTime' | 'dailyBonusDistributed'
>;

/**
 * The wheel's state at `now`: the campaign runs from its start (included) to its end
 * (excluded); while it runs, a fully distributed daily bonus takes precedence over running.
 */
export function wheelState(info: WheelTimes, now: number): WheelState {
  if (now < info.campaignStartTime) return 'notStarted';
  if (now >= info.campaignEndTime) return 'ended';
  return info.dailyBonusDistributed ? 'bonusDistributed' : 'running';
}

/** True from exactly 48 h after the campaign end: no ticket is usable any more. */
export function ticketsExpired(info: Pick<WheelInfo, 'campaignEndTime'>, now: number): boolean {
  return now >= info.campaignEndTime + TICKET_EXPIRY_MS;
}

/** The ticket earning rules. */
export type TicketRules = Pick<WheelInfo, 'betAmountPerTicket' | 'dailyTicketLimit'>;

/** Tickets one day's total bet earns: floor(totalBet / betAmountPerTicket), capped daily. */
export function ticketsEarned(totalBet: number, rules: TicketRules): number {
  const per = rules.betAmountPerTicket;
  // A bet of 0 or less earns 0 or less, which the final clamp turns into 0.
  if (!Number.isFinite(totalBet) || !Number.isFinite(per) || per <= 0) return 0;
  // 0.3 / 0.1 is 2.9999999999999996 in floats; a player who bet 0.3 earned 3 tickets.
  const earned = Math.floor(Math.round((totalBet / per) * 1e6) / 1e6);
  const cap = Number.isFinite(rules.dailyTicketLimit) ? Math.floor(rules.dailyTicketLimit) : 0;
  return Math.max(0, Math.min(earned, cap));
}

/** Tickets a spin costs; a missing or broken cost counts as 1 so a spin is never free. */
export function spinCost(
  type: SpinType,
  info: Pick<WheelInfo, 'normalSpinTickets' | 'luckySpinTickets'>,
): number {
  const cost = type === 'lucky' ? info.luckySpinTickets : info.normalSpinTickets;
  return Number.isFinite(cost) && cost > 0 ? Math.ceil(cost) : 1;
}

/** Why a spin is refused; 'insufficientTickets' has its own text (SPEC §8 other texts). */
export type SpinBlocker = 'notStarted' | 'bonusDistributed' | 'expired' | 'insufficientTickets';

/** What spinBlocker reads from the wheel info. */
export type SpinRules = WheelTimes & Pick<WheelInfo, 'normalSpinTickets' | 'luckySpinTickets'>;

/**
 * Why a spin of this type cannot happen now, or null when it can. After the campaign ends,
 * tickets still held can be spun until they expire 48 h later: that is what the expiry is for.
 */
export function spinBlocker(
  type: SpinType,
  tickets: number,
  info: SpinRules,
  now: number,
): SpinBlocker | null {
  const state = wheelState(info, now);
  if (state === 'notStarted') return 'notStarted';
  if (ticketsExpired(info, now)) return 'expired';
  if (state === 'bonusDistributed') return 'bonusDistributed';
  return tickets >= spinCost(type, info) ? null : 'insufficientTickets';
}

/** The largest lucky multiplier, shown as "up to ×N"; 1 when none of at least 1 is configured. */
export function maxLuckyMultiplier(info: Pick<WheelInfo, 'multiplierValues'>): number {
  return Math.max(1, ...info.multiplierValues.filter((m) => Number.isFinite(m)));
}

/**
 * SPEC §5: "a wheel campaign counts only when it is open to all (audienceMode 1) or its code is
 * listed in the query", compared exactly (codes are case-sensitive identifiers). The rule is the
 * wheel's: any other campaign the server gives this player counts (docs/decisions.md).
 */
export function isCampaignEligible(
  campaign: Pick<Campaign, 'audienceMode' | 'invitationCode' | 'campaignTypeIds'>,
  queryCodes: readonly string[],
): boolean {
  if (!campaign.campaignTypeIds.includes(WHEEL_CAMPAIGN_TYPE_ID)) return true;
  if (campaign.audienceMode === AUDIENCE_OPEN) return true;
  return campaign.invitationCode !== '' && queryCodes.includes(campaign.invitationCode);
}

/** SPEC §5: only the query's first invitation code logs in to a campaign; null when none. */
export function campaignLoginCode(queryCodes: readonly string[]): string | null {
  const first = queryCodes[0]?.trim() ?? '';
  return first === '' ? null : first;
}

/** Query parameters of POST /campaign/v1/log-in; invitationCode is omitted when there is none. */
export function campaignLoginParams(
  playerId: string,
  gameId: number,
  queryCodes: readonly string[],
): Record<string, string> {
  const code = campaignLoginCode(queryCodes);
  const params: Record<string, string> = { playerId, gameId: String(gameId) };
  if (code !== null) params['invitationCode'] = code;
  return params;
}

/** Wheel eligibility: null when eligible (0000), else the SPEC §8 wheel message. */
export function eligibilityFeedback(
  status: string,
): ReturnType<typeof wheelEligibilityMessage> | null {
  return status === STATUS_OK ? null : wheelEligibilityMessage(status);
}

/** How a draw call ended: a response status, or an exception (network, bad JSON). */
export type DrawOutcome = { status: string } | { thrown: true };

/** Wheel draw: null on success, the SPEC §8 wheel message, or 'statusError' for an exception. */
export function drawFeedback(
  outcome: DrawOutcome,
): ReturnType<typeof wheelDrawMessage> | 'statusError' | null {
  if ('thrown' in outcome) return 'statusError';
  return outcome.status === STATUS_OK ? null : wheelDrawMessage(outcome.status);
}
