// Runs in Node (and in unit tests): the player server of SPEC §7 (env config servers.player),
// GET /api/v1/game-log/active: the games where a client's player has a round still open.
import { HttpResponse, http, type RequestHandler } from 'msw';
import { OPEN_ROUNDS, PLAYER_LOG_DOWN_CLIENT } from './data.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The open-rounds answer's data. */
export interface ActiveGamesData {
  /** Games with an open round. */
  gameIds: number[];
  /** The client codes those rounds belong to: the asked one when it has any, else none. */
  clientIds: string[];
}

/**
 * `?gameId&clientId` (gameId a positive integer, clientId the login uid's client code) answers
 * `{status: '0000', data: {gameIds, clientIds}}`; without both, `{status: '505', data: null}`.
 * The player-log-down client's calls answer HTTP 503. No Authorization header is needed (the
 * container sends none to the player server).
 */
export function playerHandlers(): RequestHandler[] {
  return [
    http.get('*/api/v1/game-log/active', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const gameId = Number(query.get('gameId') ?? '');
      const clientId = (query.get('clientId') ?? '').trim();
      if (!Number.isSafeInteger(gameId) || gameId <= 0 || clientId === '') {
        return HttpResponse.json({ status: '505', data: null }, { headers: NO_STORE });
      }
      if (clientId.toUpperCase() === PLAYER_LOG_DOWN_CLIENT) {
        return new HttpResponse(null, { status: 503, headers: NO_STORE });
      }
      const open = OPEN_ROUNDS[clientId.toUpperCase()] ?? [];
      const data: ActiveGamesData = {
        gameIds: [...open],
        clientIds: open.length > 0 ? [clientId] : [],
      };
      return HttpResponse.json({ status: '0000', data }, { headers: NO_STORE });
    }),
  ];
}
