// Runs in the browser, in the demo game: lays the slot out around the room the container keeps for
// its controls (the SDK's Room) and asks for its jackpot buttons where it leaves room.
import type { ButtonLayout, Insets, ReservedArea, Room } from '../../game-sdk/src/index.ts';
import { byId } from './view.ts';

/** The space kept between the game's own things and the container's. */
const GAP = 8;
/** A control's size when the container has not shown it yet (its buttons are 44 px). */
const BUTTON = 44;
/** The game's blocks, top to bottom (index.html). */
const BLOCKS = ['top', 'band', 'reels', 'controls', 'bottom'] as const;

/** How far in from the left and the right a block spanning [top, bottom] keeps, with a gap. */
export function sideRoom(
  areas: readonly ReservedArea[],
  top: number,
  bottom: number,
  width: number,
): { left: number; right: number } {
  const side = { left: 0, right: 0 };
  for (const a of areas) {
    // Bottom-edge controls are under the game's padding; the others count where they overlap.
    if (a.edge === 'bottom' || a.y >= bottom || a.y + a.height <= top) continue;
    if (a.x + a.width / 2 < width / 2) side.left = Math.max(side.left, a.x + a.width + GAP);
    else side.right = Math.max(side.right, width - a.x + GAP);
  }
  return side;
}

/** What the demo asks for, and how tall a band it leaves under its header for the buttons. */
export interface Plan {
  layout: ButtonLayout;
  band: number;
}

/**
 * The hall just under the header and the winners button under it, on the left (SPEC §9 keeps
 * them on the left edge); upright, the menu at SPEC's ratio. Held upright (portrait), the game
 * keeps a band that tall under its header, so its reels start below them; held sideways the
 * reels stand beside them instead.
 */
export function planButtons(
  headerBottom: number,
  areas: readonly ReservedArea[],
  portrait: boolean,
): Plan {
  const heightOf = (control: string): number =>
    areas.find((a) => a.control === control)?.height ?? BUTTON;
  const hallShown = areas.some((a) => a.control === 'jackpotHall');
  const jackpotHallY = Math.round(headerBottom + GAP);
  const jackpotHistoryY = jackpotHallY + heightOf('jackpotHall') + GAP;
  const bottom = jackpotHistoryY + heightOf('jackpotHistory') + GAP;
  return {
    layout: { jackpotHallY, jackpotHistoryY, rotation: 90, menuYRatio: 0.015 },
    band: portrait && hallShown ? Math.ceil(bottom - headerBottom) : 0,
  };
}

const px = (n: number): string => `${String(n)}px`;

/**
 * Fits the page to the room: before the container's first message, the address's insets on
 * every side; then each block keeps clear of the controls beside it. Returns the buttons'
 * layout to ask for (`fixed`, a layout the address asked for, wins).
 */
export function fitRoom(
  room: Room | null,
  insets: Insets,
  fixed: ButtonLayout | null,
): ButtonLayout {
  const game = byId('game');
  const width = window.innerWidth;
  const portrait = window.innerHeight >= width;
  game.style.setProperty('--room-top', px(room ? 0 : insets.top));
  game.style.setProperty('--room-bottom', px(room ? room.insets.bottom : insets.bottom));
  let plan = planButtons(0, [], portrait);
  // Twice: keeping clear can wrap a block's buttons, and so move the blocks under it.
  for (let pass = 0; pass < 2; pass += 1) {
    for (const id of BLOCKS) {
      const block = byId(id);
      if (id === 'band') {
        plan = planButtons(byId('top').getBoundingClientRect().bottom, room?.areas ?? [], portrait);
        block.style.setProperty('--band', px(fixed ? 0 : plan.band));
      }
      const box = block.getBoundingClientRect();
      const side = room ? sideRoom(room.areas, box.top, box.bottom, width) : insets;
      block.style.setProperty('--room-left', px(side.left));
      block.style.setProperty('--room-right', px(side.right));
    }
  }
  return fixed ?? plan.layout;
}
