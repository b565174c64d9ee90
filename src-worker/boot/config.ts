// Runs in the worker: the environment config (SPEC §7 config fetch), validated.
import { CONFIG_TIMEOUT_MS } from '../../shared/lib/constants.ts';
import { safeHttpUrl } from '../../shared/lib/urls.ts';
import type { PopupSetting } from '../promotions/popups/popup-rules.ts';
import { POPUP_TYPES, type PopupType } from '../../shared/promotions/promotion-types.ts';
import type { EnvConfig } from './wire.ts';
import {
  SOUND_NAMES,
  type SoundSources,
  defaultSoundSources,
} from '../../shared/brand/client-config.ts';
import { CLIENT_CODES, Failure } from '../errors/failure.ts';
import { type HttpDeps, fetchWithTimeout, readJson } from '../lib/http.ts';
import { isRecord } from '../../shared/lib/is-record.ts';
import { readOperatorFields } from '../account/operator-config.ts';

const SERVER_ROLES = ['seat', 'st', 'fish', 'gs', 'promotion', 'jackpot', 'player'] as const;

/** The minute stamp that busts the config cache once a minute. */
export function minuteStamp(now: number): string {
  return String(Math.floor(now / 60_000));
}

function origin(value: unknown): string | null {
  return typeof value === 'string' ? (safeHttpUrl(value)?.href.replace(/\/$/, '') ?? null) : null;
}

/** Popup settings by known type; anything else is dropped (the defaults then apply). */
function readPopupSettings(raw: unknown): Partial<Record<PopupType, PopupSetting>> | null {
  if (!isRecord(raw)) return null;
  const out: Partial<Record<PopupType, PopupSetting>> = {};
  for (const type of POPUP_TYPES) {
    const entry = raw[type];
    if (!isRecord(entry)) continue;
    const setting: PopupSetting = {};
    if (typeof entry['order'] === 'number') setting.order = entry['order'];
    if (typeof entry['enable'] === 'boolean') setting.enable = entry['enable'];
    out[type] = setting;
  }
  return out;
}

/** The operator's sound files by known sound: http(s) only, anything else dropped. */
function readSounds(raw: unknown): EnvConfig['sounds'] | null {
  if (!isRecord(raw)) return null;
  const out: NonNullable<EnvConfig['sounds']> = {};
  for (const name of SOUND_NAMES) {
    const url = typeof raw[name] === 'string' ? safeHttpUrl(raw[name])?.href : undefined;
    if (url !== undefined) out[name] = url;
  }
  return out;
}

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
  const bad = (what: string): Failure => new Failure(CLIENT_CODES.badResponse, `config: ${what}`);
  if (!isRecord(raw)) throw bad('not an object');
  const lines = Array.isArray(raw['lines']) ? raw['lines'].map(origin) : [];
  const goodLines = lines.filter((l): l is string => l !== null);
  const firstLine = goodLines[0];
  if (firstLine === undefined) throw bad('no lines');
  const servers = isRecord(raw['servers']) ? raw['servers'] : {};
  const checked = {} as EnvConfig['servers'];
  for (const role of SERVER_ROLES) {
    checked[role] = origin(servers[role]) ?? firstLine;
  }
  const config: EnvConfig = {
    lines: goodLines,
    servers: checked,
    logCdn: origin(raw['logCdn']) ?? `${firstLine}/log`,
    gameLogCdn: origin(raw['gameLogCdn']) ?? `${firstLine}/gamelog`,
    logger: origin(raw['logger']) ?? `${firstLine}/logger`,
  };
  const lineInfo = origin(raw['lineInfo']);
  if (lineInfo) config.lineInfo = lineInfo;
  const dl = origin(raw['dl']);
  if (dl) config.dl = dl;
  const assetCdn = origin(raw['assetCdn']);
  if (assetCdn) config.assetCdn = assetCdn;
  const popups = readPopupSettings(raw['popups']);
  if (popups) config.popups = popups;
  const minutes = raw['realityCheckMinutes'];
  if (typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0) {
    config.realityCheckMinutes = minutes;
  }
  const report = origin(raw['reportUrl']);
  if (report) config.reportUrl = report;
  Object.assign(config, readOperatorFields(raw));
  const sounds = readSounds(raw['sounds']);
  if (sounds) config.sounds = sounds;
  return config;
}

/** GET {dl}/env/{e}.json?v={minute stamp}; 404 means an unknown environment. */
export async function loadEnvConfig(
  deps: HttpDeps,
  configHost: string,
  e: string,
): Promise<EnvConfig> {
  const url = `${configHost.replace(/\/$/, '')}/env/${encodeURIComponent(e)}.json?v=${minuteStamp(deps.clock.now())}`;
  const response = await fetchWithTimeout(deps, url, { method: 'GET' }, CONFIG_TIMEOUT_MS);
  if (response.status === 404)
    throw new Failure(CLIENT_CODES.badEnvironment, `unknown environment ${e}`);
  if (!response.ok) throw new Failure(CLIENT_CODES.network, `config answered ${response.status}`);
  return validateEnvConfig(await readJson(response));
}

/** The extra lines a line-info address lists in `data.lines`; silent when it fails. */
export async function loadLineInfo(deps: HttpDeps, address: string): Promise<string[]> {
  try {
    const response = await fetchWithTimeout(deps, address, { method: 'GET' }, CONFIG_TIMEOUT_MS);
    const body = await readJson(response);
    const data = isRecord(body) && isRecord(body['data']) ? body['data'] : {};
    const lines = Array.isArray(data['lines']) ? data['lines'].map(origin) : [];
    return lines.filter((l): l is string => l !== null);
  } catch {
    return [];
  }
}
