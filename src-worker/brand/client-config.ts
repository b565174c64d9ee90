// Runs in the worker: the per-client static config (SPEC §6), a file per client code on the
// config host, read after login beside the game's own calls. It never stops or delays the game.
// Besides the look it may carry the client's jurisdiction profile over the environment's.
import { CONFIG_TIMEOUT_MS } from '../../shared/lib/constants.ts';
import { type ClientLook, defaultClientLook } from '../../shared/brand/client-config.ts';
import type { EngineState } from '../../shared/engine/engine-api.ts';
import {
  anyAs,
  bool,
  checked,
  fallback,
  type Infer,
  object,
} from '../../shared/lib/wire-schema.ts';
import { type Rules, readRules } from '../../game-sdk/src/rules.ts';
import { safeHttpUrl } from '../../shared/lib/urls.ts';
import { minuteStamp } from '../../shared/boot/config-address.ts';
import { type HttpDeps, askText, parseJson } from '../lib/http.ts';

/** A client code the file name may carry: letters, digits, `_` and `-`, as uids use. */
const CLIENT_CODE = /^[\w-]{1,64}$/;

/** A same-origin path: one leading slash (not `//host`), no backslash, quote or space. */
const SAFE_PATH = /^\/(?![/\\])[\w\-./~%]*$/;

/** The page icon an operator may name: an http(s) address or a same-origin path; else null. */
export function safeFavicon(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 2048) return null;
  if (SAFE_PATH.test(raw) && !raw.split('/').includes('..')) return raw;
  return safeHttpUrl(raw)?.href ?? null;
}

/** {config host}/env/client/{code}.json: the client's look (a bad field keeps its default). */
export const clientFileSchema = object(
  {
    showLogo: fallback(bool, null),
    showReportHeader: fallback(bool, null),
    favicon: fallback(checked({ type: 'string' }, safeFavicon), null),
    /** This client's rules over the environment's, field by field (docs/config.md). */
    jurisdiction: fallback(anyAs<Partial<Rules>>(), null),
  },
  true,
);

/** Reads a client file's look; a wrong or missing field keeps its default. */
function readClientLook(file: Infer<typeof clientFileSchema>): ClientLook {
  const look = defaultClientLook();
  return {
    ...look,
    showLogo: file.showLogo ?? look.showLogo,
    showReportHeader: file.showReportHeader ?? look.showReportHeader,
    favicon: file.favicon,
  };
}

/** The address of a client's file: {config host}/env/client/{code}.json?v={minute stamp}. */
export function clientConfigUrl(configHost: string, clientCode: string, now: number): string {
  return `${configHost.replace(/\/$/, '')}/env/client/${encodeURIComponent(clientCode)}.json?v=${minuteStamp(now)}`;
}

/**
 * Loads the client's file into `state.client`. No code, a 404, a timeout or a broken file all
 * leave the defaults: the look of a page is never a reason to stop a player.
 */
export async function loadClientLook(
  deps: HttpDeps,
  state: Pick<EngineState, 'client' | 'rules'>,
  configHost: string,
  clientCode: string,
): Promise<void> {
  if (!CLIENT_CODE.test(clientCode)) return;
  try {
    const url = clientConfigUrl(configHost, clientCode, deps.clock.now());
    const answer = await askText(deps, url, { method: 'GET' }, { timeoutMs: CONFIG_TIMEOUT_MS });
    if (answer.status < 200 || answer.status > 299) return;
    const file = clientFileSchema.read(parseJson(answer.text));
    state.client = readClientLook(file);
    // The client's rules over the environment's, field by field (a bad one keeps the env's).
    // One game at a time is the environment's: the turn is taken before this file is in.
    const { oneGameAtATime } = state.rules;
    state.rules = { ...readRules(file.jurisdiction, state.rules), oneGameAtATime };
  } catch {
    // The defaults stay.
  }
}
