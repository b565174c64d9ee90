// The seat system as the engine drives it, against the simulator's seat server under msw with
// fake timers: load, play now, take, change with confirm, the silent 10009, seat errors, and
// the seat system turning off when the server is down or slower than 5 s.
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { hallOf, resetSeatState, seatStateOf } from '../../../operator-sim/seat-handlers.ts';
import { seatViews } from '../../../shared/seats/seat-rules.ts';
import { type SeatState, initialSeats } from '../../../shared/seats/seat-state.ts';
import type { EnvConfig } from '../../../src-worker/boot/wire.ts';
import { type EnginePorts, type ReadersPort, systemClock } from '../../../src-worker/lib/ports.ts';
import { type Readers, loadReaders } from '../../../src-worker/engine/features-chunk.ts';
import { createSeatClient } from '../../../src-worker/seats/seat-client.ts';
import { type SeatService, createSeats } from '../../../src-worker/seats/seats.ts';
import { testPorts } from '../support/engine.ts';
import { settle } from '../support/settle.ts';
import { useSimServer } from '../support/sim-server.ts';

const { world, server } = useSimServer({ timers: 'engine' });
const LINE = 'http://line-a.test';
const GAME = 2001;

afterEach(() => {
  for (const s of services.splice(0)) s.dispose();
  resetSeatState(world);
});

const services: SeatService[] = [];

/** Ports for a player whose token is `token` (the seat calls need only fetch, clock and x). */
function portsFor(token: string): EnginePorts & ReadersPort<Readers> {
  return {
    ...testPorts(world, `?e=demo&x=${token}&gameType=1&mType=${GAME}`),
    readers: loadReaders,
  };
}

async function demoConfig(): Promise<EnvConfig> {
  return (await (await fetch(`${world.appOrigin}/env/demo.json`)).json()) as EnvConfig;
}

/** A seat service for `token` playing as `accountId`, loaded for the demo slot. */
async function seated(token = 'demo-token', accountId = '10001', gameType: 1 | 2 = 1) {
  const seats: SeatState = initialSeats();
  const service = createSeats(portsFor(token), seats, () => ({ accountId }));
  services.push(service);
  await settle(service.load(await demoConfig(), GAME, gameType));
  return { seats, service };
}

/** Every seat request as it left: method, path, Authorization and body. */
function recordSeatRequests() {
  const seen: { method: string; path: string; auth: string | null; body: string }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/seat/')) return;
    const entry = {
      method: request.method,
      path: url.pathname,
      auth: request.headers.get('Authorization'),
      body: '',
    };
    seen.push(entry);
    void request
      .clone()
      .text()
      .then((t) => (entry.body = t));
  });
  return seen;
}

const ownerOf = (seatId: number, hall: 'demo' | 'full' | 'reserved' = 'demo') =>
  hallOf(world, hall).find((s) => s.seatId === seatId)?.playerId ?? null;

