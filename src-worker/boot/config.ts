// Runs in the worker: the environment config (SPEC §7 config fetch), validated.
import { CONFIG_TIMEOUT_MS } from '../../shared/lib/constants.ts';
import { safeHttpUrl } from '../../shared/lib/urls.ts';
import type { PopupSetting } from '../promotions/popups/popup-rules.ts';
import { POPUP_TYPES } from '../../shared/promotions/promotion-types.ts';
import type { EnvConfig } from './wire.ts';
import { type Rules, readRules } from '../../game-sdk/src/rules.ts';
import { isRecord } from '../../shared/lib/is-record.ts';
import {
  SOUND_NAMES,
  type SoundSources,
  defaultSoundSources,
} from '../../shared/brand/client-config.ts';
import { CLIENT_CODES, Failure } from '../lib/failure.ts';
import {
  bool,
  checked,
  fallback,
  list,
  map,
  num,
  object,
  refine,
  type Schema,
} from '../../shared/lib/wire-schema.ts';
import { parseWire } from '../lib/parse-wire.ts';
import { type HttpDeps, askText, httpRefused, parseJson, timedOut } from '../lib/http.ts';
import { configAddress, configPath, minuteStamp } from '../../shared/boot/config-address.ts';
import type { HeadResults } from '../lib/ports.ts';
import { betIndexFor, operatorFieldSchemas } from '../account/operator-config.ts';

const SERVER_ROLES = ['seat', 'st', 'fish', 'gs', 'promotion', 'jackpot', 'player'] as const;

/** An http(s) origin or address, without its trailing slash. */
const origin = checked<string>({ type: 'string' }, (value) =>
  typeof value === 'string' ? (safeHttpUrl(value)?.href.replace(/\/$/, '') ?? null) : null,
);

/** `schema`, or undefined (the field left out, its default applies) when missing or bad. */
const opt = <T, W>(schema: Schema<T, W>) => fallback(schema, undefined);

/** The object without its undefined fields (an optional field is absent, not undefined). */
const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** An object of `keys`, each read by `item` (a bad one left out); not an object: left out. */
const keyed = <K extends string, T, W>(keys: readonly K[], item: Schema<T, W>) =>
  opt(
    map(
      object(
        Object.fromEntries(keys.map((k) => [k, opt(item)])) as Record<
          K,
          Schema<T | undefined, W, true>
        >,
      ),
      (v) => defined(v) as Partial<Record<K, T>>,
    ),
  );

/** A popup's order and switch; a bad one is left out (the defaults then apply). */
const popupSetting = map(
  object({
    order: opt(checked({ type: 'number' }, (v) => (typeof v === 'number' ? v : null))),
    enable: opt(bool),
  }),
  (v) => defined(v) as PopupSetting,
);

/** GET {dl}/env/{e}.json: the environment config (SPEC §3, §7); only `lines` is required. */
export const envConfigSchema = object({
  /** API lines (origins) the speed test chooses from; the first is the fallback. */
  lines: refine(
    list(origin, undefined, true),
    (lines): lines is [string, ...string[]] => lines.length > 0,
  ),
  /** Optional address whose JSON `data.lines` adds more API lines. */
  lineInfo: opt(origin),
  /** Server origins per role (SPEC §3 Config servers); a role left out is on the first line. */
  servers: object(
    Object.fromEntries(SERVER_ROLES.map((role) => [role, opt(origin)])) as Record<
      (typeof SERVER_ROLES)[number],
      Schema<string | undefined, string, true>
    >,
    true,
  ),
  /** Download host of the environment (dl). */
  dl: opt(origin),
  /** Serves `campaignv1/case/{code}/setting.json` (the wheel, without the token); else `dl`. */
  assetCdn: opt(origin),
  /** The log servers; each left out is on the first line (`/log`, `/gamelog`, `/logger`). */
  logCdn: opt(origin),
  gameLogCdn: opt(origin),
  logger: opt(origin),
  /** The operator's popup orders (-1 always, 1-6) and switches, by popup type (SPEC §9). */
  popups: keyed(POPUP_TYPES, popupSetting),
  /** Minutes between session reality checks; absent (off) unless the operator sets it. */
  realityCheckMinutes: opt(
    checked({ type: 'integer', min: 1 }, (v) =>
      typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null,
    ),
  ),
  /** The operator's report page, opened in the report modal (http(s)). */
  reportUrl: opt(origin),
  /** The share of sessions that send their load timeline and Web Vitals, 0 to 1 (docs/rum.md). */
  perfSampleRate: opt(
    checked({ type: 'number' }, (v) => {
      const rate = num(v);
      return rate !== null && rate >= 0 && rate <= 1 ? rate : null;
    }),
  ),
  // The operator's SPEC §3 config fields (docs/config.md); a bad value is left out (the default).
  ...operatorFieldSchemas,
  /** The market's rules (game-sdk/src/rules.ts), read field by field over today's behaviour. */
  jurisdiction: opt(checked<Rules>({ type: 'any' }, (v) => (isRecord(v) ? readRules(v) : null))),
  /** The operator's sound files (SPEC §9) replacing the built-in ones, by sound; http(s) only. */
  sounds: keyed(
    SOUND_NAMES,
    checked<string>({ type: 'string' }, (v) =>
      typeof v === 'string' ? (safeHttpUrl(v)?.href ?? null) : null,
    ),
  ),
});

