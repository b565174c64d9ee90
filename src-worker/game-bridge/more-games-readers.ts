// Runs in the worker (and in Node): the more-games list's and the open rounds' answers read by
// their schemas, in the after-login chunk (src-worker/engine/features.ts), off the first script.
import type { Locale } from '../../shared/lib/constants.ts';
import type { MoreGame } from '../../shared/game-bridge/modals.ts';
import { gameEntries, gameListSchema } from '../boot/validate.ts';
import { any, list, map, object, refine, type Schema } from '../../shared/lib/wire-schema.ts';
import { parseWire } from '../lib/parse-wire.ts';

/** Reads the more-games list (action 9): icons only when http(s), RTP only when a percentage. */
export function readMoreGames(envelope: unknown, locale: Locale): MoreGame[] {
  const seen = new Set<number>();
  return gameEntries(parseWire(gameListSchema, envelope, 'more games').data, locale)
    .filter((g) => !seen.has(g.gameId) && seen.add(g.gameId))
    .map(({ gameId, group, name, icon, rtp }) => ({ gameId, group, name, icon, rtp }));
}

/** Most game ids kept from the player server's answer. */
const MAX_ACTIVE = 500;

/** A game id as Number() reads it (the player server's habit): a positive safe integer. */
const activeId: Schema<number> = {
  ...refine(map(any, Number), (n) => Number.isSafeInteger(n) && n > 0),
  type: 'integer',
  min: 1,
};

/** GET {player}/api/v1/game-log/active: the games with a round still open (the list required). */
export const activeGamesSchema = object({
  data: object({ gameIds: list(activeId, undefined, true) }),
});

/** GET {player}/api/v1/game-log/active: the game ids, at most MAX_ACTIVE. */
export function readActiveGames(raw: unknown): number[] {
  return parseWire(activeGamesSchema, raw, 'game-log/active').data.gameIds.slice(0, MAX_ACTIVE);
}
