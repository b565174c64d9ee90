// The game bridge, the container modals, the more-games list, the player call and the reality
// check, as an integrator sees them in the engine state (SPEC §3, §4, §7, §9; issue 6).
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, http } from 'msw';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { settle } from '../support/settle.ts';
import { DEMO_GAME, useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'engine' });
const { server } = sim;
const engines = useEngines(sim);
const MINUTE = 60_000;

async function ready(extra = ''): Promise<Engine> {
  const engine = engines.start(`?e=demo&x=demo-token&${DEMO_GAME}${extra}`);
  await settle(engine.boot());
  engine.gameReady();
  engine.setScene('BaseGame');
  await vi.advanceTimersByTimeAsync(0);
  return engine;
}

/** Answers main API action 9 with `body`; every other action goes on to the simulator. */
function moreGamesAnswer(body: () => Response): void {
  server.use(
    http.post('*/frontendAPI.do', async ({ request }) => {
      const form = new URLSearchParams(await request.clone().text());
      return form.get('action') === '9' ? body() : undefined;
    }),
  );
}

/** One spin of the game: spinning, then a status report with its round number. */
function spin(e: Engine, gameseq: number, bet: number, win: number): void {
  e.setSpinning(true);
  e.reportStatus({ gameseq, bet, win });
  e.setSpinning(false);
}

describe('game status and auto-play', () => {
  it('keeps the reported fields and applies auto-play pauses and starts', async () => {
    const e = await ready();
    e.reportStatus({ credit: 99.5, bet: 1, denom: 0.01, sound: false });
    expect(e.state.gameStatus).toMatchObject({ credit: 99.5, bet: 1, denom: 0.01, sound: false });
    e.autoPlay({ action: 'start', count: 10 });
    expect(e.state.gameStatus).toMatchObject({ auto: 10, isAuto: true });
    e.autoPlay({ action: 'pause', played: 3 });
    expect(e.state.gameStatus).toMatchObject({ auto: 7, autoPassed: 3, isAuto: false });
    e.autoPlay({ action: 'pause' });
    expect(e.state.gameStatus.auto).toBe(0);
  });

  it('sets max-spin on a maxspin scene and clears it back in the base game', async () => {
    const e = await ready();
    e.setScene('MaxSpin');
    expect(e.state.maxSpin).toBe(true);
    e.setScene('FreeGame');
    expect(e.state.maxSpin).toBe(true);
    e.setScene('BaseGame');
    expect(e.state.maxSpin).toBe(false);
  });

  it('places the buttons where the game says, on screen', async () => {
    const e = await ready();
    expect(e.state.layout).toEqual({
      jackpotHallY: 50,
      jackpotHistoryY: 113,
      rotation: 90,
      menuYRatio: 0.015,
    });
    e.setButtonLayout({ jackpotHallY: 70, menuYRatio: 3 });
    expect(e.state.layout).toMatchObject({
      jackpotHallY: 70,
      jackpotHistoryY: 113,
      menuYRatio: 0.9,
    });
  });
});

