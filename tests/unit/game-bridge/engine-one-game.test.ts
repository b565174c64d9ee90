// One game at a time (the rules' oneGameAtATime, src-worker/game-bridge/one-game.ts) on the
// simulator's `regulated` environment, two tabs of one browser sharing its Web Locks: what the
// player sees in each tab and what the operator reads in the logs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLogSink, logSinkOf } from '../../../operator-sim/log-handlers.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { ONE_GAME_GRACE_MS } from '../../../src-worker/game-bridge/one-game.ts';
import { BOOT_BUDGET_MS } from '../../../src-worker/boot/boot-deadline.ts';
import { DEMO_ACCOUNT_ID } from '../../../operator-sim/data.ts';
import { SharedLocks } from '../support/log-stores.ts';
import { settle } from '../support/settle.ts';
import { DEMO_GAME, useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine' });
const engines = useEngines(sim);
const sink = logSinkOf(sim.world);
let locks = new SharedLocks();

beforeEach(() => {
  clearLogSink(sink);
  locks = new SharedLocks();
});
afterEach(() => vi.useRealTimers());

/** A tab of the browser: its engine on the browser's locks, booting (not awaited). */
function openTab(tab: string, { env = 'regulated', token = 'demo-token' } = {}) {
  let n = 0;
  // Ids of its own: the log pipeline's owner lock is named after one.
  const randomId = () => `${tab}-${String(++n)}`;
  const e = engines.start(`?e=${env}&x=${token}&${DEMO_GAME}`, { locks: locks.tab(tab), randomId });
  const booted = e.boot();
  return { e, booted };
}

/** A tab whose game plays: booted, its game ready. */
async function playingTab(tab: string, options: Parameters<typeof openTab>[1] = {}) {
  const { e, booted } = openTab(tab, options);
  await settle(booted);
  e.gameReady();
  return e;
}

/** Moves fake time 10 ms at a time (msw answers between) until `done` holds, at most 20 s. */
async function until(done: () => boolean): Promise<void> {
  for (let t = 0; t < 20_000 && !done(); t += 10) await vi.advanceTimersByTimeAsync(10);
}

/** A tab refused: its boot has logged in, and the grace has passed without the lock. */
async function refusedTab(tab: string, options: Parameters<typeof openTab>[1] = {}) {
  const opened = openTab(tab, options);
  await until(() => opened.e.state.regulation.turn === 'elsewhere');
  return opened;
}

/** The tab is closed or crashes: the browser frees its locks, its engine stops. */
function closeTab(tab: string, e: Engine): void {
  locks.kill(tab);
  e.dispose();
}

/** What the logs say of the turns, in order (after the page's logs have left). */
async function turnsLogged(): Promise<unknown[]> {
  // The pipeline's 5 s tick, twice, with msw's answers between.
  for (let t = 0; t < 10_000; t += 10) await vi.advanceTimersByTimeAsync(10);
  return sink.events
    .filter((l) => l['type'] === 'game' && l['event'] === 'oneGameAtATime')
    .map((l) => (l['content'] as Record<string, unknown>)['turn']);
}

describe('a second tab of the account', () => {
  it('is refused with a notice while the first plays, and asks for no game', async () => {
    const first = await playingTab('a');
    expect(first.state.regulation.turn).toBe('here');
    const { e: second } = openTab('b');
    await until(() => second.state.user !== null);
    await vi.advanceTimersByTimeAsync(ONE_GAME_GRACE_MS - 10);
    expect(second.state.regulation.turn).toBeNull();
    await vi.advanceTimersByTimeAsync(10);
    expect(second.state.regulation.turn).toBe('elsewhere');
    expect(second.state.gameUrl).toBeNull();
    // Waiting is the player's choice, not a boot that ran out of time: no error, however long.
    await vi.advanceTimersByTimeAsync(BOOT_BUDGET_MS * 3);
    expect(second.state.error).toBeNull();
    expect(second.state.gameUrl).toBeNull();
    expect(first.state.regulation.turn).toBe('here');
    expect(await turnsLogged()).toEqual(['refused']);
    const refusal = sink.events.find((l) => l['event'] === 'oneGameAtATime');
    // SPEC's log fields: who, when, which game.
    expect(refusal).toMatchObject({
      type: 'game',
      content: { turn: 'refused', game: 'luckyfortune' },
    });
    expect(refusal).toHaveProperty('timestamp');
    expect(refusal).toHaveProperty('session_id');
  });

  it('plays by itself once the first tab is closed or crashes', async () => {
    const first = await playingTab('a');
    const { e: second, booted } = await refusedTab('b');
    closeTab('a', first);
    await settle(booted);
    expect(second.state.regulation.turn).toBe('here');
    expect(second.state.gameUrl).toContain('demo-slot');
    expect(second.state.error).toBeNull();
  });

  it('shows no notice when the first lets go within a moment (a reload: the old page goes)', async () => {
    const first = await playingTab('a');
    const { e: second, booted } = openTab('b');
    await until(() => second.state.user !== null);
    await vi.advanceTimersByTimeAsync(ONE_GAME_GRACE_MS / 3);
    closeTab('a', first);
    await settle(booted);
    expect(second.state.regulation.turn).toBe('here');
    expect(await turnsLogged()).toEqual([]);
  });

  it('logged in anew (another token of the same account) is refused too', async () => {
    await playingTab('a');
    const { e: second } = await refusedTab('b', { token: 'session-seeded' });
    expect(second.state.regulation.turn).toBe('elsewhere');
    expect(second.state.gameUrl).toBeNull();
  });
});

describe('Play here', () => {
  it('takes play over: the first tab’s game stops and it says play moved; it may take it back', async () => {
    const first = await playingTab('a');
    const firstGame = first.state.gameUrl;
    const { e: second, booted } = await refusedTab('b');
    second.playHere();
    await settle(booted);
    second.gameReady();
    expect(second.state.regulation.turn).toBe('here');
    expect(second.state.gameUrl).toContain('demo-slot');
    expect(first.state.regulation.turn).toBe('moved');
    expect(first.state.gameUrl).toBeNull();
    // Back in the first tab: its game loads again in a new frame; the second's stops.
    const load = first.state.gameLoad;
    first.playHere();
    await vi.advanceTimersByTimeAsync(0);
    expect(first.state).toMatchObject({ gameUrl: firstGame, gameLoad: load + 1, gameReady: false });
    expect(first.state.regulation.turn).toBe('here');
    expect(second.state.regulation.turn).toBe('moved');
    expect(second.state.gameUrl).toBeNull();
    // Each tab logs its own (the two pipelines' events arrive in either order).
    const logged = await turnsLogged();
    expect(logged.sort()).toEqual(['moved', 'moved', 'playHere', 'playHere', 'refused']);
  });

  it('does nothing in the tab that plays', async () => {
    const first = await playingTab('a');
    first.playHere();
    await vi.advanceTimersByTimeAsync(0);
    expect(first.state.regulation.turn).toBe('here');
    expect(locks.holder(`one-game:regulated:${DEMO_ACCOUNT_ID}`)).toBe('a');
    expect(await turnsLogged()).toEqual([]);
  });
});

describe('where it does not apply', () => {
  it('another account plays beside it', async () => {
    await playingTab('a');
    const other = await playingTab('b', { token: 'leaderboard-off' });
    expect(other.state.regulation.turn).toBe('here');
  });

  it('under rules without it, or where the browser has no Web Locks, every tab plays', async () => {
    await playingTab('a', { env: 'demo' });
    const demo = await playingTab('b', { env: 'demo' });
    expect(demo.state.regulation.turn).toBeNull();
    const e = engines.start(`?e=regulated&x=demo-token&${DEMO_GAME}`);
    await settle(e.boot());
    expect(e.state.rules.oneGameAtATime).toBe(true);
    expect(e.state.regulation.turn).toBeNull();
    expect(e.state.gameUrl).toContain('demo-slot');
  });
});
