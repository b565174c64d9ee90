// The protocol's reader of a game's messages (game-sdk/src/protocol.ts, readGameMessage): the wire
// shapes it passes on, as the container's page and the studio's checker both take them.
import { describe, expect, it } from 'vitest';
import { GAME_MESSAGE_TYPES, readGameMessage } from '../../../game-sdk/src/protocol.ts';

describe('readGameMessage', () => {
  it.each([
    [{ v: 1, type: 'ready' }, { type: 'ready' }],
    [
      { type: 'status', win: 5, credit: -1, sound: 'on', isAuto: true },
      { type: 'status', win: 5, isAuto: true },
    ],
    [{ type: 'status', win: 'lots' }, null],
    // What only the game knows of a market's rules: auto-dab on, a stop cut short, a held press.
    [
      { type: 'status', autoDab: true, isAuto: false },
      { type: 'status', autoDab: true, isAuto: false },
    ],
    [
      { type: 'spinState', spinning: false, stoppedEarly: true },
      { type: 'spinState', spinning: false, stoppedEarly: true },
    ],
    [
      { type: 'spinState', spinning: true, stoppedEarly: true },
      { type: 'spinState', spinning: true },
    ],
    [
      { type: 'spinState', spinning: false, stoppedEarly: 1 },
      { type: 'spinState', spinning: false },
    ],
    [
      { type: 'spinRequest', held: true },
      { type: 'spinRequest', held: true },
    ],
    [{ type: 'spinRequest', held: 'yes' }, { type: 'spinRequest' }],
    [
      { type: 'buttonPosition', rotation: 720, jackpotHallY: 80, x: 1 },
      { type: 'buttonPosition', rotation: 360, jackpotHallY: 80 },
    ],
    [
      { type: 'openModal', modal: 'frame-rules', url: 'https://g.test/r', id: 'm1' },
      { type: 'openModal', modal: 'frame-rules', url: 'https://g.test/r', id: 'm1' },
    ],
    [{ type: 'openModal', modal: 'rules', url: 'https://g.test/r' }, null],
    [
      { type: 'autoPlay', action: 'pause', played: 4 },
      { type: 'autoPlay', action: 'pause', played: 4 },
    ],
    [{ type: 'autoPlay', action: 'start', count: 0 }, null],
    [{ type: 'jackpot', hit: [] }, null],
    [{ type: 'gameLog', payload: { dump: 'x'.repeat(8_192) } }, null],
    [{ type: 'hello', versions: [1] }, null],
  ])('%j → %j', (data, expected) => {
    expect(readGameMessage(data)).toEqual(expected);
  });

  it('reads every type it names, and no other', () => {
    const minimal: Record<string, Record<string, unknown>> = {
      spinState: { spinning: true },
      turbo: { on: true },
      clickToPlay: { gameId: 1 },
      freeSpinProgress: { itemId: 'c', played: 0, winAmount: 0, done: false },
      scene: { scene: 'base' },
      status: { win: 0 },
      autoPlay: { action: 'pause' },
      buttonPosition: { rotation: 90 },
      jackpot: { hit: {} },
      openModal: { modal: 'report', url: 'https://r.test/' },
      gameLog: { payload: {} },
    };
    for (const type of GAME_MESSAGE_TYPES) {
      expect(readGameMessage({ type, ...minimal[type] })?.type).toBe(type);
    }
    expect(readGameMessage({ type: 'welcome', versions: [1] })).toBeNull();
  });
});
