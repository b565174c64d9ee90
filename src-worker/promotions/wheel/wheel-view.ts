// Runs in the worker (and in Node): the wheel's server data turned into what its panel shows (pure).
import type { WheelMessage, WheelView } from '../../../shared/promotions/promotion-state.ts';
import type { WheelInfo, WheelTicketInfo } from '../../../shared/promotions/wheel/wheel-schema.ts';
import {
  spinBlocker,
  ticketsExpired,
  wheelState,
} from '../../../shared/promotions/wheel/wheel-rules.ts';

/** The wheel as the panel shows it at `now`; tickets are 0 once they expired. */
export function wheelView(
  info: WheelInfo,
  ticketInfo: WheelTicketInfo | null,
  eligibility: WheelMessage | null,
  now: number,
): WheelView {
  const tickets = ticketsExpired(info, now) ? 0 : Math.max(0, ticketInfo?.ticketCount ?? 0);
  return {
    info,
    state: wheelState(info, now),
    tickets,
    ticketInfo,
    eligible: eligibility === null,
    blockers: {
      normal: spinBlocker('normal', tickets, info, now),
      lucky: spinBlocker('lucky', tickets, info, now),
    },
    message: eligibility,
    statusError: false,
    lastDraw: null,
    drawing: false,
  };
}
