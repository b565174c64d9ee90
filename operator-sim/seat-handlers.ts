// Runs in Node (and in unit tests): the seat server of SPEC §7, from seat-data.ts, with the halls
// kept per world so play-now and take change what every player of that hall sees.
import { HttpResponse, http, type RequestHandler } from 'msw';
import { NO_SEAT_ID } from '../shared/seats/seat-types.ts';
import type { SeatInfo, SeatListData } from '../shared/seats/seat-schema.ts';
import {
  SEAT_GAME_ID,
  SIM_SEAT_CODES,
  type SeatClaim,
  type SeatHall,
  type SeatProfile,
  TOTAL_SEATS,
  playNowIn,
  seatPlayerOf,
  seatProfileFor,
  seedHall,
  takeIn,
} from './seat-data.ts';
import type { SimWorld } from './world.ts';

/** A play-now or take call as the simulator saw it. */
export interface SimSeatCall {
  path: '/seat/v1/playnow' | '/seat/v1/take';
  /** The player (account id) it came from. */
  playerId: string;
  /** The JSON body as sent (null when it was not JSON). */
  body: unknown;
  /** The status it answered. */
  status: string;
}

/** What the seat server remembers, per world. */
export interface SeatSimState {
  /** The halls by kind, seeded on first use. */
  halls: Map<SeatHall, SeatInfo[]>;
  /** Every play-now and take, in arrival order. */
  calls: SimSeatCall[];
}

const states = new WeakMap<SimWorld, SeatSimState>();

/** The world's seat state (created empty on first use). */
export function seatStateOf(world: SimWorld): SeatSimState {
  let state = states.get(world);
  if (state === undefined) {
    state = { halls: new Map(), calls: [] };
    states.set(world, state);
  }
  return state;
}

/** Puts every hall back as seeded and forgets the calls (between tests). */
export function resetSeatState(world: SimWorld): void {
  const state = seatStateOf(world);
  state.halls.clear();
  state.calls.length = 0;
}

/** The world's hall of that kind, seeded on first use. */
export function hallOf(world: SimWorld, hall: SeatHall): SeatInfo[] {
  const { halls } = seatStateOf(world);
  let seats = halls.get(hall);
  if (seats === undefined) {
    seats = seedHall(hall);
    halls.set(hall, seats);
  }
  return seats;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Every seat answer: status '0000' on success, else a seat code (SPEC §8) and data or null. */
interface SeatAnswer {
  status: string;
  data: unknown;
}

function answer(data: unknown): Response {
  const body: SeatAnswer = { status: '0000', data };
  return HttpResponse.json(body, { headers: NO_STORE });
}

function refuse(status: string, data: unknown = null): Response {
  const body: SeatAnswer = { status, data };
  return HttpResponse.json(body, { headers: NO_STORE });
}

/** A request that passed the token check: its profile and the player it plays as. */
interface Caller {
  profile: SeatProfile;
  playerId: string;
}

type Params = Record<string, string | readonly string[] | undefined>;

const param = (value: string | readonly string[] | undefined): string =>
  typeof value === 'string' ? value : '';

/** A whole positive number written in digits only, else null (`2001abc` is not 2001). */
function idParam(value: unknown, min: number): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,9}$/.test(value)
        ? +value
        : NaN;
  return Number.isSafeInteger(n) && n >= min ? n : null;
}

/**
 * Wraps a route: 401 without Authorization or for a token that is no player, then the
 * seat-server-down profile (GET 503, PUT dropped), then the answer.
 */
function guarded(
  method: 'GET' | 'PUT',
  handle: (caller: Caller, request: Request, params: Params) => Response | Promise<Response>,
) {
  return ({ request, params }: { request: Request; params: Params }) => {
    const token = request.headers.get('Authorization') ?? '';
    const playerId = token === '' ? null : seatPlayerOf(token);
    if (playerId === null) {
      return HttpResponse.json({ error: 'missing or unknown Authorization' }, { status: 401 });
    }
    const profile = seatProfileFor(token);
    if (profile.down) {
      return method === 'GET'
        ? HttpResponse.json({ error: 'seat server unavailable' }, { status: 503 })
        : HttpResponse.error();
    }
    return handle({ profile, playerId }, request, params);
  };
}

async function bodyOf(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await request.text()) as unknown;
  } catch {
    return null;
  }
}

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

function claimed(gameId: number, claim: SeatClaim): Response {
  // The game too, beyond what the container reads (shared/seats/seat-schema.ts).
  const data = { gameId, seatId: claim.seatId };
  if (claim.status === '0000') return answer(data);
  // 10009 carries the -1 seat of SPEC §4; other refusals carry nothing.
  return refuse(claim.status, claim.status === SIM_SEAT_CODES.takenOrLeft ? data : null);
}

/** A PUT route: parses {gameId[, seatId]}, applies the profile's forced status, records it. */
function claimRoute(world: SimWorld, path: SimSeatCall['path']) {
  return guarded('PUT', async ({ profile, playerId }, request) => {
    const body = await bodyOf(request);
    const gameId = idParam(field(body, 'gameId'), 1);
    const seatId = idParam(field(body, 'seatId'), 0);
    const forced = path === '/seat/v1/playnow' ? profile.playNowStatus : profile.takeStatus;
    let claim: SeatClaim;
    if (gameId !== SEAT_GAME_ID || (path === '/seat/v1/take' && seatId === null)) {
      claim = { status: SIM_SEAT_CODES.badRequest, seatId: NO_SEAT_ID };
    } else if (forced !== null) {
      claim = { status: forced, seatId: NO_SEAT_ID };
    } else {
      const hall = hallOf(world, profile.hall);
      if (path === '/seat/v1/playnow') claim = playNowIn(hall, playerId);
      // A take without a seat was refused above.
      else if (seatId === null) claim = { status: SIM_SEAT_CODES.badRequest, seatId: NO_SEAT_ID };
      else claim = takeIn(hall, playerId, seatId);
    }
    seatStateOf(world).calls.push({ path, playerId, body, status: claim.status });
    return claimed(gameId ?? 0, claim);
  });
}

/** The four seat routes on any origin; the token (Authorization) chooses the profile. */
export function seatHandlers(world: SimWorld): RequestHandler[] {
  return [
    http.get(
      '*/seat/v1/info/slot/:gameId',
      guarded('GET', ({ profile }, _request, params) => {
        // Only the demo slot has seats: any other game has no seat system.
        if (idParam(param(params['gameId']), 1) !== SEAT_GAME_ID) {
          return refuse(SIM_SEAT_CODES.badRequest);
        }
        const data: SeatListData = {
          gameId: SEAT_GAME_ID,
          totalSeat: TOTAL_SEATS,
          seatInfos: structuredClone(hallOf(world, profile.hall)),
        };
        return answer(data);
      }),
    ),
    http.get(
      '*/seat/v1/info/slot/:gameId/:seatId',
      guarded('GET', ({ profile }, _request, params) => {
        const seatId = idParam(param(params['seatId']), 0);
        const seat = hallOf(world, profile.hall).find((s) => s.seatId === seatId);
        if (idParam(param(params['gameId']), 1) !== SEAT_GAME_ID || seat === undefined) {
          return refuse(SIM_SEAT_CODES.badRequest);
        }
        return answer(structuredClone(seat));
      }),
    ),
    http.put('*/seat/v1/playnow', claimRoute(world, '/seat/v1/playnow')),
    http.put('*/seat/v1/take', claimRoute(world, '/seat/v1/take')),
  ];
}
