// Shared by the UI and the worker: the error dialogs' and the connection's members, as rows
// (shared/engine/rows.ts).
import { intent } from '../engine/rows.ts';

export const ERROR_ROWS = {
  /** The player dismissed a confirm-only dialog (OK). */
  dismissError: intent<() => void>(),
  /** The connection is back: the error count restarts and a 301 "reconnecting" clears. */
  resetErrors: intent<() => void>(),
  /**
   * The browser's `online` (true: as resetErrors, and the notice goes) or `offline` (false: the
   * player's network is down at once, no check needed) event.
   */
  networkChanged: intent<(online: boolean) => void>(),
};
