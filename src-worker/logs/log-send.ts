// Runs in the worker: one POST of log events to logCdn, and what its answer means for a retry.
import { askText, type HttpAnswer, type HttpDeps } from '../lib/http.ts';
import { LOG_REQUEST_TIMEOUT_MS, LOG_RESEND_MAX_MS } from './log-constants.ts';
import type { LogEvent } from '../../shared/logs/log-event.ts';
import { retryAfterMs } from '../lib/retry-after.ts';

/** What one POST came to: delivered, worth retrying (maybe after a server-given delay), or never. */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'retry'; afterMs: number | null }
  | { kind: 'rejected'; status: number };

/** True for answers that can succeed later: timeout, too many requests, server errors. */
function retryable(status: number): boolean {
  return status === 408 || status === 429 || status < 400 || status >= 500;
}

/** POSTs the events as a JSON array; network errors and timeouts are worth a retry. */
export async function postLogBatch(
  deps: HttpDeps,
  url: string,
  events: readonly LogEvent[],
  keepalive: boolean,
): Promise<SendOutcome> {
  let response: HttpAnswer;
  try {
    // Only the status is read: the answer's body is cancelled unread (no bytes for a game that
    // loads meanwhile), and the deadline covers the headers.
    response = await askText(
      deps,
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(events),
        keepalive,
      },
      { timeoutMs: LOG_REQUEST_TIMEOUT_MS, read: false },
    );
  } catch {
    return { kind: 'retry', afterMs: null };
  }
  if (response.status >= 200 && response.status <= 299) return { kind: 'sent' };
  if (!retryable(response.status)) return { kind: 'rejected', status: response.status };
  return {
    kind: 'retry',
    afterMs: retryAfterMs(response.headers.get('Retry-After'), deps.clock.now(), LOG_RESEND_MAX_MS),
  };
}
