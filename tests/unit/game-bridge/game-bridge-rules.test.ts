// The game bridge's rules (SPEC §3 game status, §4 scenes and auto-play, §9 layout), the
// container modals' checks and the reality check's arithmetic, as tables.
import { describe, expect, it } from 'vitest';
import { MAX_GAME_LOG_CHARS, readStatusFields } from '../../../game-sdk/src/protocol.ts';
import {
  DEFAULT_LAYOUT,
  applyAutoPlay,
  nextMaxSpin,
  panelsDisabled,
  readLayout,
} from '../../../shared/game-bridge/game-status.ts';
import { handedOn } from './handed-on.ts';
import { checkModal, groupGames } from '../../../shared/game-bridge/modals.ts';
import { parseParentMessage } from '../../../src-ui/game-bridge/parent-messages.ts';
import {
  emptyTally,
  secondsPlayed,
  netResult,
  nextFrame,
  realityCheckInterval,
  tallyStatus,
  totalBet,
} from '../../../src-worker/reality-check/reality-check-rules.ts';

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

  it('a pause reduces the count the run started with, whatever the status said since', () => {
    // The game lowered auto to 7 in its status after 3 spins, then paused after those 3.
    const reported = { auto: 7, autoPassed: 3, isAuto: true };
    expect(applyAutoPlay(reported, { action: 'pause', played: 3 }, 10)).toEqual({
      auto: 7,
      autoPassed: 3,
      isAuto: false,
    });
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
  it('takes numbers, clamps them on screen and keeps the rest', () => {
    expect(
      readLayout(DEFAULT_LAYOUT, { jackpotHallY: 80, jackpotHistoryY: -5, menuYRatio: 5, x: 1 }),
    ).toEqual({ jackpotHallY: 80, jackpotHistoryY: 0, rotation: 90, menuYRatio: 0.9 });
    expect(readLayout(DEFAULT_LAYOUT, { rotation: '0', jackpotHallY: Number.NaN })).toEqual(
      DEFAULT_LAYOUT,
    );
  });
});

describe('game messages of the bridge: what the engine is handed', () => {
  it.each([
    [
      { type: 'status', bet: 1, win: 0, gameseq: 3 },
      ['reportStatus', { bet: 1, win: 0, gameseq: 3 }],
    ],
    [{ type: 'status', bet: 'x' }, null],
    [
      { type: 'autoPlay', action: 'start', count: 10 },
      ['autoPlay', { action: 'start', count: 10 }],
    ],
    [{ type: 'autoPlay', action: 'start', count: 0 }, null],
    [
      { type: 'autoPlay', action: 'pause', played: 3 },
      ['autoPlay', { action: 'pause', played: 3 }],
    ],
    [{ type: 'autoPlay', action: 'pause' }, ['autoPlay', { action: 'pause' }]],
    [{ type: 'autoPlay', action: 'pause', played: -1 }, null],
    [{ type: 'autoPlay', action: 'stop' }, null],
    [{ type: 'buttonPosition', jackpotHallY: 60 }, ['setButtonLayout', { jackpotHallY: 60 }]],
    [{ type: 'buttonPosition', jackpotHallY: 'top' }, null],
    [{ type: 'helpPage' }, ['openModal', { kind: 'help', url: '' }]],
    [
      { type: 'helpPage', url: 'https://game.test/help' },
      ['openModal', { kind: 'help', url: 'https://game.test/help' }],
    ],
    [{ type: 'helpPage', url: 7 }, null],
    [{ type: 'jackpot', hit: { poolName: 'Grand' } }, ['jackpotBroadcast', { poolName: 'Grand' }]],
    [{ type: 'jackpot', hit: 'Grand' }, null],
    [
      { type: 'openModal', modal: 'frame-rules', url: 'https://game.test/rules' },
      ['openModal', { kind: 'frame', frameType: 'rules', url: 'https://game.test/rules' }],
    ],
    [
      { type: 'openModal', modal: 'report', url: 'https://op.test/report' },
      ['openModal', { kind: 'report', url: 'https://op.test/report' }],
    ],
    [{ type: 'openModal', modal: 'wheel', url: 'https://op.test/' }, null],
    [
      { type: 'gameLog', payload: { round: 7, bet: 1, win: 0 } },
      ['gameLog', { round: 7, bet: 1, win: 0 }],
    ],
    [{ type: 'gameLog', payload: 'round 7' }, null],
    [{ type: 'gameLog', payload: [1, 2] }, null],
    [{ type: 'gameLog', payload: { dump: 'x'.repeat(MAX_GAME_LOG_CHARS) } }, null],
  ])('%o', (raw, handed) => {
    expect(handedOn(raw)).toEqual(handed);
  });
});

