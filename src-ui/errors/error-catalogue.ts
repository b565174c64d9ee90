// Runs in the UI: the SPEC §8 error catalogue as data (texts, dialogs, buttons, levels).
import type { TFunction } from 'i18next';
import type en from '../../locales/en/translation.json';
import { UNKNOWN_CODE, WORKER_FAILURE_CODE } from '../../shared/errors/client-codes.ts';
import { HIGH_LEVEL_CODES, expandCodes, logLevel } from '../../shared/errors/error-levels.ts';
import {
  BEHAVIOUR_BY_CODE,
  type CodeSpec,
  type DialogBehaviour,
  SEAT_ERROR_CODES,
  SESSION_ENDED_CODES,
  behaviourOf,
} from '../../shared/errors/error-behaviour.ts';

/** A code with its own text in the locales (en.json is the reference every language follows). */
type ErrorCode = keyof typeof en.errors;
/** The translation key of an error's text: `errors.<code>`. */
type ErrorKey = `errors.${ErrorCode}`;

/** The error dialog buttons of SPEC §2. */
export type ErrorButton = 'okToLobby' | 'okToOrigin' | 'okDismiss' | 'return' | 'reload' | 'close';

/** Everything the UI needs to show one error code. */
export interface CatalogueEntry {
  code: string;
  /** 'errors.<code>' or 'errors.default'. */
  messageKey: ErrorKey;
  behaviour: DialogBehaviour;
  /** The buttons when a lobby exists; see buttonsFor for the no-lobby case. */
  buttons: readonly ErrorButton[];
  level: 'high' | 'medium' | null;
  /** High codes are never replaced by a later error. */
  high: boolean;
  /** The session's token is dead (SESSION_ENDED_CODES): no Reload, it would only retry it. */
  sessionEnded: boolean;
}

/**
 * SPEC §8 message table, one row per English meaning (the comment above it). Every code gets its own key even when
 * rows share a meaning, because other languages word some codes differently (SPEC notes 229,
 * 1229, 7503, 9005 vary by language). "default" and "others" are left out: unknown codes fall
 * to errors.default.
 */
const MESSAGE_TABLE: readonly CodeSpec[] = [
  // network abnormal
  [
    '0',
    '1',
    [4, 8],
    '101',
    '102',
    [200, 203],
    [207, 213],
    '217',
    '218',
    '220',
    '225',
    '400',
    '601',
    '602',
    [1000, 1015],
    '1098',
    '1099',
    [1200, 1203],
    '1217',
    '1218',
    '1225',
    '1228',
    '1230',
    [2001, 2017],
    '9009',
    '9010',
  ],
  // insufficient balance
  ['2', '3'],
  // cash balance or coin not enough
  ['6006'],
  // user balance or coin is zero
  ['6002'],
  // amount is zero
  ['6007'],
  // inactivity: game closed and settled, re-enter
  ['100', '1104'],
  // account suspended
  ['103', '205', '1102', '1205', '7002', '7502'],
  // 7503 reads "locked" in English (DESIGN: banned users).
  // account locked
  ['104', '204', '1103', '1204', '7003', '7503'],
  // multiple login detected
  ['206', '216', '1101', '1206', '1216', '9014'],
  // logged out, log in again
  ['214', '215', '221', '224', '1214', '1221', '9005', '9030'],
  // login expired
  ['9029'],
  // logged out
  ['7405'],
  // maintenance
  ['219', '1105', '1219', '9013'],
  // unsettled transaction
  ['222', '223', '226', '1222', '1223', '1226'],
  // game card rule violation
  ['227'],
  // try again, contact support if it persists
  ['229', '1229'],
  // reconnecting
  ['301'],
  // parameters not enough
  ['505'],
  // subscription incomplete
  [[901, 903]],
  // broadcast incomplete
  ['904'],
  // format error
  ['6003', '8000', [8005, 8013]],
  // repeat transfer
  ['6004'],
  // generic error
  [
    '6001',
    '6005',
    '6008',
    '6901',
    '7001',
    '9002',
    '9004',
    '9006',
    '9007',
    '9015',
    [9017, 9019],
    [9021, 9028],
    '9999',
  ],
  // incorrect ID or password
  ['7402', '7501', '9003'],
  // wrong validation code
  ['7403'],
  // retried too many times
  ['7404'],
  // unable to find account
  ['7004', '7504'],
  // user is not playing
  ['7505'],
  // demo account full
  ['7506'],
  // registration format error
  [[7601, 7605]],
  // receiving account does not exist
  ['7701'],
  // receiving account can't be transferred to now
  ['7702', '7703'],
  // receiving account must be different
  ['7704'],
  // blank not allowed
  ['8001'],
  // negative not allowed
  ['8003'],
  // no authorization
  ['9001'],
  // same value as before
  ['9008'],
  // repeated transaction
  ['9011'],
  // try again later
  ['9012'],
  // country not allowed
  ['9016'],
  // SPEC lists 9017-9028 as generic Error and 9020 separately; the specific text wins.
  // connection lost due to unstable network
  ['9020'],
];

