// Shared by the UI and the worker: the one table from a wheel message (SPEC §8 codes and the
// spin blockers) to the text the wheel panel shows (docs/decisions.md, "wheel messages").
import type { WheelMessage } from '../promotion-state.ts';
import type { SpinBlocker } from './wheel-rules.ts';

/** Each wheel message's locale key. */
export const WHEEL_MESSAGE_TEXT = {
  message1: 'wheel.message1',
  message2: 'wheel.message2',
  message3: 'wheel.message3',
  message4: 'wheel.message4',
  insufficientTickets: 'wheel.insufficientTickets',
  ticketsExpired: 'promo.wheel.state.expired',
} as const satisfies Record<WheelMessage, string>;

/** Why a spin cannot run, as the wheel message the engine answers and the button explains. */
export const BLOCKER_MESSAGE = {
  insufficientTickets: 'insufficientTickets',
  bonusDistributed: 'message1',
  notStarted: 'message3',
  expired: 'ticketsExpired',
} as const satisfies Record<SpinBlocker, WheelMessage>;

/** The locale key of a spin blocker's text (the disabled spin button's reason). */
export function blockerText<B extends SpinBlocker>(
  blocker: B,
): (typeof WHEEL_MESSAGE_TEXT)[(typeof BLOCKER_MESSAGE)[B]] {
  return WHEEL_MESSAGE_TEXT[BLOCKER_MESSAGE[blocker]];
}
