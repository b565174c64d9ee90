// Runs in Vitest (Node): the operator simulator's msw handlers, fetched on fake .test hosts.
import { describe, expect, it, vi } from 'vitest';
import { RECONNECT_CALLS, RECONNECT_TOKEN_PREFIX } from '../../../operator-sim/data.ts';
import type { EnvConfig, LoginData } from '../../../src-worker/boot/wire.ts';
import { apiJson as apiAnswer, postApi } from '../support/sim-api.ts';
import { useSimServer } from '../support/sim-server.ts';

useSimServer();
const LINE = 'http://line-a.test';

const api = (fields: Record<string, string>, headers?: Record<string, string>) =>
  postApi(LINE, fields, headers);
const apiJson = (fields: Record<string, string>, headers?: Record<string, string>) =>
  apiAnswer(LINE, fields, headers);

describe('main API', () => {
  it('logs the demo player in', async () => {
    const body = await apiJson({ action: '101', x: 'demo-token' });
    expect(body.status).toBe('0000');
    const data = body.data as LoginData;
    expect(data).toMatchObject({
      accountId: '10001',
      uid: 'player01@DEMO',
      balance: 12345.67,
      currency: 'THB',
      userStatus: 0,
      origin: 'http://app.test/lobby',
      gameId: 2001,
      more: '',
    });
    expect(Math.abs((data.ts ?? 0) - Date.now())).toBeLessThan(5_000);
  });

  it('treats any other token as a normal player, and flags restricted and banned users', async () => {
    expect(((await apiJson({ action: '101', x: 'qa-typed' })).data as LoginData).userStatus).toBe(
      0,
    );
    expect(
      ((await apiJson({ action: '101', x: 'restricted-user' })).data as LoginData).userStatus,
    ).toBe(2);
    expect(
      ((await apiJson({ action: '101', x: 'banned-user' })).data as LoginData).userStatus,
    ).toBe(3);
  });

  it('answers error statuses for rejected tokens, maintenance, no token and unknown actions', async () => {
    expect(await apiJson({ action: '101', x: 'token-9005' })).toEqual({ status: '9005' });
    expect(await apiJson({ action: '101', x: 'token-219' })).toEqual({ status: '219' });
    expect(await apiJson({ action: '101', x: '' })).toEqual({ status: '9005' });
    expect(await apiJson({ action: '999', x: 'demo-token' })).toEqual({ status: '505' });
  });

  it('answers 301 to the first calls of a reconnect token, however fast, then logs it in', async () => {
    const x = `${RECONNECT_TOKEN_PREFIX}-${crypto.randomUUID()}`;
    for (let call = 0; call < RECONNECT_CALLS; call += 1) {
      expect(await apiJson({ action: '101', x })).toEqual({ status: '301' });
    }
    expect((await apiJson({ action: '101', x })).status).toBe('0000');
    // Another reconnect token starts its own count.
    expect(await apiJson({ action: '101', x: `${x}-other` })).toEqual({ status: '301' });
  });

  it('answers a login that is not JSON for bad-json', async () => {
    const response = await api({ action: '101', x: 'bad-json' });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toBe('<html>oops</html>');
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it('lists games of all four types with the brand, and more games without it', async () => {
    const list = await apiJson({ action: '16', x: 'demo-token' });
    expect(list.brand).toEqual({ id: 'b1', enName: 'Demo Hall' });
    const groups = list.data as Record<string, { gameId: number; info: string }[]>;
    expect(Object.keys(groups).sort()).toEqual(['arcade', 'bingo', 'fish', 'slot']);
    const ids = Object.values(groups).flatMap((g) => g.map((e) => e.gameId));
    expect(ids).toEqual(expect.arrayContaining([1026, 2001]));
    const demo = groups['slot']!.find((g) => g.gameId === 2001)!;
    const names = (JSON.parse(demo.info) as { gameName: Record<string, string> }).gameName;
    expect(Object.keys(names)).toHaveLength(10);
    expect(names['en']).toBe('Lucky Fortune');
    // Each game's RTP, which the help and rules show where the market asks.
    expect((demo as { rtp?: unknown }).rtp).toBe(96.5);
    // More games: the same groups and entries, each with its icon too (sim-games.test.ts).
    const more = await apiJson({ action: '9', x: 'demo-token' });
    expect(more.brand).toBeUndefined();
    const more9 = more.data as Record<string, Record<string, unknown>[]>;
    const without = (entry: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'icon'));
    expect(
      Object.fromEntries(Object.entries(more9).map(([group, e]) => [group, e.map(without)])),
    ).toEqual(list.data);
    expect(
      Object.values(more9)
        .flat()
        .every((e) => 'icon' in e && 'rtp' in e),
    ).toBe(true);
  });

  it('hands out tickets and the demo game URL for the requesting origin', async () => {
    const ticketOf = { action: '10', x: 'demo-token', gameType: '1', mType: '2001' };
    const ticket = await apiJson({ ...ticketOf, clientType: 'web' });
    expect((ticket.data as { ticket: string }).ticket).toMatch(/^tk-\w+$/);
    expect(await apiJson({ ...ticketOf, clientType: 'mobile' })).toMatchObject({ status: '0000' });
    const payload = { action: '7', x: 'demo-token', gameType: '1', mType: '2001', lang: 'th' };
    const url = await apiJson(payload, { Origin: 'http://127.0.0.1:4300' });
    const path = new URL((url.data as { path: string }).path);
    expect(path.origin).toBe('http://game.test');
    expect(path.pathname).toBe('/demo-slot/index.html');
    expect(path.searchParams.get('lang')).toBe('th');
    expect(path.searchParams.get('parentOrigin')).toBe('http://127.0.0.1:4300');
    const noOrigin = await apiJson(payload);
    expect(new URL((noOrigin.data as { path: string }).path).searchParams.get('parentOrigin')).toBe(
      'http://app.test',
    );
    expect(await apiJson({ ...payload, mType: '9999' })).toEqual({ status: '505' });
  });

  it('checks the fields a player would notice: clientType (10), lobbyURL and customBrand (7)', async () => {
    const ticketOf = { action: '10', x: 'demo-token', gameType: '1', mType: '2001' };
    for (const clientType of [undefined, '', 'tablet', 'WEB']) {
      const form = clientType === undefined ? ticketOf : { ...ticketOf, clientType };
      expect(await apiJson(form)).toEqual({ status: '505' });
    }
    const payload = { action: '7', x: 'demo-token', gameType: '1', mType: '2001', lang: 'en' };
    const address = async (fields: Record<string, string>) =>
      new URL(((await apiJson({ ...payload, ...fields })).data as { path: string }).path);
    const sent = await address({ lobbyURL: 'https://op.test/lobby', customBrand: 'brandX' });
    expect(sent.searchParams.get('lobby')).toBe('https://op.test/lobby');
    expect(sent.searchParams.get('brand')).toBe('brandX');
    const none = await address({ lobbyURL: '', customBrand: '' });
    expect(none.searchParams.has('lobby') || none.searchParams.has('brand')).toBe(false);
    expect(await apiJson({ ...payload, lobbyURL: 'javascript:alert(1)' })).toEqual({
      status: '505',
    });
    expect(await apiJson({ ...payload, customBrand: '<b>' })).toEqual({ status: '505' });
  });
});

describe('environment config and speed test', () => {
  it('serves the demo config with the world lines, ignoring the cache-bust', async () => {
    const response = await fetch('http://app.test/env/demo.json?v=29000000');
    expect(response.status).toBe(200);
    const config = (await response.json()) as EnvConfig;
    expect(config.lines).toEqual([
      'http://line-a.test',
      'http://line-b.test',
      'http://line-c.test',
    ]);
    expect(config.servers.gs).toBe('http://game.test');
    expect(config.servers.promotion).toBe(LINE);
    expect(config).toMatchObject({
      dl: 'http://app.test',
      logCdn: `${LINE}/log`,
      gameLogCdn: `${LINE}/gamelog`,
      logger: `${LINE}/logger`,
    });
  });

  it('puts the slow line first for slow-line and dead lines for lines-down', async () => {
    const slow = (await (await fetch('http://app.test/env/slow-line.json')).json()) as EnvConfig;
    expect(slow.lines).toEqual(['http://line-slow.test', LINE]);
    const down = (await (await fetch('http://app.test/env/lines-down.json')).json()) as EnvConfig;
    expect(down.lines).toEqual(['http://line-dead-1.test', 'http://line-dead-2.test']);
  });

  it('answers malformed JSON for broken-config and 404 for unknown environments', async () => {
    const broken = await fetch('http://app.test/env/broken-config.json?v=1');
    expect(broken.status).toBe(200);
    await expect(broken.json()).rejects.toThrow();
    expect((await fetch('http://app.test/env/nowhere.json?v=1')).status).toBe(404);
  });

  it('serves a PNG after the line latency, and dead lines fail', async () => {
    const started = Date.now();
    const response = await fetch(`${LINE}/env/speedtest.png?r=1`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    await expect(fetch('http://line-dead-1.test/env/speedtest.png')).rejects.toThrow();
    await expect(api({ action: '101', x: 'demo-token' }).then(() => 'ok')).resolves.toBe('ok');
  });
});

describe('fault injection', () => {
  const faults = 'http://app.test/__sim/faults';
  const post = (rule: unknown) =>
    fetch(faults, {
      method: 'POST',
      body: JSON.stringify(rule),
      headers: { 'Content-Type': 'application/json' },
    });

  it('applies a 503 rule until it is cleared', async () => {
    expect((await post({ method: 'post', path: '/frontendAPI.do', status: 503 })).status).toBe(201);
    expect((await api({ action: '101', x: 'demo-token' })).status).toBe(503);
    expect((await api({ action: '16', x: 'demo-token' })).status).toBe(503);
    const listed = (await (await fetch(faults)).json()) as { faults: unknown[] };
    expect(listed.faults).toEqual([{ method: 'POST', path: '/frontendAPI.do', status: 503 }]);
    expect((await fetch(faults, { method: 'DELETE' })).status).toBe(200);
    expect((await apiJson({ action: '101', x: 'demo-token' })).status).toBe('0000');
  });

  it('retires a rule after its times, matches prefixes and origins, and drops', async () => {
    await post([
      { path: '/env/*', status: 500, times: 1 },
      { path: '/frontendAPI.do', origin: 'http://line-b.test', drop: true },
    ]);
    expect((await fetch('http://app.test/env/demo.json')).status).toBe(500);
    expect((await fetch('http://app.test/env/demo.json')).status).toBe(200);
    await expect(fetch('http://line-b.test/frontendAPI.do', { method: 'POST' })).rejects.toThrow();
    expect((await api({ action: '101', x: 'demo-token' })).status).toBe(200);
  });

  it('says how many requests a delay holds and how many it let go', async () => {
    const delays = async () => {
      const { holding, released } = (await (await fetch(faults)).json()) as Record<string, number>;
      return { holding, released };
    };
    await post({ path: '/env/*', delayMs: 50 });
    expect(await delays()).toEqual({ holding: 0, released: 0 });
    const late = [fetch('http://app.test/env/demo.json'), fetch('http://app.test/env/demo.json')];
    await vi.waitFor(async () => expect((await delays()).holding).toBe(2));
    expect((await Promise.all(late)).map((r) => r.status)).toEqual([200, 200]);
    expect(await delays()).toEqual({ holding: 0, released: 2 });
  });

  it('refuses bad rules', async () => {
    expect((await post({ path: 'no-slash', status: 503 })).status).toBe(400);
    expect((await post({ path: '/x', status: 42 })).status).toBe(400);
    const bad = await fetch(faults, { method: 'POST', body: '{nope' });
    expect(bad.status).toBe(400);
  });
});