describe('loading', () => {
  it('loads the 20 seats of the demo slot with the token in Authorization', async () => {
    const seen = recordSeatRequests();
    const { seats } = await seated();
    expect(seats).toMatchObject({
      enabled: true,
      loading: false,
      mySeatId: null,
      selectingSeatId: null,
      lastError: null,
    });
    expect(seats.data?.totalSeat).toBe(20);
    expect(seats.data?.seatInfos.map((s) => s.seatId)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(seatViews(seats.data, '10001', null, 'all').map((v) => v.display)).toEqual([
      ...['empty', 'full', 'full', 'empty', 'full', 'empty', 'reserved', 'full', 'empty', 'empty'],
      ...['full', 'empty', 'full', 'reserved', 'empty', 'empty', 'full', 'empty', 'full', 'empty'],
    ]);
    expect(seen).toEqual([
      { method: 'GET', path: '/seat/v1/info/slot/2001', auth: 'demo-token', body: '' },
    ]);
  });

  it('has no seat system for a fish game: nothing is asked', async () => {
    const seen = recordSeatRequests();
    const { seats, service } = await seated('demo-token', '10001', 2);
    expect(seats.enabled).toBe(false);
    expect(seen).toEqual([]);
    expect(await service.playNow()).toEqual({ ok: false, off: true });
  });

  it('has no seat system for a slot game the seat server does not know (10000)', async () => {
    const seats = initialSeats();
    const service = createSeats(portsFor('demo-token'), seats, () => ({ accountId: '10001' }));
    services.push(service);
    await settle(service.load(await demoConfig(), 2002, 1));
    expect(seats).toMatchObject({ enabled: false, data: null, loading: false });
  });

  it('finds the seat the player already holds (after the reload of a change)', async () => {
    hallOf(world, 'demo')[5]!.status = 1;
    hallOf(world, 'demo')[5]!.playerId = '10001';
    const { seats } = await seated();
    expect(seats.mySeatId).toBe(6);
    expect(seats.selectingSeatId).toBe(6);
  });

  it('filters the vacant seats', async () => {
    const { seats, service } = await seated();
    service.setFilter('vacant');
    expect(seats.filter).toBe('vacant');
    expect(seatViews(seats.data, '10001', null, seats.filter).map((v) => v.seatId)).toEqual([
      1, 4, 6, 9, 10, 12, 15, 16, 18, 20,
    ]);
  });
});

describe('play now and take', () => {
  it('play now takes the lowest empty seat and syncs it', async () => {
    const seen = recordSeatRequests();
    const { seats, service } = await seated();
    const answer = await settle(service.playNow());
    expect(answer).toEqual({ ok: true, seatId: 1 });
    expect(seats).toMatchObject({ mySeatId: 1, selectingSeatId: 1, busy: false, enabled: true });
    expect(seats.data?.seatInfos[0]).toMatchObject({ status: 1, playerId: '10001' });
    expect(ownerOf(1)).toBe('10001');
    expect(seen.slice(1)).toEqual([
      { method: 'PUT', path: '/seat/v1/playnow', auth: 'demo-token', body: '{"gameId":2001}' },
    ]);
  });

  it('takes a chosen seat when the player has none', async () => {
    const seen = recordSeatRequests();
    const { seats, service } = await seated();
    const answer = await settle(service.requestSeat(4));
    expect(answer).toEqual({ ok: true, seatId: 4 });
    expect(seats).toMatchObject({ mySeatId: 4, selectingSeatId: 4, confirmChange: null });
    expect(ownerOf(4)).toBe('10001');
    expect(seen.slice(1).map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', '/seat/v1/take', '{"gameId":2001,"seatId":4}'],
    ]);
  });

  it('changes seat only after the confirm prompt, and asks for a reload', async () => {
    const { seats, service } = await seated();
    await settle(service.requestSeat(4));
    const seen = recordSeatRequests();

    expect(await settle(service.requestSeat(6))).toEqual({ ok: false, confirm: true });
    expect(seats).toMatchObject({ confirmChange: { seatId: 6 }, selectingSeatId: 6, mySeatId: 4 });
    expect(seen).toEqual([]);

    // Cancel: back on seat 4, nothing asked.
    expect(await settle(service.confirmChange(false))).toEqual({ ok: false, silent: true });
    expect(seats).toMatchObject({ confirmChange: null, selectingSeatId: 4, mySeatId: 4 });
    expect(seen).toEqual([]);

    await settle(service.requestSeat(6));
    expect(await settle(service.confirmChange(true))).toEqual({
      ok: true,
      seatId: 6,
      reload: true,
    });
    expect(seats).toMatchObject({ confirmChange: null, selectingSeatId: 6, mySeatId: 6 });
    expect(seats.data?.seatInfos[3]).toMatchObject({ status: 0, playerId: null });
    expect(ownerOf(4)).toBeNull();
    expect(ownerOf(6)).toBe('10001');
    expect(seen.map((r) => r.path)).toEqual(['/seat/v1/take']);

    // The game reloads: the new seat is the player's.
    const reloaded = await seated();
    expect(reloaded.seats.mySeatId).toBe(6);
  });

  it('choosing the seat the player holds asks nothing', async () => {
    const { seats, service } = await seated();
    await settle(service.requestSeat(4));
    expect(await settle(service.requestSeat(4))).toEqual({ ok: true, seatId: 4 });
    expect(seats.confirmChange).toBeNull();
  });

  it('takes the seat reserved for the player; a seat reserved for another is 10007', async () => {
    const { seats, service } = await seated('seats-reserved', '10102');
    expect(await settle(service.requestSeat(2))).toEqual({ ok: false, code: '10007' });
    expect(seats).toMatchObject({ lastError: '10007', mySeatId: null, selectingSeatId: null });
    expect(await settle(service.requestSeat(1))).toEqual({ ok: true, seatId: 1 });
    expect(ownerOf(1, 'reserved')).toBe('10102');
    expect(seats.lastError).toBeNull();
  });
});

