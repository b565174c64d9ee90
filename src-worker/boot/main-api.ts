// Runs in the worker: the main API, POST {api}/frontendAPI.do (SPEC §7).
import { API_TIMEOUT_MS, STATUS_OK } from '../../shared/lib/constants.ts';
import { CLIENT_CODES, Failure, statusCode } from '../errors/failure.ts';
import { type HttpDeps, fetchWithTimeout, readJson } from '../lib/http.ts';
import { isRecord } from '../../shared/lib/is-record.ts';

/** Action numbers of the main API. */
export const ACTIONS = { login: 101, gameList: 16, moreGames: 9, ticket: 10, gameUrl: 7 } as const;

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
  const body = new URLSearchParams({ action: String(action), x: token, ...payload });
  const response = await fetchWithTimeout(
    deps,
    `${line}/frontendAPI.do`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    },
    API_TIMEOUT_MS,
    signal,
  );
  if (!response.ok)
    throw new Failure(CLIENT_CODES.network, `action ${action}: HTTP ${response.status}`);
  const envelope = await readJson(response);
  const status = isRecord(envelope) ? statusCode(envelope['status']) : null;
  if (status === null || !isRecord(envelope)) {
    throw new Failure(CLIENT_CODES.badResponse, `action ${action}: no status`);
  }
  if (status !== STATUS_OK) throw new Failure(status, `action ${action}: status ${status}`);
  return envelope;
}
