// A market's rules (the jurisdiction profile, docs/regulated-markets.md) as the engine reads and
// enforces them on the simulator's `regulated` environment: what an operator and a player see.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RULES, readRules } from '../../../game-sdk/src/rules.ts';
import { clearLogSink, logSinkOf } from '../../../operator-sim/log-handlers.ts';
import { REGULATED_PROFILE } from '../../../operator-sim/env-config.ts';
import { settle } from '../support/settle.ts';
import { DEMO_GAME, useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine' });
const engines = useEngines(sim);
const sink = logSinkOf(sim.world);

async function ready(env = 'regulated', token = 'demo-token') {
  const e = engines.start(`?e=${env}&x=${token}&${DEMO_GAME}`);
  await settle(e.boot());
  e.gameReady();
  e.setScene('BaseGame');
  await vi.advanceTimersByTimeAsync(0);
  return e;
}

/** The `game`/`ruleBroken` events logged so far, their contents. */
const broken = () =>
  sink.events
    .filter((e) => e['type'] === 'game' && e['event'] === 'ruleBroken')
    .map((e) => e['content'] as Record<string, unknown>);

beforeEach(() => clearLogSink(sink));
afterEach(() => vi.useRealTimers());

describe('the jurisdiction profile', () => {
  it("is read from the environment's config, and a client's file overrides it field by field", async () => {
    expect((await ready()).state.rules).toEqual(readRules(REGULATED_PROFILE));
    // PLAIN's file allows 25 auto spins; its bad minRoundMs keeps the environment's, and so does
    // its oneGameAtATime: the turn is taken before the file is in.
    const plain = await ready('regulated', 'client-plain');
    expect(plain.state.rules).toMatchObject({
      autoPlayMax: 25,
      minRoundMs: 2500,
      quickSpin: false,
      oneGameAtATime: true,
    });
  });

  it("is today's behaviour where the operator sets none: nothing enforced, nothing shown", async () => {
    const e = await ready('demo');
    expect(e.state.rules).toEqual(DEFAULT_RULES);
    e.setTurbo(true, false);
    e.autoPlay({ action: 'start', count: 10 });
    e.setSpinning(true);
    e.setSpinning(false);
    expect(e.state).toMatchObject({
      spinning: false,
      regulation: { turboOff: 0, pauseAutoPlay: 0 },
    });
    expect(broken()).toEqual([]);
  });
});

describe('enforced on a game that does not obey', () => {
  it('never suggests quick spin where it is off, however impatient the player', async () => {
    const e = await ready();
    for (let spin = 0; spin < 3; spin += 1) {
      for (let press = 0; press < 6; press += 1) e.spinRequested();
      e.setSpinning(true);
      await vi.advanceTimersByTimeAsync(2500);
      e.setSpinning(false);
    }
    expect(e.state.prompt).toBeNull();
  });

  it('turns a forbidden turbo off (setTurbo false) and logs the game once', async () => {
    const e = await ready();
    e.setTurbo(true, false);
    expect(e.state.regulation.turboOff).toBe(1);
    // Still on in its status: the order stands, it is not repeated.
    e.reportStatus({ turbo: true });
    expect(e.state.regulation.turboOff).toBe(1);
    e.setTurbo(false, false);
    e.reportStatus({ turbo: true });
    expect(e.state.regulation.turboOff).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(broken()).toEqual([expect.objectContaining({ rule: 'quickSpin', gameId: 2001 })]);
  });

  it('pauses a forbidden auto-play at its start and logs it', async () => {
    const e = await ready();
    e.autoPlay({ action: 'start', count: 10 });
    expect(e.state.regulation.pauseAutoPlay).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(broken()).toEqual([
      expect.objectContaining({ rule: 'autoPlay', count: 10, max: 0, gameId: 2001 }),
    ]);
  });

  it('lets a limited auto-play run to its limit, then pauses it', async () => {
    const e = await ready('regulated', 'client-plain');
    e.autoPlay({ action: 'start', count: 30 });
    expect(e.state.regulation.pauseAutoPlay).toBe(0);
    e.reportStatus({ isAuto: true, auto: 6, autoPassed: 24 });
    expect(e.state.regulation.pauseAutoPlay).toBe(0);
    e.reportStatus({ isAuto: true, auto: 5, autoPassed: 25 });
    expect(e.state.regulation.pauseAutoPlay).toBe(1);
  });

  it('ends a short round, for the container, only once the minimum has passed', async () => {
    const e = await ready();
    e.setSpinning(true);
    await vi.advanceTimersByTimeAsync(600);
    e.setSpinning(false);
    // Its panels stay disabled (they follow spinning) until 2.5 s after the spin started.
    expect(e.state.spinning).toBe(true);
    await vi.advanceTimersByTimeAsync(1899);
    expect(e.state.spinning).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(e.state.spinning).toBe(false);
    // A round that lasts the minimum ends with the game's report.
    e.setSpinning(true);
    await vi.advanceTimersByTimeAsync(2500);
    e.setSpinning(false);
    expect(e.state.spinning).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(broken()).toEqual([expect.objectContaining({ rule: 'minRound', ms: 600, min: 2500 })]);
  });
});

describe('a highest stake per round, and no jackpots', () => {
  it('a round staked above the highest is logged, its auto-play paused, the player told, once', async () => {
    const e = await ready();
    expect(e.state.rules.maxStake).toBe(5);
    e.reportStatus({ gameseq: 1, bet: 5, win: 0 });
    expect(e.state.regulation.pauseAutoPlay).toBe(0);
    e.reportStatus({ gameseq: 2, bet: 10, win: 0 });
    // The container cannot stop the round the game carries: it stops what comes after it.
    expect(e.state.regulation.pauseAutoPlay).toBe(1);
    expect(e.state.prompt).toEqual({ kind: 'stakeLimit', bet: 10, max: 5 });
    e.reportStatus({ gameseq: 2, bet: 10, win: 2 });
    expect(e.state.regulation.pauseAutoPlay).toBe(1);
    expect(e.answerPrompt('stakeLimit', true)).toEqual({ action: 'none' });
    e.reportStatus({ gameseq: 3, bet: 7.5, win: 0 });
    expect(e.state.regulation.pauseAutoPlay).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(broken()).toEqual([
      expect.objectContaining({ rule: 'maxStake', bet: 10, max: 5, gameseq: 2, gameId: 2001 }),
      expect.objectContaining({ rule: 'maxStake', bet: 7.5, max: 5, gameseq: 3 }),
    ]);
  });

  it('where the market forbids jackpots: no pools, no hall, no hit notices from the game', async () => {
    const asked: string[] = [];
    sim.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/jackpot/')) asked.push(request.url);
    });
    const e = await ready();
    await vi.advanceTimersByTimeAsync(5_000);
    e.jackpotBroadcast({
      groupName: 'TreasureLink THB',
      typeName: 'TreasureLink',
      poolName: 'Grand',
      gameId: 2001,
      username: 'lucky_player',
      hitValue: 500,
      recordTime: Date.now(),
    });
    expect(e.state.switches.jackpots).toBe(false);
    expect(e.state.jackpots.pools).toEqual([]);
    expect(e.state.jackpots.notice).toBeNull();
    expect(asked).toEqual([]);
    // The game that still broadcasts a hit is logged, once a frame.
    e.jackpotBroadcast({ poolName: 'Grand' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(broken()).toEqual([expect.objectContaining({ rule: 'jackpots', gameId: 2001 })]);
    // Outside the market the same game's hit shows.
    const demo = await ready('demo');
    expect(demo.state.switches.jackpots).toBe(true);
  });
});

describe('what only the game can tell: it reports, the container logs and stops what it can', () => {
  it('logs a round the player stopped early (slam stop) once a frame; its minimum still holds', async () => {
    const e = await ready();
    e.reportStatus({ gameseq: 7 });
    e.setSpinning(true);
    await vi.advanceTimersByTimeAsync(800);
    e.setSpinning(false, true);
    // The container cannot keep reels turning: the round still ends for it at its minimum.
    expect(e.state.spinning).toBe(true);
    await vi.advanceTimersByTimeAsync(1700);
    expect(e.state.spinning).toBe(false);
    e.setSpinning(true);
    await vi.advanceTimersByTimeAsync(2500);
    e.setSpinning(false, true);
    // The player is not told: the game offered the stop, the operator reads the log.
    expect(e.state.prompt).toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(broken()).toEqual([
      expect.objectContaining({ rule: 'slamStop', gameseq: 7, gameId: 2001 }),
      expect.objectContaining({ rule: 'minRound', ms: 800 }),
    ]);
  });

  it('pauses the rounds a spin control held down starts, and logs the game once', async () => {
    const e = await ready();
    e.spinRequested();
    expect(e.state.regulation.pauseAutoPlay).toBe(0);
    e.spinRequested(true);
    expect(e.state.regulation.pauseAutoPlay).toBe(1);
    // Held on: the order stands, it is not repeated; a new press, then held again, repeats it.
    e.spinRequested(true);
    expect(e.state.regulation.pauseAutoPlay).toBe(1);
    e.spinRequested();
    e.spinRequested(true);
    expect(e.state.regulation.pauseAutoPlay).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(broken()).toEqual([expect.objectContaining({ rule: 'heldSpin', gameId: 2001 })]);
  });

  it("counts bingo's auto-dab as auto-play where it is off: paused and logged apart", async () => {
    const e = await ready();
    e.reportStatus({ autoDab: true, isAuto: false });
    expect(e.state.regulation.pauseAutoPlay).toBe(1);
    e.reportStatus({ autoDab: true });
    expect(e.state.regulation.pauseAutoPlay).toBe(1);
    e.reportStatus({ autoDab: false });
    e.reportStatus({ autoDab: true });
    expect(e.state.regulation.pauseAutoPlay).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(broken()).toEqual([expect.objectContaining({ rule: 'autoDab', max: 0 })]);
    // Where auto-play is limited to a number of spins, not off, auto-dab is the game's.
    const limited = await ready('regulated', 'client-plain');
    limited.reportStatus({ autoDab: true });
    expect(limited.state.regulation.pauseAutoPlay).toBe(0);
  });

  it('logs none of these outside the market', async () => {
    const e = await ready('demo');
    e.spinRequested(true);
    e.reportStatus({ autoDab: true });
    e.setSpinning(true);
    e.setSpinning(false, true);
    e.jackpotBroadcast({ poolName: 'Grand' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(e.state.regulation.pauseAutoPlay).toBe(0);
    expect(broken()).toEqual([]);
  });
});

describe('what the player sees', () => {
  it("keeps the session's start, stake and net position from the game's status", async () => {
    const e = await ready();
    const started = e.state.regulation.session.startedAt;
    expect(started).toEqual(expect.any(Number));
    e.reportStatus({ gameseq: 1, bet: 1, win: 0, totalBet: 1, sessionBalance: -1 });
    e.reportStatus({ gameseq: 2, bet: 1, win: 3.5, totalBet: 2, sessionBalance: 1.5 });
    expect(e.state.regulation.session).toEqual({ startedAt: started, bet: 2, net: 1.5 });
  });

  it("shows the reality check at the profile's interval", async () => {
    // The simulator's environment of a profile with a reality check every 2 minutes.
    const e = await ready('rules-r2');
    await vi.advanceTimersByTimeAsync(2 * 60_000 - 1);
    expect(e.state.prompt).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(e.state.prompt).toMatchObject({ kind: 'realityCheck', seconds: 120 });
  });
});
