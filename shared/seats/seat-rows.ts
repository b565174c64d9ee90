// Shared by the UI and the worker: the seat system's members, as rows (shared/engine/rows.ts).
import type { SeatAnswer, SeatRequestAnswer } from './seat-state.ts';
import type { SeatFilter } from './seat-rules.ts';
import { WORKER_FAILURE_CODE } from '../errors/client-codes.ts';
import { call, intent } from '../engine/rows.ts';

const GONE = { ok: false, code: WORKER_FAILURE_CODE } as const;

export const SEAT_ROWS = {
  /** Seat lobby: any free seat (PUT playnow). */
  seatPlayNow: call<() => Promise<SeatAnswer>>()(GONE),
  /** Seat lobby: take this seat, or ask to confirm a change of seat (the game then reloads). */
  requestSeat: call<(seatId: number) => Promise<SeatRequestAnswer>>()(GONE),
  /** Seat lobby: the answer to the change-of-seat prompt; a change reloads the game. */
  confirmSeatChange: call<(accept: boolean) => Promise<SeatAnswer>>()(GONE),
  /** Seat lobby: show all seats or only vacant ones. */
  setSeatFilter: intent<(filter: SeatFilter) => void>(),
  /** Shows a seat's info card (big wins, previous free-game intervals). */
  openSeatCard: intent<(seatId: number) => void>(),
  closeSeatCard: intent<() => void>(),
  /** The player dismissed a seat error. */
  dismissSeatError: intent<() => void>(),
};
