// SPEC §4's disconnected flag as a player meets it in the running engine, when the player's
// network is down: a call to the operator's servers that gets no answer, and then no line
// answering the check, sets it; taps that need the servers are answered with the notice and
// check the connection at once; background calls wait; the next answer or the browser's `online`
// clears it, `offline` sets it at once, and the engine checks on its own after waits drawn below
// 5 s, then below ceilings that double up to a minute; a status that ends the session holds it
// for good. A dead line among live ones says nothing: its calls move to another line.
// engine-connection-states.test.ts: what is not a lost connection.
import { describe, expect, it, vi } from 'vitest';
import { SPEED_RETEST_MS } from '../../../shared/lib/constants.ts';
import { POOL_POLL_MS } from '../../../src-worker/jackpots/jackpots.ts';
import { RECHECK_FIRST_MS, RECHECK_MAX_MS } from '../../../src-worker/errors/connection.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { DEMO_GAME, useEngines, useSimServer } from '../support/sim-server.ts';
import { asked, speedTests } from '../support/head-page.ts';

const sim = useSimServer({ timers: 'engine', promotions: true });
const { world, server } = sim;
const engines = useEngines(sim);

const playing = (token = 'demo-token'): Promise<Engine> =>
  engines.playing(`?e=demo&x=${token}&${DEMO_GAME}`, { randomId: () => crypto.randomUUID() });

const advance = async (ms: number): Promise<void> => {
  for (let t = 0; t < ms; t += 100) await vi.advanceTimersByTimeAsync(100);
};

/** Every server stops answering, and the player opens more games (action 9, the player server). */
async function connectionLost(e: Engine): Promise<void> {
  world.faults.add([{ path: '*', drop: true }]);
  expect(e.openModal({ kind: 'moreGame' })).toBe(true);
  await advance(1_000);
  e.closeModal();
}

/** The flag is down, and a tap that needs the servers goes through: the quest panel opens. */
function expectBack(e: Engine): void {
  expect(e.state.disconnected).toBe(false);
  e.openPanel('quest');
  expect(e.state.promotions.panel).toBe('quest');
}

