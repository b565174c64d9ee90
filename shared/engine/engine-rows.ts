// Shared by the UI and the worker: the engine's own members (its boot, its mirror, its end), as
// rows (shared/engine/rows.ts).
import type { EngineState, MirrorListener } from './engine-api.ts';
import type { MirrorSnapshot } from '../mirror/mirror.ts';
import { call, local } from './rows.ts';

export const ENGINE_ROWS = {
  /** Starts boot once; later calls return the same run. */
  boot: local<() => Promise<void>>(),
  /** The current state and its sequence number. */
  snapshot: call<() => MirrorSnapshot<EngineState>>()(null),
  /** Registers the mirror listener; returns the snapshot it starts from. */
  subscribe: local<(listener: MirrorListener) => MirrorSnapshot<EngineState>>(),
  /** Stops every timer and request. */
  dispose: local<() => void>(),
};