/** The sound files a config names, null (the built-in file) for each it does not. */
export function soundSources(config: Pick<EnvConfig, 'sounds'>): SoundSources {
  return { ...defaultSoundSources(), ...config.sounds };
}

/** The asset CDN images and the wheel's setting.json come from: assetCdn, else dl, else ''. */
export function assetBase(config: Pick<EnvConfig, 'assetCdn' | 'dl'>): string {
  return config.assetCdn ?? config.dl ?? '';
}

/** Checks a config answer; anything off is a format error, never a crash later. */
export function validateEnvConfig(raw: unknown): EnvConfig {
  const read = parseWire(envConfigSchema, raw, 'config');
  const [first] = read.lines;
  const servers = {} as EnvConfig['servers'];
  for (const role of SERVER_ROLES) servers[role] = read.servers[role] ?? first;
  return defined({
    ...read,
    servers,
    logCdn: read.logCdn ?? `${first}/log`,
    gameLogCdn: read.gameLogCdn ?? `${first}/gamelog`,
    logger: read.logger ?? `${first}/logger`,
    betIndex: betIndexFor(read.betSelections, read.betIndex),
  }) as EnvConfig;
}

/**
 * GET {dl}/env/{e}.json?v={minute stamp}; 404 means an unknown environment. The answer the
 * page's head got for the same address (head-results.ts) stands in for the request, read by
 * the same rules; a head request that timed out fails as the engine's own would.
 */
export async function loadEnvConfig(
  deps: HttpDeps & { head?: HeadResults },
  configHost: string,
  e: string,
  signal?: AbortSignal,
): Promise<EnvConfig> {
  const handed = await deps.head?.config(configPath(configHost, e));
  if (handed && 'failed' in handed) throw timedOut(configHost);
  const answer =
    handed ??
    (await askConfig(deps, configAddress(configHost, e, minuteStamp(deps.clock.now())), signal));
  if (answer.status === 404)
    throw new Failure(CLIENT_CODES.badEnvironment, `unknown environment ${e}`);
  if (answer.status < 200 || answer.status > 299) throw httpRefused('config', answer.status);
  return validateEnvConfig(parseJson(answer.text));
}

/** The config's own request, as the head's answer reads: its status and text. */
const askConfig = (deps: HttpDeps, url: string, signal?: AbortSignal) =>
  askText(deps, url, { method: 'GET' }, { timeoutMs: CONFIG_TIMEOUT_MS, signal });

/** A line-info address's answer: more API lines in `data.lines` (bad ones dropped). */
export const lineInfoSchema = object({ data: object({ lines: list(origin) }, true) }, true);

/** The extra lines a line-info address lists in `data.lines`; silent when it fails. */
export async function loadLineInfo(
  deps: HttpDeps,
  address: string,
  signal?: AbortSignal,
): Promise<string[]> {
  try {
    const answer = await askText(
      deps,
      address,
      { method: 'GET' },
      { timeoutMs: CONFIG_TIMEOUT_MS, signal },
    );
    return lineInfoSchema.read(parseJson(answer.text)).data.lines;
  } catch {
    return [];
  }
}