describe('the disconnected flag (SPEC §4)', () => {
  it('is not set by a boot whose speed test cancels the slower lines', async () => {
    const e = await playing();
    expect(e.state.disconnected).toBe(false);
  });

  it('a call with no answer sets it, with no dialog; taps that need the servers get the notice', async () => {
    const e = await playing();
    e.closePanel();
    await connectionLost(e);
    expect(e.state.disconnected).toBe(true);
    expect(e.state.error).toBeNull();
    const notices = e.state.connectionNotice;
    e.openPanel('quest');
    expect(e.state.promotions.panel).not.toBe('quest');
    expect(e.openModal({ kind: 'moreGame' })).toBe(false);
    expect(e.state.modal).toBeNull();
    expect(e.requestGameSwitch(3001)).toBe(false);
    expect(e.state.prompt?.kind).not.toBe('leaveGame');
    // Each refused tap shows the notice again.
    expect(e.state.connectionNotice).toBe(notices + 3);
    // The container's own help needs no server.
    expect(e.openModal({ kind: 'help' })).toBe(true);
  });

  it('a dead line among live ones says nothing: its call moves to another line, and taps go on', async () => {
    const e = await playing();
    e.closePanel();
    const dead = e.state.apiLine;
    // The line's API and speed test die; the other servers on its origin answer on.
    world.faults.add([
      { origin: dead ?? '', path: '/frontendAPI.do', drop: true },
      { origin: dead ?? '', path: '/env/speedtest.png', drop: true },
      // The re-test that replaces the line is held, so the tap below comes while it runs, and so
      // is the only other answer due meanwhile (more games' active players), which would clear
      // a flag wrongly set.
      { path: '/env/speedtest.png', delayMs: 2_000 },
      { path: '/api/v1/game-log/active', delayMs: 2_000 },
    ]);
    const retests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/env/speedtest.png')) retests.push(request.url);
    });
    // More games asks for its list (action 9) on the dead line: the call fails, and the line
    // manager re-tests the lines before trying it again.
    expect(e.openModal({ kind: 'moreGame' })).toBe(true);
    await vi.waitUntil(() => retests.length > 0);
    e.closeModal();
    expect(e.state.disconnected).toBe(false);
    expect(e.requestGameSwitch(3001)).toBe(true);
    expect(e.state.prompt?.kind).toBe('leaveGame');
    await advance(3_000);
    expect(e.state.apiLine).not.toBe(dead);
    expect(e.state.disconnected).toBe(false);
  });

  it('a call that times out while no line answers either sets it too', async () => {
    const e = await playing();
    world.faults.add([
      { path: '/api/v1/game-log/active', delayMs: 8_000 },
      { path: '/env/speedtest.png', drop: true },
    ]);
    e.openModal({ kind: 'moreGame' });
    await advance(4_000);
    expect(e.state.disconnected).toBe(false);
    await advance(2_000);
    expect(e.state.networkDown).toBe(true);
    expect(e.state.disconnected).toBe(true);
  });

  it("the browser's offline event sets it at once, with no request", async () => {
    const e = await playing();
    const urls = asked(server);
    e.networkChanged(false);
    expect(e.state.networkDown).toBe(true);
    expect(urls).toEqual([]);
    e.networkChanged(true);
    expectBack(e);
  });

  it('no background calls while it holds: the jackpot pools are not polled', async () => {
    const e = await playing();
    await connectionLost(e);
    const urls = asked(server);
    await advance(3 * POOL_POLL_MS);
    expect(e.state.disconnected).toBe(true);
    expect(urls.filter((url) => url.includes('/jackpot/current/'))).toEqual([]);
  });

  it("the browser's online event clears it, and the panels open again", async () => {
    const e = await playing();
    e.closePanel();
    await connectionLost(e);
    world.faults.clear();
    e.networkChanged(true);
    expectBack(e);
  });

  it('a refused tap checks at once: once a line answers, the next tap goes through', async () => {
    const e = await playing();
    await connectionLost(e);
    world.faults.clear();
    expect(e.requestGameSwitch(3001)).toBe(false);
    await advance(1_000);
    expect(e.state.disconnected).toBe(false);
    expect(e.requestGameSwitch(3001)).toBe(true);
    expect(e.state.prompt?.kind).toBe('leaveGame');
  });

  it('clears on its own once a line answers again, with no tap', async () => {
    const e = await playing();
    e.closePanel();
    await connectionLost(e);
    world.faults.clear();
    await advance(RECHECK_FIRST_MS - 1_000);
    expect(e.state.disconnected).toBe(true);
    await advance(2_000);
    expectBack(e);
  });

  it('checks after 5 s, then after waits that double up to a minute, while nothing answers', async () => {
    const e = await playing();
    await connectionLost(e);
    const raced: number[] = [];
    const start = Date.now();
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/env/speedtest.png')) raced.push(Date.now() - start);
    });
    // Until just before the lines' own re-test (SPEED_RETEST_MS after the boot).
    await advance(140_000);
    // Each check races every line at once: one time per check.
    const checks = [...new Set(raced)];
    expect(raced).toHaveLength(checks.length * world.lines.length);
    expect(checks[0]).toBeLessThanOrEqual(RECHECK_FIRST_MS);
    const waits = checks.slice(1).map((at, i) => Math.round((at - (checks[i] ?? 0)) / 1_000));
    expect(waits).toEqual([10, 20, 40, RECHECK_MAX_MS / 1_000]);
    expect(e.state.disconnected).toBe(true);
  });

  it('an engine disposed while it holds checks nothing more', async () => {
    const e = await playing();
    await connectionLost(e);
    const urls = asked(server);
    e.dispose();
    await advance(2 * RECHECK_MAX_MS);
    expect(speedTests(urls)).toEqual([]);
  });

  it('the next answer clears it (at the latest, the line re-test)', async () => {
    const e = await playing();
    await connectionLost(e);
    world.faults.clear();
    await advance(SPEED_RETEST_MS + 1_000);
    expect(e.state.disconnected).toBe(false);
  });

  it('a status that ends the session holds it: neither an answer nor online clears it', async () => {
    // The game list, asked once the game is ready, answers 9030 (logged out).
    const e = await playing(`late-9030-${crypto.randomUUID()}`);
    expect(e.state.error?.code).toBe('9030');
    expect(e.state.disconnected).toBe(true);
    // Its dialog says why: no notice of a lost connection.
    expect(e.state.networkDown).toBe(false);
    e.networkChanged(true);
    // Nor does it check on its own: that session is over.
    const urls = asked(server);
    await advance(2 * RECHECK_MAX_MS);
    expect(speedTests(urls)).toEqual([]);
    await advance(SPEED_RETEST_MS);
    expect(e.state.disconnected).toBe(true);
  });
});
