// Runs in the worker: fetch with a timeout and JSON read at the boundary.
import type { Clock } from './ports.ts';
import { CLIENT_CODES, Failure } from './failure.ts';

/**
 * The abort reason of a request its timeout stopped, so a watcher of the requests
 * (errors/connection.ts) tells a timeout, a failure of the network, from a cancel by its caller.
 */
export const REQUEST_TIMED_OUT = 'request timed out';

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
    controller.abort(REQUEST_TIMED_OUT);
  }, timeoutMs);
  try {
    return await deps.fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (error instanceof Failure) throw error;
    if (timeout.fired) throw timedOut(url);
    throw new Failure(CLIENT_CODES.network, `request to ${new URL(url).origin} failed`, 'network');
  } finally {
    deps.clock.clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** The failure of a request to `url` (its origin is named) that its timeout aborted. */
export function timedOut(url: string): Failure {
  return new Failure(
    CLIENT_CODES.network,
    `request to ${new URL(url).origin} timed out`,
    'timeout',
  );
}

/** Reads a body as text; a body cut off is a network failure. */
export function readText(response: Response): Promise<string> {
  return response.text().catch(() => {
    throw new Failure(CLIENT_CODES.network, 'body cut off', 'network');
  });
}

/** Parses a body's text as JSON; text that is not JSON is a format error. */
export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new Failure(CLIENT_CODES.badResponse, 'answer is not JSON', 'shape');
  }
}

/** Reads a body as JSON; a body that is not JSON is a format error. */
export async function readJson(response: Response): Promise<unknown> {
  return parseJson(await readText(response));
}
