// Shared by the UI and the worker: the failures' member, as a row (shared/engine/rows.ts).
import type { PageLogType } from '../engine/engine-api.ts';
import { intent } from '../engine/rows.ts';
import type { Breadcrumb } from './failure.ts';

export const FAILURE_ROWS = {
  /**
   * The page's own log event (a counted failure, the session's health, vitals its keepalive could
   * not carry) with the page's `id` (its event_id: the page may send it again itself when the
   * worker turns out dead, and the log server drops the second): written to unsent_logs and
   * sent as the engine's own, or, `sentByPage` (the page POSTed it itself as it went), kept
   * for a resend only, so it leaves at most twice (docs/logs.md, Failures).
   */
  pageLog:
    intent<
      (type: PageLogType, event: string, content: unknown, id: string, sentByPage: boolean) => void
    >(),
  /**
   * The page's last breadcrumbs (dialogs, taps, connection changes, game switches), oldest
   * first, each time one is added: the worker's own failures carry them too.
   */
  pageCrumbs: intent<(crumbs: Breadcrumb[]) => void>(),
};
