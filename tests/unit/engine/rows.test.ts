// The engine's rows, joined: each member is declared by one feature only (a second row of the
// same name would silently replace the first), and the derived lists say what the rows say.
import { describe, expect, it } from 'vitest';
import {
  ENGINE_ROWS_ALL,
  FEATURE_ROWS,
  FRAME_MEMBERS,
  WORKER_GONE,
  earlyAnswer,
  membersOf,
} from '../../../shared/engine/boundary.ts';
import type { Row } from '../../../shared/engine/rows.ts';
import { GAME_MESSAGE_TYPES } from '../../../game-sdk/src/protocol.ts';
import { CARD_RULE_VIOLATION } from '../../../shared/promotions/cards/card-codes.ts';
import { WORKER_FAILURE_CODE } from '../../../shared/errors/client-codes.ts';

describe('the engine rows', () => {
  it('declares each member in one feature only', () => {
    const names = Object.values(FEATURE_ROWS).flatMap((rows) => Object.keys(rows));
    expect(names.length).toBe(new Set(names).size);
    expect(new Set(names)).toEqual(new Set(Object.keys(ENGINE_ROWS_ALL)));
  });

  it('gives every call a worker-gone answer and no intent one', () => {
    expect(Object.keys(WORKER_GONE).sort()).toEqual(membersOf('call').sort());
    expect(WORKER_GONE.useCard).toEqual({ ok: false, code: WORKER_FAILURE_CODE });
    expect(WORKER_GONE.openModal).toBe(false);
    expect(membersOf('local').sort()).toEqual(['boot', 'dispose', 'subscribe']);
  });

  it('lists the game messages and those any frame may send', () => {
    const game = Object.entries(ENGINE_ROWS_ALL).filter(([, row]) => row.game !== null);
    const anyFrame = game.filter(([, row]) => row.game === 'any frame').map(([key]) => key);
    expect(anyFrame.sort()).toEqual([
      'freeSpinProgress',
      'gameLog',
      'gameMessageRefused',
      'jackpotBroadcast',
    ]);
    expect(FRAME_MEMBERS).toContain('openModal');
    expect(FRAME_MEMBERS).not.toContain('gameFrameShown');
    expect(FRAME_MEMBERS.length + anyFrame.length).toBe(game.length);
  });

  it('hands every message a game may post to exactly one member the game may reach', () => {
    const heardBy = Object.entries(ENGINE_ROWS_ALL).flatMap(([member, row]: [string, Row]) =>
      Object.keys(row.heard ?? {}).map((type) => ({ type, member, game: row.game })),
    );
    expect(heardBy.map(({ type }) => type).sort()).toEqual([...GAME_MESSAGE_TYPES].sort());
    expect(heardBy.filter(({ game }) => game === null)).toEqual([]);
    expect(heardBy.find(({ type }) => type === 'helpPage')?.member).toBe('openModal');
  });

  it('answers a card use at once while the chunk loads, and lets the others wait', () => {
    expect(earlyAnswer('useCard')).toEqual({ ok: false, code: CARD_RULE_VIOLATION });
    const early = Object.entries(ENGINE_ROWS_ALL).filter(([, row]) => 'early' in row);
    expect(early.map(([key]) => key)).toEqual(['useCard']);
  });
});
