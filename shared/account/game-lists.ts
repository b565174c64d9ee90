// Shared by the UI and the worker: the operator's game lists (SPEC §6): where quests and the
// lucky wheel count.

/**
 * True when a game is on an operator game list (quest-enabled or wheel-enabled). An empty list
 * (none sent, or the call failed: the promotion client answers empty lists) restricts nothing,
 * so a failed call never takes quests or the wheel away from every game.
 */
export function onGameList(list: readonly number[], gameId: number): boolean {
  return list.length === 0 || list.includes(gameId);
}
