// Shared by the UI and the worker: the player's address query, parsed once into a typed object.
import { type GameType, type Locale } from '../lib/constants.ts';
import { localeFromPath, normalizeLocale } from '../i18n/locale.ts';
import { safeHttpUrl } from '../lib/urls.ts';

/** The query of SPEC §2, typed, with defaults. */
export interface Query {
  /** Environment name; empty when missing (boot then fails with 505). */
  e: string;
  /** Login token; empty when missing (boot then fails with 9005). */
  x: string;
  gName: string;
  /** gName before the first underscore. */
  gameName: string;
  /** gName after the first underscore. */
  gameVersion: string;
  /** 1 slot, 2 fish, 3 bingo, 4 arcade; anything else is 1. */
  gameType: GameType;
  /** Game id; null when missing or not a positive integer (the login's gameId is used). */
  mType: number | null;
  /** Lobby URL, only when it is http(s). */
  origin: string | null;
  more: string;
  locale: Locale;
  /** The path or the query named a language; when not, the config's locale applies. */
  localeGiven: boolean;
  /** False only for the string "false": redirect this window, not the parent. */
  parentRedirect: boolean;
  isRedirectAllowed: boolean;
  campaignInvitationCodes: string[];
  customBrand: string;
  serviceProvider: 'default' | 'gsm';
  isIonic: boolean;
  mute: boolean;
  isShowDollarSign: boolean;
  isShowRtp: boolean;
  lobbyActive: boolean;
  /** Minutes between session reality checks (beyond SPEC); null when not given or invalid. */
  realityCheck: number | null;
}

const MAX_VALUE_LENGTH = 4096;
/** SPEC §9: the games served by the gsm provider. */
const GSM_GAME_IDS: ReadonlySet<number | null> = new Set([1026]);

/** The provider that serves a game (SPEC §3 serviceProvider): gsm for 1026, else default. */
export function serviceProviderOf(gameId: number | null): 'default' | 'gsm' {
  return GSM_GAME_IDS.has(gameId) ? 'gsm' : 'default';
}

/** A query value as the container reads it: trimmed, '' when missing or over 4096 characters. */
export function queryText(params: URLSearchParams, name: string): string {
  const value = params.get(name) ?? '';
  return value.length > MAX_VALUE_LENGTH ? '' : value.trim();
}

function flag(params: URLSearchParams, name: string, fallback: boolean): boolean {
  const value = queryText(params, name).toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return fallback;
}

function positiveInt(value: string): number | null {
  if (!/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

function gameType(value: string): GameType {
  const n = positiveInt(value);
  // 1 (slot) is also the fallback.
  return n === 2 || n === 3 || n === 4 ? n : 1;
}

/** Parses `location.search` (and the path, for its locale prefix) without ever throwing. */
export function parseQuery(search: string, pathname = '/'): Query {
  // A string never makes URLSearchParams throw: malformed escapes are kept as they are.
  const params = new URLSearchParams(search);
  const gName = queryText(params, 'gName');
  const cut = gName.indexOf('_');
  const mType = positiveInt(queryText(params, 'mType'));
  const pathLocale = localeFromPath(pathname);
  const queryLocale = queryText(params, 'locale');
  const codes = queryText(params, 'campaignInvitationCodes')
    .split(',')
    .map((c) => c.trim())
    .filter((c) => /^[\w-]{1,64}$/.test(c));
  return {
    e: /^[\w-]{1,64}$/.test(queryText(params, 'e')) ? queryText(params, 'e') : '',
    x: queryText(params, 'x'),
    gName,
    gameName: cut < 0 ? gName : gName.slice(0, cut),
    gameVersion: cut < 0 ? '' : gName.slice(cut + 1),
    gameType: gameType(queryText(params, 'gameType')),
    mType,
    origin: safeHttpUrl(queryText(params, 'origin'))?.href ?? null,
    more: queryText(params, 'more'),
    locale: pathLocale ?? normalizeLocale(queryLocale),
    localeGiven: pathLocale !== null || queryLocale !== '',
    parentRedirect: queryText(params, 'parentRedirect') !== 'false',
    isRedirectAllowed: flag(params, 'isRedirectAllowed', true),
    campaignInvitationCodes: codes,
    customBrand: queryText(params, 'customBrand'),
    serviceProvider: serviceProviderOf(mType),
    isIonic: flag(params, 'isIonic', false),
    mute: flag(params, 'mute', false),
    isShowDollarSign: flag(params, 'isShowDollarSign', true),
    isShowRtp: flag(params, 'isShowRtp', false),
    lobbyActive: flag(params, 'lobbyActive', false),
    realityCheck: positiveInt(queryText(params, 'realityCheck')),
  };
}
