// Runs in the worker (and in Node): the seat server's calls (SPEC §7), token in Authorization,
// each one 5000 ms at most, answers checked field by field before they reach the state.
import { STATUS_OK } from '../../shared/lib/constants.ts';
import {
  SEAT_STATUS,
  type SeatCallOutcome,
  type SeatData,
  type SeatGameData,
  type SeatInfo,
  WIN_TIMES,
  type WinTimesKey,
} from '../../shared/seats/seat-types.ts';
import { CLIENT_CODES, Failure, refusedStatus } from '../errors/failure.ts';
import { joinUrl, urlBase } from '../../shared/lib/urls.ts';
import { type HttpDeps } from '../lib/http.ts';
import { isRecord } from '../../shared/lib/is-record.ts';
import { dataOf, idOf, num } from '../lib/wire-read.ts';
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

/** Most seats kept from one answer: a runaway list must not flood the mirrored state. */
export const MAX_SEATS = 1_000;

/** Parameters not enough (SPEC §8): an id no seat server could mean. */
const BAD_PARAMETER = '505';

type Rec = Record<string, unknown>;

const integer = (value: unknown, min: number): number | null => {
  const n = num(value);
  return n !== null && Number.isInteger(n) && n >= min ? n : null;
};

const count = (value: unknown): number => integer(value, 0) ?? 0;

function readGameData(raw: unknown): SeatGameData {
  const g: Rec = isRecord(raw) ? raw : {};
  const list: unknown[] = Array.isArray(g['freeGameInterval'])
    ? (g['freeGameInterval'] as unknown[])
    : [];
  const wins: Rec = isRecord(g['winTimes']) ? g['winTimes'] : {};
  const winTimes = Object.fromEntries(WIN_TIMES.map((t) => [t, count(wins[String(t)])])) as Record<
    WinTimesKey,
    number
  >;
  return {
    freeGameInterval: [count(list[0]), count(list[1]), count(list[2]), count(list[3])],
    winTimes,
  };
}

/**
 * One seat; null without a seat id or a status (whether it is free cannot be known). An empty
 * seat has no player, whatever the answer says.
 */
function readSeat(s: Rec): SeatInfo | null {
  const seatId = integer(s['seatId'], 0);
  const status = integer(s['status'], 0);
  if (seatId === null || status === null) return null;
  return {
    seatId,
    playerId: status === SEAT_STATUS.empty ? null : idOf(s['playerId']),
    status,
    gameData: readGameData(s['gameData']),
  };
}

/** GET /seat/v1/info/slot/{gameId}: the seats in seatId order, each once, for this game only. */
export function readSeatData(raw: unknown, gameId: number): SeatData {
  const data = dataOf(raw, 'seats');
  const answered = integer(data['gameId'], 1);
  if (answered !== null && answered !== gameId) throw badShape('seats: another game');
  if (!Array.isArray(data['seatInfos'])) throw badShape('seats: no seatInfos');
  const seen = new Set<number>();
  const seatInfos: SeatInfo[] = [];
  for (const item of data['seatInfos'] as unknown[]) {
    if (seatInfos.length >= MAX_SEATS) break;
    const seat = isRecord(item) ? readSeat(item) : null;
    if (seat === null || seen.has(seat.seatId)) continue;
    seen.add(seat.seatId);
    seatInfos.push(seat);
  }
  seatInfos.sort((a, b) => a.seatId - b.seatId);
  return { gameId, totalSeat: integer(data['totalSeat'], 0) ?? seatInfos.length, seatInfos };
}

/** GET /seat/v1/info/slot/{gameId}/{seatId}: that seat (an answer for another is an error). */
export function readOneSeat(raw: unknown, seatId: number): SeatInfo {
  const seat = readSeat(dataOf(raw, 'seat'));
  if (seat === null || seat.seatId !== seatId) throw badShape('seat: seatId or status');
  return seat;
}

/**
 * PUT playnow and take with status 0000: the seat now held. A take that names no seat holds the
 * seat asked for (`asked`); play-now must name it.
 */
export function readTakenSeat(raw: unknown, asked: number | null): number {
  if (!isRecord(raw) || !('status' in raw)) throw badShape('take: no status');
  const data = raw['data'];
  const seatId = isRecord(data) && 'seatId' in data ? integer(data['seatId'], 0) : asked;
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
