// The session is the player's, not the game's (issue 63 item 2, docs/regulated-markets.md): the
// reality check's interval, the session clock and the net position run across game switches and
// reloads of the page with the same account and token (kept in the store), or go on from what the
// operator's server says of the session at login; the check tells the time to the second.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_SEEDED_TOKEN } from '../../../operator-sim/data.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { type KeyValueStore, memoryStore } from '../../../src-worker/lib/ports.ts';
import { SESSION_KEY } from '../../../src-worker/reality-check/reality-check.ts';
import { settle } from '../support/settle.ts';
import { DEMO_GAME, useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine' });
const engines = useEngines(sim);
afterEach(() => vi.useRealTimers());
const MINUTE = 60_000;

/** The regulated market (a check every 60 min, the bar's clock and net), the game ready. */
async function ready(store: KeyValueStore, token = 'demo-token'): Promise<Engine> {
  const e = engines.start(`?e=regulated&x=${token}&${DEMO_GAME}`, { store });
  await settle(e.boot());
  e.gameReady();
  e.setScene('BaseGame');
  await vi.advanceTimersByTimeAsync(0);
  return e;
}

/** One round of the demo slot: staked `bet`, won `win`. */
function round(e: Engine, gameseq: number, bet: number, win: number): void {
  e.setSpinning(true);
  e.reportStatus({ gameseq, bet, win: 0 });
  e.reportStatus({ gameseq, win });
  e.setSpinning(false);
}

describe('across reloads of the page', () => {
  it('the clock, the net position and the next reality check go on where they were', async () => {
    const store = memoryStore();
    const first = await ready(store);
    const startedAt = first.state.regulation.session.startedAt;
    round(first, 1, 2, 0);
    round(first, 2, 2, 5);
    await vi.advanceTimersByTimeAsync(40 * MINUTE);
    first.dispose();
    // The player reloads the page: the same account and token.
    const again = await ready(store);
    expect(again.state.regulation.session).toEqual({ startedAt, bet: 4, net: 1 });
    round(again, 1, 1, 0);
    expect(again.state.regulation.session).toMatchObject({ bet: 5, net: 0 });
    // The hour is counted from the session's start, not from the reload.
    await vi.advanceTimersByTimeAsync(20 * MINUTE - 1000);
    expect(again.state.prompt).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(again.state.prompt).toEqual({
      kind: 'realityCheck',
      seconds: 3600,
      rounds: 3,
      bet: 5,
      net: 0,
    });
  });

  it('a reality check due while the page reloaded shows as soon as the game is ready', async () => {
    const store = memoryStore();
    const first = await ready(store);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(first.state.prompt).toMatchObject({ kind: 'realityCheck', seconds: 3600 });
    first.dispose();
    const again = await ready(store);
    expect(again.state.prompt).toMatchObject({ kind: 'realityCheck', seconds: 3600 });
  });

  it('another login (a new token) is a new session', async () => {
    const store = memoryStore();
    const first = await ready(store);
    round(first, 1, 3, 0);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    first.dispose();
    const other = await ready(store, 'client-plain');
    expect(other.state.regulation.session).toEqual({
      startedAt: Date.now(),
      bet: 0,
      net: 0,
    });
  });

  it('a stored session that is not one (malformed, from the future) is a new one', async () => {
    const store = memoryStore();
    await store.set(SESSION_KEY, {
      key: '10001:demo-token',
      startedAt: Date.now() + MINUTE,
      bet: 1,
      net: 1,
      rounds: 1,
      nextAt: null,
    });
    const e = await ready(store);
    expect(e.state.regulation.session).toEqual({ startedAt: Date.now(), bet: 0, net: 0 });
    e.dispose();
    await store.set(SESSION_KEY, 'garbage');
    const next = await ready(store);
    expect(next.state.phase).toBe('ready');
    expect(next.state.regulation.session).toEqual({ startedAt: Date.now(), bet: 0, net: 0 });
  });
});

describe('across game switches', () => {
  it('the session and its reality check run on in the next game', async () => {
    const e = await ready(memoryStore());
    const startedAt = e.state.regulation.session.startedAt;
    round(e, 1, 2, 0);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(e.requestGameSwitch(3001)).toBe(true);
    e.answerPrompt('leaveGame', true);
    await vi.waitFor(() => expect(e.state.gameUrl).toContain('3001'), { interval: 20 });
    e.gameReady();
    round(e, 1, 1, 4);
    expect(e.state.regulation.session).toEqual({ startedAt, bet: 3, net: 1 });
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(e.state.prompt).toMatchObject({ kind: 'realityCheck', rounds: 2, bet: 3, net: 1 });
  });
});

describe("from the operator's server", () => {
  it("goes on from the login's session: its start, its amounts and its hour", async () => {
    const e = await ready(memoryStore(), SESSION_SEEDED_TOKEN);
    // Begun 45 minutes before the login, 120 staked, 35.50 down.
    expect(e.state.regulation.session).toEqual({
      startedAt: Date.now() - 45 * MINUTE,
      bet: 120,
      net: -35.5,
    });
    round(e, 1, 2, 0.5);
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect(e.state.prompt).toEqual({
      kind: 'realityCheck',
      seconds: 3600,
      rounds: 81,
      bet: 122,
      net: -37,
    });
  });
});
