// Runs in the worker: fetch with a timeout and JSON read at the boundary.
import type { Clock } from '../engine/ports.ts';
import { CLIENT_CODES, Failure } from '../errors/failure.ts';

/** What a request needs from the engine. */
export interface HttpDeps {
  fetch: typeof fetch;
  clock: Clock;
}

/**
 * Fetches with a timeout and an optional outer signal; network errors become Failure('1') of
 * kind 'network', or 'timeout' when the timeout aborted the request.
 */
export async function fetchWithTimeout(
  deps: HttpDeps,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Response> {
  const controller = new AbortController();
  const onAbort = (): void => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  if (signal?.aborted) controller.abort();
  // An object: the timer's callback sets it, which a `let` flag would hide from narrowing.
  const timeout = { fired: false };
  const timer = deps.clock.setTimeout(() => {
    timeout.fired = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await deps.fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (error instanceof Failure) throw error;
    const what = timeout.fired ? 'timed out' : 'failed';
    throw new Failure(
      CLIENT_CODES.network,
      `request to ${new URL(url).origin} ${what}`,
      timeout.fired ? 'timeout' : 'network',
    );
  } finally {
    deps.clock.clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Reads a body as JSON; a body that is not JSON is a format error. */
export async function readJson(response: Response): Promise<unknown> {
  const body = await response.text().catch(() => {
    throw new Failure(CLIENT_CODES.network, 'body cut off', 'network');
  });
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new Failure(CLIENT_CODES.badResponse, 'answer is not JSON', 'shape');
  }
}
