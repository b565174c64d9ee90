// Runs in Node: checks an operator's backend against the contract. It reads the env config from
// the config host, logs in with a token, then makes every read-only call of SPEC §7 on the
// servers the config names and reads each answer with the worker's own schema, reporting every
// mismatch with the path of the field. Calls that change state (taking a seat, a wheel draw) and
// the log posts are not made.
import { validateEnvConfig } from '../../src-worker/boot/config.ts';
import type { EnvConfig } from '../../src-worker/boot/wire.ts';
import { clientCodeOf } from '../../src-worker/account/client-flags.ts';
import { gameListSchema, gameUrlSchema, loginSchema } from '../../src-worker/boot/validate.ts';
import { Failure, statusCode } from '../../src-worker/lib/failure.ts';
import { type Schema, statusOnly } from '../../shared/lib/wire-schema.ts';
import { parseWire } from '../../src-worker/lib/parse-wire.ts';
import { CALLS, type OperatorCall, type ServerName } from './operator-calls.ts';

/** What the check is told: the config host, a player's token, and optional ids. */
export interface CheckOptions {
  baseUrl: string;
  token: string;
  /** The environment (`/env/{e}.json`); default demo. */
  env?: string;
  /** A game to ask about; default the login's game, else 2001. */
  gameId?: number;
  /** A lucky wheel's code; without it the wheel calls are skipped. */
  wheelCode?: string;
  fetch?: typeof fetch;
}

/** One call's result: ok, refused (a status code; in the contract), a mismatch, or skipped. */
export interface CheckResult {
  call: string;
  url: string;
  outcome: 'ok' | 'refused' | 'mismatch' | 'http' | 'skipped';
  detail: string;
}

const MAIN_ACTIONS: [string, Schema<unknown>, Record<string, string>][] = [
  ['101', loginSchema, {}],
  ['16', gameListSchema, {}],
  ['9', gameListSchema, {}],
  ['10', statusOnly, { gameType: '1', mType: '', clientType: 'web' }],
  ['7', gameUrlSchema, { gameType: '1', mType: '', lang: 'en', lobbyURL: '' }],
];

/** A text or a number as text; anything else ''. */
const idText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Reads one answer against its schema (an enveloped answer's refusal is in the contract). */
function judge(schema: Schema<unknown>, json: unknown, bare: boolean, name: string) {
  if (!bare && typeof json === 'object' && json !== null && 'status' in json) {
    const code = statusCode(json.status);
    if (code === null) return { outcome: 'mismatch' as const, detail: 'status is not a code' };
    if (code !== '0000' && code !== '0') return { outcome: 'refused' as const, detail: code };
  }
  try {
    parseWire(schema, json, name);
    return { outcome: 'ok' as const, detail: '' };
  } catch (error) {
    if (error instanceof Failure) return { outcome: 'mismatch' as const, detail: error.message };
    throw error;
  }
}

/** Runs the check; each call's result, in order. */
export async function checkBackend(options: CheckOptions): Promise<CheckResult[]> {
  const get = options.fetch ?? fetch;
  const results: CheckResult[] = [];
  const base = options.baseUrl.replace(/\/$/, '');
  const ask = async (
    call: string,
    url: string,
    schema: Schema<unknown>,
    init: RequestInit = {},
    bare = false,
  ): Promise<unknown> => {
    try {
      const response = await get(url, { ...init, signal: AbortSignal.timeout(10_000) });
      if (!response.ok) {
        results.push({ call, url, outcome: 'http', detail: `HTTP ${response.status}` });
        return null;
      }
      const json = (await response.json()) as unknown;
      results.push({ call, url, ...judge(schema, json, bare, call) });
      return json;
    } catch (error) {
      results.push({ call, url, outcome: 'http', detail: String(error) });
      return null;
    }
  };

  const envUrl = `${base}/env/${encodeURIComponent(options.env ?? 'demo')}.json`;
  const rawConfig = await ask('envConfig', envUrl, { type: 'any', read: (v) => v }, {}, true);
  let config: EnvConfig;
  try {
    config = validateEnvConfig(rawConfig);
  } catch (error) {
    results.push({ call: 'envConfig', url: envUrl, outcome: 'mismatch', detail: String(error) });
    return results;
  }
  const [line] = config.lines;
  const form = (fields: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ x: options.token, ...fields }),
  });
  let login: { data?: { accountId?: unknown; uid?: unknown; gameId?: unknown } } = {};
  let gameId = options.gameId ?? 2001;
  for (const [action, schema, extra] of MAIN_ACTIONS) {
    const fields = {
      action,
      ...extra,
      ...(extra['mType'] === '' ? { mType: String(gameId) } : {}),
    };
    const json = await ask(`mainApi ${action}`, `${line}/frontendAPI.do`, schema, form(fields));
    if (action === '101' && json !== null) {
      login = json as typeof login;
      if (options.gameId === undefined && typeof login.data?.gameId === 'number')
        gameId = login.data.gameId;
    }
  }
  const accountId = idText(login.data?.accountId);
  const clientCode = clientCodeOf(idText(login.data?.uid));

  const origins: Record<ServerName, string | undefined> = {
    config: base,
    api: line,
    seat: config.servers.seat,
    jackpot: config.servers.jackpot,
    player: config.servers.player,
    promotion: config.servers.promotion,
    assetCdn: config.assetCdn ?? config.dl,
    logs: undefined,
  };
  let typeId = '';
  let invitationCode = '';
  const values = (call: OperatorCall): Record<string, string> => ({
    gameId: String(gameId),
    seatId: '1',
    playerId: accountId,
    accountId,
    code:
      call.id === 'clientFile'
        ? clientCode
        : call.id.startsWith('campaign')
          ? invitationCode
          : (options.wheelCode ?? ''),
    invitationCode,
    e: options.env ?? 'demo',
    typeId,
    limit: '50',
    clientId: clientCode,
    v: String(Math.floor(Date.now() / 60_000)),
  });
  const readOnly = (c: OperatorCall): boolean =>
    c.schema !== null && c.method !== 'put' && !['envConfig', 'lineInfo', 'mainApi'].includes(c.id);
  for (const call of CALLS.filter(readOnly)) {
    const origin = origins[call.server];
    const v = values(call);
    let missing = origin === undefined;
    const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      missing ||= (v[name] ?? '') === '';
      return encodeURIComponent(v[name] ?? '');
    });
    const query = new URLSearchParams(Object.keys(call.query ?? {}).map((k) => [k, v[k] ?? '']));
    const url = `${origin ?? ''}${path}${query.size > 0 ? `?${query.toString()}` : ''}`;
    if (missing) {
      results.push({ call: call.id, url, outcome: 'skipped', detail: 'no server or no id to ask with' });
      continue;
    }
    const headers = call.auth ? { Authorization: options.token } : undefined;
    const json = (await ask(call.id, url, call.schema ?? statusOnly, { method: call.method.toUpperCase(), ...(headers ? { headers } : {}) }, call.server === 'config' || call.server === 'assetCdn')) as { data?: { groups?: { typeId?: unknown }[]; invitationCodes?: unknown[] } } | null;
    if (call.id === 'jackpotGroups') typeId = idText(json?.data?.groups?.[0]?.typeId);
    if (call.id === 'invitation') invitationCode = idText(json?.data?.invitationCodes?.[0]);
  } // prettier-ignore
  return results;
}
