// Runs in the worker (and in Node): the seat server's answers read field by field, in the
// after-login chunk (src-worker/engine/features.ts), off the worker's first script.
import {
  SEAT_STATUS,
  type SeatData,
  type SeatGameData,
  type SeatInfo,
} from '../../shared/seats/seat-types.ts';
import {
  any,
  envelope,
  fallback,
  id,
  integer,
  list,
  map,
  object,
  optional,
  parseWire,
  type Schema,
} from '../lib/wire-schema.ts';
import { badShape } from '../lib/service-client.ts';

/** A spin count or win count; anything unreadable counts 0. */
const count = fallback(integer(0), 0);

/** A seat's play record: four spin counts and three win counts, each 0 when unreadable. */
const gameDataSchema = object(
  {
    freeGameInterval: map(fallback(list(any), []), (l): SeatGameData['freeGameInterval'] => [
      count.read(l[0]),
      count.read(l[1]),
      count.read(l[2]),
      count.read(l[3]),
    ]),
    winTimes: object({ '50': count, '100': count, '300': count }, true),
  },
  true,
);

/**
 * One seat; unreadable without a seat id or a status (whether it is free cannot be known). An
 * empty seat has no player, whatever the answer says.
 */
const seatSchema: Schema<SeatInfo> = map(
  object({
    seatId: integer(0),
    status: integer(0),
    playerId: fallback(id, null),
    gameData: gameDataSchema,
  }),
  (s) => ({ ...s, playerId: s.status === SEAT_STATUS.empty ? null : s.playerId }),
);

/** GET /seat/v1/info/slot/{gameId}: the seats, each once; gameId and totalSeat optional. */
export const seatListSchema = envelope(
  object({
    gameId: fallback(integer(1), null),
    totalSeat: fallback(integer(0), null),
    seatInfos: list(seatSchema, (s) => s.seatId, true),
  }),
);

/** GET /seat/v1/info/slot/{gameId}/{seatId}: one seat. */
export const seatOneSchema = envelope(seatSchema);

/** PUT playnow and take: the seat now held (a take may name none, or send no data). */
export const seatTakeSchema = object({
  status: any,
  data: optional(object({ seatId: optional(integer(0)) }, true)),
});

/** GET /seat/v1/info/slot/{gameId}: the seats in seatId order, each once, for this game only. */
export function readSeatData(raw: unknown, gameId: number): SeatData {
  const { data } = parseWire(seatListSchema, raw, 'seats');
  if (data.gameId !== null && data.gameId !== gameId) throw badShape('seats: another game');
  const seatInfos = data.seatInfos.sort((a, b) => a.seatId - b.seatId);
  return { gameId, totalSeat: data.totalSeat ?? seatInfos.length, seatInfos };
}

/** GET /seat/v1/info/slot/{gameId}/{seatId}: that seat (an answer for another is an error). */
export function readOneSeat(raw: unknown, seatId: number): SeatInfo {
  const seat = parseWire(seatOneSchema, raw, 'seat').data;
  if (seat.seatId !== seatId) throw badShape('seat: seatId');
  return seat;
}

/**
 * PUT playnow and take with status 0000: the seat now held. A take that names no seat holds the
 * seat asked for (`asked`); play-now must name it.
 */
export function readTakenSeat(raw: unknown, asked: number | null): number {
  const seatId = parseWire(seatTakeSchema, raw, 'take').data?.seatId ?? asked;
  if (seatId === null) throw badShape('take: seatId');
  return seatId;
}
