// Runs in the worker (and in Node): the seat server's calls (SPEC §7), token in Authorization,
// each one 5000 ms at most, answers checked field by field before they reach the state.
import { STATUS_OK } from '../../shared/lib/constants.ts';
import {
  SEAT_STATUS,
  type SeatCallOutcome,
  type SeatData,
  type SeatGameData,
  type SeatInfo,
} from '../../shared/seats/seat-types.ts';
import { CLIENT_CODES, Failure, refusedStatus } from '../errors/failure.ts';
import { joinUrl, urlBase } from '../../shared/lib/urls.ts';
import { type HttpDeps } from '../lib/http.ts';
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
import { SERVICE_TIMEOUT_MS, badShape, serviceJson } from '../lib/service-client.ts';

/** Where the seat calls go, and the login token they carry. */
export interface SeatEndpoints {
  /** The seat server's origin (config servers.seat). */
  seat: string;
  /** The login token, sent as the Authorization header. */
  token: string;
  /** Aborts every call in flight (the seats were disposed or another game loaded). */
  signal?: AbortSignal;
}

/** The seat calls of SPEC §7. */
export interface SeatClient {
  /** GET /seat/v1/info/slot/{gameId}; throws a Failure (status code, 1 network, 6003 shape). */
  list(gameId: number): Promise<SeatData>;
  /** GET /seat/v1/info/slot/{gameId}/{seatId}; throws a Failure like `list`. */
  one(gameId: number, seatId: number): Promise<SeatInfo>;
  /** PUT /seat/v1/playnow {gameId}: the status and seat, or thrown; never rejects. */
  playNow(gameId: number): Promise<SeatCallOutcome>;
  /** PUT /seat/v1/take {gameId, seatId}: the status and seat, or thrown; never rejects. */
  take(gameId: number, seatId: number): Promise<SeatCallOutcome>;
}

/** Parameters not enough (SPEC §8): an id no seat server could mean. */
const BAD_PARAMETER = '505';

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

const isId = (n: number, min: number): boolean => Number.isSafeInteger(n) && n >= min;

/** One path segment per id; the ids are checked (a negative or broken id would be another route). */
const segment = (n: number): string => encodeURIComponent(String(n));

/** Creates the client; `deps.fetch` is read at each call, so msw and fake timers apply. */
export function createSeatClient(deps: HttpDeps, endpoints: SeatEndpoints): SeatClient {
  const server = urlBase(endpoints.seat);

  const call = async <T>(
    route: string,
    validate: (raw: unknown) => T,
    method: 'GET' | 'PUT' = 'GET',
    body?: unknown,
  ): Promise<T> => {
    if (server === '') throw new Failure(BAD_PARAMETER, 'no seat server', 'shape');
    return await serviceJson(
      deps,
      {
        url: joinUrl(server, route),
        method,
        token: endpoints.token,
        body,
        timeoutMs: SERVICE_TIMEOUT_MS,
        ...(endpoints.signal ? { signal: endpoints.signal } : {}),
      },
      validate,
    );
  };

  const claim = async (
    route: string,
    body: unknown,
    asked: number | null,
  ): Promise<SeatCallOutcome> => {
    try {
      const seatId = await call(route, (raw) => readTakenSeat(raw, asked), 'PUT', body);
      return { status: STATUS_OK, seatId };
    } catch (error) {
      const status = refusedStatus(error);
      if (status !== null) return { status, seatId: null };
      return { thrown: true, code: error instanceof Failure ? error.code : CLIENT_CODES.network };
    }
  };

  return {
    async list(gameId) {
      if (!isId(gameId, 1)) throw new Failure(BAD_PARAMETER, 'bad game id', 'shape');
      return await call(`/seat/v1/info/slot/${segment(gameId)}`, (raw) =>
        readSeatData(raw, gameId),
      );
    },
    async one(gameId, seatId) {
      if (!isId(gameId, 1) || !isId(seatId, 0))
        throw new Failure(BAD_PARAMETER, 'bad seat id', 'shape');
      return await call(`/seat/v1/info/slot/${segment(gameId)}/${segment(seatId)}`, (raw) =>
        readOneSeat(raw, seatId),
      );
    },
    playNow(gameId) {
      if (!isId(gameId, 1)) return Promise.resolve({ thrown: true, code: BAD_PARAMETER });
      return claim('/seat/v1/playnow', { gameId }, null);
    },
    take(gameId, seatId) {
      if (!isId(gameId, 1) || !isId(seatId, 0)) {
        return Promise.resolve({ thrown: true, code: BAD_PARAMETER });
      }
      return claim('/seat/v1/take', { gameId, seatId }, seatId);
    },
  };
}
