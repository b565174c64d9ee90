// Shared by the worker, which reads the seat server's answers with these (SPEC §3, §7;
// src-worker/seats/seat-readers.ts), and the page, the rules and the simulator, which take the
// seat's types inferred from them: each wire shape is declared once, here.
import { SEAT_STATUS } from './seat-types.ts';
import {
  type Infer,
  any,
  envelope,
  fallback,
  id,
  integer,
  list,
  map,
  object,
  optional,
} from '../lib/wire-schema.ts';

/** A spin count or win count; anything unreadable counts 0. */
const count = fallback(integer(0), 0);

/** A seat's play record, shown on its info card: each count 0 when unreadable. */
const gameDataSchema = object(
  {
    /**
     * Four spin counts: [0] the spins since the last free game, [1..3] the spins it took to
     * reach each of the previous three free games, the most recent first.
     */
    freeGameInterval: map(fallback(list(any), []), (l): [number, number, number, number] => [
      count.read(l[0]),
      count.read(l[1]),
      count.read(l[2]),
      count.read(l[3]),
    ]),
    /** How many wins of at least 50, 100 and 300 times the bet in the last 30 days. */
    winTimes: object({ '50': count, '100': count, '300': count }, true),
  },
  true,
);

/** A seat's play record (SPEC §3 gameData). */
export type SeatGameData = Infer<typeof gameDataSchema>;

/**
 * One seat (SPEC §3 seatInfos); unreadable without a seat id or a status (whether it is free
 * cannot be known). An empty seat has no player, whatever the answer says.
 */
const seatSchema = map(
  object({
    seatId: integer(0),
    /** 0, 1 or 2 (SEAT_STATUS); any other value is shown as unavailable (full). */
    status: integer(0),
    /** Who sits or is reserved here; null for an empty seat. */
    playerId: fallback(id, null),
    gameData: gameDataSchema,
  }),
  (s) => ({ ...s, playerId: s.status === SEAT_STATUS.empty ? null : s.playerId }),
);

/** One seat (SPEC §3 seatInfos). */
export type SeatInfo = Infer<typeof seatSchema>;

/** GET /seat/v1/info/slot/{gameId}: the seats, each once; gameId and totalSeat optional. */
export const seatListSchema = envelope(
  object({
    gameId: fallback(integer(1), null),
    totalSeat: fallback(integer(0), null),
    seatInfos: list(seatSchema, (s) => s.seatId, true),
  }),
);

/** data of GET /seat/v1/info/slot/{gameId}. */
export type SeatListData = Infer<typeof seatListSchema>['data'];

/** GET /seat/v1/info/slot/{gameId}/{seatId}: one seat. */
export const seatOneSchema = envelope(seatSchema);

/**
 * PUT playnow and take: the seat now held (a take may name none, or send no data). With status
 * 10009 (the seat was taken or the player left) seatId is -1.
 */
export const seatTakeSchema = object({
  status: any,
  data: optional(object({ seatId: optional(integer(0)) }, true)),
});
