// Shared by the UI and the demo game: the messages between a game frame and the container.

/** A message from the game frame, after validation. */
export type GameMessage =
  | { type: 'ready' }
  | { type: 'spinState'; spinning: boolean }
  | { type: 'spinRequest' }
  | { type: 'turbo'; on: boolean; noTurbo: boolean }
  /** The player picked another game inside the game (a recommendation): ask to switch. */
  | { type: 'clickToPlay'; gameId: number }
  /** Free spins of a used card: played so far, won so far, and whether they are done. */
  | { type: 'freeSpinProgress'; itemId: string; played: number; winAmount: number; done: boolean }
  | { type: 'scene'; scene: string; symbols?: string[] };

/** A message the container posts to the game frame. */
export type ContainerMessage =
  | { type: 'setTurbo'; on: boolean }
  /** Play a card's free spins at its bet. */
  | { type: 'useCard'; itemId: string; betSize: number; spinCount: number };

/** Checks the shape of a message posted by a game frame; anything else is dropped. */
export function parseGameMessage(data: unknown): GameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  switch (m['type']) {
    case 'ready':
      return { type: 'ready' };
    case 'spinState':
      return typeof m['spinning'] === 'boolean'
        ? { type: 'spinState', spinning: m['spinning'] }
        : null;
    case 'spinRequest':
      return { type: 'spinRequest' };
    case 'clickToPlay': {
      const gameId = m['gameId'];
      return Number.isSafeInteger(gameId) && (gameId as number) > 0
        ? { type: 'clickToPlay', gameId: gameId as number }
        : null;
    }
    case 'freeSpinProgress': {
      const { itemId, played, winAmount, done } = m;
      const count = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
      const money = (n: unknown): n is number =>
        typeof n === 'number' && Number.isFinite(n) && n >= 0;
      if (typeof itemId !== 'string' || itemId.length === 0 || itemId.length > 64) return null;
      if (!count(played) || !money(winAmount) || typeof done !== 'boolean') return null;
      return { type: 'freeSpinProgress', itemId, played, winAmount, done };
    }
    case 'turbo':
      return typeof m['on'] === 'boolean'
        ? { type: 'turbo', on: m['on'], noTurbo: m['noTurbo'] === true }
        : null;
    case 'scene': {
      const scene = m['scene'];
      if (typeof scene !== 'string' || scene.length === 0 || scene.length > 64) return null;
      const symbols = m['symbols'];
      const list =
        Array.isArray(symbols) && symbols.length <= 100
          ? symbols.filter((s): s is string => typeof s === 'string' && s.length <= 32)
          : undefined;
      return list ? { type: 'scene', scene, symbols: list } : { type: 'scene', scene };
    }
    default:
      return null;
  }
}
