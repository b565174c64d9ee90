// Shared by the UI and the worker: the seats part of the mirrored engine state (SPEC §2, §4).
import type { SeatCard, SeatFilter } from './seat-rules.ts';
import type { SeatData } from './seat-types.ts';

/** Everything the seat lobby and the seat info card read. */
export interface SeatState {
  /** The seat system is active for this slot game; false until loaded, and after a failure. */
  enabled: boolean;
  /** The seat list is loading (first load or refresh). */
  loading: boolean;
  /** A play-now or take call is in flight: the lobby's buttons wait. */
  busy: boolean;
  /** The game's seats as last read (and synced after a take); null before loading. */
  data: SeatData | null;
  /** The player's seat (playerId matches, status 1); null when they have none. */
  mySeatId: number | null;
  /** The seat the player is choosing (shown `selecting`); follows mySeatId after a take. */
  selectingSeatId: number | null;
  /** The lobby's filter. */
  filter: SeatFilter;
  /** A seat code to show (errors.{code}: 10000, 10001, 10006, 10007); null for none. */
  lastError: string | null;
  /** The confirm prompt before changing seat (the game reloads); null when not asking. */
  confirmChange: { seatId: number } | null;
  /** The seat info card on screen; null when closed. */
  card: SeatCard | null;
}

/** The seats before any game is loaded. */
export function initialSeats(): SeatState {
  return {
    enabled: false,
    loading: false,
    busy: false,
    data: null,
    mySeatId: null,
    selectingSeatId: null,
    filter: 'all',
    lastError: null,
    confirmChange: null,
    card: null,
  };
}

/**
 * What a seat action returned to the UI: the seat now held (`reload` after a change of seat: the
 * game must reload), a code (shown as lastError when it is a seat error, else a refusal), a
 * silent pass (10009, or nothing to do), or the seat system turned off (enter without a seat).
 */
export type SeatAnswer =
  | { ok: true; seatId: number; reload?: true }
  | { ok: false; code: string }
  | { ok: false; silent: true }
  | { ok: false; off: true };

/** What asking for a seat returned: an answer, or the confirm prompt is now open. */
export type SeatRequestAnswer = SeatAnswer | { ok: false; confirm: true };
