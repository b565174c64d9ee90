// Runs in the worker: the one client for the seat, jackpot, promotion and player servers (SPEC §7).
import { STATUS_OK } from '../../shared/lib/constants.ts';
import { CLIENT_CODES, Failure, statusCode } from './failure.ts';
import { type HttpDeps, askText, httpRefused, parseJson } from './http.ts';
import { isRecord } from '../../shared/lib/is-record.ts';

/** SPEC §9: seat, promotion and player calls time out after 5000 ms. */
export const SERVICE_TIMEOUT_MS = 5_000;

/** One call to a service server. */
export interface ServiceCall {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  /** Sent as the Authorization header (seat, jackpot, promotion). */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Thrown by a validator when an answer is not the expected shape. */
export function badShape(what: string): Failure {
  return new Failure(CLIENT_CODES.badResponse, `unexpected answer: ${what}`, 'shape');
}

/**
 * Calls a service and returns its validated answer. A `status` other than "0000" (codes are
 * strings; numbers are read as strings) throws a Failure with that code (kind 'status'); no
 * answer is code 1 (kind 'network'), a deadline passed code 1 (kind 'timeout'), an HTTP error
 * status code 1 (kind 'http'); a wrong shape is code 6003 (kind 'shape').
 */
export async function serviceJson<T>(
  deps: HttpDeps,
  call: ServiceCall,
  validate: (raw: unknown) => T,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (call.token) headers['Authorization'] = call.token;
  const init: RequestInit = { method: call.method ?? 'GET', headers };
  if (call.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(call.body);
  }
  // The service asked for patience (Retry-After): no request until then, a quiet failure.
  if (deps.pacer?.holds(call.url)) throw httpRefused('service (Retry-After)', 503);
  const answer = await askText(deps, call.url, init, {
    timeoutMs: call.timeoutMs ?? SERVICE_TIMEOUT_MS,
    signal: call.signal,
  });
  deps.pacer?.answered(call.url, answer.status, answer.headers.get('Retry-After'));
  if (answer.status < 200 || answer.status > 299) throw httpRefused('service', answer.status);
  const raw = parseJson(answer.text);
  if (isRecord(raw) && 'status' in raw) {
    const code = statusCode(raw['status']);
    if (code === null) throw badShape('status');
    if (code !== STATUS_OK && code !== '0') throw new Failure(code, `status ${code}`, 'status');
  }
  return validate(raw);
}
