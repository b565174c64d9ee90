// Runs in Vitest (Node): the simulator's log endpoints and /__sim/logs, fetched over msw.
import { beforeEach, describe, expect, it } from 'vitest';
import { useSimServer } from '../support/sim-server.ts';

useSimServer();
const LINE = 'http://line-a.test';
const APP = 'http://app.test';

beforeEach(async () => {
  await fetch(`${APP}/__sim/logs`, { method: 'DELETE' });
});

function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

interface Summary {
  mode: string;
  received: number;
  unique: number;
  duplicates: number;
  attempted: string[];
  repeated: Record<string, number>;
  events: { event_id: string }[];
  gameLogs: unknown[];
  orientations: unknown[];
}

async function summary(origin = APP): Promise<Summary> {
  return (await (await fetch(`${origin}/__sim/logs`)).json()) as Summary;
}

describe('simulator log endpoints', () => {
  it('records log events, counting a resent event_id as a duplicate', async () => {
    const a = { event_id: 'a', type: 'info' };
    const b = { event_id: 'b', type: 'info' };
    expect((await postJson(`${LINE}/log`, [a, b])).status).toBe(200);
    const again = await postJson(`${LINE}/log`, [b]);
    expect(await again.json()).toEqual({ accepted: 0, duplicates: 1 });
    expect(await summary('http://line-b.test')).toMatchObject({
      received: 3,
      unique: 2,
      duplicates: 1,
      events: [a, b],
      repeated: { b: 2 },
    });
  });

  it('refuses a body that is not an array of events, or not JSON', async () => {
    expect((await postJson(`${LINE}/log`, { event_id: 'a' })).status).toBe(400);
    expect((await postJson(`${LINE}/log`, [{ type: 'no id' }])).status).toBe(400);
    const text = await fetch(`${LINE}/log`, { method: 'POST', body: '[]' });
    expect(text.status).toBe(415);
    expect((await summary()).received).toBe(0);
  });

  it('switches the log endpoint between ok, down, 500 and 429 with Retry-After', async () => {
    const setMode = (mode: string): Promise<Response> =>
      postJson(`${APP}/__sim/logs/mode`, { mode });
    const event = [{ event_id: 'x' }];
    expect((await setMode('500')).status).toBe(200);
    expect((await postJson(`${LINE}/log`, event)).status).toBe(500);
    await setMode('429');
    const limited = await postJson(`${LINE}/log`, event);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('2');
    await setMode('down');
    await expect(postJson(`${LINE}/log`, event)).rejects.toThrow();
    expect((await setMode('sideways')).status).toBe(400);
    expect((await summary()).mode).toBe('down');
    await setMode('ok');
    expect((await postJson(`${LINE}/log`, [{ event_id: 'y' }])).status).toBe(200);
    // What the pages tried to send, whatever the answer: what a test counts as made.
    expect(await summary()).toMatchObject({
      mode: 'ok',
      received: 1,
      unique: 1,
      attempted: ['x', 'y'],
    });
  });

  it('answers a POST by the mode when it came, though its body comes after the outage ends', async () => {
    await postJson(`${APP}/__sim/logs/mode`, { mode: 'down' });
    let send!: () => void;
    const bodyHeld = new Promise<void>((resolve) => (send = resolve));
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await bodyHeld;
        controller.enqueue(new TextEncoder().encode(JSON.stringify([{ event_id: 'late' }])));
        controller.close();
      },
    });
    const late = fetch(`${LINE}/log`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    await postJson(`${APP}/__sim/logs/mode`, { mode: 'ok' });
    send();
    await expect(late).rejects.toThrow();
    expect(await summary()).toMatchObject({ mode: 'ok', received: 0, attempted: ['late'] });
  });

  it('records game logs and orientations, and DELETE clears everything', async () => {
    expect((await postJson(`${LINE}/gamelog`, { spin: 1 })).status).toBe(204);
    expect(
      (await postJson(`${LINE}/logger/orientation`, { orientation: 'landscape' })).status,
    ).toBe(204);
    expect((await postJson(`${LINE}/logger/orientation`, { orientation: 'upside' })).status).toBe(
      400,
    );
    expect(await summary()).toMatchObject({
      gameLogs: [{ spin: 1 }],
      orientations: [{ orientation: 'landscape' }],
    });
    await fetch(`${LINE}/__sim/logs`, { method: 'DELETE' });
    expect(await summary()).toEqual({
      mode: 'ok',
      received: 0,
      unique: 0,
      duplicates: 0,
      attempted: [],
      repeated: {},
      events: [],
      gameLogs: [],
      orientations: [],
    });
  });
});
