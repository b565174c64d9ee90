// Shared by the UI and the worker: which dialog each SPEC §8 code opens, and the code sets the
// engine's rules read (seat, wheel, forced logout, a dead token). The texts and buttons are the
// UI's, in error-catalogue.ts.
import { expandCodes } from './error-levels.ts';

/** Which error dialog a code opens (SPEC §2 layouts, SPEC §8 behaviour table). */
export type DialogBehaviour =
  | 'logout'
  | 'confirm'
  | 'suspend'
  | 'message'
  | 'tokenRejected'
  | 'reconnecting'
  | 'general'
  | 'unknown';

/** Codes, singly or as inclusive ranges. */
export type CodeSpec = readonly (string | readonly [number, number])[];

/** Seat-server codes that show an error (SPEC §8). */
export const SEAT_ERROR_CODES: ReadonlySet<string> = expandCodes([
  '10000',
  '10001',
  '10006',
  '10007',
]);
/** Seat-server codes that pass silently (SPEC §8). */
export const SEAT_SILENT_CODES: ReadonlySet<string> = expandCodes(['10009']);

/** Reconnecting (SPEC §8): the servers ask for patience; the engine tries the boot again. */
export const RECONNECTING_CODE = '301';

/** SPEC §8 dialog behaviour table; 2 and 227 sit in both logout and confirm-only. */
const BEHAVIOUR_TABLE: readonly { behaviour: DialogBehaviour; codes: CodeSpec }[] = [
  // Listed first so it wins for 2 and 227 (DESIGN: confirm-only, not logout).
  { behaviour: 'confirm', codes: ['2', '208', '227', [901, 904]] },
  {
    behaviour: 'logout',
    codes: [
      '102',
      '104',
      '204',
      '206',
      [214, 219],
      '7003',
      '7405',
      '7503',
      '9014',
      '9020',
      '2',
      '227',
      // The multiple-login row's other codes log out like 206, 216 and 9014 (docs/decisions.md).
      '1101',
      '1206',
      '1216',
    ],
  },
  { behaviour: 'suspend', codes: ['103', '205', '7002', '7502', '9013'] },
  { behaviour: 'message', codes: ['229', '400', '1229'] },
  { behaviour: 'tokenRejected', codes: ['9005'] },
  { behaviour: 'reconnecting', codes: [RECONNECTING_CODE] },
];

/**
 * Multiple login detected (SPEC §8 message row; SPEC §6 "force a new login"): the logout dialog
 * whenever a container call answers one, also after the game is ready.
 */
export const FORCED_LOGOUT_CODES: ReadonlySet<string> = expandCodes([
  '206',
  '216',
  '1101',
  '1206',
  '1216',
  '9014',
]);

/**
 * Statuses that say the token itself is over (SPEC §8 "removes a stored access key"): logged
 * out, login expired, and a newer login elsewhere. Account states (locked, suspended), the
 * network and maintenance keep it, so a reload may still succeed later.
 */
export const SESSION_ENDED_CODES: ReadonlySet<string> = new Set([
  ...expandCodes(['214', '215', '221', '224', '1214', '1221', '9005', '9029', '9030', '7405']),
  ...FORCED_LOGOUT_CODES,
]);

/**
 * The session closed on inactivity and its results were settled (SPEC §4 "Session", SPEC §8
 * 100 and 1104): nothing more plays on it, whichever call answers it.
 */
const INACTIVITY_CODES: ReadonlySet<string> = expandCodes(['100', '1104']);

/**
 * The account was locked (7003) or banned (7503) while it played: SPEC §4's disconnected flag
 * holds for good, and the player reads why in its dialog, never "connection lost".
 */
const ACCOUNT_CLOSED_CODES: ReadonlySet<string> = expandCodes(['7003', '7503']);

/**
 * Statuses that end the session on any main-API call, before and after the game is ready, past
 * the throttle (docs/decisions.md): a dead token (SESSION_ENDED_CODES, a newer login included),
 * an account locked or banned, and inactivity. The page shows their dialog; nothing else the
 * session does can succeed.
 */
export const SESSION_OVER_CODES: ReadonlySet<string> = new Set([
  ...SESSION_ENDED_CODES,
  ...ACCOUNT_CLOSED_CODES,
  ...INACTIVITY_CODES,
]);

const byCode = new Map<string, DialogBehaviour>();
for (const row of BEHAVIOUR_TABLE) {
  for (const code of expandCodes(row.codes)) {
    if (!byCode.has(code)) byCode.set(code, row.behaviour);
  }
}
/** The dialog of every code the behaviour table names; 2 and 227 are confirm-only. */
export const BEHAVIOUR_BY_CODE: ReadonlyMap<string, DialogBehaviour> = byCode;

/** The dialog a code opens: the table's, else the general one. */
export function behaviourOf(code: string): DialogBehaviour {
  return BEHAVIOUR_BY_CODE.get(code) ?? 'general';
}

/** Lucky wheel eligibility failure → wheel message (SPEC §8). */
export function wheelEligibilityMessage(code: string): 'message2' | 'message3' | 'message4' {
  if (code === '9038') return 'message2';
  if (code === '9039') return 'message4';
  return 'message3';
}

/** Lucky wheel draw failure → wheel message (SPEC §8). */
export function wheelDrawMessage(code: string): 'message1' | 'message2' | 'message3' {
  if (code === '9035') return 'message3';
  if (code === '9036') return 'message1';
  return 'message2';
}
