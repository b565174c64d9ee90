// game-container-check's judgement (game-sdk/checker/findings.ts) of a recorded session: what a
// studio reads in its report, from messages timed as a browser session records them.
import { describe, expect, it } from 'vitest';
import { judgeSession } from '../../../game-sdk/checker/findings.ts';
import { judge } from '../../../game-sdk/checker/protocol.ts';
import { readRules } from '../../../game-sdk/src/rules.ts';
import { LOOKING_CHECKS, notCheckedIn } from '../../support/checker-checks.ts';
import type { HeardMessage } from '../../../game-sdk/checker/recorder.ts';
import type { Recording } from '../../../game-sdk/checker/recording.ts';

const GAME = 'http://game.test/slot/index.html';
const fromGame = (at: number, data: unknown, origin = 'http://game.test'): HeardMessage => ({
  at,
  origin,
  from: 'game',
  data,
});
const v1 = (type: string, fields: Record<string, unknown> = {}) => ({ v: 1, type, ...fields });

/** A game that does everything right: steps at 100-199, 200-299, ... 600-699. */
function goodSession(): Recording {
  return {
    gameUrl: GAME,
    playerUrl: 'http://app.test/?x=check.abc',
    frameUrl: `${GAME}?parentOrigin=http%3A%2F%2Fapp.test`,
    gameStart: 0,
    container: [
      fromGame(10, v1('hello', { versions: [1], sdk: '1.0.0' })),
      fromGame(40, v1('ready')),
      fromGame(110, v1('spinRequest')),
      fromGame(111, v1('spinState', { spinning: true })),
      fromGame(150, v1('spinState', { spinning: false })),
      fromGame(151, v1('gameLog', { payload: { win: 0 } })),
      fromGame(210, v1('autoPlay', { action: 'start', count: 10 })),
      fromGame(211, v1('spinState', { spinning: true })),
      fromGame(310, v1('autoPlay', { action: 'pause', played: 1 })),
      fromGame(320, v1('spinState', { spinning: false })),
      fromGame(410, v1('turbo', { on: true })),
      fromGame(510, v1('turbo', { on: false })),
      fromGame(610, v1('openModal', { modal: 'frame-rules', url: 'http://game.test/rules' })),
    ],
    game: [
      { at: 20, origin: 'http://app.test', from: 'parent', data: v1('welcome', { versions: [1] }) },
    ],
    decoy: { ran: true, parentOrigin: 'http://app.test', heard: [] },
    gameProblems: [],
    containerProblems: [],
    blocked: [],
    spins: 1,
    steps: (['spins', 'auto', 'pause', 'turbo-on', 'turbo-off', 'modal'] as const).map(
      (name, i) => ({
        name,
        from: 100 * (i + 1),
        to: 100 * (i + 1) + 99,
      }),
    ),
  };
}
const failed = (r: Recording): string[] =>
  judgeSession(r)
    .findings.filter((f) => f.level === 'fail')
    .map((f) => f.code);

