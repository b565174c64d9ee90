// Runs in the worker: which game frame's messages the engine hears. A game switch or a change of
// seat replaces the frame, and the engine clears the old game's spin, scene and status as the
// new address comes. The old document plays on until the page swaps the frame, and whatever it
// posted until then is still on its way to the worker: a spin start heard after the clearing
// would be taken as the new game's, and keep the container's controls disabled. The page says
// which frame it shows (`gameFrameShown`, posted after everything it forwarded from the old
// one), and the game's messages about the frame (its spin, scene, status, requests) count only
// while that is the frame the engine wants. What the old game says about what happened still
// counts: its logs (dropped, a log would be lost), a jackpot it hit, a card's progress (named by
// the card).
import type { EngineState } from '../../shared/engine/engine-api.ts';
import {
  type EngineArgs,
  type EngineResults,
  FROM_ANY_FRAME,
  GAME_MESSAGE_MEMBERS,
  type GameMessageKey,
  type MethodsOf,
  WORKER_GONE,
  byKey,
} from '../../shared/engine/boundary.ts';

type GameMembers = MethodsOf<GameMessageKey>;

export interface FrameGate {
  /** The page shows the frame of this address and load. */
  shown(url: string, load: number): void;
  /** The game's members, those about the frame heard only from the frame the engine wants. */
  only(members: GameMembers): GameMembers;
}

export function createFrameGate(state: Pick<EngineState, 'gameUrl' | 'gameLoad'>): FrameGate {
  /** What the page last showed; null when no page said (headless: every message is heard). */
  let shown: { url: string; load: number } | null = null;
  const current = (): boolean =>
    shown === null || (shown.url === state.gameUrl && shown.load === state.gameLoad);

  function heard<K extends GameMessageKey>(
    members: GameMembers,
    key: K,
  ): (...args: EngineArgs[K]) => EngineResults[K] {
    const method: (...args: EngineArgs[K]) => EngineResults[K] = members[key];
    // A request of the old frame (a switch, a modal) is refused, as when the worker is gone.
    const gone = Object.hasOwn(WORKER_GONE, key)
      ? WORKER_GONE[key as keyof typeof WORKER_GONE]
      : undefined;
    const refused = gone as EngineResults[K];
    return (...args) => (current() ? method(...args) : refused);
  }

  return {
    shown(url, load) {
      shown = { url, load };
    },
    only: (members) =>
      byKey<GameMembers>(GAME_MESSAGE_MEMBERS, (key) =>
        FROM_ANY_FRAME.has(key) ? members[key] : heard(members, key),
      ),
  };
}
