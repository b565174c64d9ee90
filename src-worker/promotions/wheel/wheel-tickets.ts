// Runs in the worker (and in Node): the lucky wheel's tickets earned as the player spins: each
// round's bet in a wheel game adds to today's progress, each threshold crossed a ticket, up to
// the daily cap (SPEC §3 wheel ticket info, §5, §6, §9).
import { onGameList } from '../../../shared/account/game-lists.ts';
import type { GameStatus } from '../../../shared/game-bridge/game-status.ts';
import type { PromotionState } from '../../../shared/promotions/promotion-state.ts';
import type { WheelInfo, WheelTicketInfo } from '../../../shared/promotions/wheel/wheel-schema.ts';
import { ticketsEarned, wheelState } from '../../../shared/promotions/wheel/wheel-rules.ts';
import { cardSpinning, createRoundCounter } from '../../game-bridge/round-delta.ts';

/**
 * The ticket info after `bet` more today: progressValue grows by it, each conditionValue (else
 * the wheel's betAmountPerTicket) crossed adds a ticket until dailyTicketLimit tickets are
 * earned today, and reaching that cap completes the day's ticket quest.
 */
export function addTicketBet(
  ticket: WheelTicketInfo,
  info: Pick<WheelInfo, 'betAmountPerTicket' | 'dailyTicketLimit'>,
  bet: number,
): WheelTicketInfo {
  const rules = {
    betAmountPerTicket: ticket.conditionValue > 0 ? ticket.conditionValue : info.betAmountPerTicket,
    dailyTicketLimit: info.dailyTicketLimit,
  };
  // Amounts have at most 2 decimals (SPEC §3 currencies): no float dust builds up over spins.
  const progressValue = Math.round((ticket.progressValue + bet) * 100) / 100;
  const earned = ticketsEarned(progressValue, rules);
  return {
    progressValue,
    conditionValue: ticket.conditionValue,
    ticketCount: ticket.ticketCount + earned - ticketsEarned(ticket.progressValue, rules),
    questStatus: earned >= rules.dailyTicketLimit ? 'completed' : ticket.questStatus,
  };
}

/**
 * The status reports' side of the tickets: a round's bet counts once, in a game on both the
 * wheel's and the wheel-enabled list, while the campaign runs for an eligible player and
 * today's cap is not reached, never for a game card's spins; `changed` gets the new info.
 */
export function createWheelTickets(
  promo: PromotionState,
  now: () => number,
  changed: (ticket: WheelTicketInfo) => void,
): (gameId: number, fields: Partial<GameStatus>) => void {
  const roundDelta = createRoundCounter();
  return (gameId, fields) => {
    const bet = roundDelta(gameId, fields)?.bet ?? 0;
    const wheel = promo.wheel;
    const ticket = wheel?.ticketInfo;
    if (!wheel || ticket?.questStatus !== 'inProgress' || !(bet > 0) || !wheel.eligible) return;
    const state = wheelState(wheel.info, now());
    if (state === 'notStarted' || state === 'ended' || cardSpinning(promo.freeSpinRun)) return;
    if (onGameList(wheel.info.gameIds, gameId) && onGameList(promo.wheelGameIds, gameId)) {
      changed(addTicketBet(ticket, wheel.info, bet));
    }
  };
}
