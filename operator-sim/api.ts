// Runs in Node (and in unit tests): the main API, POST /frontendAPI.do, action by action.
import { HttpResponse } from 'msw';
import type {
  ApiEnvelope,
  GameListEnvelope,
  GameUrlData,
  LoginData,
  TicketData,
} from '../shared/wire.ts';
import {
  BRAND,
  DEMO_GAME_ID,
  FLASH_GAME_ID,
  LAYOUT_LOW_TOKEN,
  RECONNECT_CALLS,
  RECONNECT_TOKEN_PREFIX,
  findGame,
  groupedGames,
  groupedMoreGames,
  userForToken,
} from './data.ts';
import type { SimWorld } from './world.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

function json<T>(body: ApiEnvelope<T> | GameListEnvelope): Response {
  return HttpResponse.json(body, { headers: NO_STORE });
}

function status(code: string): Response {
  return json({ status: code });
}

function randomId(): string {
  return Math.random().toString(36).slice(2, 12);
}

/** The Origin header when it is an http(s) origin, else the app origin. */
function parentOrigin(world: SimWorld, request: Request): string {
  const header = request.headers.get('Origin') ?? '';
  try {
    const url = new URL(header);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : world.appOrigin;
  } catch {
    return world.appOrigin;
  }
}

function gameUrl(world: SimWorld, request: Request, form: URLSearchParams): Response {
  const mType = Number(form.get('mType') ?? '');
  if (!Number.isInteger(mType) || findGame(mType) === undefined) return status('505');
  const lang = form.get('lang') ?? '';
  const query = new URLSearchParams({
    lang: /^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/.test(lang) ? lang : 'en',
    parentOrigin: parentOrigin(world, request),
  });
  query.set('mType', String(mType));
  // gName's version picks the game's build: the address carries it (a cache key for its files).
  const version = form.get('gameVersion') ?? '';
  if (/^[\w.-]{1,32}$/.test(version)) query.set('version', version);
  if (form.get('x') === LAYOUT_LOW_TOKEN) query.set('layout', 'low');
  const page = mType === FLASH_GAME_ID ? 'flash/classic.swf' : 'demo-slot/index.html';
  const data: GameUrlData = { path: `${world.gameOrigin}/${page}?${query.toString()}` };
  return json({ status: '0000', data });
}

const callsSeen = new WeakMap<SimWorld, Map<string, number>>();

/** A reconnect token within its first RECONNECT_CALLS calls (counted per world). */
function stillReconnecting(world: SimWorld, token: string): boolean {
  if (!token.startsWith(RECONNECT_TOKEN_PREFIX)) return false;
  const seen = callsSeen.get(world) ?? new Map<string, number>();
  callsSeen.set(world, seen);
  const calls = (seen.get(token) ?? 0) + 1;
  seen.set(token, calls);
  return calls <= RECONNECT_CALLS;
}

/** Answers one main API request; unknown actions are 505, an empty token is 9005. */
export async function answerApi(world: SimWorld, request: Request): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const token = form.get('x') ?? '';
  if (stillReconnecting(world, token)) return status('301');
  const user = userForToken(token);
  if (user === null) return status('9005');
  if (user.kind === 'status') return status(user.status);
  if (user.kind === 'not-json') {
    return new HttpResponse(user.body, { headers: { 'Content-Type': 'text/html', ...NO_STORE } });
  }
  switch (form.get('action')) {
    case '101': {
      const data: LoginData = {
        accountId: user.accountId,
        uid: `${user.name}@${user.clientCode}`,
        balance: user.balance,
        currency: user.currency,
        ts: Date.now(),
        userStatus: user.userStatus,
        origin: `${world.appOrigin}/lobby`,
        gameId: DEMO_GAME_ID,
        more: user.more ?? '',
      };
      return json({ status: '0000', data });
    }
    case '16':
      return json({ status: '0000', brand: { ...BRAND }, data: groupedGames() });
    case '9':
      // Icons come from the game origin (the game provider's CDN).
      return json({ status: '0000', data: groupedMoreGames(world.gameOrigin) });
    case '10': {
      if (user.ticketStatus) return status(user.ticketStatus);
      const data: TicketData = { ticket: `tk-${randomId()}` };
      return json({ status: '0000', data });
    }
    case '7':
      return gameUrl(world, request, form);
    default:
      return status('505');
  }
}
