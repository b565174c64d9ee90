// Runs in the worker: the seat system's part of the engine API, answered by the seat service.
import type { FeatureApi } from '../../shared/engine/boundary.ts';
import type { SeatRequestAnswer } from '../../shared/seats/seat-state.ts';
import type { SeatService } from './seats.ts';

/** The members of shared/seats/seat-rows.ts. */
type SeatMembers = FeatureApi<'seats'>;

/** Every member of the seat service, for the engine's stand-in while its chunk loads. */
export const SEAT_CALLS: Readonly<Record<keyof SeatService, true>> = {
  load: true,
  playNow: true,
  requestSeat: true,
  confirmChange: true,
  setFilter: true,
  refresh: true,
  openCard: true,
  closeCard: true,
  leaveLobby: true,
  dismissError: true,
  dispose: true,
};

/** `afterSeat` sees every seat answer: a change of seat restarts the game. */
export function seatMembers(
  seats: SeatService,
  afterSeat: <A extends SeatRequestAnswer>(answer: A) => A,
): SeatMembers {
  return {
    // The server may give a seated player another seat: that restarts the game too.
    seatPlayNow: async () => afterSeat(await seats.playNow()),
    requestSeat: async (seatId) => afterSeat(await seats.requestSeat(seatId)),
    confirmSeatChange: async (accept) => afterSeat(await seats.confirmChange(accept)),
    setSeatFilter: (filter) => seats.setFilter(filter),
    openSeatCard: (seatId) => void seats.openCard(seatId),
    closeSeatCard: () => seats.closeCard(),
    dismissSeatError: () => seats.dismissError(),
  };
}
