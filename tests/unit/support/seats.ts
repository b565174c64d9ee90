// Test fixtures: seats and a six-seat hall in the seat server's shape (SPEC §4).
import type { SeatData } from '../../../shared/seats/seat-types.ts';
import type { SeatGameData, SeatInfo } from '../../../shared/seats/seat-schema.ts';

const NO_HISTORY: SeatGameData = {
  freeGameInterval: [0, 0, 0, 0],
  winTimes: { 50: 0, 100: 0, 300: 0 },
};

/** One seat; without history unless `gameData` is given. */
export function seatInfo(
  seatId: number,
  status: number,
  playerId: string | null,
  gameData: SeatGameData = NO_HISTORY,
): SeatInfo {
  return { seatId, playerId, status, gameData };
}

/**
 * Seat 1 empty, 2 another's, 3 reserved for another, 4 `me`'s, 5 reserved for `me`, and 6 as
 * given; `history` gives each seat its numbers.
 */
export function sixSeatHall(
  me: string,
  sixth: [status: number, playerId: string | null],
  history?: (seatId: number) => SeatGameData,
): SeatData {
  const seat = (id: number, status: number, playerId: string | null) =>
    seatInfo(id, status, playerId, history?.(id));
  return {
    gameId: 2001,
    totalSeat: 6,
    seatInfos: [
      seat(1, 0, null),
      seat(2, 1, '20002'),
      seat(3, 2, '20003'),
      seat(4, 1, me),
      seat(5, 2, me),
      seat(6, ...sixth),
    ],
  };
}
