// Runs in the worker (and in Node): what a player's client code allows (SPEC §6).
import type { GameType } from '../../shared/lib/constants.ts';

/** SPEC §6 client-code facts of a player. */
export interface ClientFlags {
  /** The part of the uid after its last `@`, or '' when there is none. */
  clientCode: string;
  /** An IGSW client: popups are skipped in listed slot games. */
  igsw: boolean;
  /** An NT client. */
  nt: boolean;
  /** A TRIALS client. */
  trials: boolean;
  /** NT or TRIALS: flagged special (SPEC §6). */
  special: boolean;
}

/** The client code of a uid (name@clientCode); the last `@` counts, since names may hold one. */
export function clientCodeOf(uid: string): string {
  const at = uid.lastIndexOf('@');
  return at < 0 ? '' : uid.slice(at + 1).trim();
}

/** The SPEC §6 flags of a uid; codes compare case-insensitively (operators type both cases). */
export function clientFlags(uid: string): ClientFlags {
  const clientCode = clientCodeOf(uid);
  const upper = clientCode.toUpperCase();
  const nt = upper === 'NT';
  const trials = upper === 'TRIALS';
  return { clientCode, igsw: upper === 'IGSW', nt, trials, special: nt || trials };
}

/**
 * The slot games where IGSW players see no popups. SPEC §9 lists these special game ids
 * without saying what they are for; this list is where an operator would change them.
 */
export const IGSW_POPUP_SKIP_GAME_IDS: readonly number[] = [
  1001, 1002, 1008, 1009, 1027, 1028, 1033, 1034,
];

/**
 * SPEC §9's special id strings: the games where clients flagged special (NT, TRIALS; SPEC §6) see
 * no popups, of any game type, as IGSW clients see none in their listed slot games. Kept as
 * strings, as SPEC gives them; they compare with the game id as text (`String(gameId)`).
 */
export const SPECIAL_CLIENT_POPUP_SKIP_IDS: readonly string[] = ['1046', '1051', '1052'];

/**
 * SPEC §6: IGSW players skip popups in a slot game, and only when that game is in the list;
 * special clients (NT, TRIALS) skip them in the games of the special id strings.
 */
export function skipsPopups(
  uid: string,
  gameType: GameType,
  gameId: number,
  igswSkipGameIds: readonly number[],
): boolean {
  const flags = clientFlags(uid);
  if (flags.special && SPECIAL_CLIENT_POPUP_SKIP_IDS.includes(String(gameId))) return true;
  return flags.igsw && gameType === 1 && igswSkipGameIds.includes(gameId);
}
