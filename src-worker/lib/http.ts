// Runs in the worker: fetch with a timeout and JSON read at the boundary.
import type { Clock } from '../engine/ports.ts';
import { CLIENT_CODES, Failure } from '../errors/failure.ts';

/** What a request needs from the engine. */
export interface HttpDeps {
  fetch: typeof fetch;
  clock: Clock;
}

/** Fetches with a timeout and an optional outer signal; network errors become Failure('1'). */
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
  const timer = deps.clock.setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await deps.fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (error instanceof Failure) throw error;
    throw new Failure(CLIENT_CODES.network, `request to ${new URL(url).origin} failed`);
  } finally {
    deps.clock.clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Reads a body as JSON; a body that is not JSON is a format error. */
export async function readJson(response: Response): Promise<unknown> {
  const body = await response.text().catch(() => {
    throw new Failure(CLIENT_CODES.network, 'body cut off');
  });
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new Failure(CLIENT_CODES.badResponse, 'answer is not JSON');
  }
}
