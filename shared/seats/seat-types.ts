// Shared by the UI, the worker and the simulator: the seat server's data (SPEC §3, §7); the wire
// shapes themselves are the schemas' (shared/seats/seat-schema.ts). SPEC names the fields only;
// the envelopes, status values and array orders are the ones this product and its simulator
// agree on.
import type { SeatInfo } from './seat-schema.ts';

/** Seat statuses: SPEC gives 0 (empty) and 1 (the status of the player's seat). */
export const SEAT_STATUS = {
  /** Nobody sits here: it can be taken. */
  empty: 0,
  /** A player sits here (playerId says who). */
  taken: 1,
  /** Held for a player (playerId) who left for a moment; nobody else can take it. */
  reserved: 2,
} as const;

/** The big-win multipliers the info card counts (SPEC §3 winTimes keys). */
export const WIN_TIMES = [50, 100, 300] as const;

/** One of the winTimes keys. */
export type WinTimesKey = (typeof WIN_TIMES)[number];

/** A game's seats (SPEC §3 seat data). */
export interface SeatData {
  gameId: number;
  totalSeat: number;
  /** In seatId order, each seat once. */
  seatInfos: SeatInfo[];
}

/** The seatId of a 10009 answer: no seat (SPEC §4 "taken or left (-1)"). */
export const NO_SEAT_ID = -1;

/** What a play-now or take call came to: the server's status (and seat), or a thrown failure. */
export type SeatCallOutcome =
  { status: string; seatId: number | null } | { thrown: true; code: string };
