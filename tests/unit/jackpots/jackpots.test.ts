// The jackpots as an integrator drives them headlessly against the simulator: the linked pools of
// the current game with live values, the winner lists, the hit notices from SSE and from the game
// frame (the jackpot-storm scenario), and a jackpot server that is down.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { proxy } from 'valtio/vanilla';
import { jackpotStateOf, resetJackpotState } from '../../../operator-sim/jackpot-handlers.ts';
import {
  STORM_REPEAT_MS,
  STORM_SIZE,
  UNLINKED_GROUP_NAME,
  groupsAt,
  stormHits,
} from '../../../operator-sim/jackpot-data.ts';
import { sseHubOf } from '../../../operator-sim/sse-handlers.ts';
import { USERS } from '../../../operator-sim/data.ts';
import {
  HIT_NOTICE_MS,
  MAX_QUEUED_HITS,
  WINNERS_LIMIT,
  hitKey,
  maskHit,
} from '../../../src-worker/jackpots/jackpot-rules.ts';
import { type JackpotState, initialJackpots } from '../../../shared/jackpots/jackpot-state.ts';
import { LINKED_SERIES, type JackpotHit } from '../../../shared/jackpots/jackpot-types.ts';
import type { EnvConfig } from '../../../src-worker/boot/wire.ts';
import {
  createJackpots,
  JACKPOT_EVENTS,
  POOL_POLL_MS,
  type JackpotService,
} from '../../../src-worker/jackpots/jackpots.ts';
import {
  createNotificationHub,
  notificationUrl,
} from '../../../src-worker/session/notifications.ts';
import type { EnginePorts, ReadersPort } from '../../../src-worker/lib/ports.ts';
import { type Readers, loadReaders } from '../../../src-worker/engine/features-chunk.ts';
import { createSseClient, type SseClient } from '../../../src-worker/session/sse-client.ts';
import { testPorts } from '../support/engine.ts';
import { settle } from '../support/settle.ts';
import { useSimServer } from '../support/sim-server.ts';

const { world, server } = useSimServer({ timers: 'engine' });
const GAME = 'gName=luckyfortune_1.0.0&gameType=1&mType=2001';
const DEMO_GAME = 2001;

beforeEach(() => {
  // Mid-hour: the storm's hits stay the same hits for the whole test.
  vi.setSystemTime(Date.UTC(2026, 0, 15, 12, 10, 0));
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  sseHubOf(world).reset();
  resetJackpotState(world);
});

const stops: (() => void)[] = [];

/** Ports of the engine for a token, on fake timers and msw. */
function portsFor(token: string): EnginePorts & ReadersPort<Readers> {
  return { ...testPorts(world, `?e=demo&x=${token}&${GAME}`), readers: loadReaders };
}

/** A started jackpot service of a player: its state, the service and its SSE stream. */
interface Playing {
  state: JackpotState;
  jackpots: JackpotService;
  sse: SseClient;
  config: EnvConfig;
}

/** The player's notification stream into a hub, the jackpots over it, started for a game. */
async function playing(token = 'demo-token', gameId = DEMO_GAME): Promise<Playing> {
  const ports = portsFor(token);
  const config = (await (await fetch(`${world.appOrigin}/env/demo.json`)).json()) as EnvConfig;
  const user = USERS[token];
  const accountId = user?.kind === 'player' ? user.accountId : '10001';
  const hub = createNotificationHub();
  const sse = createSseClient(ports, {
    url: notificationUrl(config.servers.promotion, accountId, Date.now()),
    headers: { Authorization: token },
    onMessage: (m) => hub.dispatch(m),
  });
  sse.start();
  // The same proxy the engine's state slice is: writes become mirror operations.
  const state = proxy(initialJackpots());
  const jackpots = createJackpots(ports, state, hub);
  stops.push(
    () => jackpots.dispose(),
    () => sse.stop(),
  );
  await settle(jackpots.start(config, gameId));
  return { state, jackpots, sse, config };
}

/** Counts the requests whose URL contains `part`. */
function countRequests(part: string): { count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(part)) seen.count += 1;
  });
  return seen;
}

