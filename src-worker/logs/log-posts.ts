// Runs in the worker: the fire-and-forget log POSTs of SPEC §7 (game log, orientation).
import { askText, type HttpDeps } from '../lib/http.ts';
import { joinUrl } from '../../shared/lib/urls.ts';
import { LOG_REQUEST_TIMEOUT_MS } from './log-constants.ts';
import { redactContent } from '../../shared/logs/log-event.ts';
import type { Orientation } from '../../shared/engine/engine-api.ts';

/** What the log POSTs need: fetch, the clock, and optionally the secrets to redact. */
export interface LogPostDeps extends HttpDeps {
  /** Strings that must never leave (the login token); replaced by [redacted]. */
  secrets?: () => readonly string[];
}

async function postJson(deps: LogPostDeps, url: string, payload: unknown): Promise<void> {
  try {
    await askText(
      deps,
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(redactContent(payload, deps.secrets?.() ?? [])),
      },
      { timeoutMs: LOG_REQUEST_TIMEOUT_MS, read: false },
    );
  } catch {
    // Fire and forget: a lost game log or orientation must never reach the player.
  }
}

/** POSTs a game's log payload to gameLogCdn as JSON, secrets redacted; never rejects. */
export function postGameLog(
  deps: LogPostDeps,
  gameLogCdn: string,
  payload: unknown,
): Promise<void> {
  return postJson(deps, gameLogCdn, payload);
}

/** POSTs {orientation} to {logger}/orientation; never rejects. */
export function postOrientation(
  deps: LogPostDeps,
  loggerOrigin: string,
  orientation: Orientation,
): Promise<void> {
  return postJson(deps, joinUrl(loggerOrigin, '/orientation'), { orientation });
}