/** The buttons each dialog shows when a lobby exists. */
const BUTTONS: Readonly<Record<DialogBehaviour, readonly ErrorButton[]>> = {
  logout: ['okToLobby'],
  confirm: ['okDismiss'],
  suspend: ['okToOrigin'],
  // SPEC shows only the message; an OK keeps a way to close it.
  message: ['okDismiss'],
  tokenRejected: ['return'],
  // The UI adds the spinner.
  reconnecting: ['return'],
  general: ['return', 'reload'],
  unknown: ['return', 'reload'],
};

const MESSAGE_CODES = new Set<string>();
for (const row of MESSAGE_TABLE) for (const code of expandCodes(row)) MESSAGE_CODES.add(code);

/** Every single code named in the SPEC §8 message and behaviour tables, in numeric order. */
export const CATALOGUE_CODES: readonly string[] = [
  ...new Set([...MESSAGE_CODES, ...BEHAVIOUR_BY_CODE.keys()]),
].sort((a, b) => Number(a) - Number(b));

/** Codes with their own errors.<code> text: the catalogue plus the seat errors. */
export const MESSAGE_KEY_CODES: ReadonlySet<string> = new Set([
  ...CATALOGUE_CODES,
  ...SEAT_ERROR_CODES,
]);

/** Both codes the container makes up itself use the unknown-error layout with their own text. */
const isOwnCode = (code: string): boolean => code === UNKNOWN_CODE || code === WORKER_FAILURE_CODE;

/**
 * The one place where a code is trusted to have its own `errors.<code>` text: the tests check
 * that en.json (and every other language) has a text for each of these codes.
 */
function hasOwnText(code: string): code is ErrorCode {
  return isOwnCode(code) || MESSAGE_KEY_CODES.has(code);
}

/** The catalogue entry for any code; codes outside SPEC get the generic text and dialog. */
export function catalogueEntry(code: string): CatalogueEntry {
  const level = logLevel(code);
  const own = isOwnCode(code);
  const behaviour: DialogBehaviour = own ? 'unknown' : behaviourOf(code);
  const messageKey: ErrorKey = hasOwnText(code) ? `errors.${code}` : 'errors.default';
  // High is about replacement, not logging: 9013 is high yet never logged.
  const high = HIGH_LEVEL_CODES.has(code);
  const sessionEnded = SESSION_ENDED_CODES.has(code);
  return { code, messageKey, behaviour, buttons: BUTTONS[behaviour], level, high, sessionEnded };
}

/**
 * The buttons to show: Return only with a lobby, Reload too when boot stopped, and always at
 * least one way out. A dead session never offers Reload (it would retry a dead token): without
 * a lobby it offers Close, which goes to /close.
 */
export function buttonsFor(
  entry: CatalogueEntry,
  hasLobby: boolean,
  bootFailed = false,
): ErrorButton[] {
  const buttons = entry.buttons.filter(
    (b) => (hasLobby || b !== 'return') && !(entry.sessionEnded && b === 'reload'),
  );
  if (entry.sessionEnded) {
    if (buttons.length === 0) buttons.push('close');
    return buttons;
  }
  // Without a lobby, Return-only dialogs (301) fall back to Reload.
  if (buttons.length === 0 || (bootFailed && !buttons.includes('reload'))) buttons.push('reload');
  return buttons;
}

/** The translated text of any error code (the dialog, a refused card, a seat error). */
export function errorText(t: TFunction, code: string): string {
  return t(catalogueEntry(code).messageKey);
}