describe('the checker’s judgement', () => {
  it('passes a game that does everything right, with its ready time and the SDK it named', () => {
    const report = judgeSession(goodSession());
    expect(report.findings).toEqual([]);
    expect(report).toMatchObject({ ok: true, readyMs: 40, version: 1, sdk: '1.0.0' });
    expect(report.sent).toMatchObject({ hello: 1, ready: 1, spinState: 4, turbo: 2 });
  });

  it('tells a malformed message, an unknown version and an unknown type apart', () => {
    expect(judge(v1('spinState', { spinning: 'yes' })).kind).toBe('malformed');
    expect(judge({ type: 'ready' })).toEqual({ kind: 'unknown-version', v: undefined });
    expect(judge({ v: 3, type: 'ready' }).kind).toBe('unknown-version');
    expect(judge(v1('dance'))).toEqual({ kind: 'unknown-type', type: 'dance' });
    expect(judge('ready').kind).toBe('malformed');
    // A hello is read whatever its v: it is how the versions are agreed.
    expect(judge({ v: 2, type: 'hello', versions: [2] })).toMatchObject({ kind: 'hello' });
  });

  it('fails a game that spins on after pausing for pauseAutoPlay', () => {
    const session = goodSession();
    session.container.push(fromGame(350, v1('spinState', { spinning: true })));
    expect(failed(session)).toEqual(['ignores-pause']);
  });

  it('fails a game with no shared version, a message before hello, or a message from elsewhere', () => {
    const session = goodSession();
    session.container[0] = fromGame(10, v1('hello', { versions: [3] }));
    session.container.unshift(fromGame(5, v1('scene', { scene: 'base' })));
    session.container.push(fromGame(700, v1('ready'), 'http://cdn.test'));
    session.container.push({
      at: 701,
      origin: 'http://game.test',
      from: 'other',
      data: v1('ready'),
    });
    expect(failed(session).sort()).toEqual(
      ['hello-not-first', 'no-shared-version', 'wrong-origin', 'wrong-source'].sort(),
    );
  });

  it('warns, without failing, when the container sent no welcome or the game logged nothing', () => {
    const session = goodSession();
    session.game = [];
    session.container = session.container.filter(
      (h) => (h.data as { type: string }).type !== 'gameLog',
    );
    const report = judgeSession(session);
    expect(report.ok).toBe(true);
    expect(report.findings.map((f) => `${f.level} ${f.code}`)).toEqual([
      'warn no-welcome',
      'warn no-game-log',
    ]);
  });

  it('fails a game whose messages reach the decoy parent, told another parentOrigin', () => {
    const session = goodSession();
    session.decoy = {
      ran: true,
      parentOrigin: 'http://app.test',
      heard: [fromGame(20, v1('hello', { versions: [1] }))],
    };
    expect(failed(session)).toEqual(['posts-to-any-origin']);
  });

  it('says not checked, never ok, for posts to any origin when the decoy could not look', () => {
    const refused = goodSession();
    refused.decoy = { ran: false, reason: 'the page did not load' };
    const silent = goodSession();
    silent.container = silent.container.filter(
      (h) => (h.data as { type: string }).type !== 'hello',
    );
    for (const session of [refused, silent]) {
      const report = judgeSession(session);
      expect(report.passed.some((text) => text.startsWith('posts only'))).toBe(false);
      expect(report.findings).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          code: 'not-checked',
          check: 'posts-to-any-origin',
        }),
      );
    }
  });

  it('fails a game whose page never ran in the frame, with every check it hides not checked', () => {
    const session = goodSession();
    session.container = [];
    session.game = [];
    session.gameStart = null;
    session.gameProblems = null;
    session.steps = [];
    session.decoy = { ran: false, reason: 'refused' };
    const report = judgeSession(session);
    expect(report.passed).toEqual([]);
    expect(failed(session).sort()).toEqual(['frame-refused', 'no-hello', 'no-ready']);
    expect(notCheckedIn(report.findings)).toEqual({ checks: LOOKING_CHECKS, allWarnings: true });
  });

  it('fails, under --strict, a check that could not run', () => {
    const session = goodSession();
    session.decoy = { ran: false, reason: 'refused' };
    expect(judgeSession(session).ok).toBe(true);
    const strict = judgeSession(session, { strict: true });
    expect(strict.ok).toBe(false);
    expect(strict.findings).toContainEqual(
      expect.objectContaining({ level: 'fail', code: 'not-checked', check: 'posts-to-any-origin' }),
    );
  });

  it("fails a game that breaks a market's rules, each with its own code (--rules)", () => {
    const strict = readRules({ quickSpin: false, autoPlay: false, minRoundMs: 2500, maxStake: 5 });
    const session = goodSession();
    session.container.push(fromGame(152, v1('status', { gameseq: 1, bet: 10, win: 0 })));
    const report = judgeSession(session, { rules: strict });
    const codes = report.findings.filter((f) => f.level === 'fail').map((f) => f.code);
    expect(codes).toEqual([
      'rule-min-round',
      'rule-auto-play',
      'rule-max-stake',
      'rule-quick-spin',
    ]);
    expect(report.findings.find((f) => f.code === 'rule-max-stake')?.text).toContain('"bet":10');
    expect(report.findings.find((f) => f.code === 'rule-min-round')?.text).toContain('39 ms');
    // A looser profile the same game keeps: 10 auto spins allowed, rounds of 30 ms.
    expect(
      judgeSession(goodSession(), { rules: readRules({ autoPlay: 10, minRoundMs: 30 }) }),
    ).toMatchObject({ ok: true, findings: [] });
  });

  it('fails what only the game can tell: auto-dab, a slam stop, a held spin, a jackpot hit', () => {
    const strict = readRules({
      autoPlay: false,
      slamStop: false,
      heldSpin: false,
      jackpots: false,
    });
    const session = goodSession();
    // The good game without its auto-play button (rule-auto-play judges that apart).
    session.container = session.container.filter(
      (h) => (h.data as { type?: string }).type !== 'autoPlay',
    );
    session.steps = session.steps.map((s) =>
      s.name === 'auto' ? { ...s, to: s.from, skipped: "no element matches --auto '#auto'" } : s,
    );
    expect(judgeSession(session, { rules: strict })).toMatchObject({ ok: true, findings: [] });
    expect(judgeSession(session, { rules: strict }).passed).toEqual(
      expect.arrayContaining([
        'no auto-dab where auto-play is off',
        'no round stopped early',
        'every round started by a new press',
        'no jackpot broadcast where the market has none',
      ]),
    );
    const hit = { groupName: 'Link', typeName: 'Link', poolName: 'Grand', gameId: 1 };
    session.container.push(
      fromGame(152, v1('status', { gameseq: 1, autoDab: true })),
      fromGame(160, v1('spinRequest', { held: true })),
      fromGame(161, v1('spinState', { spinning: true })),
      fromGame(170, v1('spinState', { spinning: false, stoppedEarly: true })),
      fromGame(180, v1('jackpot', { hit: { ...hit, username: 'p', hitValue: 5, recordTime: 1 } })),
    );
    const report = judgeSession(session, { rules: strict });
    expect(report.findings.map((f) => [f.code, f.level])).toEqual([
      ['rule-auto-dab', 'fail'],
      ['rule-slam-stop', 'fail'],
      ['rule-held-spin', 'fail'],
      ['rule-jackpots', 'fail'],
    ]);
    expect(report.findings[1]?.text).toContain('"stoppedEarly":true');
    // Where the market forbids auto-play only, the slam stop, the held spin and the hit pass.
    const autoOff = judgeSession(session, { rules: readRules({ autoPlay: false }) });
    expect(autoOff.findings.map((f) => f.code)).toEqual(['rule-auto-dab']);
  });

  it('passes a game that obeys: no auto-play button where it is off, quick spin refused', () => {
    const session = goodSession();
    session.container = session.container.filter(
      (h) =>
        !['autoPlay', 'turbo'].includes(String((h.data as { type?: string }).type)) ||
        (h.data as { on?: boolean }).on === false,
    );
    session.steps = session.steps.map((s) =>
      s.name === 'auto' ? { ...s, to: s.from, skipped: "no element matches --auto '#auto'" } : s,
    );
    const rules = readRules({ quickSpin: false, autoPlay: false });
    expect(judgeSession(session, { rules })).toMatchObject({ ok: true, findings: [] });
    // Without the profile, the same game misses its auto-play and its turbo.
    expect(failed(session)).toEqual(['step-skipped', 'ignores-turbo']);
  });

  it('fails a game of protocol 2 that says gameBusy and never gameIdle (the container holds all)', () => {
    const v2 = (type: string) => ({ v: 2, type });
    const session = goodSession();
    session.container.push(fromGame(112, v2('gameBusy')), fromGame(149, v2('gameIdle')));
    const paired = judgeSession(session);
    expect(paired).toMatchObject({ ok: true, findings: [] });
    expect(paired.passed).toContain('1 gameBusy, each ended by gameIdle');
    // A second stretch left open: the popups and prompts would never show again.
    session.container.push(fromGame(212, v2('gameBusy')));
    const report = judgeSession(session);
    expect(failed(session)).toEqual(['busy-unended']);
    expect(report.findings[0]?.text).toContain('gameBusy at 212 ms was never followed by gameIdle');
  });

  it('fails gameBusy in protocol 1 as malformed: the container drops it there', () => {
    expect(judge(v1('gameBusy'))).toEqual({
      kind: 'malformed',
      reason: 'gameBusy: not in protocol 1',
    });
    const session = goodSession();
    session.container.push(fromGame(112, v1('gameBusy')));
    // Dropped, it opens no busy stretch either.
    expect(failed(session)).toEqual(['malformed']);
  });
});
