// Runs in Vitest (Node): the notification hub (type routing, no event twice) and its URL.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createNotificationHub,
  notificationUrl,
} from '../../../src-worker/session/notifications.ts';
import { AT_CEILING } from '../support/draws.ts';
import { systemClock } from '../../../src-worker/lib/ports.ts';
import { createSseClient, type SseMessage } from '../../../src-worker/session/sse-client.ts';
import { useSimServer } from '../support/sim-server.ts';

const msg = (type: string, id: string, data = ''): SseMessage => ({ type, id, data });

describe('notification hub', () => {
  it('routes events by type, and every event to * subscribers', () => {
    const hub = createNotificationHub();
    const got: string[] = [];
    hub.subscribe('jackpotHit', (m) => got.push(`jackpot:${m.id}`));
    hub.subscribe('quest', (m) => got.push(`quest:${m.id}`));
    hub.subscribe('*', (m) => got.push(`all:${m.id}`));
    hub.dispatch(msg('jackpotHit', '1'));
    hub.dispatch(msg('wheel', '2'));
    expect(got).toEqual(['jackpot:1', 'all:1', 'all:2']);
    expect(hub.delivered).toBe(2);
  });

  it('drops an event whose id it has seen, but always delivers events without id', () => {
    const hub = createNotificationHub();
    const got: string[] = [];
    hub.subscribe('*', (m) => got.push(m.data));
    hub.dispatch(msg('inventory', '7', 'a'));
    hub.dispatch(msg('inventory', '7', 'a again'));
    hub.dispatch(msg('inventory', '', 'b'));
    hub.dispatch(msg('inventory', '', 'b'));
    expect(got).toEqual(['a', 'b', 'b']);
    expect(hub.delivered).toBe(3);
  });

  it('remembers only the last rememberIds ids', () => {
    const hub = createNotificationHub({ rememberIds: 3 });
    const got: string[] = [];
    hub.subscribe('*', (m) => got.push(m.id));
    for (const id of ['1', '2', '3', '4', '3', '1']) hub.dispatch(msg('quest', id));
    // 3 is still remembered; 1 was forgotten when 4 arrived.
    expect(got).toEqual(['1', '2', '3', '4', '1']);
  });

  it('keeps delivering to the others when a subscriber throws, and reports it', () => {
    const errors: unknown[] = [];
    const hub = createNotificationHub({ onSubscriberError: (e) => errors.push(e) });
    const got: string[] = [];
    hub.subscribe('quest', () => {
      throw new Error('panel bug');
    });
    hub.subscribe('quest', (m) => got.push(m.id));
    hub.subscribe('*', (m) => got.push(`all:${m.id}`));
    hub.dispatch(msg('quest', '1'));
    expect(got).toEqual(['1', 'all:1']);
    expect(errors).toEqual([new Error('panel bug')]);
  });

  it('stops calling a subscriber once it unsubscribes', () => {
    const hub = createNotificationHub();
    const got: string[] = [];
    const off = hub.subscribe('wheel', (m) => got.push(m.id));
    hub.dispatch(msg('wheel', '1'));
    off();
    hub.dispatch(msg('wheel', '2'));
    expect(got).toEqual(['1']);
  });
});

describe('notification hub with the SSE client', () => {
  let requests = 0;
  useSimServer({
    only: [
      // A server that ignores Last-Event-ID and replays the same events on every connection.
      http.get('http://promo.test/promotion/v1/notification/:id', () => {
        requests += 1;
        const body = 'id: 1\nevent: jackpotHit\ndata: {}\n\nid: 2\nevent: quest\ndata: {}\n\n';
        return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    ],
  });
  afterEach(() => vi.useRealTimers());

  it('shows each notification once across reconnects that replay it', async () => {
    vi.useFakeTimers();
    const hub = createNotificationHub();
    const shown: string[] = [];
    hub.subscribe('*', (m) => shown.push(`${m.type}#${m.id}`));
    const client = createSseClient(
      { fetch: globalThis.fetch, clock: systemClock(), random: AT_CEILING },
      {
        url: notificationUrl('http://promo.test', '10001', 1_700_000_000_000),
        onMessage: (m) => hub.dispatch(m),
      },
    );
    client.start();
    for (let t = 0; t < 2_500; t += 10) await vi.advanceTimersByTimeAsync(10);
    client.stop();
    expect(requests).toBe(3);
    expect(shown).toEqual(['jackpotHit#1', 'quest#2']);
  });
});

describe('notificationUrl', () => {
  it('builds the SPEC §7 address with an encoded player id and the login time', () => {
    expect(notificationUrl('https://promo.example/', 'player01@DEMO', 1_700_000_000_000)).toBe(
      'https://promo.example/promotion/v1/notification/player01%40DEMO?loginTime=1700000000000',
    );
    expect(notificationUrl('https://promo.example/api', 'a/b c', 5)).toBe(
      'https://promo.example/api/promotion/v1/notification/a%2Fb%20c?loginTime=5',
    );
  });
});
