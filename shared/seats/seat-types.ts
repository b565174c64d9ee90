// Shared by the UI, the worker and the simulator: the seat server's data and answers (SPEC §3, §7).
// SPEC names the fields only; the envelopes, status values and array orders below are the ones
// this product and its simulator agree on.

/** Seat statuses: SPEC gives 0 (empty) and 1 (the status of the player's seat). */
export const SEAT_STATUS = {
  /** Nobody sits here: it can be taken. */
  empty: 0,
  /** A player sits here (playerId says who). */
  taken: 1,
  /** Held for a player (playerId) who left for a moment; nobody else can take it. */
  reserved: 2,
} as const;

/** A seat status as sent; any value other than 0, 1, 2 is shown as unavailable (full). */
export type SeatStatus = number;

/** The big-win multipliers the info card counts (SPEC §3 winTimes keys). */
export const WIN_TIMES = [50, 100, 300] as const;

/** One of the winTimes keys. */
export type WinTimesKey = (typeof WIN_TIMES)[number];

/** A seat's play record, shown on its info card. */
export interface SeatGameData {
  /**
   * Four spin counts: [0] the spins since the last free game, [1..3] the spins it took to reach
   * each of the previous three free games, the most recent first.
   */
  freeGameInterval: [number, number, number, number];
  /** How many wins of at least 50, 100 and 300 times the bet in the last 30 days. */
  winTimes: Record<WinTimesKey, number>;
}

/** One seat (SPEC §3 seatInfos). */
export interface SeatInfo {
  seatId: number;
  /** Who sits or is reserved here; null for an empty seat. */
  playerId: string | null;
  status: SeatStatus;
  gameData: SeatGameData;
}

/** A game's seats (SPEC §3 seat data). */
export interface SeatData {
  gameId: number;
  totalSeat: number;
  /** In seatId order, each seat once. */
  seatInfos: SeatInfo[];
}

/** Every seat answer: `{status, data}`; status '0000' on success, else a seat code (SPEC §8). */
export interface SeatResponse<T> {
  /** '0000' on success, else an error code string (10000, 10001, 10006, 10007, 10009 ...). */
  status: string;
  /** The payload; null on a refusal (10009 sends `{seatId: -1}`). */
  data: T | null;
}

/** data of GET /seat/v1/info/slot/{gameId}. */
export type SeatListData = SeatData;

/**
 * data of PUT /seat/v1/playnow and /seat/v1/take: the seat the player now holds. With status
 * 10009 (the seat was taken or the player left) seatId is -1.
 */
export interface SeatTakeData {
  gameId: number;
  seatId: number;
}

/** The seatId of a 10009 answer: no seat (SPEC §4 "taken or left (-1)"). */
export const NO_SEAT_ID = -1;

/** What a play-now or take call came to: the server's status (and seat), or a thrown failure. */
export type SeatCallOutcome =
  { status: string; seatId: number | null } | { thrown: true; code: string };
