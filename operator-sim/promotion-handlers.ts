// Runs in Node (and in unit tests): the promotion server of SPEC §7 (the notification stream is
// in sse-handlers.ts) and the asset CDN's wheel setting.json, from the fixtures in promotions/.
import { HttpResponse, delay, http, type RequestHandler } from 'msw';
import type {
  CampaignCycleData,
  CampaignListData,
  InvitationData,
  ItemHistoryData,
  PromotionResponse,
  SpinType,
} from '../shared/promotions/promotion-types.ts';
import { userForToken } from './data.ts';
import { campaignsFor, cyclesFor, invitationFor } from './promotions/campaign-data.ts';
import { inventoryOf, itemHistoryFor } from './promotions/card-data.ts';
import { leaderboardFor } from './promotions/leaderboard-data.ts';
import {
  NO_AUTHORIZATION_STATUS,
  type PromoProfile,
  WHEEL_UNAVAILABLE_STATUS,
  profileFor,
} from './promotions/profiles.ts';
import { GAME_ENABLED, questsFor } from './promotions/quest-data.ts';
import {
  drawRefusal,
  drawResult,
  prizeFor,
  spinCostOf,
  ticketInfoFor,
  wheelPhaseOf,
  wheelSettingFor,
  wheelTimes,
} from './promotions/wheel-data.ts';
import type { SimWorld } from './world.ts';

/** One account's wheel: the tickets it holds now and how many draws it made. */
export interface SimWheelAccount {
  tickets: number;
  draws: number;
}

/** A log-in call as the simulator saw it. */
export interface SimLogIn {
  path: '/quest/v3/log-in' | '/campaign/v1/log-in';
  /** Its query parameters. */
  params: Record<string, string>;
}

/** What the promotion server remembers, per world. */
export interface PromotionSimState {
  /** Wheel accounts by account id, created from the token's profile on first use. */
  accounts: Map<string, SimWheelAccount>;
  /** Every log-in call, in arrival order. */
  logIns: SimLogIn[];
  /** When the quests, cards and their history were written (`recordsTime`). */
  recordsAt: number | null;
}

const states = new WeakMap<SimWorld, PromotionSimState>();

/** The world's promotion state (created empty on first use). */
export function promotionStateOf(world: SimWorld): PromotionSimState {
  let state = states.get(world);
  if (state === undefined) {
    state = { accounts: new Map(), logIns: [], recordsAt: null };
    states.set(world, state);
  }
  return state;
}

/** Forgets every draw and log-in: tickets go back to the profiles' (between tests). */
export function resetPromotionState(world: SimWorld): void {
  const state = promotionStateOf(world);
  state.accounts.clear();
  state.logIns.length = 0;
  state.recordsAt = null;
}

/**
 * The time the world's quests, cards and their history count from: its first answer of them. A
 * real server's records stay put between requests; counted from each request's time, every
 * refresh after a spin brought dates a second or two later, as if everything had changed.
 */
function recordsTime(world: SimWorld): number {
  const state = promotionStateOf(world);
  state.recordsAt ??= Date.now();
  return state.recordsAt;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

function answer(data: unknown): Response {
  const body: PromotionResponse<unknown> = { status: '0000', data };
  return HttpResponse.json(body, { headers: NO_STORE });
}

function refuse(status: string): Response {
  const body: PromotionResponse<null> = { status, data: null };
  return HttpResponse.json(body, { headers: NO_STORE });
}

const param = (value: string | readonly string[] | undefined): string =>
  typeof value === 'string' ? value : '';

/** A request that passed the token check: its token's profile and the time it arrived. */
interface Caller {
  token: string;
  profile: PromoProfile;
  now: number;
}

type Handler = (caller: Caller, request: Request, params: Record<string, string>) => Response;

/**
 * Wraps a route: 401 without Authorization, then the profile's delay (promo-slow), then the
 * answer. Time is read after the delay, as a real server would.
 */
function guarded(handle: Handler) {
  return async ({
    request,
    params,
  }: {
    request: Request;
    params: Record<string, string | readonly string[] | undefined>;
  }): Promise<Response> => {
    const token = request.headers.get('Authorization') ?? '';
    if (token === '') {
      return HttpResponse.json({ error: 'missing Authorization' }, { status: 401 });
    }
    const profile = profileFor(token);
    if (profile.delayMs > 0) await delay(profile.delayMs);
    const flat = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, param(v)]));
    return handle({ token, profile, now: Date.now() }, request, flat);
  };
}

function accountOf(world: SimWorld, accountId: string, profile: PromoProfile): SimWheelAccount {
  const { accounts } = promotionStateOf(world);
  let account = accounts.get(accountId);
  if (account === undefined) {
    account = { tickets: profile.tickets, draws: 0 };
    accounts.set(accountId, account);
  }
  return account;
}

function logIn(
  world: SimWorld,
  path: SimLogIn['path'],
  request: Request,
  refusal: string | null = null,
): Response {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  promotionStateOf(world).logIns.push({ path, params });
  const gameId = Number(params['gameId']);
  // 505: parameters not enough.
  if (!params['playerId'] || !Number.isInteger(gameId) || gameId <= 0) return refuse('505');
  return refusal === null ? answer(null) : refuse(refusal);
}

