// Runs in the worker (and in Node): a server's Retry-After, which the log sender, the
// notification stream and the services' pacer honour on 429 and 503 (docs/decisions.md).

/** The statuses whose Retry-After the engine waits out: too many requests, unavailable. */
export const WAIT_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/**
 * The delay a Retry-After header asks for (delta-seconds or an HTTP date), at most `maxMs`; null
 * when the header is absent or unreadable.
 */
export function retryAfterMs(header: string | null, now: number, maxMs: number): number | null {
  if (header === null) return null;
  const text = header.trim();
  let ms: number;
  if (/^\d+$/.test(text)) ms = Number(text) * 1_000;
  else {
    const at = Date.parse(text);
    if (Number.isNaN(at)) return null;
    ms = Math.max(0, at - now);
  }
  return Math.min(ms, maxMs);
}