describe('seat answers', () => {
  it('10009 (taken or left) passes silently and shows the seats as they are', async () => {
    const { seats, service } = await seated('seat-10009', '10103');
    const seen = recordSeatRequests();
    expect(await settle(service.requestSeat(1))).toEqual({ ok: false, silent: true });
    expect(seats).toMatchObject({ lastError: null, mySeatId: null, selectingSeatId: null });
    expect(seats.enabled).toBe(true);
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /seat/v1/take',
      'GET /seat/v1/info/slot/2001',
    ]);
  });

  it('10001: every seat is taken, play now shows the error; the seat system stays on', async () => {
    const { seats, service } = await seated('seats-full', '10101');
    expect(seats.data?.seatInfos.every((s) => s.status === 1)).toBe(true);
    expect(await settle(service.playNow())).toEqual({ ok: false, code: '10001' });
    expect(seats).toMatchObject({ lastError: '10001', enabled: true, mySeatId: null });
    service.dismissError();
    expect(seats.lastError).toBeNull();
  });

  it("10001: another player's seat cannot be taken", async () => {
    const { seats, service } = await seated();
    expect(await settle(service.requestSeat(2))).toEqual({ ok: false, code: '10001' });
    expect(seats).toMatchObject({ lastError: '10001', selectingSeatId: null });
    expect(ownerOf(2)).toBe('20002');
  });

  it.each(['playNow', 'take'] as const)('10006: %s shows the error', async (call) => {
    const { seats, service } = await seated('seat-10006', '10105');
    const answer = await settle(call === 'playNow' ? service.playNow() : service.requestSeat(1));
    expect(answer).toEqual({ ok: false, code: '10006' });
    expect(seats).toMatchObject({ lastError: '10006', enabled: true });
  });

  it('another status is a refusal without a seat error; the seat system stays on', async () => {
    const { seats, service } = await seated();
    server.use(http.put(`${LINE}/seat/v1/take`, () => HttpResponse.json({ status: '9999' })));
    expect(await settle(service.requestSeat(1))).toEqual({ ok: false, code: '9999' });
    expect(seats).toMatchObject({ lastError: null, enabled: true, selectingSeatId: null });
  });

  it('a seat the list does not have is not asked for', async () => {
    const { service } = await seated();
    const seen = recordSeatRequests();
    expect(await settle(service.requestSeat(99))).toEqual({ ok: false, silent: true });
    expect(seen).toEqual([]);
  });
});

