// Runs in the worker (and in Node): the seat server's answers read field by field, in the
// after-login chunk (src-worker/engine/features.ts), off the worker's first script.
import type { SeatData } from '../../shared/seats/seat-types.ts';
import type { SeatInfo } from '../../shared/seats/seat-schema.ts';
import { seatListSchema, seatOneSchema, seatTakeSchema } from '../../shared/seats/seat-schema.ts';
import { parseWire } from '../lib/parse-wire.ts';
import { badShape } from '../lib/service-client.ts';

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
