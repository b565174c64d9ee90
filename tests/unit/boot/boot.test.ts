// The boot sequence against the simulator's own msw handlers, with fake timers.
import { describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { systemClock } from '../../../src-worker/lib/ports.ts';
import { settle } from '../support/settle.ts';
import { DEMO_GAME, useEngines, useSimServer } from '../support/sim-server.ts';

const sim = useSimServer({ timers: 'all' });
const { world, server } = sim;
const engines = useEngines(sim);

function start(search: string, path = '/', clock = systemClock()): Engine {
  return engines.start(search, { path, clock, clientType: 'mobile' });
}

/** The main API answers `action` only after `ms` (the simulator's answer, late). */
const slowAction = (action: string, ms: number) =>
  http.post('*/frontendAPI.do', async ({ request }) => {
    if (new URLSearchParams(await request.clone().text()).get('action') === action) await delay(ms);
    return undefined;
  });

/** Boots, moving the fake clock only as far as the boot needs. */
const boot = (e: Engine): Promise<void> => settle(e.boot());

describe('boot', () => {
  it('logs in on the fastest line and embeds the game, with the game list and brand', async () => {
    const e = start(`?e=demo&x=demo-token&${DEMO_GAME}&locale=th`);
    await boot(e);
    expect(e.state.error).toBeNull();
    expect(e.state.phase).toBe('ready');
    expect(e.state.apiLine).toBe('http://line-a.test');
    expect(e.state.user).toMatchObject({
      uid: 'player01@DEMO',
      clientCode: 'DEMO',
      currency: 'THB',
      userStatus: 0,
    });
    expect(e.state.lobbyUrl).toBe('http://app.test/lobby');
    const game = new URL(e.state.gameUrl!);
    expect(game.origin).toBe(world.gameOrigin);
    expect(game.searchParams.get('lang')).toBe('th');
    // The list and brand are for the screens: they come once the game is ready.
    expect(e.state.games).toEqual([]);
    e.gameReady();
    await vi.advanceTimersByTimeAsync(100);
    expect(e.state.brand?.enName).toBeTruthy();
    expect(new Set(e.state.games.map((g) => g.group))).toEqual(
      new Set(['slot', 'fish', 'bingo', 'arcade']),
    );
    const demo = e.state.games.find((g) => g.gameId === 2001);
    expect(demo?.name).not.toBe('Lucky Fortune');
    expect(demo?.name).toMatch(/\S/);
    // Its return to player, for the help and rules where the market shows it.
    expect(demo?.rtp).toBe(96.5);
  });

  it('asks for the game list only once the game is ready, and a slow one delays nothing', async () => {
    const actions: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (!request.url.endsWith('/frontendAPI.do')) return;
      void request
        .clone()
        .text()
        .then((body) => actions.push(new URLSearchParams(body).get('action') ?? ''));
    });
    server.use(slowAction('16', 8_000));
    const e = start(`?e=demo&x=demo-token&${DEMO_GAME}`);
    void e.boot();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(e.state.phase).toBe('ready');
    expect(e.state.gameUrl).not.toBeNull();
    // Its 6.5 KB answer no longer comes beside the game's address, just before the frame.
    expect(actions).not.toContain('16');
    e.gameReady();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actions).toContain('16');
    expect(e.state.games).toEqual([]);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(e.state.games.length).toBeGreaterThan(0);
  });

  it('names the game server as soon as the config does, before the login answers', async () => {
    server.use(slowAction('101', 5_000));
    const e = start(`?e=demo&x=demo-token&${DEMO_GAME}`);
    expect(e.state.gameServer).toBeNull();
    void e.boot();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(e.state.phase).toBe('login');
    expect(e.state.gameServer).toBe(world.gameOrigin);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(new URL(e.state.gameUrl!).origin).toBe(e.state.gameServer);
  });

  it('keeps the game when the game list fails', async () => {
    server.use(
      http.post('*/frontendAPI.do', async ({ request }) => {
        const action = new URLSearchParams(await request.clone().text()).get('action');
        return action === '16' ? new Response('nope', { status: 500 }) : undefined;
      }),
    );
    const e = start(`?e=demo&x=demo-token&${DEMO_GAME}`);
    await boot(e);
    expect(e.state.phase).toBe('ready');
    expect(e.state.error).toBeNull();
    expect(e.state.games).toEqual([]);
  });

  it("reads each game's RTP as a percentage, a numeric text too; anything else is no RTP", async () => {
    const rtps: unknown[] = [97.25, '94.5', 0, 100.5, 'high', null, true];
    server.use(
      http.post('*/frontendAPI.do', async ({ request }) => {
        if (new URLSearchParams(await request.clone().text()).get('action') !== '16') return;
        const slot = rtps.map((rtp, i) => ({ gameId: 7001 + i, gameType: 1, info: {}, rtp }));
        return HttpResponse.json({
          status: '0000',
          data: { slot: [...slot, { gameId: 7099, gameType: 1 }] },
        });
      }),
    );
    const e = start(`?e=demo&x=demo-token&${DEMO_GAME}`);
    await boot(e);
    e.gameReady();
    await vi.advanceTimersByTimeAsync(100);
    expect(e.state.games.map((g) => [g.gameId, g.rtp])).toEqual([
      [7001, 97.25],
      [7002, 94.5],
      [7003, null],
      [7004, null],
      [7005, null],
      [7006, null],
      [7007, null],
      [7099, null],
    ]);
  });

  it.each([
    ['no token', `?e=demo&${DEMO_GAME}`, '9005'],
    ['no environment', `?x=demo-token&${DEMO_GAME}`, '505'],
    ['an unknown environment', `?e=nowhere&x=demo-token&${DEMO_GAME}`, '505'],
    ['a malformed config', `?e=broken-config&x=demo-token&${DEMO_GAME}`, '6003'],
    ['a rejected token', `?e=demo&x=token-9005&${DEMO_GAME}`, '9005'],
    ['maintenance', `?e=demo&x=token-219&${DEMO_GAME}`, '219'],
    ['a login answer that is not JSON', `?e=demo&x=bad-json&${DEMO_GAME}`, '6003'],
    ['a restricted user', `?e=demo&x=restricted-user&${DEMO_GAME}`, '7502'],
    ['a banned user', `?e=demo&x=banned-user&${DEMO_GAME}`, '7503'],
    ['every line down', `?e=lines-down&x=demo-token&${DEMO_GAME}`, '1'],
  ])('%s stops the boot with error %s and a tracking id', async (_, search, code) => {
    const e = start(search);
    await boot(e);
    expect(e.state.phase).toBe('failed');
    expect(e.state.error).toEqual({
      code,
      trackingId: expect.stringMatching(/^id-\d+$/) as string,
    });
    expect(e.state.gameUrl).toBeNull();
  });

  it('a network where no line answers is down: the flag holds, with the network error', async () => {
    const e = start(`?e=lines-down&x=demo-token&${DEMO_GAME}`);
    await boot(e);
    await vi.waitFor(() => expect(e.state.networkDown).toBe(true));
    expect(e.state.disconnected).toBe(true);
    expect(e.state.error?.code).toBe('1');
  });

  it('names the gsm provider in the ticket and game calls of game 1026 only', async () => {
    const providers: [string | null, string | null][] = [];
    server.use(
      http.post('*/frontendAPI.do', async ({ request }) => {
        const form = new URLSearchParams(await request.clone().text());
        if (form.get('action') === '7' || form.get('action') === '10') {
          providers.push([form.get('mType'), form.get('serviceProvider')]);
        }
        return undefined;
      }),
    );
    const gsm = start(`?e=demo&x=demo-token&gameType=1&mType=1026`);
    await boot(gsm);
    gsm.dispose();
    await boot(start(`?e=demo&x=demo-token&${DEMO_GAME}`));
    expect(providers).toEqual([
      ['1026', 'gsm'],
      ['1026', 'gsm'],
      ['2001', 'default'],
      ['2001', 'default'],
    ]);
  });

  it('takes the game id from the login when mType is missing or invalid', async () => {
    const e = start('?e=demo&x=demo-token&mType=abc');
    await boot(e);
    expect(e.state.phase).toBe('ready');
  });

  it('re-tests the lines every 180 s and keeps the new winner', async () => {
    const e = start(`?e=demo&x=demo-token&${DEMO_GAME}`);
    await boot(e);
    expect(e.state.apiLine).toBe('http://line-a.test');
    world.lines[0]!.latencyMs = 500;
    try {
      await vi.advanceTimersByTimeAsync(170_000);
      expect(e.state.apiLine).toBe('http://line-a.test');
      await vi.advanceTimersByTimeAsync(11_000);
      expect(e.state.apiLine).toBe('http://line-b.test');
    } finally {
      world.lines[0]!.latencyMs = 20;
    }
  });

  it('advances the server clock from the login time in 5 s ticks', async () => {
    const e = start(`?e=demo&x=demo-token&${DEMO_GAME}`);
    await boot(e);
    const t0 = e.state.serverTime!;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(e.state.serverTime).toBe(t0 + 10_000);
  });

  it('takes the server time from the injected clock when the login gives none', async () => {
    server.use(
      http.post('*/frontendAPI.do', async ({ request }) => {
        const action = new URLSearchParams(await request.clone().text()).get('action');
        if (action !== '101') return undefined;
        return HttpResponse.json({
          status: '0000',
          data: { accountId: 'a1', uid: 'p@DEMO', balance: 1, currency: 'THB', userStatus: 0 },
        });
      }),
    );
    const integratorTime = Date.UTC(2030, 0, 1);
    const e = start(`?e=demo&x=demo-token&${DEMO_GAME}`, '/', {
      ...systemClock(),
      now: () => integratorTime,
    });
    await boot(e);
    expect(e.state.serverTime).toBe(integratorTime);
  });
});
