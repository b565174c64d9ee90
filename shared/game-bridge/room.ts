// Shared by the page and the demo game: the room the container keeps over the game frame for its
// own controls (close, more games, the jackpot hall, the promo bar, the labels at the bottom), as
// the game hears of it: in its address (first paint) and in `reservedAreas` messages (SPEC §9).
import { isRecord } from '../lib/is-record.ts';

/** The frame edges a container control keeps to. */
export const EDGES = ['top', 'right', 'bottom', 'left'] as const;
export type Edge = (typeof EDGES)[number];

/** How far (CSS px) the container's controls reach in from each edge of the game frame. */
export type Insets = Record<Edge, number>;

/** One container control's box in the game frame's CSS px, the edge it keeps to and its name. */
export interface ReservedArea {
  control: string;
  edge: Edge;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the container keeps: insets (the simple contract) and the boxes (to fit around tightly). */
export interface Room {
  insets: Insets;
  areas: ReservedArea[];
}

/** The game address's parameters for the insets, read before the game's first paint. */
export const INSET_PARAMS: Readonly<Record<Edge, string>> = {
  top: 'safeTop',
  right: 'safeRight',
  bottom: 'safeBottom',
  left: 'safeLeft',
};

/** No room kept: no control over the game. */
export const NO_INSETS: Readonly<Insets> = { top: 0, right: 0, bottom: 0, left: 0 };

/** Bounds of what is taken: a length in CSS px, and the controls there can be. */
const MAX_PX = 10_000;
const MAX_AREAS = 32;

const length = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v <= MAX_PX;

/** Each edge's inset: the deepest reach of its areas into the frame (rounded up to whole px). */
export function insetsOf(areas: readonly ReservedArea[], frame: { width: number; height: number }) {
  const insets: Insets = { ...NO_INSETS };
  for (const a of areas) {
    const depth = {
      top: a.y + a.height,
      right: frame.width - a.x,
      bottom: frame.height - a.y,
      left: a.x + a.width,
    }[a.edge];
    insets[a.edge] = Math.max(insets[a.edge], Math.min(MAX_PX, Math.ceil(Math.max(0, depth))));
  }
  return insets;
}

/** The insets in a game address's query; a missing or bad value is 0. */
export function readInsetParams(params: URLSearchParams): Insets {
  const insets: Insets = { ...NO_INSETS };
  for (const edge of EDGES) {
    const raw = params.get(INSET_PARAMS[edge]);
    const v = raw === null || raw === '' ? NaN : Number(raw);
    if (length(v)) insets[edge] = v;
  }
  return insets;
}

/** One well-formed area, or null. */
function readArea(raw: unknown): ReservedArea | null {
  if (!isRecord(raw)) return null;
  const { control, edge, x, y, width, height } = raw;
  if (typeof control !== 'string' || control.length === 0 || control.length > 32) return null;
  if (!EDGES.includes(edge as Edge)) return null;
  if (![x, y, width, height].every(length)) return null;
  return {
    control,
    edge: edge as Edge,
    x: x as number,
    y: y as number,
    width,
    height,
  } as ReservedArea;
}

/**
 * The room in a `reservedAreas` message, or null when it is malformed anywhere (an inset that is
 * not a length in 0 to 10000 px, more than 32 areas, an area without a name, edge or box): a game
 * keeps the room it had rather than fit around half a message.
 */
export function readRoom(raw: Record<string, unknown>): Room | null {
  const { insets, areas } = raw;
  if (!isRecord(insets) || !Array.isArray(areas) || areas.length > MAX_AREAS) return null;
  if (!EDGES.every((edge) => length(insets[edge]))) return null;
  const read = areas.map(readArea);
  if (read.some((a) => a === null)) return null;
  const [top, right, bottom, left] = EDGES.map((edge) => insets[edge] as number);
  return { insets: { top, right, bottom, left } as Insets, areas: read as ReservedArea[] };
}
