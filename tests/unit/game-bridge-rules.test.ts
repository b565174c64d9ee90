// The game bridge's rules (SPEC §3 game status, §4 scenes and auto-play, §9 layout), the
// container modals' checks and the reality check's arithmetic, as tables.
import { describe, expect, it } from 'vitest';
import { parseGameMessage } from '../../shared/game-messages.ts';
import {
  DEFAULT_LAYOUT,
  applyAutoPlay,
  nextMaxSpin,
  panelsDisabled,
  readLayout,
  readStatusFields,
} from '../../shared/game-status.ts';
import { checkModal, groupGames } from '../../shared/modals.ts';
import { parseParentMessage } from '../../shared/parent-messages.ts';
import {
  emptyTally,
  minutesPlayed,
  netResult,
  realityCheckInterval,
  tallyStatus,
} from '../../shared/reality-check.ts';

describe('game status fields', () => {
  it('keeps every well-formed SPEC §3 field', () => {
    const raw = {
      win: 2.5,
      credit: 100,
      bet: 1,
      denom: 0.01,
      auto: 3,
      autoPassed: 7,
      isAuto: true,
      turbo: false,
      sound: true,
      gameseq: 42,
      sessionBalance: -12.5,
      totalBet: 50,
    };
    expect(readStatusFields(raw)).toEqual(raw);
  });

  it.each([
    ['a string number', { bet: '1' }],
    ['NaN', { win: Number.NaN }],
    ['Infinity', { credit: Number.POSITIVE_INFINITY }],
    ['a negative bet', { bet: -1 }],
    ['a negative round number', { gameseq: -3 }],
    ['a flag as a number', { isAuto: 1 }],
    ['a flag as a string', { turbo: 'true' }],
  ])('drops %s', (_, raw) => {
    expect(readStatusFields(raw)).toEqual({});
  });

  it('lets only the session balance go below zero', () => {
    expect(readStatusFields({ sessionBalance: -3, totalBet: -3 })).toEqual({ sessionBalance: -3 });
  });
});

describe('auto-play (SPEC §4)', () => {
  const running = { auto: 10, autoPassed: 0, isAuto: true };
  it.each([
    ['a pause without a count stops it', running, { action: 'pause' }, { auto: 0, isAuto: false }],
    [
      'a pause after 4 spins leaves 6',
      running,
      { action: 'pause', played: 4 },
      { auto: 6, autoPassed: 4, isAuto: false },
    ],
    [
      'a pause never goes below 0',
      running,
      { action: 'pause', played: 40 },
      { auto: 0, isAuto: false },
    ],
    [
      'a positive count starts it',
      { auto: 0, autoPassed: 3, isAuto: false },
      { action: 'start', count: 25 },
      { auto: 25, autoPassed: 0, isAuto: true },
    ],
  ] as const)('%s', (_, before, event, after) => {
    expect(applyAutoPlay(before, event)).toMatchObject(after);
  });

  it('a start with no spins changes nothing', () => {
    const idle = { auto: 0, autoPassed: 0, isAuto: false };
    expect(applyAutoPlay(idle, { action: 'start', count: 0 })).toBe(idle);
  });
});

describe('max-spin (SPEC §4)', () => {
  it.each([
    [false, 'MaxSpin', true],
    [false, 'maxspin', true],
    [true, 'FreeGame', true],
    [true, 'BaseGame', false],
    [true, 'normal', false],
    [false, 'FreeGame', false],
  ])('from %s, scene %s gives %s', (before, scene, after) => {
    expect(nextMaxSpin(before, scene)).toBe(after);
  });
});

describe('panels disabled (SPEC §4)', () => {
  it.each([
    [{ spinning: false, isAuto: false, scene: 'basegame' }, false],
    [{ spinning: false, isAuto: false, scene: '' }, false],
    [{ spinning: true, isAuto: false, scene: 'basegame' }, true],
    [{ spinning: false, isAuto: true, scene: 'basegame' }, true],
    [{ spinning: false, isAuto: false, scene: 'freegame' }, true],
    [{ spinning: false, isAuto: false, scene: 'maxspin' }, true],
  ])('%o → %s', (facts, disabled) => {
    expect(panelsDisabled(facts)).toBe(disabled);
  });
});

describe('button layout (SPEC §9)', () => {
  it('defaults to jackpot hall y 50, history y 113, rotation 90, menu ratio 0.015', () => {
    expect(DEFAULT_LAYOUT).toEqual({
      jackpotHallY: 50,
      jackpotHistoryY: 113,
      rotation: 90,
      menuYRatio: 0.015,
    });
  });

  it('takes numbers, clamps them on screen and keeps the rest', () => {
    expect(
      readLayout(DEFAULT_LAYOUT, { jackpotHallY: 80, jackpotHistoryY: -5, menuYRatio: 5, x: 1 }),
    ).toEqual({ jackpotHallY: 80, jackpotHistoryY: 0, rotation: 90, menuYRatio: 0.9 });
    expect(readLayout(DEFAULT_LAYOUT, { rotation: '0', jackpotHallY: Number.NaN })).toEqual(
      DEFAULT_LAYOUT,
    );
  });
});

