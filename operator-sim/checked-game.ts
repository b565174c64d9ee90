// Runs in Node (and in unit tests): a studio's own game in the simulator's container, for the
// game-container-check CLI. The game's address rides in the login token (`check.` + base64url),
// so a running simulator serves any game without a restart or state: action 7 answers that
// address (with the container's query), and the app page's CSP lets the frame show it.
import { HttpResponse, http, type RequestHandler } from 'msw';
import { readRules } from '../game-sdk/src/rules.ts';
import { findGame } from './game-data.ts';
import { rulesEnvName } from './rules-env.ts';
import { ENVS } from './scenarios/scenario.ts';
import { scenarioUrl } from './scenarios.ts';
import type { SimWorld } from './world.ts';

/** The token prefix that names a checked game; the rest is its address in base64url. */
export const CHECK_TOKEN_PREFIX = 'check.';
/** The longest game address taken (a token stays a sane length). */
const MAX_URL_CHARS = 2048;

/** An http(s) address of at most MAX_URL_CHARS, or null. */
function gameAddress(raw: string): URL | null {
  if (raw.length > MAX_URL_CHARS) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** JSON text as a value, or null when it is not JSON (a profile then reads as the defaults). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The login token that makes the container embed `gameUrl`. */
export function checkToken(gameUrl: string): string {
  return CHECK_TOKEN_PREFIX + Buffer.from(gameUrl, 'utf8').toString('base64url');
}

/** The game a token names, or null for any other token (or a bad address in one). */
export function checkedGame(token: string | null): URL | null {
  if (token?.startsWith(CHECK_TOKEN_PREFIX) !== true) return null;
  const encoded = token.slice(CHECK_TOKEN_PREFIX.length);
  return gameAddress(Buffer.from(encoded, 'base64url').toString('utf8'));
}

/** The checked game's origin for an app page request (its `x`), which frame-src must allow. */
export function checkedFrameOrigin(requestUrl: string): string | null {
  return checkedGame(new URL(requestUrl).searchParams.get('x'))?.origin ?? null;
}

/**
 * Action 7's answer for a checked game: the simulator's own answer (its query: lang,
 * parentOrigin, mType, version) on the game's address instead of the demo slot's. The game's own
 * query stays, but the container's parameters win. Other tokens' answers pass unchanged.
 */
export async function withCheckedGame(form: URLSearchParams, answer: Response): Promise<Response> {
  const game = checkedGame(form.get('x'));
  if (game === null) return answer;
  const body = (await answer.json()) as { status: string; data?: { path: string } };
  const headers = { 'Cache-Control': 'no-store' };
  if (body.data === undefined) return HttpResponse.json(body, { headers });
  const path = new URL(game);
  for (const [name, value] of new URL(body.data.path).searchParams) {
    path.searchParams.set(name, value);
  }
  return HttpResponse.json({ ...body, data: { ...body.data, path: path.href } }, { headers });
}

/**
 * GET /__sim/checker?game={address}[&mType={game id}][&rules={profile JSON}]: the player URL
 * that embeds that game in the container (the demo environment and player, or the demo under
 * that jurisdiction profile: rules-env.ts), as JSON `{ playerUrl }`; 400 for an address that is
 * not http(s) or a game id the simulator does not list.
 */
export function checkerHandlers(world: SimWorld): RequestHandler[] {
  return [
    http.get('*/__sim/checker', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const game = gameAddress(params.get('game') ?? '');
      const mType = params.get('mType') ?? '2001';
      const rulesParam = params.get('rules');
      if (game === null) {
        return HttpResponse.json({ error: 'game: an http(s) address' }, { status: 400 });
      }
      if (findGame(Number(mType)) === undefined) {
        return HttpResponse.json({ error: `mType: no game ${mType}` }, { status: 400 });
      }
      const playerUrl = scenarioUrl(world.appOrigin, {
        name: 'checker',
        description: 'a studio game under game-container-check',
        token: checkToken(game.href),
        env: rulesParam === null ? ENVS.demo : rulesEnvName(readRules(parsed(rulesParam))),
        query: { mType },
      });
      return HttpResponse.json({ playerUrl }, { headers: { 'Cache-Control': 'no-store' } });
    }),
  ];
}
