// Runs in the browser, in the demo game: what it posts to the container and what it takes from
// it, in the container's own message types (shared/game-bridge), only with the parentOrigin.
import type { ContainerMessage, GameMessage } from '../../shared/game-bridge/game-messages.ts';
import type {
  AutoPlayEvent,
  ButtonLayout,
  GameStatus,
} from '../../shared/game-bridge/game-status.ts';
import type { JackpotHit } from '../../shared/jackpots/jackpot-types.ts';
import { readRoom } from '../../shared/game-bridge/room.ts';
import { isRecord } from '../../shared/lib/is-record.ts';

/** Messages whose wire shape is the shape the container parses them into. */
type SameOnTheWire = Extract<
  GameMessage,
  {
    type:
      | 'ready'
      | 'spinState'
      | 'spinRequest'
      | 'clickToPlay'
      | 'freeSpinProgress'
      | 'scene'
      | 'helpPage'
      | 'gameLog';
  }
>;

/** A message the game posts, as it goes on the wire (parseGameMessage reads it). */
export type GamePost =
  | SameOnTheWire
  | { type: 'turbo'; on: boolean }
  | ({ type: 'status' } & GameStatus)
  | ({ type: 'autoPlay' } & AutoPlayEvent)
  | ({ type: 'buttonPosition' } & ButtonLayout)
  | { type: 'jackpot'; hit: JackpotHit }
  | { type: 'openModal'; modal: 'report' | `frame-${string}`; url: string };

/** The origin of an http(s) address, or null: without it the game posts nothing. */
export function readParentOrigin(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Posts to the parent frame with an explicit target origin, never '*'. */
export function postTo(parentOrigin: string | null, message: GamePost): void {
  if (parentOrigin === null || window.parent === window) return;
  window.parent.postMessage(message, parentOrigin);
}

/** A card's free spins may number 1 to 100. */
const MAX_CARD_SPINS = 100;

/** A message of the container the game acts on, or null for anything else. */
export function readContainerMessage(data: unknown): ContainerMessage | null {
  if (!isRecord(data)) return null;
  if (data['type'] === 'setTurbo') {
    const on = data['on'];
    return typeof on === 'boolean' ? { type: 'setTurbo', on } : null;
  }
  if (data['type'] === 'pauseAutoPlay') return { type: 'pauseAutoPlay' };
  if (data['type'] === 'reservedAreas') {
    const room = readRoom(data);
    return room && { type: 'reservedAreas', ...room };
  }
  if (data['type'] !== 'useCard') return null;
  const { itemId, betSize, spinCount } = data;
  if (typeof itemId !== 'string' || typeof betSize !== 'number' || typeof spinCount !== 'number')
    return null;
  if (!(betSize > 0) || !(spinCount > 0 && spinCount <= MAX_CARD_SPINS)) return null;
  return { type: 'useCard', itemId, betSize, spinCount };
}
