// The seat lobby as drawn (src-ui/seats/seat-lobby.ts): tile states, "your seat" without being
// told the player's id, the vacant filter, the free count and the player's own seat card.
import { describe, expect, it } from 'vitest';
import { initialSeats } from '../../../shared/seats/seat-state.ts';
import type { SeatGameData } from '../../../shared/seats/seat-schema.ts';
import { seatLobby } from '../../../src-ui/seats/seat-lobby.ts';
import { sixSeatHall } from '../support/seats.ts';

const ME = '30001';

/** Each seat with numbers of its own, so the card shows which seat it is. */
const history = (seatId: number): SeatGameData => ({
  freeGameInterval: [seatId, seatId * 10, seatId * 20, seatId * 30],
  winTimes: { 50: seatId, 100: 1, 300: 0 },
});

/** Seat 1 empty, 2 another's, 3 reserved for another, 4 mine, 5 reserved for me, 6 empty. */
const HALL = sixSeatHall(ME, [0, null], history);

const state = (changes: Partial<ReturnType<typeof initialSeats>>) => ({
  ...initialSeats(),
  enabled: true,
  data: HALL,
  ...changes,
});

describe('seatLobby', () => {
  it('draws nothing before the seats load', () => {
    expect(seatLobby(initialSeats())).toEqual({ seats: [], mine: null, vacant: 0, total: 0 });
  });

  it('labels every seat, and the seat the engine says is the player’s is "mine"', () => {
    const lobby = seatLobby(state({ mySeatId: 4, selectingSeatId: 4 }));
    expect(lobby.seats).toEqual([
      { seatId: 1, label: 'empty' },
      { seatId: 2, label: 'full' },
      { seatId: 3, label: 'reserved' },
      { seatId: 4, label: 'mine' },
      // Reserved for the player is not their seat (status 1 only): still reserved.
      { seatId: 5, label: 'reserved' },
      { seatId: 6, label: 'empty' },
    ]);
    expect(lobby.vacant).toBe(2);
    expect(lobby.total).toBe(6);
  });

  it('shows the seat being chosen as selecting', () => {
    const lobby = seatLobby(state({ mySeatId: 4, selectingSeatId: 6 }));
    expect(lobby.seats.find((s) => s.seatId === 6)?.label).toBe('selecting');
    expect(lobby.seats.find((s) => s.seatId === 4)?.label).toBe('mine');
  });

  it('without a seat of their own, no seat is "mine" and there is no own card', () => {
    const lobby = seatLobby(state({ mySeatId: null, selectingSeatId: null }));
    expect(lobby.seats.map((s) => s.label)).not.toContain('mine');
    expect(lobby.mine).toBeNull();
  });

  it('the vacant filter keeps the empty seats, and the counts stay those of every seat', () => {
    const lobby = seatLobby(state({ mySeatId: 4, selectingSeatId: 4, filter: 'vacant' }));
    expect(lobby.seats).toEqual([
      { seatId: 1, label: 'empty' },
      { seatId: 6, label: 'empty' },
    ]);
    expect(lobby.mine?.seatId).toBe(4);
    expect([lobby.vacant, lobby.total]).toEqual([2, 6]);
  });

  it('gives the card of the player’s own seat', () => {
    expect(seatLobby(state({ mySeatId: 4, selectingSeatId: 4 })).mine).toEqual({
      seatId: 4,
      bigWins: [
        { times: 50, count: 4 },
        { times: 100, count: 1 },
        { times: 300, count: 0 },
      ],
      previousSpins: [40, 80, 120],
      spinsSinceFreeGame: 4,
    });
  });

  it('a mySeatId whose seat is not taken in the data gives no own card', () => {
    const lobby = seatLobby(state({ mySeatId: 1, selectingSeatId: 1 }));
    expect(lobby.mine).toBeNull();
    expect(lobby.seats.find((s) => s.seatId === 1)?.label).toBe('selecting');
  });
});
