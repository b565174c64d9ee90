// Shared by the UI and the worker: the session's members (logs, page visibility, the screen's
// orientation), as rows (shared/engine/rows.ts).
import type { LogStats, Orientation } from '../engine/engine-api.ts';
import { call, fromGame, intent } from '../engine/rows.ts';

export const SESSION_ROWS = {
  /** The log pipeline's counters. */
  logStats: call<() => LogStats>()(null),
  /** The page was shown or hidden: hidden sends pending logs with keepalive requests. */
  setPageVisible: intent<(visible: boolean) => void>(),
  /** The screen turned: reported to `{logger}/orientation`. */
  setOrientation: intent<(orientation: Orientation) => void>(),
  /** A game log to forward to {gameLogCdn}; an old frame's logs count too (never lost). */
  gameLog: fromGame('any frame', intent<(payload: unknown) => void>(), {
    gameLog: (m, to) => to(m.payload),
  }),
};
