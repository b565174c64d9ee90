// Runs in the worker: which game frame's messages the engine hears. A game switch or a change of
// seat replaces the frame, and the engine clears the old game's spin, scene and status as the
// new address comes. The old document plays on until the page swaps the frame, and whatever it
// posted until then is still on its way to the worker: a spin start heard after the clearing
// would be taken as the new game's, and keep the container's controls disabled. The page says
// which frame it shows (`gameFrameShown`, posted after everything it forwarded from the old
// one), and the game's messages about the frame (its spin, scene, status, requests: the rows
// `fromGame('frame', …)`, FRAME_MEMBERS) count only while that is the frame the engine wants.
// What the old game says about what happened still counts (`fromGame('any frame', …)`): its
// logs (dropped, a log would be lost), a jackpot it hit, a card's progress (named by the card).
import type { EngineState } from '../../shared/engine/engine-api.ts';

export interface FrameGate {
  /** The page shows the frame of this address and load. */
  shown(url: string, load: number): void;
  /** Whether the frame the page last showed is the one the engine wants (or no page said). */
  current(): boolean;
}

export function createFrameGate(state: Pick<EngineState, 'gameUrl' | 'gameLoad'>): FrameGate {
  /** What the page last showed; null when no page said (headless: every message is heard). */
  let shown: { url: string; load: number } | null = null;
  return {
    shown(url, load) {
      shown = { url, load };
    },
    current: () => shown === null || (shown.url === state.gameUrl && shown.load === state.gameLoad),
  };
}