describe('game messages of the bridge', () => {
  it.each([
    [
      { type: 'status', bet: 1, win: 0, gameseq: 3 },
      { type: 'status', fields: { bet: 1, win: 0, gameseq: 3 } },
    ],
    [{ type: 'status', bet: 'x' }, null],
    [
      { type: 'autoPlay', action: 'start', count: 10 },
      { type: 'autoPlay', event: { action: 'start', count: 10 } },
    ],
    [{ type: 'autoPlay', action: 'start', count: 0 }, null],
    [
      { type: 'autoPlay', action: 'pause', played: 3 },
      { type: 'autoPlay', event: { action: 'pause', played: 3 } },
    ],
    [
      { type: 'autoPlay', action: 'pause' },
      { type: 'autoPlay', event: { action: 'pause' } },
    ],
    [{ type: 'autoPlay', action: 'pause', played: -1 }, null],
    [{ type: 'autoPlay', action: 'stop' }, null],
    [
      { type: 'buttonPosition', jackpotHallY: 60 },
      { type: 'buttonPosition', layout: { jackpotHallY: 60 } },
    ],
    [{ type: 'buttonPosition', jackpotHallY: 'top' }, null],
    [{ type: 'helpPage' }, { type: 'helpPage' }],
    [
      { type: 'helpPage', url: 'https://game.test/help' },
      { type: 'helpPage', url: 'https://game.test/help' },
    ],
    [{ type: 'helpPage', url: 7 }, null],
    [
      { type: 'jackpot', hit: { poolName: 'Grand' } },
      { type: 'jackpot', hit: { poolName: 'Grand' } },
    ],
    [{ type: 'jackpot', hit: 'Grand' }, null],
    [
      { type: 'openModal', modal: 'frame-rules', url: 'https://game.test/rules' },
      {
        type: 'openModal',
        request: { kind: 'frame', frameType: 'rules', url: 'https://game.test/rules' },
      },
    ],
    [
      { type: 'openModal', modal: 'report', url: 'https://op.test/report' },
      { type: 'openModal', request: { kind: 'report', url: 'https://op.test/report' } },
    ],
    [{ type: 'openModal', modal: 'wheel', url: 'https://op.test/' }, null],
  ])('%o', (raw, parsed) => {
    expect(parseGameMessage(raw)).toEqual(parsed);
  });
});

describe('container modals', () => {
  it.each([
    [{ kind: 'frame', frameType: 'rules', url: 'javascript:alert(1)' }],
    [{ kind: 'frame', frameType: 'rules', url: 'data:text/html,<script>1</script>' }],
    [{ kind: 'frame', frameType: 'rules', url: '/relative' }],
    [{ kind: 'frame', frameType: '<img>', url: 'https://game.test/' }],
    [{ kind: 'frame', frameType: '', url: 'https://game.test/' }],
    [{ kind: 'help', url: 'javascript:alert(1)' }],
    [{ kind: 'report' }],
  ] as const)('refuses %o', (request) => {
    expect(checkModal(request, null)).toBeNull();
  });

  it('opens http(s) pages, the own help without an address, and the operator report', () => {
    expect(
      checkModal({ kind: 'frame', frameType: 'Rules', url: 'https://g.test/r' }, null),
    ).toEqual({
      kind: 'frame',
      frameType: 'rules',
      url: 'https://g.test/r',
    });
    expect(checkModal({ kind: 'help' }, null)).toEqual({ kind: 'help', url: null });
    expect(checkModal({ kind: 'report' }, 'https://op.test/report')).toEqual({
      kind: 'report',
      url: 'https://op.test/report',
    });
  });

  it('groups games slot, fish, bingo, arcade and leaves empty groups out', () => {
    const games = [
      { gameId: 3, group: 'arcade' },
      { gameId: 1, group: 'slot' },
      { gameId: 2, group: 'slot' },
    ] as const;
    expect(groupGames(games).map((g) => [g.group, g.games.map((x) => x.gameId)])).toEqual([
      ['slot', [1, 2]],
      ['arcade', [3]],
    ]);
  });
});

describe('parent messages', () => {
  it('knows backToHome only', () => {
    expect(parseParentMessage({ type: 'backToHome' })).toEqual({ type: 'backToHome' });
    expect(parseParentMessage({ type: 'navigate', url: 'https://evil.test' })).toBeNull();
    expect(parseParentMessage('backToHome')).toBeNull();
    expect(parseParentMessage(null)).toBeNull();
  });
});

describe('reality check arithmetic', () => {
  it('counts each round once, by its gameseq, and gives won minus bet', () => {
    let tally = emptyTally();
    tally = tallyStatus(tally, { gameseq: 1, bet: 1, win: 0 });
    tally = tallyStatus(tally, { gameseq: 1, bet: 1, win: 0 });
    tally = tallyStatus(tally, { gameseq: 2, bet: 1, win: 2.2 });
    tally = tallyStatus(tally, { gameseq: 3, bet: 0.1, win: 0 });
    expect(tally.rounds).toBe(3);
    expect(netResult(tally)).toBe(0.1);
  });

  it('ignores reports without a round or a bet', () => {
    const tally = emptyTally();
    expect(tallyStatus(tally, { gameseq: 0, bet: 1, win: 0 })).toBe(tally);
    expect(tallyStatus(tally, { gameseq: 5, bet: 0, win: 0 })).toBe(tally);
  });

  it('counts whole minutes from the first ready', () => {
    const tally = { ...emptyTally(), startedAt: 1_000 };
    expect(minutesPlayed(tally, 1_000 + 59_999)).toBe(0);
    expect(minutesPlayed(tally, 1_000 + 30 * 60_000)).toBe(30);
    expect(minutesPlayed(emptyTally(), 5_000_000)).toBe(0);
  });

  it.each([
    [null, undefined, null],
    [null, 0, null],
    [30, undefined, 1_800_000],
    [null, 60, 3_600_000],
    [15, 60, 900_000],
    [601, undefined, null],
    [null, 1.5, null],
  ])('query %s, config %s → %s ms', (query, config, ms) => {
    expect(realityCheckInterval(query, config)).toBe(ms);
  });
});