/** What was on screen over `ms` of fake time, sampled every 100 ms: each change of the notice. */
async function watchNotices(state: JackpotState, ms: number) {
  const timeline: { at: number; notice: JackpotHit | null; queued: number }[] = [];
  let maxQueued = 0;
  for (let t = 0; t <= ms; t += 100) {
    const notice = state.notice === null ? null : { ...state.notice };
    maxQueued = Math.max(maxQueued, state.queued);
    const last = timeline.at(-1);
    const changed =
      last === undefined ||
      (last.notice === null) !== (notice === null) ||
      (last.notice !== null && notice !== null && hitKey(last.notice) !== hitKey(notice));
    if (changed) timeline.push({ at: Date.now(), notice, queued: state.queued });
    await vi.advanceTimersByTimeAsync(100);
  }
  return { timeline, maxQueued };
}

describe('linked pools', () => {
  it('shows the pools of the three linked series only, for the current game', async () => {
    const { state } = await playing();
    expect(new Set(state.pools.map((p) => p.series))).toEqual(new Set(LINKED_SERIES));
    expect(state.pools).toHaveLength(12);
    expect(state.pools.map((p) => p.series)).toEqual(LINKED_SERIES.flatMap((s) => [s, s, s, s]));
    expect(JSON.stringify(state.pools)).not.toContain(UNLINKED_GROUP_NAME);
    expect(state.pools[0]).toMatchObject({ series: 'TreasureLink', poolName: 'Grand' });
    expect(state.pools.every((p) => p.value > 0)).toBe(true);
    // The simulator does send the unlinked group: the engine left it out.
    expect(groupsAt(Date.now()).map((g) => g.typeName)).toContain(UNLINKED_GROUP_NAME);
  });

  it.each<[number, string[]]>([
    [3001, ['GoldenTrophyLink', 'JackpotLink']],
    [1026, ['TreasureLink', 'GoldenTrophyLink']],
    [5001, []],
  ])('game %i shows the series %j', async (gameId, series) => {
    const { state } = await playing('demo-token', gameId);
    expect([...new Set(state.pools.map((p) => p.series))]).toEqual(series);
  });

  it('ignores groups whose names only look linked', async () => {
    server.use(
      http.get('*/jackpot/current/v1/groups', () =>
        HttpResponse.json({
          status: '0000',
          data: {
            groups: [
              {
                typeId: 1,
                typeName: 'jackpotlink',
                games: [2001],
                pools: [{ poolId: 1, poolName: 'A', value: 1 }],
              },
              {
                typeId: 2,
                typeName: 'JackpotLink2',
                games: [2001],
                pools: [{ poolId: 2, poolName: 'B', value: 2 }],
              },
              {
                typeId: 3,
                typeName: ' JackpotLink',
                games: [2001],
                pools: [{ poolId: 3, poolName: 'C', value: 3 }],
              },
              {
                typeId: 4,
                typeName: 'JackpotLink',
                games: ['2001'],
                pools: [
                  { poolId: 4, poolName: 'D', value: '4.5' },
                  { poolId: 5, poolName: 'E', value: -1 },
                  null,
                ],
              },
            ],
          },
        }),
      ),
    );
    const { state } = await playing();
    expect(state.pools).toEqual([
      { series: 'JackpotLink', poolId: '4', poolName: 'D', value: 4.5 },
    ]);
  });

  it('updates the values live: every 10 s, and on jackpotPools events (coalesced)', async () => {
    const { state } = await playing();
    const grand = state.pools[0]!;
    const before = grand.value;
    const pools = state.pools;
    await vi.advanceTimersByTimeAsync(POOL_POLL_MS + 100);
    expect(state.pools[0]!.value).toBeGreaterThan(before);
    // The same pools: only the values moved, the list was not replaced.
    expect(state.pools).toBe(pools);
    // The Grand of TreasureLink grows by 1 a second in the simulator: 10 s of it.
    expect(state.pools[0]!.value - before).toBeCloseTo(POOL_POLL_MS / 1_000, 0);

    const calls = countRequests('/jackpot/current/v1/groups');
    sseHubOf(world).push(
      Array.from({ length: 20 }, (_, i) => ({ type: JACKPOT_EVENTS.pools, data: { n: i } })),
    );
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls.count).toBeGreaterThanOrEqual(1);
    expect(calls.count).toBeLessThanOrEqual(2);
  });

  it('keeps the values shown when a refresh fails', async () => {
    const { state } = await playing();
    const shown = state.pools.map((p) => p.value);
    server.use(
      http.get('*/jackpot/current/v1/groups', () => new HttpResponse(null, { status: 503 })),
    );
    await vi.advanceTimersByTimeAsync(POOL_POLL_MS * 3);
    expect(state.pools.map((p) => p.value)).toEqual(shown);
  });

  it('stops polling once disposed', async () => {
    const { jackpots } = await playing();
    jackpots.dispose();
    const calls = countRequests('/jackpot/');
    await vi.advanceTimersByTimeAsync(POOL_POLL_MS * 5);
    expect(calls.count).toBe(0);
  });
});