describe('container modals', () => {
  it('opens help, report and frame pages only when they are http(s)', async () => {
    const e = await ready();
    expect(e.openModal({ kind: 'frame', frameType: 'rules', url: 'javascript:alert(1)' })).toBe(
      false,
    );
    expect(e.state.modal).toBeNull();
    expect(e.openModal({ kind: 'help', url: 'http://game.test/help.html' })).toBe(true);
    expect(e.state.modal).toEqual({ kind: 'help', url: 'http://game.test/help.html' });
    expect(e.openModal({ kind: 'help' })).toBe(true);
    expect(e.state.modal).toEqual({ kind: 'help', url: null });
    e.closeModal();
    expect(e.state.modal).toBeNull();
  });

  it('lists more games from action 9, names in the player language, without the one playing', async () => {
    moreGamesAnswer(() =>
      HttpResponse.json({
        status: '0000',
        data: {
          slot: [
            { gameId: 2001, gameType: 1, info: '{"gameName":{"en":"Lucky"}}' },
            {
              gameId: 2002,
              gameType: 1,
              info: '{"gameName":{"en":"Dragon","th":"มังกร"}}',
              icon: 'https://cdn.test/icons/2002.png',
              rtp: 96.5,
            },
          ],
          fish: [
            {
              gameId: 5001,
              gameType: 2,
              info: '{"gameName":{"en":"Ocean"}}',
              icon: 'javascript:alert(1)',
              rtp: 400,
            },
          ],
        },
      }),
    );
    const e = await ready('&locale=th');
    e.openModal({ kind: 'moreGame' });
    expect(e.state.moreGames.loading).toBe(true);
    // The answer's reader comes in the features' chunk, which loads in real time.
    await vi.waitUntil(() => !e.state.moreGames.loading);
    expect(e.state.moreGames).toEqual({
      loading: false,
      offered: true,
      groups: null,
      games: [
        {
          gameId: 2002,
          group: 'slot',
          name: 'มังกร',
          icon: 'https://cdn.test/icons/2002.png',
          rtp: 96.5,
        },
        // An unsafe icon is dropped: the game's icon on the asset CDN stands in.
        {
          gameId: 5001,
          group: 'fish',
          name: 'Ocean',
          icon: 'http://line-a.test/icons/5001.svg',
          rtp: null,
        },
      ],
    });
  });

  it('falls back to the game list when action 9 fails', async () => {
    moreGamesAnswer(() => HttpResponse.json({ status: '9999' }));
    const e = await ready();
    e.openModal({ kind: 'moreGame' });
    await vi.waitUntil(() => !e.state.moreGames.loading);
    const ids = e.state.moreGames.games.map((g) => g.gameId);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(2001);
    expect(ids).toEqual(e.state.games.filter((g) => g.gameId !== 2001).map((g) => g.gameId));
    // Icons by the convention: {assetCdn}/icons/{gameId}.svg.
    expect(e.state.moreGames.games.map((g) => g.icon)).toEqual(
      ids.map((id) => `http://line-a.test/icons/${id}.svg`),
    );
  });
});

describe('player call: open rounds', () => {
  it('asks GET /api/v1/game-log/active with the game and client, and keeps the game ids', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/game-log/active', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ status: '0000', data: { gameIds: [3001, 'x'], clientIds: [] } });
      }),
    );
    const e = await ready();
    await vi.waitUntil(() => e.state.activeGameIds.length > 0);
    expect(asked[0]).toMatch(/gameId=2001&clientId=/);
    expect(e.state.activeGameIds).toEqual([3001]);
  });

  it('knows of no open round when the player server is slower than 5 s', async () => {
    server.use(
      http.get('*/api/v1/game-log/active', async () => {
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        return HttpResponse.json({ status: '0000', data: { gameIds: [3001], clientIds: [] } });
      }),
    );
    const e = await ready();
    await vi.advanceTimersByTimeAsync(7_000);
    expect(e.state.activeGameIds).toEqual([]);
    expect(e.state.error).toBeNull();
  });
});

describe('auto-play through the engine', () => {
  it('a pause counts from the run it stopped, not from the status the game lowered meanwhile', async () => {
    const e = await ready();
    e.autoPlay({ action: 'start', count: 10 });
    e.reportStatus({ auto: 7, autoPassed: 3, isAuto: true });
    e.autoPlay({ action: 'pause', played: 3 });
    expect(e.state.gameStatus).toMatchObject({ auto: 7, autoPassed: 3, isAuto: false });
  });
});

describe('session reality check', () => {
  // Two hours of every engine timer (line re-tests, the clock, logs) take 8-15 s on a busy
  // 2-core machine: more time than the suite's 15 s default allows.
  it('is off by default', { timeout: 45_000 }, async () => {
    const e = await ready();
    spin(e, 1, 1, 0);
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    expect(e.state.prompt).toBeNull();
  });

  it('shows time played, rounds and net result at the interval, between spins only', async () => {
    const e = await ready('&realityCheck=30');
    spin(e, 1, 1, 0);
    spin(e, 2, 1, 3.5);
    e.setSpinning(true);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    // Mid-spin: it waits for the reels to stop.
    expect(e.state.prompt).toBeNull();
    e.reportStatus({ gameseq: 3, bet: 1, win: 0 });
    e.setSpinning(false);
    expect(e.state.prompt).toEqual({
      kind: 'realityCheck',
      seconds: 1800,
      rounds: 3,
      bet: 3,
      net: 0.5,
    });
  });

  it('an address cannot turn off or slow down the reminder the operator set', async () => {
    // The simulator's reality environment sets a reminder every minute.
    const e = engines.start(`?e=reality&x=demo-token&${DEMO_GAME}&realityCheck=601`);
    await settle(e.boot());
    e.gameReady();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(e.state.prompt).toMatchObject({ kind: 'realityCheck', seconds: 60 });
  });

  it('continue plays on and asks again one interval later; leave goes to the lobby', async () => {
    const e = await ready('&realityCheck=10');
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(e.answerPrompt('realityCheck', true)).toEqual({ action: 'none' });
    expect(e.state.prompt).toBeNull();
    await vi.advanceTimersByTimeAsync(10 * MINUTE - 1);
    expect(e.state.prompt).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(e.state.prompt).toMatchObject({ kind: 'realityCheck', seconds: 1200 });
    expect(e.answerPrompt('realityCheck', false)).toEqual({ action: 'leave' });
  });
});

