// Runs in the worker (and in Node): the seat system of a slot game: the seat lobby's data, play
// now, taking and changing seats, and the seat info card (SPEC §2, §4, §7, §8). Every failure
// ends in the state and the answer; nothing is thrown to the caller.
import type { GameType } from '../../shared/lib/constants.ts';
import {
  type SeatFilter,
  type SeatVerdict,
  mySeatOf,
  seatCard,
  seatVerdict,
  withSeatTaken,
} from '../../shared/seats/seat-rules.ts';
import type { SeatAnswer, SeatRequestAnswer, SeatState } from '../../shared/seats/seat-state.ts';
import type { EnvConfig } from '../boot/wire.ts';
import type { EnginePorts, ReadersPort } from '../lib/ports.ts';
import { type SeatClient, type SeatReaders, createSeatClient } from './seat-client.ts';

/** The only game type with seats (SPEC §3: 1 is slot). */
export const SEAT_GAME_TYPE: GameType = 1;

/** The seats' part of the engine. */
export interface SeatService {
  /** Loads the game's seats; the seat system is on only for a slot game whose seats load. */
  load(config: EnvConfig, gameId: number, gameType: GameType): Promise<void>;
  /** PUT playnow: any free seat; off (enter without a seat) when the call throws. */
  playNow(): Promise<SeatAnswer>;
  /** Takes a seat, or opens the confirm prompt when the player already has one. */
  requestSeat(seatId: number): Promise<SeatRequestAnswer>;
  /** Answers the confirm prompt: a change that succeeds answers `reload: true`. */
  confirmChange(accept: boolean): Promise<SeatAnswer>;
  /** Sets the lobby's filter (all or vacant). */
  setFilter(filter: SeatFilter): void;
  /** Reads the seats again; a failure keeps what is shown. */
  refresh(): Promise<void>;
  /** Shows a seat's info card at once, then with the seat server's fresh numbers. */
  openCard(seatId: number): Promise<void>;
  /** Closes the info card. */
  closeCard(): void;
  /** The seat lobby closed: a pending change, a selection and the card are forgotten. */
  leaveLobby(): void;
  /** The player dismissed the seat error. */
  dismissError(): void;
  /** Stops every call in flight; their answers change nothing. */
  dispose(): void;
}

/** One loaded game's seats: a new load or dispose ends it and aborts its calls. */
interface Session {
  client: SeatClient;
  gameId: number;
  controller: AbortController;
}

const OFF: SeatAnswer = { ok: false, off: true };
const SILENT: SeatAnswer = { ok: false, silent: true };

