// Runs in Node (and in unit tests): the main API, POST /frontendAPI.do, action by action.
import { HttpResponse } from 'msw';
import type {
  ApiEnvelope,
  GameListEnvelope,
  GameUrlData,
  LoginData,
  TicketData,
} from '../src-worker/boot/wire.ts';
import {
  BRAND,
  DEMO_GAME_ID,
  FLASH_GAME_ID,
  HEAVY_GAME_ID,
  findGame,
  groupedGames,
  groupedMoreGames,
} from './game-data.ts';
import {
  LATE_STATUS_TOKEN,
  LAYOUT_LOW_TOKEN,
  PROTOCOL_ONE_TOKEN,
  RECONNECT_CALLS,
  RECONNECT_TOKEN_PREFIX,
  SECOND_LOGIN_TOKEN_PREFIX,
  type SimUser,
  UNSTABLE_TOKEN_PREFIX,
  userForToken,
} from './data.ts';
import type { SimWorld } from './world.ts';
import { withCheckedGame } from './checked-game.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The page of a game on the game origin when it is not the demo slot's. */
const GAME_PAGES: Readonly<Record<number, string>> = {
  [FLASH_GAME_ID]: 'flash/classic.swf',
  [HEAVY_GAME_ID]: 'heavy-game/index.html',
};

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

/** The lobby the container sends (lobbyURL): none, or an http(s) address. */
function lobbyOf(form: URLSearchParams): string | null {
  const lobby = form.get('lobbyURL') ?? '';
  if (lobby === '') return '';
  try {
    const url = new URL(lobby);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** customBrand as the container sends it (the query's, else none): a brand code, or nothing. */
const BRAND_CODE = /^[\w.-]{0,64}$/;

function gameUrl(world: SimWorld, request: Request, form: URLSearchParams): Response {
  const mType = Number(form.get('mType') ?? '');
  if (!Number.isInteger(mType) || findGame(mType) === undefined) return status('505');
  // What the operator's server reads of action 7: a wrong lobby or brand is refused (505, the
  // player sees "parameters not enough"), a right one goes to the game in its address.
  const lobby = lobbyOf(form);
  const brand = form.get('customBrand') ?? '';
  if (lobby === null || !BRAND_CODE.test(brand)) return status('505');
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
  if (form.get('x') === PROTOCOL_ONE_TOKEN) query.set('protocol', '1');
  if (brand !== '') query.set('brand', brand);
  if (lobby !== '') query.set('lobby', lobby);
  const page = GAME_PAGES[mType] ?? 'demo-slot/index.html';
  const data: GameUrlData = { path: `${world.gameOrigin}/${page}?${query.toString()}` };
  return json({ status: '0000', data });
}

const callsSeen = new WeakMap<SimWorld, Map<string, number>>();

/** Counts this call of `token` (per world, under `kind`) and returns how many there were. */
function countCall(world: SimWorld, kind: string, token: string): number {
  const seen = callsSeen.get(world) ?? new Map<string, number>();
  callsSeen.set(world, seen);
  const key = `${kind}:${token}`;
  const calls = (seen.get(key) ?? 0) + 1;
  seen.set(key, calls);
  return calls;
}

/** A reconnect token within its first RECONNECT_CALLS calls (counted per world). */
function stillReconnecting(world: SimWorld, token: string): boolean {
  if (!token.startsWith(RECONNECT_TOKEN_PREFIX)) return false;
  return countCall(world, 'reconnect', token) <= RECONNECT_CALLS;
}

/**
 * The status a token answers before its user is looked up: 9020 once, 9014 once taken, a late
 * token's code once its game is up.
 */
function sessionStatus(world: SimWorld, token: string, action: string | null): string | null {
  if (token.startsWith(UNSTABLE_TOKEN_PREFIX) && countCall(world, 'unstable', token) === 1) {
    return '9020';
  }
  if (token.startsWith(SECOND_LOGIN_TOKEN_PREFIX)) {
    // The boot's game list and game address are the last calls this session gets: another
    // login takes it then, and whatever the player does next answers 9014.
    const seen = callsSeen.get(world);
    if (seen?.get(`boot:16:${token}`) && seen.get(`boot:7:${token}`)) return '9014';
    if (action === '16' || action === '7') countCall(world, `boot:${action}`, token);
  }
  const late = LATE_STATUS_TOKEN.exec(token);
  if (late?.[1] !== undefined) {
    // The boot's game calls are the last this session plays; every later call answers the code.
    const seen = callsSeen.get(world);
    if (seen?.get(`late:10:${token}`) && seen.get(`late:7:${token}`)) return late[1];
    if (action === '10' || action === '7') countCall(world, `late:${action}`, token);
  }
  return null;
}

/** Answers one main API request; unknown actions are 505, an empty token is 9005. */
export async function answerApi(world: SimWorld, request: Request): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const token = form.get('x') ?? '';
  if (stillReconnecting(world, token)) return status('301');
  const early = sessionStatus(world, token, form.get('action'));
  if (early !== null) return status(early);
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
        ...user.flags,
        ...sessionSoFar(user.sessionSoFar),
      };
      return json({ status: '0000', data });
    }
    case '16':
      return json({ status: '0000', brand: { ...BRAND }, data: groupedGames() });
    case '9':
      // Icons come from the asset CDN: the first line, as in the demo's env config.
      return json({
        status: '0000',
        data: groupedMoreGames(world.lines[0]?.origin ?? world.appOrigin),
      });
    case '10': {
      // SPEC §7: clientType is mobile or web; anything else is a request the server refuses.
      const clientType = form.get('clientType');
      if (clientType !== 'mobile' && clientType !== 'web') return status('505');
      if (user.ticketStatus) return status(user.ticketStatus);
      const data: TicketData = { ticket: `tk-${randomId()}` };
      return json({ status: '0000', data });
    }
    case '7':
      return withCheckedGame(form, gameUrl(world, request, form));
    default:
      return status('505');
  }
}

/** The login's `session` of a user whose session the server knows (its start, now minus). */
function sessionSoFar(
  so: Extract<SimUser, { kind: 'player' }>['sessionSoFar'],
): Pick<LoginData, 'session'> {
  if (so === undefined) return {};
  const { minutesAgo, ...amounts } = so;
  return { session: { startedAt: Date.now() - minutesAgo * 60_000, ...amounts } };
}
