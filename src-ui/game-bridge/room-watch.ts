// Runs on the main thread (first load: keep it small): measures the container's controls over the
// game (each marks itself `data-reserved="{edge}"` and names itself in `data-control`) and tells
// the game the room they take (the protocol's Room: game-sdk/src/protocol.ts) whenever it changes.
import {
  EDGES,
  type Edge,
  INSET_PARAMS,
  type Insets,
  ROOM_MAX_PX,
  type ReservedArea,
  type Room,
} from '../../game-sdk/src/protocol.ts';
import { attachedGame, postToGame } from './game-channel.ts';

/**
 * Before the controls first show (they come with the game's ready), the address carries what
 * they take in the default layout on a phone: the close row, the promo bar, the labels below.
 */
const EXPECTED: Insets = { top: 52, right: 60, bottom: 32, left: 0 };

let measured: Room | null = null;
let sent = '';

/** Each edge's inset: the deepest reach of its areas into the frame (rounded up to whole px). */
export function insetsOf(areas: readonly ReservedArea[], frame: { width: number; height: number }) {
  const insets: Insets = { top: 0, right: 0, bottom: 0, left: 0 };
  for (const a of areas) {
    const depth = {
      top: a.y + a.height,
      right: frame.width - a.x,
      bottom: frame.height - a.y,
      left: a.x + a.width,
    }[a.edge];
    insets[a.edge] = Math.max(insets[a.edge], Math.min(ROOM_MAX_PX, Math.ceil(Math.max(0, depth))));
  }
  return insets;
}

/** The controls' boxes in the frame's CSS px; hidden ones (no box) take no room. */
function measure(root: ParentNode, frame: DOMRect): Room {
  const areas: ReservedArea[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('[data-reserved]')) {
    const box = el.getBoundingClientRect();
    const edge = el.dataset['reserved'] as Edge;
    if (box.width === 0 || !EDGES.includes(edge)) continue;
    const x = Math.max(0, Math.floor(box.left - frame.left));
    const y = Math.max(0, Math.floor(box.top - frame.top));
    const [width, height] = [
      Math.ceil(box.right - frame.left) - x,
      Math.ceil(box.bottom - frame.top) - y,
    ];
    areas.push({ control: el.dataset['control'] ?? edge, edge, x, y, width, height });
  }
  return { insets: insetsOf(areas, frame), areas };
}

/** Measures and posts the room when it changed (or always, for a game that just loaded). */
export function postRoom(root: ParentNode, always = false): void {
  const frame = attachedGame()?.frame.getBoundingClientRect();
  if (!frame) return;
  measured = measure(root, frame);
  const json = JSON.stringify(measured);
  if (json === sent && !always) return;
  if (postToGame({ type: 'reservedAreas', ...measured })) sent = json;
}

/** The game address with the insets the game starts with (the last measured, else EXPECTED). */
export function withInsets(url: string): string {
  const insets = measured?.insets ?? EXPECTED;
  const address = new URL(url);
  for (const edge of EDGES) address.searchParams.set(INSET_PARAMS[edge], String(insets[edge]));
  return address.href;
}

/**
 * Posts the room again after anything that may move a control: one measure per frame at most,
 * on a control added, removed or moved (its style, as buttonPosition sets it), a resize of the
 * window or of a control (a pool value growing the hall).
 */
export function watchRoom(root: HTMLElement): void {
  let queued = false;
  const later = (): void => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      postRoom(root);
      for (const el of root.querySelectorAll('[data-reserved]')) sizes.observe(el);
    });
  };
  const sizes = new ResizeObserver(later);
  new MutationObserver(later).observe(root, {
    subtree: true,
    childList: true,
    attributeFilter: ['style', 'class', 'hidden'],
  });
  window.addEventListener('resize', later);
}
