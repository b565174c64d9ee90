// Shared by the UI and the worker: the seat rules of SPEC §4 and §8, pure (no network, no timer).
import { STATUS_OK } from '../lib/constants.ts';
import { SEAT_ERROR_CODES, SEAT_SILENT_CODES } from '../errors/error-behaviour.ts';
import {
  SEAT_STATUS,
  type SeatCallOutcome,
  type SeatData,
  WIN_TIMES,
  type WinTimesKey,
} from './seat-types.ts';
import type { SeatInfo } from './seat-schema.ts';

/** How a seat looks in the seat lobby (SPEC §4). */
export type SeatDisplay = 'empty' | 'full' | 'reserved' | 'selecting';

/** The seat lobby's filter: every seat, or the empty ones only. */
export type SeatFilter = 'all' | 'vacant';

/** The player's seat: their playerId AND status 1 (a seat reserved for them is not theirs). */
export function isMySeat(seat: SeatInfo, playerId: string | null): boolean {
  return playerId !== null && seat.playerId === playerId && seat.status === SEAT_STATUS.taken;
}

/** The player's seat in a game's seats, or null when they have none. */
export function mySeatOf(data: SeatData | null, playerId: string | null): SeatInfo | null {
  return data?.seatInfos.find((seat) => isMySeat(seat, playerId)) ?? null;
}

/**
 * A seat's display state. `selecting` is the seat being chosen and the player's own seat (the
 * seat they chose); then status 0 is empty, 2 reserved, and 1 (another player's) or any status
 * this product does not know is full: it cannot be taken.
 */
export function seatDisplay(
  seat: SeatInfo,
  playerId: string | null,
  selectingSeatId: number | null,
): SeatDisplay {
  if (seat.seatId === selectingSeatId || isMySeat(seat, playerId)) return 'selecting';
  if (seat.status === SEAT_STATUS.empty) return 'empty';
  if (seat.status === SEAT_STATUS.reserved) return 'reserved';
  return 'full';
}

/** True when the seat passes the filter: vacant keeps the seats whose status is empty. */
export function passesFilter(seat: SeatInfo, filter: SeatFilter): boolean {
  return filter === 'all' || seat.status === SEAT_STATUS.empty;
}

/** One seat as the seat lobby draws it. */
export interface SeatView {
  seatId: number;
  display: SeatDisplay;
  /** The player's own seat. */
  mine: boolean;
}

/** The seats the lobby shows, in seatId order, after the filter. */
export function seatViews(
  data: SeatData | null,
  playerId: string | null,
  selectingSeatId: number | null,
  filter: SeatFilter,
): SeatView[] {
  if (data === null) return [];
  return data.seatInfos
    .filter((seat) => passesFilter(seat, filter))
    .map((seat) => ({
      seatId: seat.seatId,
      display: seatDisplay(seat, playerId, selectingSeatId),
      mine: isMySeat(seat, playerId),
    }));
}

/** What a play-now or take answer means for the player (SPEC §4, §8). */
export type SeatVerdict =
  /** 0000: the player holds this seat; the selected seat follows it. */
  | { kind: 'ok'; seatId: number }
  /** 10000, 10001, 10006, 10007: show errors.{code}. */
  | { kind: 'error'; code: string }
  /** 10009: the seat was taken or the player left (-1); nothing is shown. */
  | { kind: 'silent'; code: string }
  /** Any other status: the call is refused; no seat error is shown. */
  | { kind: 'rejected'; code: string }
  /** The call threw (network, timeout, bad answer): enter without a seat, seat system off. */
  | { kind: 'off' };

/** The kinds of SeatVerdict a status can give. */
export type SeatStatusKind = 'ok' | 'error' | 'silent' | 'rejected';

/** SPEC §4's status table; a status not listed is rejected. */
export const SEAT_STATUS_TABLE: ReadonlyMap<string, SeatStatusKind> = new Map<
  string,
  SeatStatusKind
>([
  [STATUS_OK, 'ok'],
  ...[...SEAT_ERROR_CODES].map((code): [string, SeatStatusKind] => [code, 'error']),
  ...[...SEAT_SILENT_CODES].map((code): [string, SeatStatusKind] => [code, 'silent']),
]);

/** The kind a status gives by the table. */
export function seatStatusKind(status: string): SeatStatusKind {
  return SEAT_STATUS_TABLE.get(status) ?? 'rejected';
}

/** The verdict on a play-now or take call; a 0000 without a usable seat counts as thrown. */
export function seatVerdict(outcome: SeatCallOutcome): SeatVerdict {
  if ('thrown' in outcome) return { kind: 'off' };
  const kind = seatStatusKind(outcome.status);
  if (kind !== 'ok') return { kind, code: outcome.status };
  // No seat reads as -1, which is none.
  const seatId = outcome.seatId ?? -1;
  return Number.isInteger(seatId) && seatId >= 0 ? { kind: 'ok', seatId } : { kind: 'off' };
}

/** The window the big-win counts cover (SPEC §2 seat info card). */
export const BIG_WIN_DAYS = 30;

/** A seat's info card (SPEC §2). */
export interface SeatCard {
  seatId: number;
  /** Wins of at least 50, 100 and 300 times the bet in the last 30 days, in that order. */
  bigWins: { times: WinTimesKey; count: number }[];
  /** The spins it took to reach each of the previous three free games, the most recent first. */
  previousSpins: [number, number, number];
  /** Spins since the last free game. */
  spinsSinceFreeGame: number;
}

/** The info card of a seat, from its gameData. */
export function seatCard(seat: SeatInfo): SeatCard {
  const [since, last, second, third] = seat.gameData.freeGameInterval;
  return {
    seatId: seat.seatId,
    bigWins: WIN_TIMES.map((times) => ({ times, count: seat.gameData.winTimes[times] })),
    previousSpins: [last, second, third],
    spinsSinceFreeGame: since,
  };
}

/**
 * The seats after the player took `seatId`: it is theirs (status 1), and the seat they held
 * before is empty. Used to sync the lobby at once, without waiting for a reload of the list.
 */
export function withSeatTaken(data: SeatData, seatId: number, playerId: string | null): SeatData {
  const seatInfos = data.seatInfos.map((seat): SeatInfo => {
    if (seat.seatId === seatId) return { ...seat, playerId, status: SEAT_STATUS.taken };
    if (isMySeat(seat, playerId)) return { ...seat, playerId: null, status: SEAT_STATUS.empty };
    return seat;
  });
  return { ...data, seatInfos };
}
