// The jurisdiction profile's reader (game-sdk/src/rules.ts): what an operator writes, what a bad
// field falls back to (today's behaviour, or the environment's under a client's file).
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  autoDabBreaks,
  autoPlayBreaks,
  readRules,
  stakeBreaks,
} from '../../../game-sdk/src/rules.ts';

describe('the jurisdiction profile', () => {
  it("is today's behaviour when absent or not an object", () => {
    for (const raw of [undefined, null, 'strict', 42, [], {}]) {
      expect(readRules(raw)).toEqual(DEFAULT_RULES);
    }
    expect(DEFAULT_RULES).toEqual({
      quickSpin: true,
      autoPlayMax: null,
      minRoundMs: 0,
      sessionClock: false,
      netPosition: false,
      realityCheckMinutes: null,
      showRtp: null,
      maxStake: null,
      jackpots: true,
      slamStop: true,
      heldSpin: true,
      oneGameAtATime: false,
    });
  });

  it('reads every field an operator writes', () => {
    expect(
      readRules({
        quickSpin: false,
        autoPlay: false,
        minRoundMs: 2500,
        sessionClock: true,
        netPosition: true,
        realityCheckMinutes: 30,
        showRtp: true,
        maxStake: 2.5,
        jackpots: false,
        slamStop: false,
        heldSpin: false,
        oneGameAtATime: true,
      }),
    ).toEqual({
      quickSpin: false,
      autoPlayMax: 0,
      minRoundMs: 2500,
      sessionClock: true,
      netPosition: true,
      realityCheckMinutes: 30,
      showRtp: true,
      maxStake: 2.5,
      jackpots: false,
      slamStop: false,
      heldSpin: false,
      oneGameAtATime: true,
    });
    expect(readRules({ autoPlay: true }).autoPlayMax).toBeNull();
    expect(readRules({ maxStake: null }, readRules({ maxStake: 5 })).maxStake).toBeNull();
    expect(stakeBreaks(readRules({ maxStake: 5 }), 5)).toBe(false);
    expect(stakeBreaks(readRules({ maxStake: 5 }), 5.01)).toBe(true);
    expect(stakeBreaks(DEFAULT_RULES, 1e9)).toBe(false);
    expect(readRules({ autoPlay: 25 }).autoPlayMax).toBe(25);
    expect(readRules({ autoPlayMax: 0 }).autoPlayMax).toBe(0);
  });

  it('keeps the default (or the base) for each bad field, and reads the good ones beside it', () => {
    const bad = {
      quickSpin: 'no',
      autoPlay: -3,
      minRoundMs: 2.5,
      sessionClock: 1,
      netPosition: null,
      realityCheckMinutes: 0,
      showRtp: 'yes',
      maxStake: 0,
      jackpots: 'no',
      slamStop: 0,
      heldSpin: 'false',
      oneGameAtATime: 1,
    };
    expect(readRules(bad)).toEqual(DEFAULT_RULES);
    expect(readRules({ ...bad, minRoundMs: 61_000, realityCheckMinutes: 601 })).toEqual(
      DEFAULT_RULES,
    );
    const env = readRules({ quickSpin: false, autoPlay: false, minRoundMs: 2500 });
    // A client's file over the environment's: its good fields win, its bad ones keep the env's.
    expect(readRules({ autoPlay: 25, minRoundMs: -1 }, env)).toEqual({
      ...env,
      autoPlayMax: 25,
    });
  });

  it('counts auto-dab as auto-play only where auto-play is off', () => {
    expect(autoDabBreaks(readRules({ autoPlay: false }))).toBe(true);
    expect(autoDabBreaks(readRules({ autoPlay: 10 }))).toBe(false);
    expect(autoDabBreaks(DEFAULT_RULES)).toBe(false);
  });

  it('says when an auto-play run breaks the limit', () => {
    expect(autoPlayBreaks(DEFAULT_RULES, 1000)).toBe(false);
    expect(autoPlayBreaks(readRules({ autoPlay: false }), 1)).toBe(true);
    expect(autoPlayBreaks(readRules({ autoPlay: 10 }), 10)).toBe(false);
    expect(autoPlayBreaks(readRules({ autoPlay: 10 }), 11)).toBe(true);
  });
});
