// Runs in Node (and in unit tests): the jackpot server of SPEC §7 from jackpot-data.ts, and the
// jackpot-storm scenario's burst of hits through the notification stream (sse-handlers.ts).
import { HttpResponse, http, type RequestHandler } from 'msw';
import type { JackpotResponse, JackpotWinnersData } from '../shared/jackpots/jackpot-types.ts';
import type { JackpotGroupsData } from '../src-worker/jackpots/jackpot-schema.ts';
import {
  JACKPOT_DOWN_TOKEN,
  JACKPOT_STORM_TOKEN,
  MAX_WINNERS_LIMIT,
  STORM_REPEAT_MS,
  groupsAt,
  stormHits,
  winnersFor,
} from './jackpot-data.ts';
import { sseHubOf } from './sse-handlers.ts';
import { scenarioOf } from './data.ts';
import type { SimWorld } from './world.ts';

/** SPEC §9: the limit the winners call uses when none is given. */
const DEFAULT_WINNERS_LIMIT = 50;

/** What the jackpot server remembers, per world. */
export interface JackpotSimState {
  /** How many groups calls were answered (polls included). */
  groupCalls: number;
  /** Every winners call answered: its typeId and limit. */
  winnerCalls: { typeId: string; limit: number }[];
  /** When the last storm was pushed (ms), per token (a scenario's `~` tokens each their own). */
  lastStorm: Map<string, number>;
  /** How many storms were pushed. */
  storms: number;
}

const states = new WeakMap<SimWorld, JackpotSimState>();

/** The world's jackpot state (created empty on first use). */
export function jackpotStateOf(world: SimWorld): JackpotSimState {
  let state = states.get(world);
  if (state === undefined) {
    state = { groupCalls: 0, winnerCalls: [], lastStorm: new Map(), storms: 0 };
    states.set(world, state);
  }
  return state;
}

/** Forgets every call and storm, so the next jackpot-storm groups call storms (between tests). */
export function resetJackpotState(world: SimWorld): void {
  const state = jackpotStateOf(world);
  state.groupCalls = 0;
  state.winnerCalls.length = 0;
  state.lastStorm.clear();
  state.storms = 0;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

function answer(data: JackpotGroupsData | JackpotWinnersData): Response {
  const body: JackpotResponse<typeof data> = { status: '0000', data };
  return HttpResponse.json(body, { headers: NO_STORE });
}

function refuse(status: string): Response {
  const body: JackpotResponse<null> = { status, data: null };
  return HttpResponse.json(body, { headers: NO_STORE });
}

/**
 * Wraps a route: 401 without Authorization, an empty 503 for jackpot-down, then the answer with
 * the token and the time it arrived.
 */
function guarded(handle: (token: string, request: Request, now: number) => Response) {
  return ({ request }: { request: Request }): Response => {
    const token = request.headers.get('Authorization') ?? '';
    if (token === '') {
      return HttpResponse.json({ error: 'missing Authorization' }, { status: 401 });
    }
    if (token === JACKPOT_DOWN_TOKEN) {
      return new HttpResponse(null, { status: 503, headers: { 'Retry-After': '30' } });
    }
    return handle(token, request, Date.now());
  };
}

/** The winners limit of a query: 50 when absent, at most 100; null when not a positive integer. */
function limitOf(value: string | null): number | null {
  if (value === null) return DEFAULT_WINNERS_LIMIT;
  if (!/^\d{1,6}$/.test(value) || Number(value) === 0) return null;
  return Math.min(Number(value), MAX_WINNERS_LIMIT);
}

/**
 * GET /jackpot/current/v1/groups and GET /jackpot/record/v1/winners?typeId&limit on any origin
 * (token-protected). A groups call of the jackpot-storm player pushes STORM_SIZE jackpotHit
 * events into the world's notification stream, at most once per STORM_REPEAT_MS and token
 * (`jackpot-storm~…`, data.ts, is a storm of its own: a test that runs again gets one).
 */
export function jackpotHandlers(world: SimWorld): RequestHandler[] {
  return [
    http.get(
      '*/jackpot/current/v1/groups',
      guarded((token, _request, now) => {
        const state = jackpotStateOf(world);
        state.groupCalls += 1;
        const last = state.lastStorm.get(token);
        if (
          scenarioOf(token) === JACKPOT_STORM_TOKEN &&
          (last === undefined || now - last >= STORM_REPEAT_MS)
        ) {
          state.lastStorm.set(token, now);
          state.storms += 1;
          sseHubOf(world).push(stormHits(now).map((data) => ({ type: 'jackpotHit', data })));
        }
        return answer({ groups: groupsAt(now) });
      }),
    ),
    http.get(
      '*/jackpot/record/v1/winners',
      guarded((_token, request, now) => {
        const params = new URL(request.url).searchParams;
        const typeId = params.get('typeId') ?? '';
        const limit = limitOf(params.get('limit'));
        // 505: parameters not enough.
        if (typeId.trim() === '' || limit === null) return refuse('505');
        jackpotStateOf(world).winnerCalls.push({ typeId, limit });
        return answer({ typeId, winners: winnersFor(typeId, limit, now) });
      }),
    ),
  ];
}
