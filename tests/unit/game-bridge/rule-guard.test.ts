// The market's rules (docs/regulated-markets.md) enforced on a game that does not obey them:
// the orders the page carries out (state.regulation), the breaches an operator reads in the
// logs (`game`/`ruleBroken`) and when a round ends for the container (its panels, its reality
// check).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RULES, type Rules } from '../../../game-sdk/src/rules.ts';
import { initialState } from '../../../shared/engine/initial-state.ts';
import { systemClock } from '../../../src-worker/lib/ports.ts';
import { type BrokenRule, createRuleGuard } from '../../../src-worker/game-bridge/rule-guard.ts';

/** A guard over a market with `rules`; `orders` are what the page is told to post to the game. */
function market(rules: Partial<Rules>) {
  const state = initialState({ locale: 'en', origin: '' });
  state.rules = { ...DEFAULT_RULES, ...rules };
  const log = vi.fn<(rule: BrokenRule, details: Record<string, unknown>) => void>();
  const guard = createRuleGuard({ clock: systemClock() }, state, log);
  const orders = () => ({
    turboOff: state.regulation.turboOff,
    pauseAutoPlay: state.regulation.pauseAutoPlay,
  });
  return { guard, log, orders, logged: () => log.mock.calls };
}

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('quick spin where the market forbids it', () => {
  it('is turned off once per attempt, however often the game reports it still on', () => {
    const { guard, orders, logged } = market({ quickSpin: false });
    guard.turbo(true);
    expect(orders().turboOff).toBe(1);
    guard.status({ turbo: true });
    // A status that says nothing of turbo does not take the order back.
    guard.status({ credit: 5 });
    guard.status({ turbo: true });
    expect(orders().turboOff).toBe(1);
    // The game obeyed, then turned it on again: a new order.
    guard.status({ turbo: false });
    guard.status({ turbo: true });
    expect(orders().turboOff).toBe(2);
    expect(logged()).toEqual([['quickSpin', {}]]);
  });

  it('is left alone where the market allows it', () => {
    const { guard, orders, logged } = market({ quickSpin: true });
    guard.turbo(true);
    guard.status({ turbo: true });
    expect(orders().turboOff).toBe(0);
    expect(logged()).toEqual([]);
  });
});

describe('auto-play where the market forbids it', () => {
  it('is paused at its start, once until the game pauses it, and logged once', () => {
    const { guard, orders, logged } = market({ autoPlayMax: 0 });
    guard.autoPlay({ action: 'start', count: 10 });
    expect(orders().pauseAutoPlay).toBe(1);
    // The game has not paused yet: the order stands, it is not repeated.
    guard.autoPlay({ action: 'start', count: 10 });
    guard.status({ isAuto: true, auto: 9, autoPassed: 1 });
    expect(orders().pauseAutoPlay).toBe(1);
    // Paused, then started again: paused again.
    guard.autoPlay({ action: 'pause', played: 1 });
    guard.autoPlay({ action: 'start', count: 5 });
    expect(orders().pauseAutoPlay).toBe(2);
    expect(logged()).toEqual([['autoPlay', { count: 10, max: 0 }]]);
  });
});

describe('auto-play where the market limits a run', () => {
  it('logs a run longer than the limit at its start, and lets it play up to the limit', () => {
    const { guard, orders, logged } = market({ autoPlayMax: 25 });
    guard.autoPlay({ action: 'start', count: 30 });
    expect(orders().pauseAutoPlay).toBe(0);
    expect(logged()).toEqual([['autoPlay', { count: 30, max: 25 }]]);
  });

  it('takes a run of the limit or fewer spins as within the rules', () => {
    const { guard, orders, logged } = market({ autoPlayMax: 25 });
    guard.autoPlay({ action: 'start', count: 25 });
    guard.autoPlay({ action: 'start', count: 24 });
    guard.status({ isAuto: true, auto: 1, autoPassed: 24 });
    expect(orders().pauseAutoPlay).toBe(0);
    expect(logged()).toEqual([]);
  });

  it('pauses a run once its status says it played the limit, and logs the spins played', () => {
    const { guard, orders, logged } = market({ autoPlayMax: 25 });
    guard.status({ isAuto: true, autoPassed: 24 });
    expect(orders().pauseAutoPlay).toBe(0);
    guard.status({ isAuto: true, autoPassed: 25 });
    expect(orders().pauseAutoPlay).toBe(1);
    // Still playing (the game is slow to obey): the order stands.
    guard.status({ isAuto: true, autoPassed: 26 });
    expect(orders().pauseAutoPlay).toBe(1);
    expect(logged()).toEqual([['autoPlay', { played: 25, max: 25 }]]);
  });

  it('pauses a game that reports only the spins left of its run', () => {
    const { guard, orders } = market({ autoPlayMax: 25 });
    guard.status({ auto: 0, autoPassed: 25 });
    expect(orders().pauseAutoPlay).toBe(0);
    guard.status({ auto: 3, autoPassed: 25 });
    expect(orders().pauseAutoPlay).toBe(1);
  });

  it("pauses the game's next run past the limit too, once it stopped the last", () => {
    const { guard, orders } = market({ autoPlayMax: 25 });
    guard.status({ isAuto: true, autoPassed: 25 });
    guard.status({ isAuto: false });
    guard.status({ isAuto: true, autoPassed: 25 });
    expect(orders().pauseAutoPlay).toBe(2);
  });
});

