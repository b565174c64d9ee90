// Runs in the browser, in a game's frame: what the game takes from the container, checked. A
// message the game acts on is well formed or dropped whole (a game keeps the room it had rather
// than fit around half a message), and the insets of its address are read with the same bounds.
import {
  type ContainerMessage,
  EDGES,
  type Edge,
  INSET_PARAMS,
  type Insets,
  ROOM_MAX_AREAS,
  ROOM_MAX_PX,
  type ReservedArea,
  type Room,
} from './protocol.ts';
import { DEFAULT_RULES, readRules } from './rules.ts';

/** A card's free spins may number 1 to 100. */
const MAX_CARD_SPINS = 100;

const isLength = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v <= ROOM_MAX_PX;

/** A plain object (not null, not an array). */
export const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data);

/** The insets in a game address's query (safeTop...); a missing or bad value is 0. */
export function addressInsets(search: string): Insets {
  const params = new URLSearchParams(search);
  const insets: Insets = { top: 0, right: 0, bottom: 0, left: 0 };
  for (const edge of EDGES) {
    const v = Number(params.get(INSET_PARAMS[edge]) || NaN);
    if (isLength(v)) insets[edge] = v;
  }
  return insets;
}

/** One well-formed area, or null. */
function readArea(raw: unknown): ReservedArea | null {
  if (!isRecord(raw)) return null;
  const { control, edge, x, y, width, height } = raw;
  if (typeof control !== 'string' || control.length === 0 || control.length > 32) return null;
  if (!EDGES.includes(edge as Edge) || !isLength(x) || !isLength(y)) return null;
  return isLength(width) && isLength(height)
    ? { control, edge: edge as Edge, x, y, width, height }
    : null;
}

/**
 * The room in a `reservedAreas` message, or null when it is malformed anywhere (an inset that is
 * not a length in 0 to 10000 px, more than 32 areas, an area without a name, edge or box).
 */
export function readRoom(raw: Record<string, unknown>): Room | null {
  const { insets, areas } = raw;
  if (!isRecord(insets) || !Array.isArray(areas) || areas.length > ROOM_MAX_AREAS) return null;
  const read: Insets = { top: 0, right: 0, bottom: 0, left: 0 };
  for (const edge of EDGES) {
    const v = insets[edge];
    if (!isLength(v)) return null;
    read[edge] = v;
  }
  const list: ReservedArea[] = [];
  for (const area of areas) {
    const ok = readArea(area);
    if (ok === null) return null;
    list.push(ok);
  }
  return { insets: read, areas: list };
}

/** A container message a game acts on (setTurbo, useCard, pauseAutoPlay, reservedAreas, rules), or null. */
export function readContainerMessage(data: Record<string, unknown>): ContainerMessage | null {
  switch (data['type']) {
    case 'setTurbo':
      return typeof data['on'] === 'boolean' ? { type: 'setTurbo', on: data['on'] } : null;
    case 'pauseAutoPlay':
      return { type: 'pauseAutoPlay' };
    case 'rules':
      // A bad field is today's behaviour for it, never a message dropped: the rules still hold.
      return { type: 'rules', ...readRules(data, DEFAULT_RULES) };
    case 'reservedAreas': {
      const room = readRoom(data);
      return room && { type: 'reservedAreas', ...room };
    }
    case 'useCard': {
      const { itemId, betSize, spinCount } = data;
      if (typeof itemId !== 'string' || typeof betSize !== 'number' || !(betSize > 0)) return null;
      return typeof spinCount === 'number' && spinCount > 0 && spinCount <= MAX_CARD_SPINS
        ? { type: 'useCard', itemId, betSize, spinCount }
        : null;
    }
    default:
      return null;
  }
}
