// What is not the player's network down (docs/decisions.md, issue 58), in the running engine: one
// service slow or failing (6 s late, its host not resolving, an HTTP 5xx from any server, the
// main API's too) is that service's own quiet failure while the lines answer; a status that ends
// the session during play shows its dialog, never the notice; with one API line the notice still
// clears by itself; and the connection's own checks wait times drawn at random.
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ACTIONS } from '../../../shared/boot/main-api-request.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { RECHECK_FIRST_MS } from '../../../src-worker/errors/connection.ts';
import { draws } from '../support/draws.ts';
import { asked, speedTests } from '../support/head-page.ts';
import { DEMO_GAME, useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine', promotions: true });
const { world, server } = sim;
const engines = useEngines(sim);

const playing = (overrides = {}): Promise<Engine> =>
  engines.playing(`?e=demo&x=demo-token&${DEMO_GAME}`, {
    randomId: () => crypto.randomUUID(),
    ...overrides,
  });

const advance = async (ms: number): Promise<void> => {
  for (let t = 0; t < ms; t += 100) await vi.advanceTimersByTimeAsync(100);
};

/** The main API answers `status` (an envelope) to one action. */
function actionAnswers(action: number, status: string): void {
  server.use(
    http.post('*/frontendAPI.do', async ({ request }) => {
      const form = new URLSearchParams(await request.clone().text());
      return form.get('action') === String(action) ? HttpResponse.json({ status }) : undefined;
    }),
  );
}

const SERVICES = [
  '/quest/*',
  '/campaign/*',
  '/inventory/*',
  '/lucky-draw/*',
  '/leaderboard/*',
].concat(['/seat/*', '/jackpot/*', '/api/v1/game-log/*', '/promotion/*']);

describe('one service slow or down is no lost connection', () => {
  it('every service 6 s late (past its 5 s): quiet empty answers, no notice, taps go on', async () => {
    const e = await playing();
    e.closePanel();
    world.faults.add(SERVICES.map((path) => ({ path, delayMs: 6_000 })));
    // More games asks the player server; the panels reload their lists.
    expect(e.openModal({ kind: 'moreGame' })).toBe(true);
    e.closeModal();
    e.openPanel('leaderboard');
    await advance(12_000);
    expect(e.state.networkDown).toBe(false);
    expect(e.state.disconnected).toBe(false);
    expect(e.state.error).toBeNull();
    expect(e.requestGameSwitch(3001)).toBe(true);
  });

  it('a service whose host does not resolve (no answer at all) while the lines answer', async () => {
    const e = await playing();
    const urls = asked(server);
    world.faults.add(SERVICES.map((path) => ({ path, drop: true })));
    e.openModal({ kind: 'moreGame' });
    await advance(2_000);
    // The failure had the lines checked once, and they answered.
    expect(speedTests(urls).length).toBeGreaterThan(0);
    expect(e.state.networkDown).toBe(false);
    expect(e.state.disconnected).toBe(false);
  });

  it('a service that fails again and again starts no check more often than every 5 s', async () => {
    const e = await playing();
    const urls = asked(server);
    world.faults.add([{ path: '/api/v1/game-log/*', drop: true }]);
    for (let i = 0; i < 6; i++) {
      e.openModal({ kind: 'moreGame' });
      await advance(500);
      e.closeModal();
    }
    // One check, each line asked once: the failures after it came within its 5 s.
    expect(speedTests(urls)).toHaveLength(world.lines.length);
    expect(e.state.networkDown).toBe(false);
  });

  it('an HTTP 5xx from the main API is an answer: more games still opens, no flag', async () => {
    const e = await playing();
    world.faults.add([{ path: '/frontendAPI.do', status: 503 }]);
    expect(e.openModal({ kind: 'moreGame' })).toBe(true);
    await advance(2_000);
    expect(e.state.disconnected).toBe(false);
    expect(e.state.error).toBeNull();
    // The list falls back to the boot's game list.
    expect(e.state.moreGames.loading).toBe(false);
    expect(e.requestGameSwitch(3001)).toBe(true);
  });
});

describe('a session that ended during play shows its dialog, never the notice', () => {
  it.each(['7503', '7003'])('a game switch whose address answers %s', async (code) => {
    const e = await playing();
    e.closePanel();
    actionAnswers(ACTIONS.gameUrl, code);
    expect(e.requestGameSwitch(3001)).toBe(true);
    e.answerPrompt('leaveGame', true);
    await advance(1_000);
    expect(e.state.error?.code).toBe(code);
    expect(e.state.disconnected).toBe(true);
    expect(e.state.networkDown).toBe(false);
  });

  it('more games whose list answers 7003 (the account locked)', async () => {
    const e = await playing();
    actionAnswers(ACTIONS.moreGames, '7003');
    e.openModal({ kind: 'moreGame' });
    await advance(1_000);
    expect(e.state.error?.code).toBe('7003');
    expect(e.state.networkDown).toBe(false);
  });
});

describe('with one API line', () => {
  const oneLine = (): void => {
    server.use(
      http.get('*/env/demo.json', async ({ request }) => {
        const response = await fetch(request.url.replace('/demo.json', '/reality.json'));
        const config = (await response.json()) as { lines: string[] };
        return HttpResponse.json({ ...config, lines: config.lines.slice(0, 1) });
      }),
    );
  };

  it('the notice clears by itself: its check asks the one line', async () => {
    oneLine();
    const e = await playing();
    e.closePanel();
    world.faults.add([{ path: '*', drop: true }]);
    e.openModal({ kind: 'moreGame' });
    await advance(1_000);
    e.closeModal();
    expect(e.state.networkDown).toBe(true);
    world.faults.clear();
    await advance(RECHECK_FIRST_MS + 1_000);
    expect(e.state.networkDown).toBe(false);
    e.openPanel('quest');
    expect(e.state.promotions.panel).toBe('quest');
  });
});

describe("the connection's own checks", () => {
  it('wait times drawn below 5 s, then below ceilings doubling to a minute', async () => {
    const e = await playing({ random: draws(0.5) });
    world.faults.add([{ path: '*', drop: true }]);
    e.openModal({ kind: 'moreGame' });
    await advance(500);
    expect(e.state.networkDown).toBe(true);
    const raced: number[] = [];
    const start = Date.now();
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/env/speedtest.png')) raced.push(Date.now() - start);
    });
    await advance(100_000);
    const checks = [...new Set(raced)];
    const waits = checks.slice(1).map((at, i) => Math.round((at - checks[i]!) / 1_000));
    // Halfway below 5 s (the first, counted from the failure), then below 10, 20, 40 and 60 s.
    expect(checks[0]).toBeLessThanOrEqual(RECHECK_FIRST_MS / 2);
    expect(waits.slice(0, 4)).toEqual([5, 10, 20, 30]);
  });
});
