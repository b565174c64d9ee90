// Runs on the main thread (in the seat panel's chunk): what the seat lobby draws, read from the
// seats' state by the shared seat rules; pure, so it is checked without a browser.
import type { Snapshot } from 'valtio';
import {
  type SeatCard,
  type SeatDisplay,
  isMySeat,
  passesFilter,
  seatCard,
  seatViews,
} from '../../shared/seats/seat-rules.ts';
import type { SeatState } from '../../shared/seats/seat-state.ts';
import type { SeatData } from '../../shared/seats/seat-types.ts';

/** The state a seat's tile says: its display state, or `mine` for the player's own seat. */
export type SeatLabel = SeatDisplay | 'mine';

/** One tile of the lobby. */
export interface LobbySeat {
  seatId: number;
  label: SeatLabel;
}

/** The lobby as drawn: the tiles after the filter, the player's seat and the free count. */
export interface Lobby {
  seats: LobbySeat[];
  /** The info card of the player's own seat; null when they have none. */
  mine: SeatCard | null;
  /** Empty seats, whatever the filter. */
  vacant: number;
  /** Every seat, whatever the filter. */
  total: number;
}

/** The seats' state as the UI reads it (a read-only snapshot or the state itself). */
export type SeatsInput = Snapshot<
  Pick<SeatState, 'data' | 'mySeatId' | 'selectingSeatId' | 'filter'>
>;

/**
 * The lobby of a seats state. The UI is not told the player's id: it is the one on the seat the
 * engine says is theirs (mySeatId), and without such a seat no seat is theirs anyway.
 */
export function seatLobby(seats: SeatsInput): Lobby {
  // A snapshot is deeply read-only; the rules only read it.
  const data = seats.data as SeatData | null;
  if (data === null) return { seats: [], mine: null, vacant: 0, total: 0 };
  const own = data.seatInfos.find((seat) => seat.seatId === seats.mySeatId) ?? null;
  const playerId = own?.playerId ?? null;
  const views = seatViews(data, playerId, seats.selectingSeatId, seats.filter);
  return {
    seats: views.map((view) => ({
      seatId: view.seatId,
      label: view.mine ? 'mine' : view.display,
    })),
    mine: own !== null && isMySeat(own, playerId) ? seatCard(own) : null,
    vacant: data.seatInfos.filter((seat) => passesFilter(seat, 'vacant')).length,
    total: data.seatInfos.length,
  };
}