describe('auto-play where the market sets no limit', () => {
  it('lets any run play to its end', () => {
    const { guard, orders, logged } = market({ autoPlayMax: null });
    guard.autoPlay({ action: 'start', count: 10_000 });
    guard.status({ isAuto: true, auto: 9_000, autoPassed: 1_000 });
    expect(orders().pauseAutoPlay).toBe(0);
    expect(logged()).toEqual([]);
  });
});

describe('the shortest round', () => {
  it('ends a shorter round, for the container, at the minimum, and logs how long it lasted', async () => {
    const { guard, logged } = market({ minRoundMs: 2500 });
    const end = vi.fn();
    guard.spinning(true, vi.fn());
    await vi.advanceTimersByTimeAsync(600);
    guard.spinning(false, end);
    await vi.advanceTimersByTimeAsync(1899);
    expect(end).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(end).toHaveBeenCalledOnce();
    expect(logged()).toEqual([['minRound', { ms: 600, min: 2500 }]]);
  });

  it('ends a round that lasted the minimum with the game', async () => {
    const { guard, logged } = market({ minRoundMs: 2500 });
    const end = vi.fn();
    guard.spinning(true, vi.fn());
    await vi.advanceTimersByTimeAsync(2500);
    guard.spinning(false, end);
    expect(end).toHaveBeenCalledOnce();
    expect(logged()).toEqual([]);
  });

  it('does not let a held round end the spin the game started since', async () => {
    const { guard } = market({ minRoundMs: 2500 });
    const first = vi.fn();
    const second = vi.fn();
    guard.spinning(true, vi.fn());
    await vi.advanceTimersByTimeAsync(600);
    guard.spinning(false, first);
    await vi.advanceTimersByTimeAsync(400);
    guard.spinning(true, vi.fn());
    await vi.advanceTimersByTimeAsync(200);
    guard.spinning(false, second);
    // The first round's minimum (2.5 s) passes while the second spin is held.
    await vi.advanceTimersByTimeAsync(2299);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(second).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(first).not.toHaveBeenCalled();
  });

  it('ends at once a spin whose start it never heard', async () => {
    const { guard, logged } = market({ minRoundMs: 2500 });
    await vi.advanceTimersByTimeAsync(100);
    const end = vi.fn();
    guard.spinning(false, end);
    expect(end).toHaveBeenCalledOnce();
    expect(logged()).toEqual([]);
  });

  it('holds nothing once disposed', async () => {
    const { guard } = market({ minRoundMs: 2500 });
    const end = vi.fn();
    guard.spinning(true, vi.fn());
    guard.spinning(false, end);
    guard.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(end).not.toHaveBeenCalled();
  });
});

describe('a new game frame', () => {
  it('logs its breaches afresh and orders again what the old frame never obeyed', () => {
    const { guard, orders, logged } = market({ quickSpin: false, autoPlayMax: 0 });
    guard.turbo(true);
    guard.autoPlay({ action: 'start', count: 5 });
    guard.freshFrame();
    guard.turbo(true);
    guard.autoPlay({ action: 'start', count: 5 });
    expect(orders()).toEqual({ turboOff: 2, pauseAutoPlay: 2 });
    expect(logged().map(([rule]) => rule)).toEqual([
      'quickSpin',
      'autoPlay',
      'quickSpin',
      'autoPlay',
    ]);
  });

  it("drops the old frame's round: neither held nor timed from its start", async () => {
    const { guard, logged } = market({ minRoundMs: 2500 });
    const held = vi.fn();
    guard.spinning(true, vi.fn());
    guard.spinning(false, held);
    guard.freshFrame();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(held).not.toHaveBeenCalled();
    // A spin the old frame started: the new frame's first report ends its round at once.
    guard.spinning(true, vi.fn());
    guard.freshFrame();
    const end = vi.fn();
    guard.spinning(false, end);
    expect(end).toHaveBeenCalledOnce();
    expect(logged()).toEqual([['minRound', { ms: 0, min: 2500 }]]);
  });
});