describe('seats through the engine', () => {
  it('a confirmed change of seat reloads the game on the new seat', async () => {
    const e = await ready();
    await vi.advanceTimersByTimeAsync(100);
    const free = e.state.seats.data?.seatInfos.filter((s) => s.status === 0) ?? [];
    const [first, second] = free;
    if (!first || !second) throw new Error('the demo hall has free seats');
    expect(await settle(e.requestSeat(first.seatId))).toMatchObject({ ok: true });
    const loads = e.state.gameLoad;
    e.autoPlay({ action: 'start', count: 5 });
    e.setButtonLayout({ jackpotHallY: 200 });
    expect(await settle(e.requestSeat(second.seatId))).toEqual({ ok: false, confirm: true });
    expect(e.state.gameLoad).toBe(loads);
    expect(await settle(e.confirmSeatChange(true))).toEqual({
      ok: true,
      seatId: second.seatId,
      reload: true,
    });
    expect(e.state.gameLoad).toBe(loads + 1);
    expect(e.state.gameReady).toBe(false);
    expect(e.state.seats.mySeatId).toBe(second.seatId);
    // The reloaded game starts afresh: no auto-play, default buttons.
    expect(e.state.gameStatus.isAuto).toBe(false);
    expect(e.state.layout.jackpotHallY).toBe(50);
  });

  it('play now that gives a seated player another seat reloads the game on it', async () => {
    const e = await ready();
    await vi.advanceTimersByTimeAsync(100);
    const free = e.state.seats.data?.seatInfos.filter((s) => s.status === 0) ?? [];
    const [first, second] = free;
    if (!first || !second) throw new Error('the demo hall has free seats');
    await settle(e.requestSeat(first.seatId));
    const loads = e.state.gameLoad;
    // The server knows better than the lobby shown: the player sits at another seat now.
    server.use(
      http.put('*/seat/v1/playnow', () =>
        HttpResponse.json({ status: '0000', data: { gameId: 2001, seatId: second.seatId } }),
      ),
    );
    expect(await settle(e.seatPlayNow())).toEqual({
      ok: true,
      seatId: second.seatId,
      reload: true,
    });
    expect(e.state.gameLoad).toBe(loads + 1);
    expect(e.state.seats.mySeatId).toBe(second.seatId);
  });

  it('closing the seat lobby forgets a change waiting for its confirm and an open card', async () => {
    const e = await ready();
    await vi.advanceTimersByTimeAsync(100);
    const [first, second] = e.state.seats.data?.seatInfos.filter((s) => s.status === 0) ?? [];
    if (!first || !second) throw new Error('the demo hall has free seats');
    // Seated (the simulator's hall remembers the seat an earlier test took).
    if (e.state.seats.mySeatId === null) await settle(e.requestSeat(first.seatId));
    const mine = e.state.seats.mySeatId;
    e.openPanel('seat');
    expect(await settle(e.requestSeat(second.seatId))).toEqual({ ok: false, confirm: true });
    e.openSeatCard(second.seatId);
    e.closePanel();
    await vi.advanceTimersByTimeAsync(100);
    expect(e.state.seats).toMatchObject({ confirmChange: null, selectingSeatId: mine, card: null });
  });

  it('the seat panel reads the seats again when it opens', async () => {
    const e = await ready();
    await vi.advanceTimersByTimeAsync(100);
    const before = e.state.seats.data;
    e.openPanel('seat');
    expect(e.state.promotions.panel).toBe('seat');
    await vi.advanceTimersByTimeAsync(100);
    expect(e.state.seats.data).not.toBe(before);
  });
});