describe('container modals', () => {
  const NONE = { reportUrl: null, appOrigin: null };
  const APP = 'https://games.op.test';

  it.each([
    [{ kind: 'frame', frameType: 'rules', url: 'javascript:alert(1)' }],
    [{ kind: 'frame', frameType: 'rules', url: 'data:text/html,<script>1</script>' }],
    [{ kind: 'frame', frameType: 'rules', url: '/relative' }],
    [{ kind: 'frame', frameType: '<img>', url: 'https://game.test/' }],
    [{ kind: 'frame', frameType: '', url: 'https://game.test/' }],
    [{ kind: 'help', url: 'javascript:alert(1)' }],
    [{ kind: 'report' }],
  ] as const)('refuses %o', (request) => {
    expect(checkModal(request, NONE)).toBeNull();
  });

  it.each([
    ['a page on the container origin', { kind: 'frame', frameType: 'x', url: `${APP}/lobby` }],
    ['a help page on the container origin', { kind: 'help', url: `${APP}/` }],
    ['http under https', { kind: 'frame', frameType: 'x', url: 'http://g.test/' }],
    ['a report off the operator site', { kind: 'report', url: 'https://evil.test/report' }],
  ] as const)('refuses %s', (_, request) => {
    expect(checkModal(request, { reportUrl: 'https://op.test/report', appOrigin: APP })).toBeNull();
  });

  it('opens a report page the game names on the operator report site', () => {
    const context = { reportUrl: 'https://op.test/report', appOrigin: APP };
    expect(checkModal({ kind: 'report', url: 'https://op.test/report?tab=bets' }, context)).toEqual(
      {
        kind: 'report',
        url: 'https://op.test/report?tab=bets',
      },
    );
  });

  it('opens http(s) pages, the own help without an address, and the operator report', () => {
    expect(
      checkModal({ kind: 'frame', frameType: 'Rules', url: 'https://g.test/r' }, NONE),
    ).toEqual({
      kind: 'frame',
      frameType: 'rules',
      url: 'https://g.test/r',
    });
    expect(checkModal({ kind: 'help' }, NONE)).toEqual({ kind: 'help', url: null });
    expect(
      checkModal({ kind: 'report' }, { reportUrl: 'https://op.test/report', appOrigin: APP }),
    ).toEqual({
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
  const GAME = 2001;
  const tallied = (reports: Parameters<typeof tallyStatus>[2][], start = emptyTally()) =>
    reports.reduce((tally, fields) => tallyStatus(tally, GAME, fields), start);

  it('counts each round once, by its gameseq, and gives won minus bet', () => {
    const tally = tallied([
      { gameseq: 1, bet: 1, win: 0 },
      { gameseq: 1, bet: 1, win: 0 },
      { gameseq: 2, bet: 1, win: 2.2 },
      { gameseq: 3, bet: 0.1, win: 0 },
    ]);
    expect(tally.rounds).toBe(3);
    expect(totalBet(tally)).toBe(2.1);
    expect(netResult(tally)).toBe(0.1);
  });

  it('takes the win a game reports at the end of a round it opened with the bet', () => {
    const tally = tallied([
      { gameseq: 5, bet: 2, win: 0 },
      { gameseq: 5, win: 10 },
    ]);
    expect(tally.rounds).toBe(1);
    expect(netResult(tally)).toBe(8);
  });

  it('counts a free spin (no bet) with its win, and ignores reports without a round', () => {
    const tally = tallied([
      { gameseq: 0, bet: 1, win: 0 },
      { credit: 5 },
      { gameseq: 7, bet: 0, win: 3 },
    ]);
    expect(tally.rounds).toBe(1);
    expect(netResult(tally)).toBe(3);
  });

  it("prefers the game's own totalBet and sessionBalance for its frame", () => {
    const tally = tallied([
      { gameseq: 1, bet: 1, win: 0 },
      { gameseq: 2, bet: 1, win: 0, totalBet: 40, sessionBalance: -12.5 },
    ]);
    expect(tally.rounds).toBe(2);
    expect(totalBet(tally)).toBe(40);
    expect(netResult(tally)).toBe(-12.5);
  });

  it('keeps what earlier frames counted, and a reloaded game repeating its last round counts it once', () => {
    let tally = tallied([{ gameseq: 8, bet: 1, win: 0, sessionBalance: -4, totalBet: 4 }]);
    tally = nextFrame(tally);
    tally = tallied([{ gameseq: 8, bet: 1, win: 0 }], tally);
    expect(tally.rounds).toBe(1);
    expect(netResult(tally)).toBe(-4);
    tally = tallied([{ gameseq: 9, bet: 2, win: 5 }], tally);
    expect(tally.rounds).toBe(2);
    expect(totalBet(tally)).toBe(6);
    expect(netResult(tally)).toBe(-1);
    // Another game's round 9 is another round.
    tally = tallyStatus(nextFrame(tally), 3001, { gameseq: 9, bet: 1, win: 0 });
    expect(tally.rounds).toBe(3);
    expect(netResult(tally)).toBe(-2);
  });

  it('ignores amounts that are not numbers a game could mean', () => {
    const tally = tallied([{ gameseq: 1, bet: Number.NaN, win: -5, totalBet: -1 }]);
    expect(tally.rounds).toBe(1);
    expect(totalBet(tally)).toBe(0);
    expect(netResult(tally)).toBe(0);
  });

  it('counts whole seconds from the start of the session', () => {
    const tally = { ...emptyTally(), startedAt: 1_000 };
    expect(secondsPlayed(tally, 1_000 + 999)).toBe(0);
    expect(secondsPlayed(tally, 1_000 + 30 * 60_000 + 5_500)).toBe(1805);
    expect(secondsPlayed(emptyTally(), 5_000_000)).toBe(0);
  });

  it.each([
    [null, undefined, null],
    [null, 0, null],
    [30, undefined, 1_800_000],
    [null, 60, 3_600_000],
    [15, 60, 900_000],
    // The address may make it more frequent, never rarer or off.
    [90, 60, 3_600_000],
    [601, 30, 1_800_000],
    [0, 30, 1_800_000],
    [601, undefined, null],
    [null, 1.5, null],
  ])('query %s, config %s → %s ms', (query, config, ms) => {
    expect(realityCheckInterval(query, config)).toBe(ms);
  });
});
