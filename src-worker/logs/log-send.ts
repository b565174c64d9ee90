// Runs in the worker: one POST of log events to logCdn, and what its answer means for a retry.
import { fetchWithTimeout, type HttpDeps } from '../lib/http.ts';
import { LOG_REQUEST_TIMEOUT_MS, LOG_RESEND_MAX_MS } from './log-constants.ts';
import type { LogEvent } from './log-event.ts';

/** What one POST came to: delivered, worth retrying (maybe after a server-given delay), or never. */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'retry'; afterMs: number | null }
  | { kind: 'rejected'; status: number };

/**
 * The delay a Retry-After header asks for (delta-seconds or an HTTP date), at most
 * LOG_RESEND_MAX_MS; null when the header is absent or unreadable.
 */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null) return null;
  const text = header.trim();
  let ms: number;
  if (/^\d+$/.test(text)) ms = Number(text) * 1_000;
  else {
    const at = Date.parse(text);
    if (Number.isNaN(at)) return null;
    ms = Math.max(0, at - now);
  }
  return Math.min(ms, LOG_RESEND_MAX_MS);
}

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
  let response: Response;
  try {
    response = await fetchWithTimeout(
      deps,
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(events),
        keepalive,
      },
      LOG_REQUEST_TIMEOUT_MS,
    );
  } catch {
    return { kind: 'retry', afterMs: null };
  }
  // The answer's body is not needed; cancelling frees the connection.
  response.body?.cancel().catch(() => undefined);
  if (response.ok) return { kind: 'sent' };
  if (!retryable(response.status)) return { kind: 'rejected', status: response.status };
  return {
    kind: 'retry',
    afterMs: retryAfterMs(response.headers.get('Retry-After'), deps.clock.now()),
  };
}