function playerName(token: string): string | null {
  const user = userForToken(token);
  return user?.kind === 'player' ? user.name : null;
}

/**
 * Every promotion route on any origin (token-protected) and the asset CDN's setting.json (no
 * token). The token (Authorization) chooses the profile of promotions/profiles.ts.
 */
export function promotionHandlers(world: SimWorld): RequestHandler[] {
  return [
    http.get(
      '*/campaign/v1/invitation/:playerId',
      guarded((_c, _r, p) =>
        answer({ invitationCodes: invitationFor(p['playerId'] ?? '') } satisfies InvitationData),
      ),
    ),
    http.post(
      '*/quest/v3/log-in',
      guarded(({ profile }, request) =>
        logIn(world, '/quest/v3/log-in', request, profile.questLogInRefusal),
      ),
    ),
    http.post(
      '*/campaign/v1/log-in',
      guarded((_c, request) => logIn(world, '/campaign/v1/log-in', request)),
    ),
    http.get(
      '*/quest/v1/list/:accountId',
      guarded(({ profile, now }) =>
        answer(questsFor(profile, recordsTime(world), now, world.questRefreshHour)),
      ),
    ),
    http.get(
      '*/inventory/v4/:accountId',
      guarded(({ profile, now }) => {
        if (profile.inventory === 'fail') {
          return HttpResponse.json({ error: 'inventory unavailable' }, { status: 500 });
        }
        return answer({ items: inventoryOf(profile, recordsTime(world), now) });
      }),
    ),
    http.get(
      '*/inventory/v1/item-History/:accountId',
      guarded(() =>
        answer({ entries: itemHistoryFor(recordsTime(world)) } satisfies ItemHistoryData),
      ),
    ),
    http.get(
      '*/quest/v1/game-enabled',
      guarded(() => answer(structuredClone(GAME_ENABLED))),
    ),
    http.get(
      '*/campaign/v3/name/list/:code',
      guarded(({ profile }, _r, p) =>
        answer({ campaigns: campaignsFor(profile, p['code'] ?? '') } satisfies CampaignListData),
      ),
    ),
    http.get(
      '*/campaign/v3/cycle/list/:code',
      guarded(({ now }, _r, p) =>
        answer({ cycles: cyclesFor(p['code'] ?? '', now) } satisfies CampaignCycleData),
      ),
    ),
    // The asset CDN: a static file, no token needed (and none is checked).
    http.get('*/campaignv1/case/:code/setting.json', ({ params }) => {
      const setting = wheelSettingFor(param(params['code']), Date.now());
      return setting === null
        ? HttpResponse.json({ error: 'no such wheel' }, { status: 404 })
        : HttpResponse.json(setting, { headers: { 'Cache-Control': 'max-age=60' } });
    }),
    http.get(
      '*/lucky-draw/v1/prize/:code',
      guarded(({ profile }, _r, p) =>
        wheelPhaseOf(p['code'] ?? '') === null
          ? refuse(WHEEL_UNAVAILABLE_STATUS)
          : answer(prizeFor(profile)),
      ),
    ),
    http.get(
      '*/lucky-draw/v1/is-eligible/:code',
      guarded(({ profile }, _r, p) => {
        if (wheelPhaseOf(p['code'] ?? '') === null) return refuse(WHEEL_UNAVAILABLE_STATUS);
        return profile.eligibility === '0000' ? answer(null) : refuse(profile.eligibility);
      }),
    ),
    http.get(
      '*/lucky-draw/v1/quest/:accountId/:code',
      guarded(({ profile }, _r, p) => {
        if (wheelPhaseOf(p['code'] ?? '') === null) return refuse(WHEEL_UNAVAILABLE_STATUS);
        const account = accountOf(world, p['accountId'] ?? '', profile);
        return answer(ticketInfoFor(profile, account.tickets));
      }),
    ),
    http.put(
      '*/lucky-draw/v1/entries/:accountId/:code/:drawType',
      guarded(({ profile, now }, _r, p) => {
        const account = accountOf(world, p['accountId'] ?? '', profile);
        const drawType = p['drawType'] ?? '';
        const code = p['code'] ?? '';
        const phase = wheelPhaseOf(code);
        const wheel = phase === null ? null : wheelTimes(phase, now);
        const refusal = drawRefusal(profile, wheel, drawType, account.tickets, now);
        if (refusal !== null) return refuse(refusal);
        const type = drawType as SpinType;
        account.tickets -= spinCostOf(type);
        const result = drawResult(type, account.draws, account.tickets);
        account.draws += 1;
        return answer(result);
      }),
    ),
    http.get(
      '*/leaderboard/v1/single-game/:playerId/:gameId',
      guarded(({ token, profile }, _r, p) => {
        if (profile.leaderboard === 'forbidden') return refuse(NO_AUTHORIZATION_STATUS);
        const gameId = Number(p['gameId']);
        if (!Number.isInteger(gameId) || gameId <= 0) return refuse('8000');
        return answer(leaderboardFor(gameId, playerName(token)));
      }),
    ),
    http.get(
      '*/leaderboard/v1/popular/:playerId',
      guarded(({ token, profile }) =>
        profile.leaderboard === 'forbidden'
          ? refuse(NO_AUTHORIZATION_STATUS)
          : answer(leaderboardFor(null, playerName(token))),
      ),
    ),
  ];
}
