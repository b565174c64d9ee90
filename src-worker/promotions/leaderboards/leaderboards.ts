// Runs in the worker (and in Node): the leaderboards of the game playing and of the popular
// games (SPEC §6, §7): hidden when the login or the server refuses the permission.
import type { EngineState } from '../../../shared/engine/engine-api.ts';
import type { PromotionClient } from '../promotion-client.ts';
import type { FailureSink } from '../panel-loads.ts';

/**
 * Loads both leaderboards of `gameId` into the state, telling `onFail` of a failed call; never
 * rejects but for a broken client.
 */
export async function loadLeaderboards(
  state: EngineState,
  client: PromotionClient,
  gameId: number,
  onFail?: FailureSink,
): Promise<void> {
  const promo = state.promotions;
  // SPEC §6: without the login's leaderboard permission no leaderboard call is made at all.
  if (state.user?.leaderboard === false) {
    promo.leaderboardAllowed = false;
    return;
  }
  const accountId = state.user?.accountId ?? '';
  const [current, popular] = await Promise.all([
    client.leaderboard('single', accountId, gameId, onFail),
    client.leaderboard('popular', accountId, gameId, onFail),
  ]);
  promo.leaderboardAllowed = current !== 'forbidden' && popular !== 'forbidden';
  promo.leaderboards = {
    current: current === 'forbidden' ? null : current,
    popular: popular === 'forbidden' ? null : popular,
  };
}