describe('winners', () => {
  it.each(LINKED_SERIES)('%s: at most 50, newest first, names masked', async (series) => {
    const { state, jackpots } = await playing();
    const load = jackpots.loadWinners(series);
    // The panel is busy (its tab's aria-busy) until the load counts itself ended.
    expect(state.winnersLoads[series]).toBe(0);
    await settle(load);
    expect(state.winnersLoads[series]).toBe(1);
    const winners = state.winners[series];
    expect(winners).toHaveLength(WINNERS_LIMIT);
    expect(winners.every((w) => /^\*\*\*/.test(w.winner) && Array.from(w.winner).length <= 6)).toBe(
      true,
    );
    const dates = winners.map((w) => w.date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const call = jackpotStateOf(world).winnerCalls.at(-1);
    expect(call).toEqual({
      typeId: { TreasureLink: '101', GoldenTrophyLink: '102', JackpotLink: '103' }[series],
      limit: 50,
    });
  });

  it('cuts a server that sends more than 50 to the 50 newest', async () => {
    const { state, jackpots } = await playing();
    const hits = Array.from({ length: 70 }, (_, i) => ({
      groupName: 'JackpotLink THB',
      typeName: 'JackpotLink',
      poolName: 'Mini',
      gameId: 2001,
      username: `someone_${i}`,
      hitValue: 10 + i,
      recordTime: Date.now() - (70 - i) * 60_000,
    }));
    server.use(
      http.get('*/jackpot/record/v1/winners', () =>
        HttpResponse.json({
          status: '0000',
          data: { typeId: '103', winners: [...hits, { bad: true }] },
        }),
      ),
    );
    await settle(jackpots.loadWinners('JackpotLink'));
    expect(state.winners.JackpotLink).toHaveLength(50);
    expect(state.winners.JackpotLink[0]).toMatchObject({ amount: 79, winner: '***_69' });
  });

  it('sends the login token and refuses nothing without it', async () => {
    const seen: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/jackpot/')) seen.push(request.headers.get('Authorization'));
    });
    const { jackpots } = await playing();
    await settle(jackpots.loadWinners('TreasureLink'));
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen)).toEqual(new Set(['demo-token']));
    const bare = await fetch('http://line-a.test/jackpot/current/v1/groups');
    expect(bare.status).toBe(401);
  });
});

