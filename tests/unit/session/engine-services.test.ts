// The engine after login: notifications arrive once, errors reach the log server, the token never does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { logSinkOf } from '../../../operator-sim/log-handlers.ts';
import { sseHubOf } from '../../../operator-sim/sse-handlers.ts';
import type { Engine } from '../../../src-worker/engine/engine.ts';
import { memoryStore } from '../../../src-worker/lib/ports.ts';
import { streamOpen } from '../support/engine.ts';
import { settle } from '../support/settle.ts';
import { useEngines, useSimServer } from '../support/sim-server.ts';

const TOKEN = 'demo-token-s3cr3t';
const sim = useSimServer({ timers: 'all' });
const { world, server } = sim;
afterEach(() => sseHubOf(world).reset());
const engines = useEngines(sim); // disposed before the hub resets

async function loggedIn(store = memoryStore()): Promise<Engine> {
  const engine = engines.start(`?e=demo&x=${TOKEN}&mType=2001`, {
    store,
    // Unique across tests: the log server drops an event_id it has already seen.
    randomId: () => crypto.randomUUID(),
  });
  await settle(engine.boot());
  expect(engine.state.phase).toBe('ready');
  // The notification stream opens once the game is ready (game-ready-gate.ts).
  engine.gameReady();
  return engine;
}

const advance = async (ms: number) => {
  for (let t = 0; t < ms; t += 10) await vi.advanceTimersByTimeAsync(10);
};

describe('engine services', () => {
  it('delivers notifications after login, once each, across a dropped stream', async () => {
    const e = await loggedIn();
    const seen: string[] = [];
    e.notifications.subscribe('jackpotHit', (m) => seen.push(m.id));
    await advance(200);
    await streamOpen(world);
    sseHubOf(world).push([{ type: 'jackpotHit', data: { pool: 'Grand' } }]);
    await advance(200);
    sseHubOf(world).drop();
    await advance(3_000);
    sseHubOf(world).push([{ type: 'jackpotHit', data: { pool: 'Major' } }]);
    await advance(200);
    expect(seen).toHaveLength(2);
    expect(new Set(seen).size).toBe(2);
  });

  it('logs an error at its level and flushes it to the log server at once, without the token', async () => {
    const e = await loggedIn();
    const sink = logSinkOf(world);
    const before = sink.received;
    e.report({ status: '9005' });
    await advance(100);
    const logged = sink.events.filter((ev) => ev.type === 'error');
    expect(logged.at(-1)).toMatchObject({
      event: '9005',
      uid: 'player01@DEMO',
      client_code: 'DEMO',
    });
    expect(sink.received).toBeGreaterThan(before);
    expect(JSON.stringify(sink.requests)).not.toContain(TOKEN);
  });

  it('sends pending logs with keepalive when the page hides', async () => {
    const e = await loggedIn();
    e.logs.log('game', 'spin', { bet: 1 });
    e.setPageVisible(false);
    await advance(100);
    const last = logSinkOf(world).requests.at(-1);
    expect(last?.keepalive).toBe(true);
    expect(last?.bytes).toBeLessThan(60 * 1024);
  });

  it('posts game logs and orientation changes', async () => {
    const e = await loggedIn();
    e.gameLog({ round: 7 });
    e.setOrientation('portrait');
    await advance(100);
    const sink = logSinkOf(world);
    expect(sink.gameLogs.at(-1)).toEqual({ round: 7 });
    expect(sink.orientations.at(-1)).toEqual({ orientation: 'portrait' });
  });

  it('logs a notification stream that stops for good on a wrong status', async () => {
    server.use(
      http.get('*/promotion/v1/notification/:id', () => new HttpResponse('gone', { status: 410 })),
    );
    const e = await loggedIn();
    await advance(200);
    await settle(e.logs.flush());
    const stops = logSinkOf(world).events.filter((ev) => ev.type === 'sse');
    expect(stops.at(-1)).toMatchObject({
      event: 'stopped',
      content: { reason: 'status', status: 410 },
    });
  });

  it('keeps logs through a dead log server and delivers them after a restart, each once', async () => {
    const store = memoryStore();
    const sink = logSinkOf(world);
    sink.mode = 'down';
    const first = await loggedIn(store);
    const ids = [1, 2, 3].map((round) => first.logs.log('game', 'spin', { round }).event_id);
    await settle(first.logs.flush());
    await advance(7_000); // the 1, 2 and 3 s retries all fail
    expect(first.logs.stats().stored).toBeGreaterThanOrEqual(3);
    first.dispose();
    sink.mode = 'ok';
    await loggedIn(store); // a new engine on the same store, as after a reload
    await advance(6_000);
    for (const id of ids) {
      expect(sink.events.filter((e) => e.event_id === id)).toHaveLength(1);
    }
  });
});
