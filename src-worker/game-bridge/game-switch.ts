// Runs in the worker (and in Node): whether the player may change game (SPEC §5).
import { GAME_TYPES, type GameGroup, type GameType } from '../../shared/lib/constants.ts';
import type { EngineState, GameSummary } from '../../shared/engine/engine-api.ts';

/** The game being played: its id and type. */
export interface CurrentGame {
  gameId: number;
  gameType: GameType;
}

const TYPE_OF_GROUP = Object.fromEntries(
  Object.entries(GAME_TYPES).map(([type, group]) => [group, Number(type) as GameType]),
) as Record<GameGroup, GameType>;

/**
 * The game to switch to, or null when the change is refused: redirects not allowed, the same
 * game, a game outside the list, or no game running yet.
 */
export function switchTarget(
  state: EngineState,
  redirectAllowed: boolean,
  current: CurrentGame | null,
  gameId: number,
): (CurrentGame & { summary: GameSummary }) | null {
  if (!redirectAllowed || current === null || state.phase !== 'ready') return null;
  if (!Number.isSafeInteger(gameId) || gameId === current.gameId) return null;
  const summary = state.games.find((g) => g.gameId === gameId);
  return summary ? { gameId, gameType: TYPE_OF_GROUP[summary.group], summary } : null;
}
