// The reality check's figures as the player reads them: what a game's own totals and repeated
// reports of a round make of the session's bet and result, and the interval's bounds.
import { describe, expect, it } from 'vitest';
import {
  emptyTally,
  netResult,
  realityCheckInterval,
  tallyStatus,
  totalBet,
} from '../../../src-worker/reality-check/reality-check-rules.ts';

const GAME = 2001;
const tallied = (reports: Parameters<typeof tallyStatus>[2][]) =>
  reports.reduce((tally, fields) => tallyStatus(tally, GAME, fields), emptyTally());

describe("the reality check's session figures", () => {
  it('a round whose win is reported again shows that win once', () => {
    const tally = tallied([
      { gameseq: 4, bet: 1, win: 3 },
      { gameseq: 4, win: 3 },
    ]);
    expect(tally.rounds).toBe(1);
    expect(netResult(tally)).toBe(2);
  });

  it('a round whose win is corrected shows the corrected win only', () => {
    const tally = tallied([
      { gameseq: 4, bet: 1, win: 3 },
      { gameseq: 4, win: 5 },
    ]);
    expect(netResult(tally)).toBe(4);
  });

  it("keeps the game's own session balance when later reports do not carry it", () => {
    const tally = tallied([
      { gameseq: 1, bet: 1, win: 0, sessionBalance: -7 },
      { gameseq: 2, bet: 1, win: 0 },
      { credit: 93 },
    ]);
    expect(netResult(tally)).toBe(-7);
  });

  it('ignores a session balance or a bet that is not a finite number', () => {
    const tally = tallied([
      { gameseq: 1, bet: 2, win: 0 },
      { sessionBalance: Number.NaN },
      { gameseq: 2, bet: Number.POSITIVE_INFINITY, win: 1 },
      { sessionBalance: Number.NEGATIVE_INFINITY },
    ]);
    expect(totalBet(tally)).toBe(2);
    expect(netResult(tally)).toBe(-1);
  });

  it("takes the game's own totals even when they are zero (rounds it did not charge)", () => {
    const tally = tallied([{ gameseq: 1, bet: 1, win: 1, totalBet: 0, sessionBalance: 0 }]);
    expect(tally.rounds).toBe(1);
    expect(totalBet(tally)).toBe(0);
    expect(netResult(tally)).toBe(0);
  });
});

describe("the reality check's interval: whole minutes, 1–600 (docs/config.md)", () => {
  it.each([
    ['the shortest interval', 1, 60_000],
    ['the longest interval', 600, 36_000_000],
    ['one minute past the longest', 601, null],
    ['one minute below the shortest', 0, null],
  ])('%s from the operator (%s min) → %s ms', (_what, minutes, ms) => {
    expect(realityCheckInterval(null, minutes)).toBe(ms);
    expect(realityCheckInterval(minutes, undefined)).toBe(ms);
  });
});
