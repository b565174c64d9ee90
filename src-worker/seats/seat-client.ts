// Runs in the worker (and in Node): the seat server's calls (SPEC §7), token in Authorization,
// each one 5000 ms at most, answers checked field by field before they reach the state.
import { STATUS_OK } from '../../shared/lib/constants.ts';
import type { SeatCallOutcome, SeatData } from '../../shared/seats/seat-types.ts';
import type { SeatInfo } from '../../shared/seats/seat-schema.ts';
import { CLIENT_CODES, Failure, refusedStatus } from '../lib/failure.ts';
import { joinUrl, urlBase } from '../../shared/lib/urls.ts';
import type { HttpDeps } from '../lib/http.ts';
import type { ReadersPort } from '../lib/ports.ts';
import type * as SeatReaderModule from './seat-readers.ts';
import { SERVICE_TIMEOUT_MS, serviceJson } from '../lib/service-client.ts';

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

const isId = (n: number, min: number): boolean => Number.isSafeInteger(n) && n >= min;

/** One path segment per id; the ids are checked (a negative or broken id would be another route). */
const segment = (n: number): string => encodeURIComponent(String(n));

/** The seat readers, from the readers' chunk. */
export type SeatReaders = Pick<
  typeof SeatReaderModule,
  'readOneSeat' | 'readSeatData' | 'readTakenSeat'
>;

/** Creates the client; `deps.fetch` is read at each call, so msw and fake timers apply. */
export function createSeatClient(
  deps: HttpDeps & ReadersPort<SeatReaders>,
  endpoints: SeatEndpoints,
): SeatClient {
  const server = urlBase(endpoints.seat);

  const call = async <T>(
    route: string,
    pick: (readers: SeatReaders) => (raw: unknown) => T,
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
      pick(await deps.readers()),
    );
  };

  const claim = async (
    route: string,
    body: unknown,
    asked: number | null,
  ): Promise<SeatCallOutcome> => {
    try {
      const seatId = await call(route, (r) => (raw) => r.readTakenSeat(raw, asked), 'PUT', body);
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
      return await call(
        `/seat/v1/info/slot/${segment(gameId)}`,
        (r) => (raw) => r.readSeatData(raw, gameId),
      );
    },
    async one(gameId, seatId) {
      if (!isId(gameId, 1) || !isId(seatId, 0))
        throw new Failure(BAD_PARAMETER, 'bad seat id', 'shape');
      return await call(
        `/seat/v1/info/slot/${segment(gameId)}/${segment(seatId)}`,
        (r) => (raw) => r.readOneSeat(raw, seatId),
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
