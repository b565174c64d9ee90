// Runs in the worker: the main API, POST {api}/frontendAPI.do (SPEC §7).
import { API_TIMEOUT_MS, STATUS_OK } from '../../shared/lib/constants.ts';
import { actionRequest } from '../../shared/boot/main-api-request.ts';
import { CLIENT_CODES, Failure, statusCode } from '../lib/failure.ts';
import { type HttpDeps, askText, httpRefused, parseJson } from '../lib/http.ts';
import { isRecord } from '../../shared/lib/is-record.ts';

/** An action's answer as it came: its HTTP status and its body's text. */
export interface RawAnswer {
  status: number;
  text: string;
}

/**
 * Posts a form-encoded action with the token and returns the whole envelope;
 * a status other than "0000" throws a Failure with that status as its code.
 */
export async function callAction(
  deps: HttpDeps,
  line: string,
  token: string,
  action: number,
  payload: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  const [url, init] = actionRequest(line, token, action, payload);
  return readAction(action, await askText(deps, url, init, { timeoutMs: API_TIMEOUT_MS, signal }));
}

/**
 * Reads an action's answer (the engine's own, or the page head's login): an HTTP error is code 1
 * of kind 'http' (the server answered: no lost connection), a body without a status a format
 * error, a status other than "0000" a Failure with that status as its code.
 */
export function readAction(action: number, answer: RawAnswer): Record<string, unknown> {
  if (answer.status < 200 || answer.status > 299)
    throw httpRefused(`action ${action}`, answer.status);
  const envelope = parseJson(answer.text);
  const status = isRecord(envelope) ? statusCode(envelope['status']) : null;
  if (status === null || !isRecord(envelope)) {
    throw new Failure(CLIENT_CODES.badResponse, `action ${action}: no status`);
  }
  if (status !== STATUS_OK) throw new Failure(status, `action ${action}: status ${status}`);
  return envelope;
}
