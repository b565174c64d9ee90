// Runs in the worker: a request whose deadline covers its whole answer (shared/lib/request.ts),
// its failures as Failures, and JSON read at the boundary.
import type { Clock } from './ports.ts';
import type { ServicePacer } from './pacer.ts';
import { CLIENT_CODES, Failure } from './failure.ts';
import { type Answered, type RequestOptions, requestText } from '../../shared/lib/request.ts';
import { originOf as httpOrigin } from '../../shared/lib/urls.ts';

/** What a request needs from the engine. */
export interface HttpDeps {
  fetch: typeof fetch;
  clock: Clock;
  /** The services' Retry-After (service-client.ts); none in hosts that leave it out. */
  pacer?: ServicePacer | undefined;
}

/** A whole answer: its status, headers and body text. */
export type HttpAnswer = Answered;

/**
 * Fetches `url` and reads its body within `options.timeoutMs`, body included (a signal cancels
 * it; `read: false` cancels the body unread, its text ''). No answer (or a body cut off) is
 * Failure('1') of kind 'network', the deadline passed kind 'timeout'; any HTTP status is an
 * answer, for the caller to read.
 */
export async function askText(
  deps: HttpDeps,
  url: string,
  init: RequestInit,
  options: RequestOptions,
): Promise<HttpAnswer> {
  const answer = await requestText(deps, url, init, options);
  if (!('failed' in answer)) return answer;
  if (answer.failed === 'timeout') throw timedOut(url);
  const how = answer.failed === 'cancelled' ? 'was cancelled' : 'failed';
  throw new Failure(CLIENT_CODES.network, `request to ${originOf(url)} ${how}`, 'network');
}

/** The failure of a request to `url` (its origin is named) that its deadline stopped. */
export function timedOut(url: string): Failure {
  return new Failure(CLIENT_CODES.network, `request to ${originOf(url)} timed out`, 'timeout');
}

/** An HTTP status that is no success: the server answered, and refused (kind 'http'). */
export function httpRefused(what: string, status: number): Failure {
  return new Failure(CLIENT_CODES.network, `${what}: HTTP ${status}`, 'http');
}

/** The origin a failure names: the address's, or 'an address' for one that is none. */
const originOf = (url: string): string => httpOrigin(url) ?? 'an address';

/** Parses a body's text as JSON; text that is not JSON is a format error. */
export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new Failure(CLIENT_CODES.badResponse, 'answer is not JSON', 'shape');
  }
}
