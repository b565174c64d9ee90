// Runs in the worker: the operator's SPEC §3 config fields (locale, bets, functionList,
// featureCount, isSystemButtonVisible, noTurbo), read with safe defaults, and what they switch.
import { LOCALES, type Locale } from '../../shared/lib/constants.ts';
import { FUNCTION_IDS, type ContainerSwitches } from '../../shared/account/functions.ts';
import { isRecord } from '../../shared/lib/is-record.ts';
import type { UserState } from '../../shared/engine/engine-api.ts';
import type { EnvConfig } from '../boot/wire.ts';

/** The config fields of this module, as validateEnvConfig keeps them. */
export type OperatorFields = Pick<
  EnvConfig,
  | 'locale'
  | 'betSelections'
  | 'betIndex'
  | 'functionList'
  | 'featureCount'
  | 'isSystemButtonVisible'
  | 'noTurbo'
>;

/** More bets than any game's selector shows is a broken config, not a choice. */
const MAX_BETS = 50;

const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** The functionIds of a list of `{functionId}` (or bare ids); null when it is no list at all. */
function readFunctionList(raw: unknown): { functionId: number }[] | null {
  if (!Array.isArray(raw)) return null;
  const ids = (raw as unknown[])
    .map((entry) => (isRecord(entry) ? entry['functionId'] : entry))
    .filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0);
  // A list whose every entry is broken says nothing: all stay on rather than all off.
  if (raw.length > 0 && ids.length === 0) return null;
  return [...new Set(ids)].map((functionId) => ({ functionId }));
}

/** Reads the fields; each bad value is left out, so its default applies. */
export function readOperatorFields(raw: Record<string, unknown>): OperatorFields {
  const out: OperatorFields = {};
  const locale = raw['locale'];
  // Exactly one of the ten languages: a config is written by hand once, not by a browser.
  if (typeof locale === 'string' && (LOCALES as readonly string[]).includes(locale)) {
    out.locale = locale as Locale;
  }
  const bets = raw['betSelections'];
  if (
    Array.isArray(bets) &&
    bets.length > 0 &&
    bets.length <= MAX_BETS &&
    bets.every((b) => typeof b === 'number' && Number.isFinite(b) && b > 0)
  ) {
    out.betSelections = bets as number[];
    const index = raw['betIndex'];
    out.betIndex = isCount(index) && index < bets.length ? index : 0;
  }
  const functions = readFunctionList(raw['functionList']);
  if (functions) out.functionList = functions;
  if (isCount(raw['featureCount'])) out.featureCount = raw['featureCount'];
  if (typeof raw['isSystemButtonVisible'] === 'boolean') {
    out.isSystemButtonVisible = raw['isSystemButtonVisible'];
  }
  if (typeof raw['noTurbo'] === 'boolean') out.noTurbo = raw['noTurbo'];
  return out;
}

/**
 * What is on for this player: the operator's functionList, then the account (docs/config.md):
 * a demo account has no promotions (they pay real money), an API account no more games (its
 * operator's site picks the games).
 */
export function switchesFor(config: OperatorFields, user: UserState | null): ContainerSwitches {
  const listed = config.functionList?.map((f) => f.functionId);
  const on = (id: number): boolean => listed === undefined || listed.includes(id);
  return {
    promotions: on(FUNCTION_IDS.promotions) && user?.demo !== true,
    seats: on(FUNCTION_IDS.seats),
    jackpots: on(FUNCTION_IDS.jackpots),
    moreGames: on(FUNCTION_IDS.moreGames) && user?.api !== true,
    systemButtons: config.isSystemButtonVisible !== false,
  };
}

/**
 * The game's address with the operator's bets, featureCount and noTurbo in its query, where the
 * game reads them at start (docs/config.md). Parameters the server already put there win.
 */
export function withGameSettings(address: string, config: OperatorFields): string {
  const url = new URL(address);
  const set = (name: string, value: string | undefined): void => {
    if (value !== undefined && !url.searchParams.has(name)) url.searchParams.set(name, value);
  };
  set('betSelections', config.betSelections?.join(','));
  set('betIndex', config.betIndex?.toString());
  set('featureCount', config.featureCount?.toString());
  set('noTurbo', config.noTurbo ? '1' : undefined);
  return url.href;
}