/** Creates the seats over their state slice; `user` gives the player (null before login). */
export function createSeats(
  ports: EnginePorts & ReadersPort<SeatReaders>,
  seats: SeatState,
  user: () => { accountId: string } | null,
): SeatService {
  let session: Session | null = null;
  // Bumped by every take that succeeds: a list read before it must not undo its sync.
  let epoch = 0;

  const playerId = (): string | null => user()?.accountId ?? null;
  const live = (s: Session): boolean => session === s;
  // Read through a function: after an await the card may have closed or changed.
  const cardSeat = (): number | null => seats.card?.seatId ?? null;

  const end = (): void => {
    session?.controller.abort();
    session = null;
    seats.busy = false;
    seats.loading = false;
  };

  /** SPEC §4: a thrown failure enters the game without a seat and turns the seat system off. */
  const turnOff = (): void => {
    end();
    Object.assign(seats, {
      enabled: false,
      data: null,
      mySeatId: null,
      selectingSeatId: null,
      confirmChange: null,
      card: null,
    });
  };

  const readList = async (s: Session): Promise<void> => {
    const started = epoch;
    const data = await s.client.list(s.gameId);
    if (!live(s) || started !== epoch) return;
    seats.data = data;
    seats.mySeatId = mySeatOf(data, playerId())?.seatId ?? null;
    if (seats.confirmChange === null) seats.selectingSeatId = seats.mySeatId;
  };

  const refresh = async (): Promise<void> => {
    const s = session;
    if (s === null) return;
    seats.loading = true;
    try {
      await readList(s);
    } catch {
      // A refresh that fails keeps the seats shown; the next action asks the server anyway.
    } finally {
      if (live(s)) seats.loading = false;
    }
  };

  const apply = async (verdict: SeatVerdict, before: number | null): Promise<SeatAnswer> => {
    if (verdict.kind === 'off') {
      turnOff();
      return OFF;
    }
    seats.confirmChange = null;
    if (verdict.kind !== 'ok') {
      seats.selectingSeatId = seats.mySeatId;
      if (verdict.kind === 'error') seats.lastError = verdict.code;
      // 10009: the seat was taken or the player left; show the seats as they are now.
      if (verdict.kind === 'silent') await refresh();
      return verdict.kind === 'silent' ? SILENT : { ok: false, code: verdict.code };
    }
    const { seatId } = verdict;
    epoch += 1;
    if (seats.data) seats.data = withSeatTaken(seats.data, seatId, playerId());
    seats.mySeatId = seatId;
    seats.selectingSeatId = seatId;
    // A change of seat restarts the game on the new seat.
    const changed = before !== null && before !== seatId;
    return changed ? { ok: true, seatId, reload: true } : { ok: true, seatId };
  };

  /** Runs one play-now or take call; one at a time, and only while the seat system is on. */
  const claim = async (seatId: number | null): Promise<SeatAnswer> => {
    const s = session;
    if (s === null || !seats.enabled) return OFF;
    if (seats.busy) return SILENT;
    seats.busy = true;
    seats.lastError = null;
    const before = seats.mySeatId;
    const outcome =
      seatId === null ? await s.client.playNow(s.gameId) : await s.client.take(s.gameId, seatId);
    if (!live(s)) return SILENT;
    seats.busy = false;
    return await apply(seatVerdict(outcome), before);
  };

  return {
    async load(config, gameId, gameType) {
      end();
      // A new game starts from no seats; the lobby's filter is the player's and stays.
      Object.assign(seats, {
        enabled: false,
        data: null,
        mySeatId: null,
        selectingSeatId: null,
        lastError: null,
        confirmChange: null,
        card: null,
      });
      if (gameType !== SEAT_GAME_TYPE || config.servers.seat.trim() === '') return;
      const controller = new AbortController();
      const client = createSeatClient(ports, {
        seat: config.servers.seat,
        token: ports.query.x,
        signal: controller.signal,
      });
      const s: Session = { client, gameId, controller };
      session = s;
      seats.loading = true;
      try {
        await readList(s);
        // A game without seats has no seat system.
        if (live(s)) seats.enabled = (seats.data?.seatInfos.length ?? 0) > 0;
      } catch {
        // The seat server is down or refuses this game: play without a seat.
        if (live(s)) turnOff();
      } finally {
        if (live(s)) seats.loading = false;
      }
    },
    playNow: () => claim(null),
    async requestSeat(seatId) {
      if (session === null || !seats.enabled) return OFF;
      if (seats.busy) return SILENT;
      const seat = seats.data?.seatInfos.find((x) => x.seatId === seatId);
      if (seat === undefined) return SILENT;
      if (seatId === seats.mySeatId) {
        seats.confirmChange = null;
        seats.selectingSeatId = seatId;
        return { ok: true, seatId };
      }
      seats.lastError = null;
      seats.selectingSeatId = seatId;
      if (seats.mySeatId !== null) {
        // Changing seat reloads the game: ask first.
        seats.confirmChange = { seatId };
        return { ok: false, confirm: true };
      }
      return await claim(seatId);
    },
    async confirmChange(accept) {
      const pending = seats.confirmChange;
      if (pending === null) return SILENT;
      if (!accept) {
        seats.confirmChange = null;
        seats.selectingSeatId = seats.mySeatId;
        return SILENT;
      }
      return await claim(pending.seatId);
    },
    setFilter(filter) {
      seats.filter = filter;
    },
    refresh,
    async openCard(seatId) {
      const s = session;
      const seat = seats.data?.seatInfos.find((x) => x.seatId === seatId);
      if (s === null || seat === undefined) return;
      seats.card = seatCard(seat);
      try {
        const fresh = await s.client.one(s.gameId, seatId);
        if (live(s) && cardSeat() === seatId) seats.card = seatCard(fresh);
      } catch {
        // The card keeps the numbers of the seat list.
      }
    },
    closeCard() {
      seats.card = null;
    },
    leaveLobby() {
      seats.confirmChange = null;
      seats.selectingSeatId = seats.mySeatId;
      seats.card = null;
    },
    dismissError() {
      seats.lastError = null;
    },
    dispose: end,
  };
}
