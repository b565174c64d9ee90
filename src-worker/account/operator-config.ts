// Runs in the worker: the operator's SPEC §3 config fields (locale, bets, functionList,
// featureCount, isSystemButtonVisible, noTurbo), read with safe defaults, and what they switch.
import { LOCALES, type Locale } from '../../shared/lib/constants.ts';
import { FUNCTION_IDS, type ContainerSwitches } from '../../shared/account/functions.ts';
import { isRecord } from '../../shared/lib/is-record.ts';
import {
  bool,
  checked,
  fallback,
  integer,
  object,
  type Schema,
} from '../../shared/lib/wire-schema.ts';
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
  | 'jurisdiction'
>;

/** More bets than any game's selector shows is a broken config, not a choice. */
const MAX_BETS = 50;

/** A positive amount, as a JSON number. */
const positive: Schema<number> = checked({ type: 'number' }, (b) =>
  typeof b === 'number' && Number.isFinite(b) && b > 0 ? b : null,
);

const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** A whole number at least 0, as a JSON number (a config is written by hand, not as text). */
export const countField = checked<number>({ type: 'integer', min: 0 }, (v) =>
  isCount(v) ? v : null,
);

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

/** 1 to MAX_BETS positive amounts, all good or the whole list is left out. */
const readBets = (bets: unknown): number[] | null =>
  Array.isArray(bets) &&
  bets.length > 0 &&
  bets.length <= MAX_BETS &&
  bets.every((b) => typeof b === 'number' && Number.isFinite(b) && b > 0)
    ? (bets as number[])
    : null;

/** The operator's SPEC §3 fields of the env config; a bad value is left out (its default). */
export const operatorFieldSchemas = {
  /**
   * The interface language when neither the path nor the query names one: exactly one of the
   * ten (a config is written by hand once, not by a browser).
   */
  locale: fallback(
    checked<Locale>({ type: 'enum', values: LOCALES }, (v) =>
      (LOCALES as readonly unknown[]).includes(v) ? (v as Locale) : null,
    ),
    undefined,
  ),
  /** The bets the game offers (positive amounts), handed to the game in its address. */
  betSelections: fallback(checked({ type: 'array', item: positive }, readBets), undefined),
  /** The index in betSelections of the bet the game starts with (out of range: 0). */
  betIndex: fallback(countField, undefined),
  /** The container functions on, by functionId (shared/account/functions.ts); absent: all on. */
  functionList: fallback(
    checked({ type: 'array', item: object({ functionId: integer(1) }) }, readFunctionList),
    undefined,
  ),
  /** Passed to the game in its address only (its meaning is the game's). */
  featureCount: fallback(countField, undefined),
  /** False hides the container's system buttons (close, more games). */
  isSystemButtonVisible: fallback(bool, undefined),
  /** True: never suggest turbo, whatever the game says (joins the game's noTurbo). */
  noTurbo: fallback(bool, undefined),
};

/** The bet index that goes with the bets: in range, else 0; none without bets. */
export function betIndexFor(
  bets: number[] | undefined,
  index: number | undefined,
): number | undefined {
  if (bets === undefined) return undefined;
  return index !== undefined && index < bets.length ? index : 0;
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
  // The market's rules without quick spin say so too, for a game of protocol 1 (told no rules).
  const noTurbo = config.noTurbo === true || config.jurisdiction?.quickSpin === false;
  set('noTurbo', noTurbo ? '1' : undefined);
  return url.href;
}