describe('the seat system turns off', () => {
  it('seat-server-down: the list answers 503, the game is played without seats', async () => {
    const { seats, service } = await seated('seat-server-down', '10104');
    expect(seats).toMatchObject({ enabled: false, data: null, loading: false, mySeatId: null });
    expect(await service.playNow()).toEqual({ ok: false, off: true });
    expect(await service.requestSeat(1)).toEqual({ ok: false, off: true });
  });

  it('a take that fails on the network enters without a seat and turns seats off', async () => {
    const { seats, service } = await seated();
    await settle(service.requestSeat(4));
    server.use(http.put(`${LINE}/seat/v1/take`, () => HttpResponse.error()));
    await settle(service.requestSeat(6));
    expect(await settle(service.confirmChange(true))).toEqual({ ok: false, off: true });
    expect(seats).toMatchObject({
      enabled: false,
      data: null,
      mySeatId: null,
      selectingSeatId: null,
      confirmChange: null,
      busy: false,
    });
  });

  it('a play-now answer slower than 5 s turns seats off at 5 s', async () => {
    const { seats, service } = await seated();
    world.faults.add([{ path: '/seat/v1/playnow', delayMs: 8_000 }]);
    const started = Date.now();
    expect(await settle(service.playNow())).toEqual({ ok: false, off: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(5_000);
    expect(Date.now() - started).toBeLessThan(5_100);
    expect(seats.enabled).toBe(false);
  });

  it('a seat list slower than 5 s leaves the seat system off', async () => {
    world.faults.add([{ path: '/seat/*', delayMs: 8_000 }]);
    const { seats } = await seated();
    expect(seats).toMatchObject({ enabled: false, loading: false, data: null });
  });

  it('a 0000 play-now without a seat is a bad answer: seats off', async () => {
    const { seats, service } = await seated();
    server.use(
      http.put(`${LINE}/seat/v1/playnow`, () => HttpResponse.json({ status: '0000', data: {} })),
    );
    expect(await settle(service.playNow())).toEqual({ ok: false, off: true });
    expect(seats.enabled).toBe(false);
  });
});

describe('refresh, the info card and dispose', () => {
  it('refresh shows what other players did; a failed refresh keeps the seats', async () => {
    const { seats, service } = await seated();
    const other = createSeats(portsFor('player-other'), initialSeats(), () => null);
    services.push(other);
    await settle(other.load(await demoConfig(), GAME, 1));
    await settle(other.requestSeat(1));
    expect(seats.data?.seatInfos[0]?.status).toBe(0);
    await settle(service.refresh());
    expect(seats.data?.seatInfos[0]?.status).toBe(1);
    server.use(http.get(`${LINE}/seat/v1/info/slot/:g`, () => HttpResponse.error()));
    await settle(service.refresh());
    expect(seats).toMatchObject({ enabled: true, loading: false });
    expect(seats.data?.seatInfos).toHaveLength(20);
  });

  it('opens the info card with the seat server’s numbers, and closes it', async () => {
    const { seats, service } = await seated();
    const seen = recordSeatRequests();
    await settle(service.openCard(5));
    expect(seen.map((r) => r.path)).toEqual(['/seat/v1/info/slot/2001/5']);
    // seat-data.ts gameDataFor(5): spins (5*37)%150, the previous three, wins 5%7, 5%4, 1.
    expect(seats.card).toEqual({
      seatId: 5,
      bigWins: [
        { times: 50, count: 5 },
        { times: 100, count: 1 },
        { times: 300, count: 1 },
      ],
      previousSpins: [125, 185, 165],
      spinsSinceFreeGame: 35,
    });
    service.closeCard();
    expect(seats.card).toBeNull();
  });

  it('keeps the card from the list when the seat call fails', async () => {
    const { seats, service } = await seated();
    server.use(http.get(`${LINE}/seat/v1/info/slot/:g/:s`, () => HttpResponse.error()));
    await settle(service.openCard(5));
    expect(seats.card?.spinsSinceFreeGame).toBe(35);
  });

  it('after dispose a late answer changes nothing', async () => {
    const { seats, service } = await seated();
    world.faults.add([{ path: '/seat/v1/playnow', delayMs: 1_000 }]);
    const answer = service.playNow();
    expect(seats.busy).toBe(true);
    service.dispose();
    expect(await settle(answer)).toEqual({ ok: false, silent: true });
    expect(seats).toMatchObject({ busy: false, mySeatId: null, enabled: true });
  });

  it('one call at a time: a second while busy is not sent', async () => {
    const { service } = await seated();
    world.faults.add([{ path: '/seat/v1/playnow', delayMs: 500 }]);
    const seen = recordSeatRequests();
    const first = service.playNow();
    expect(await service.requestSeat(4)).toEqual({ ok: false, silent: true });
    expect(await settle(first)).toEqual({ ok: true, seatId: 1 });
    expect(seen.map((r) => r.path)).toEqual(['/seat/v1/playnow']);
  });
});

describe('seat client answers', () => {
  const deps = {
    fetch: (...args: Parameters<typeof fetch>) => globalThis.fetch(...args),
    clock: systemClock(),
    readers: loadReaders,
  };
  const client = () => createSeatClient(deps, { seat: `${LINE}/`, token: 'demo-token' });

  it('checks seats field by field: broken ones dropped, each once, in order', async () => {
    server.use(
      http.get(`${LINE}/seat/v1/info/slot/:g`, () =>
        HttpResponse.json({
          status: 0,
          data: {
            gameId: '2001',
            seatInfos: [
              { seatId: 3, status: 1, playerId: 20003, gameData: { freeGameInterval: [1, '2'] } },
              { seatId: 1, status: 0, playerId: 'ghost', gameData: null },
              { seatId: 3, status: 0 },
              { seatId: -1, status: 0 },
              { seatId: 2 },
              'nonsense',
              { seatId: 4, status: 2, playerId: '', gameData: { winTimes: { 50: -3, 300: 2 } } },
            ],
          },
        }),
      ),
    );
    const data = await settle(client().list(2001));
    expect(data).toEqual({
      gameId: 2001,
      totalSeat: 3,
      seatInfos: [
        {
          seatId: 1,
          playerId: null,
          status: 0,
          gameData: { freeGameInterval: [0, 0, 0, 0], winTimes: { 50: 0, 100: 0, 300: 0 } },
        },
        {
          seatId: 3,
          playerId: '20003',
          status: 1,
          gameData: { freeGameInterval: [1, 2, 0, 0], winTimes: { 50: 0, 100: 0, 300: 0 } },
        },
        {
          seatId: 4,
          playerId: null,
          status: 2,
          gameData: { freeGameInterval: [0, 0, 0, 0], winTimes: { 50: 0, 100: 0, 300: 2 } },
        },
      ],
    });
  });

  it.each([
    ['another game', { status: '0000', data: { gameId: 2002, seatInfos: [] } }, '6003'],
    ['no seat list', { status: '0000', data: { gameId: 2001 } }, '6003'],
    ['no data', { status: '0000' }, '6003'],
    ['a seat status', { status: '10000', data: null }, '10000'],
  ])('a list with %s throws %s', async (_name, body, code) => {
    server.use(http.get(`${LINE}/seat/v1/info/slot/:g`, () => HttpResponse.json(body)));
    await expect(settle(client().list(2001))).rejects.toMatchObject({ code });
  });

  it('sends no request for ids no server could mean', async () => {
    const seen = recordSeatRequests();
    await expect(client().list(0)).rejects.toMatchObject({ code: '505' });
    await expect(client().one(2001, -1)).rejects.toMatchObject({ code: '505' });
    expect(await client().take(2001, Number.NaN)).toEqual({ thrown: true, code: '505' });
    expect(await client().playNow(1.5)).toEqual({ thrown: true, code: '505' });
    expect(seen).toEqual([]);
  });

  it('tells a server status "1" from its own network failure', async () => {
    server.use(http.put(`${LINE}/seat/v1/take`, () => HttpResponse.json({ status: 1 })));
    expect(await settle(client().take(2001, 1))).toEqual({ status: '1', seatId: null });
    server.use(http.put(`${LINE}/seat/v1/take`, () => HttpResponse.error()));
    expect(await settle(client().take(2001, 1))).toEqual({ thrown: true, code: '1' });
  });

  it('a take answered 0000 without a seat holds the seat asked for', async () => {
    server.use(http.put(`${LINE}/seat/v1/take`, () => HttpResponse.json({ status: '0000' })));
    expect(await settle(client().take(2001, 7))).toEqual({ status: '0000', seatId: 7 });
  });

  it('the simulator refuses calls without a token and records every claim', async () => {
    const bare = createSeatClient(deps, { seat: LINE, token: '' });
    await expect(settle(bare.list(2001))).rejects.toMatchObject({ code: '1' });
    expect(await settle(client().playNow(2001))).toEqual({ status: '0000', seatId: 1 });
    expect(await settle(client().take(2001, 1))).toEqual({ status: '0000', seatId: 1 });
    expect(await settle(client().take(2001, 99))).toEqual({ status: '10000', seatId: null });
    expect(seatStateOf(world).calls.map((c) => [c.path, c.playerId, c.status])).toEqual([
      ['/seat/v1/playnow', '10001', '0000'],
      ['/seat/v1/take', '10001', '0000'],
      ['/seat/v1/take', '10001', '10000'],
    ]);
  });
});
