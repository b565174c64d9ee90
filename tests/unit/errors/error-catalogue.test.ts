// SPEC §8 catalogue, table-driven from SPEC's own tables: keys, dialogs, buttons, levels, wheel, seat.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SEAT_ERROR_CODES,
  SEAT_SILENT_CODES,
  type DialogBehaviour,
  wheelDrawMessage,
  wheelEligibilityMessage,
} from '../../../shared/errors/error-behaviour.ts';
import {
  CATALOGUE_CODES,
  type ErrorButton,
  buttonsFor,
  catalogueEntry,
} from '../../../src-ui/errors/error-catalogue.ts';
import { expandCodes } from '../../../shared/errors/error-levels.ts';

type Tree = { [key: string]: string | Tree };
const en = JSON.parse(readFileSync('locales/en/translation.json', 'utf8')) as Tree;
const text = (key: string): string | undefined => {
  let node: string | Tree | undefined = en;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

// SPEC §8 message table, copied row by row ("default" and "others" are tested separately).
const MESSAGE_ROWS = [
  '0, 1, 4-8, 101, 102, 200-203, 207-213, 217, 218, 220, 225, 400, 601, 602, 1000-1015, 1098, 1099, 1200-1203, 1217, 1218, 1225, 1228, 1230, 2001-2017, 9009, 9010',
  '2, 3',
  '6006',
  '6002',
  '6007',
  '100, 1104',
  '103, 205, 1102, 1205, 7002, 7502',
  '104, 204, 1103, 1204, 7003',
  '7503',
  '206, 216, 1101, 1206, 1216, 9014',
  '214, 215, 221, 224, 1214, 1221, 9005, 9030',
  '9029',
  '7405',
  '219, 1105, 1219, 9013',
  '222, 223, 226, 1222, 1223, 1226',
  '227',
  '229, 1229',
  '301',
  '505',
  '901-903',
  '904',
  '6003',
  '6004',
  '6001, 6005, 6008, 6901, 7001, 9002, 9004, 9006, 9007, 9015, 9017-9028, 9999',
  '7402, 7501, 9003',
  '7403',
  '7404',
  '7504, 7004',
  '7505',
  '7506',
  '7601-7605',
  '7701',
  '7702, 7703',
  '7704',
  '8000, 8005-8013',
  '8001',
  '8003',
  '9001',
  '9008',
  '9011',
  '9012',
  '9016',
  '9020',
];

/** Parses SPEC's "1, 4-8" notation with the shared expander. */
const parse = (row: string): string[] => [
  ...expandCodes(
    row.split(', ').map((part) => {
      const [from, to] = part.split('-');
      return to === undefined ? part : ([Number(from), Number(to)] as const);
    }),
  ),
];

// SPEC §8 dialog behaviour table; 2 and 227 are confirm-only (DESIGN decision), and the
// multiple-login row's 1101, 1206, 1216 log out like 206, 216, 9014 (docs/decisions.md).
const BEHAVIOUR_ROWS: [DialogBehaviour, string][] = [
  ['logout', '102, 104, 204, 206, 214-219, 1101, 1206, 1216, 7003, 7405, 7503, 9014, 9020'],
  ['confirm', '2, 208, 227, 901-904'],
  ['suspend', '103, 205, 7002, 7502, 9013'],
  ['message', '229, 400, 1229'],
  ['tokenRejected', '9005'],
  ['reconnecting', '301'],
];
const BEHAVIOUR = new Map<string, DialogBehaviour>(
  BEHAVIOUR_ROWS.flatMap(([behaviour, row]) => parse(row).map((c) => [c, behaviour] as const)),
);

// SPEC §8 logging levels.
const HIGH = new Set(
  parse(
    '100-104, 200-206, 216-225, 229, 1000-1015, 1098-1105, 1200-1230, 2001-2017, 7502, 7503, 9005, 9013, 9014, 9020, 9025',
  ),
);
const expectedLevel = (code: string) =>
  code === '9013' ? null : HIGH.has(code) || code === '1013' ? 'high' : 'medium';

// SPEC §2 buttons for each layout, with and without a lobby.
const BUTTONS: Record<DialogBehaviour, [ErrorButton[], ErrorButton[]]> = {
  logout: [['okToLobby'], ['okToLobby']],
  confirm: [['okDismiss'], ['okDismiss']],
  suspend: [['okToOrigin'], ['okToOrigin']],
  message: [['okDismiss'], ['okDismiss']],
  tokenRejected: [['return'], ['reload']],
  reconnecting: [['return'], ['reload']],
  general: [['return', 'reload'], ['reload']],
  unknown: [['return', 'reload'], ['reload']],
};

// Codes whose token is dead (docs/decisions.md): never Reload, Close to /close without a lobby.
const SESSION_ENDED = new Set(
  parse('206, 214, 215, 216, 221, 224, 1101, 1206, 1214, 1216, 1221, 7405, 9005, 9014, 9029, 9030'),
);
const expectedButtons = (code: string, behaviour: DialogBehaviour, lobby: boolean) => {
  const buttons = BUTTONS[behaviour][lobby ? 0 : 1];
  if (!SESSION_ENDED.has(code)) return buttons;
  const kept = BUTTONS[behaviour][0].filter((b) => b !== 'reload' && (lobby || b !== 'return'));
  return kept.length > 0 ? kept : ['close'];
};

const SPEC_CODES = [
  ...new Set([...MESSAGE_ROWS.flatMap(parse), ...BEHAVIOUR_ROWS.flatMap(([, row]) => parse(row))]),
];

describe('catalogue codes', () => {
  it('names every code of the SPEC §8 tables, and only those', () => {
    expect([...CATALOGUE_CODES].sort()).toEqual([...SPEC_CODES].sort());
  });

  it('has an English text for every code', () => {
    const missing = CATALOGUE_CODES.filter((c) => !text(`errors.${c}`)?.trim());
    expect(missing).toEqual([]);
  });
});

describe.each(SPEC_CODES)('code %s', (code) => {
  const entry = catalogueEntry(code);
  const behaviour = BEHAVIOUR.get(code) ?? 'general';

  it('has its own text key', () => {
    expect(entry.code).toBe(code);
    expect(entry.messageKey).toBe(`errors.${code}`);
    expect(text(entry.messageKey)).toBeTruthy();
  });

  it(`opens the ${behaviour} dialog with SPEC's buttons`, () => {
    expect(entry.behaviour).toBe(behaviour);
    expect(buttonsFor(entry, true)).toEqual(expectedButtons(code, behaviour, true));
    expect(buttonsFor(entry, false)).toEqual(expectedButtons(code, behaviour, false));
    expect(entry.sessionEnded).toBe(SESSION_ENDED.has(code));
  });

  it('is logged at the SPEC level', () => {
    expect(entry.level).toBe(expectedLevel(code));
    expect(entry.high).toBe(HIGH.has(code));
  });
});

describe('catalogueEntry edge cases', () => {
  it.each([
    ['2', 'confirm', ['okDismiss']],
    ['227', 'confirm', ['okDismiss']],
    ['208', 'confirm', ['okDismiss']],
    ['9005', 'tokenRejected', ['return']],
    ['301', 'reconnecting', ['return']],
    ['7503', 'logout', ['okToLobby']],
    ['9013', 'suspend', ['okToOrigin']],
    ['400', 'message', ['okDismiss']],
  ] as const)('%s opens %s', (code, behaviour, buttons) => {
    const entry = catalogueEntry(code);
    expect(entry.behaviour).toBe(behaviour);
    expect(entry.buttons).toEqual(buttons);
  });

  it('9005 offers Return with a lobby and Close without one, never Reload', () => {
    const entry = catalogueEntry('9005');
    expect(buttonsFor(entry, true)).toEqual(['return']);
    expect(buttonsFor(entry, false)).toEqual(['close']);
    expect(buttonsFor(entry, true, true)).toEqual(['return']);
    expect(buttonsFor(entry, false, true)).toEqual(['close']);
  });

  it('adds Reload when boot stopped, unless the token is dead', () => {
    expect(buttonsFor(catalogueEntry('7503'), true, true)).toEqual(['okToLobby', 'reload']);
    expect(buttonsFor(catalogueEntry('229'), false, true)).toEqual(['okDismiss', 'reload']);
    expect(buttonsFor(catalogueEntry('9029'), true, true)).toEqual(['return']);
    expect(buttonsFor(catalogueEntry('9014'), false, true)).toEqual(['okToLobby']);
  });

  it.each(['12345', 'abc', '', '1207', '9038'])(
    'unknown code %j gets the generic text and the general dialog',
    (code) => {
      const entry = catalogueEntry(code);
      expect(entry.messageKey).toBe('errors.default');
      expect(entry.behaviour).toBe('general');
      expect(buttonsFor(entry, true)).toEqual(['return', 'reload']);
      expect(buttonsFor(entry, false)).toEqual(['reload']);
    },
  );

  it('gives a dead worker the unknown-error layout with its own text', () => {
    const entry = catalogueEntry('worker');
    expect(entry.behaviour).toBe('unknown');
    expect(entry.messageKey).toBe('errors.worker');
    expect(buttonsFor(entry, true)).toEqual(['return', 'reload']);
  });

  it('gives the unknown-error layout its own text', () => {
    const entry = catalogueEntry('unknown');
    expect(entry.behaviour).toBe('unknown');
    expect(entry.messageKey).toBe('errors.unknown');
    expect(buttonsFor(entry, true)).toEqual(['return', 'reload']);
    expect(buttonsFor(entry, false)).toEqual(['reload']);
  });

  it('keeps a high level for uncatalogued high codes (1207)', () => {
    expect(catalogueEntry('1207').high).toBe(true);
  });

  it('reads 7503 as locked in English', () => {
    expect(text('errors.7503')).toMatch(/locked/i);
  });

  it('never leaves a dialog without a way out', () => {
    for (const code of [...SPEC_CODES, 'unknown', 'x']) {
      for (const lobby of [true, false]) {
        const buttons = buttonsFor(catalogueEntry(code), lobby);
        expect(buttons.length, `${code} lobby=${lobby}`).toBeGreaterThan(0);
        if (!lobby) expect(buttons, code).not.toContain('return');
      }
    }
  });

  it('has the other texts the dialogs need', () => {
    for (const key of [
      'errors.default',
      'errors.unknown',
      'errors.worker',
      'dialog.unknownTitle',
      'dialog.reconnecting',
      'buttons.ok',
      'buttons.return',
      'buttons.reload',
      'buttons.close',
    ]) {
      expect(text(key), key).toBeTruthy();
    }
  });
});

describe('seat server codes', () => {
  it.each(['10000', '10001', '10006', '10007'])('%s shows an error with a text', (code) => {
    expect(SEAT_ERROR_CODES.has(code)).toBe(true);
    expect(catalogueEntry(code).messageKey).toBe(`errors.${code}`);
    expect(text(`errors.${code}`)).toBeTruthy();
  });

  it('10009 passes silently', () => {
    expect(SEAT_SILENT_CODES.has('10009')).toBe(true);
    expect(SEAT_ERROR_CODES.has('10009')).toBe(false);
  });
});

describe('lucky wheel', () => {
  it.each([
    ['9038', 'message2'],
    ['9039', 'message4'],
    ['9035', 'message3'],
    ['1', 'message3'],
  ])('eligibility %s gives %s', (code, message) => {
    expect(wheelEligibilityMessage(code)).toBe(message);
  });

  it.each([
    ['9035', 'message3'],
    ['9036', 'message1'],
    ['9038', 'message2'],
    ['1', 'message2'],
  ])('draw %s gives %s', (code, message) => {
    expect(wheelDrawMessage(code)).toBe(message);
  });

  it.each(['insufficientTickets', 'message1', 'message2', 'message3', 'message4'])(
    'has the wheel text %s',
    (key) => {
      expect(text(`wheel.${key}`)).toBeTruthy();
    },
  );
});