describe('hit notices', () => {
  it('jackpot-storm: each distinct linked hit once, one at a time, 4 s each', async () => {
    const { state } = await playing('jackpot-storm');
    expect(jackpotStateOf(world).storms).toBe(1);
    // Watch past a second storm (a poll after STORM_REPEAT_MS pushes the same hits again).
    const { timeline, maxQueued } = await watchNotices(state, STORM_REPEAT_MS + 30_000);
    expect(jackpotStateOf(world).storms).toBe(2);

    const sent = stormHits(Date.now());
    expect(sent).toHaveLength(STORM_SIZE);
    const distinctLinked = new Map(
      sent.filter((h) => h.typeName !== UNLINKED_GROUP_NAME).map((h) => [hitKey(h), h]),
    );
    expect(new Set(sent.map(hitKey)).size).toBeLessThan(STORM_SIZE);

    const shown = timeline.flatMap((t) => (t.notice === null ? [] : [t.notice]));
    // Each distinct linked hit once, in the order of the storm, never the unlinked group's.
    expect(shown.map(hitKey)).toEqual([...distinctLinked.keys()]);
    expect(shown.map((h) => h.username)).toEqual(
      [...distinctLinked.values()].map((h) => maskHit(h).username),
    );
    expect(shown.every((h) => h.typeName !== UNLINKED_GROUP_NAME)).toBe(true);
    // One at a time, back to back, 4 s each, then nothing.
    const changes = timeline.slice(1).map((t, i) => t.at - timeline[i]!.at);
    expect(changes.slice(1, shown.length).every((ms) => ms === HIT_NOTICE_MS)).toBe(true);
    expect(timeline.at(-1)?.notice).toBeNull();
    expect(maxQueued).toBeLessThanOrEqual(MAX_QUEUED_HITS);
    expect(state.queued).toBe(0);
  });

  it('a broadcast from the game frame shows once, masked, and not again from SSE', async () => {
    const { state, jackpots } = await playing();
    const hit: JackpotHit = {
      groupName: 'TreasureLink THB',
      typeName: 'TreasureLink',
      poolName: 'Major',
      gameId: 2001,
      username: 'lucky_player',
      hitValue: 5_432.1,
      recordTime: Date.now() - 1_000,
    };
    jackpots.hit(hit);
    expect(state.notice).toEqual({ ...hit, username: '***yer' });
    sseHubOf(world).push([{ type: JACKPOT_EVENTS.hit, data: hit }]);
    jackpots.hit(JSON.stringify({ ...hit, username: '***yer' }));
    const { timeline } = await watchNotices(state, 3 * HIT_NOTICE_MS);
    expect(timeline.filter((t) => t.notice !== null)).toHaveLength(1);
    expect(state.notice).toBeNull();
  });

  it('ignores hostile or unlinked broadcasts, from the game or SSE, without throwing', async () => {
    const { state, jackpots } = await playing();
    const hostile: unknown[] = [
      null,
      undefined,
      'not json',
      '{"typeName":"JackpotLink"}',
      [1, 2],
      { typeName: 'JackpotLink', hitValue: 'NaN' },
      Object.create({ typeName: 'JackpotLink' }) as unknown,
      {
        groupName: 'x',
        typeName: UNLINKED_GROUP_NAME,
        poolName: 'Bonus',
        gameId: 2001,
        username: 'someone',
        hitValue: 1,
        recordTime: Date.now(),
      },
    ];
    for (const data of hostile) expect(() => jackpots.hit(data)).not.toThrow();
    sseHubOf(world).push([
      { type: JACKPOT_EVENTS.hit, data: '<html>' },
      { type: JACKPOT_EVENTS.hit, data: { pool: 'GoldenTrophyLink', amount: 1, player: 'p' } },
    ]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.notice).toBeNull();
    expect(state.queued).toBe(0);
  });
});

describe('jackpot-down', () => {
  it('leaves an empty state without errors, and keeps polling quietly', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown): void => void rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const { state, jackpots } = await playing('jackpot-down');
      for (const series of LINKED_SERIES) await settle(jackpots.loadWinners(series));
      await vi.advanceTimersByTimeAsync(POOL_POLL_MS * 2);
      // Nothing loaded, but each failed load ended: no panel stays busy.
      expect(state).toEqual({
        ...initialJackpots(),
        winnersLoads: { TreasureLink: 1, GoldenTrophyLink: 1, JackpotLink: 1 },
      });
      expect(jackpotStateOf(world).groupCalls).toBe(0);
      const down = await fetch('http://line-a.test/jackpot/current/v1/groups', {
        headers: { Authorization: 'jackpot-down' },
      });
      expect(down.status).toBe(503);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    expect(rejections).toEqual([]);
  });

  it('a start against no jackpot server at all resolves with an empty state', async () => {
    const ports = portsFor('demo-token');
    const state = proxy(initialJackpots());
    const jackpots = createJackpots(ports, state, createNotificationHub());
    stops.push(() => jackpots.dispose());
    const config = (await (await fetch(`${world.appOrigin}/env/demo.json`)).json()) as EnvConfig;
    await settle(jackpots.start({ ...config, servers: { ...config.servers, jackpot: '' } }, 2001));
    await settle(jackpots.loadWinners('JackpotLink'));
    await settle(jackpots.loadWinners('NotASeries' as 'JackpotLink'));
    expect(state).toEqual({
      ...initialJackpots(),
      winnersLoads: { TreasureLink: 0, GoldenTrophyLink: 0, JackpotLink: 1 },
    });
  });
});
