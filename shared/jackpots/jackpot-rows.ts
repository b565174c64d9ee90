// Shared by the UI and the worker: the linked jackpots' members, as rows (shared/engine/rows.ts).
import type { LinkedSeries } from './jackpot-types.ts';
import { fromGame, intent } from '../engine/rows.ts';

export const JACKPOT_ROWS = {
  /** The jackpot panel moved to a series: its winners load. */
  loadJackpotWinners: intent<(series: LinkedSeries) => void>(),
  /**
   * A jackpot broadcast the game posted (validated by the engine like an SSE hit); a hit an old
   * frame heard still counts.
   */
  jackpotBroadcast: fromGame('any frame', intent<(data: unknown) => void>(), {
    jackpot: (m, to) => to(m.hit),
  }),
};
