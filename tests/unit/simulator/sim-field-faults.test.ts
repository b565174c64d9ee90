// Runs in Vitest (Node): the field faults (Toxiproxy's toxics) in-process under msw, on fake
// timers: what bytes a client gets, when, and how its read ends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FaultRule, MAX_FAULT_DELAY_MS } from '../../../operator-sim/faults.ts';
import { useSimServer } from '../support/sim-server.ts';
import { readInBackground } from './body-reading.ts';

const sim = useSimServer();
const CONFIG = 'http://app.test/env/demo.json';
const LOGIN = 'http://line-a.test/frontendAPI.do';
const login = (signal?: AbortSignal) =>
  fetch(LOGIN, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'action=101&x=demo-token',
    ...(signal === undefined ? {} : { signal }),
  });

let normalConfig = '';
beforeEach(async () => {
  normalConfig = await (await fetch(CONFIG)).text();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const fault = (rule: FaultRule) => sim.world.faults.add([rule]);
const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('stallAfterBytes', () => {
  // Under msw a cancelled body never reaches the stream (msw keeps a copy of every answer), so
  // these reads run until the stall lets go by itself.
  it('sends the status, headers and first n bytes, then nothing, never closing', async () => {
    fault({ path: '/env/*.json', stallAfterBytes: 20 });
    const { released } = sim.world.faults.delays;
    const response = await fetch(CONFIG);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const reading = readInBackground(response);
    await tick(60_000);
    expect(reading.bytes).toBe(20);
    expect(reading.text).toBe(normalConfig.slice(0, 20));
    expect(reading.end).toBeNull();
    expect(sim.world.faults.delays).toEqual({ holding: 1, released });
    // It never outlives MAX_FAULT_DELAY_MS: then the read breaks and the request is let go.
    await tick(MAX_FAULT_DELAY_MS - 60_001);
    expect(reading.end).toBeNull();
    await tick(1);
    await reading.ended;
    expect(reading.end).toBeInstanceOf(Error);
    expect(reading.bytes).toBe(20);
    expect(sim.world.faults.delays).toEqual({ holding: 0, released: released + 1 });
  });
});

describe('bytesPerSecond', () => {
  it('answers the headers at once and trickles the body at 1 byte a second', async () => {
    fault({ path: '/frontendAPI.do', bytesPerSecond: 1 });
    const response = await login();
    expect(response.status).toBe(200);
    const reading = readInBackground(response);
    await tick(0);
    expect(reading.bytes).toBe(1);
    await tick(1000);
    expect(reading.bytes).toBe(2);
    await tick(9000);
    expect(reading.bytes).toBe(11);
    expect(reading.end).toBeNull();
    for (let s = 0; s < 10_000 && reading.end === null; s += 1) await tick(1000);
    expect(reading.end).toBe('done');
    expect(reading.chunks.every((size) => size === 1)).toBe(true);
    expect(reading.times.at(-1)! - reading.times[0]!).toBe((reading.bytes - 1) * 1000);
    expect(JSON.parse(reading.text)).toMatchObject({ status: '0000' });
  });

  it('delivers the whole body, a tenth of the rate every 100 ms', async () => {
    fault({ path: '/env/*', bytesPerSecond: 1000 });
    const start = Date.now();
    const reading = readInBackground(await fetch(CONFIG));
    await tick(Math.ceil(normalConfig.length / 100) * 100);
    await reading.ended;
    expect(reading.end).toBe('done');
    expect(reading.text).toBe(normalConfig);
    expect(reading.chunks.slice(0, -1).every((size) => size === 100)).toBe(true);
    expect(reading.times.map((t) => t - start).slice(0, 3)).toEqual([0, 100, 200]);
  });
});

describe('sliceBytes and sliceDelayMs', () => {
  it('sends the body in slices of n bytes, m ms apart', async () => {
    fault({ path: '/env/*', sliceBytes: 64, sliceDelayMs: 50 });
    const start = Date.now();
    const reading = readInBackground(await fetch(CONFIG));
    await tick(Math.ceil(normalConfig.length / 64) * 50);
    await reading.ended;
    expect(reading.text).toBe(normalConfig);
    expect(reading.chunks.slice(0, -1).every((size) => size === 64)).toBe(true);
    expect(reading.times.map((t) => t - start)).toEqual(reading.chunks.map((_, i) => i * 50));
  });
});

describe('resetAfterBytes', () => {
  it('sends the first n bytes, then errors the body: text() rejects', async () => {
    fault({ path: '/frontendAPI.do', resetAfterBytes: 20 });
    const reading = readInBackground(await login());
    await reading.ended;
    expect(reading.bytes).toBe(20);
    expect(reading.end).toBeInstanceOf(Error);
    fault({ path: '/env/*', resetAfterBytes: 0 });
    await expect((await fetch(CONFIG)).text()).rejects.toThrow();
  });
});

describe('limitBytes', () => {
  it('sends the first n bytes and ends cleanly, without a Content-Length: truncated JSON', async () => {
    fault({ path: '/env/*', limitBytes: 30 });
    const response = await fetch(CONFIG);
    expect(response.headers.get('content-length')).toBeNull();
    const text = await response.text();
    expect(text).toBe(normalConfig.slice(0, 30));
    expect(() => JSON.parse(text) as unknown).toThrow();
  });
});

describe('slowCloseMs', () => {
  it('sends the whole body at once but ends it only m ms later', async () => {
    fault({ path: '/env/*', slowCloseMs: 5000 });
    const reading = readInBackground(await fetch(CONFIG));
    await tick(4999);
    expect(reading.text).toBe(normalConfig);
    expect(reading.end).toBeNull();
    await tick(1);
    await reading.ended;
    expect(reading.end).toBe('done');
  });
});

describe('hang', () => {
  it('never answers until the client aborts, then lets the request go', async () => {
    fault({ path: '/frontendAPI.do', hang: true });
    const { released } = sim.world.faults.delays;
    const client = new AbortController();
    let settled = '';
    const answer = login(client.signal).then(
      () => (settled = 'answered'),
      (error: unknown) => (settled = error instanceof Error ? error.name : 'failed'),
    );
    await tick(60_000);
    expect(settled).toBe('');
    expect(sim.world.faults.delays.holding).toBe(1);
    client.abort();
    await answer;
    expect(settled).toBe('AbortError');
    await tick(0);
    expect(sim.world.faults.delays).toEqual({ holding: 0, released: released + 1 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up after MAX_FAULT_DELAY_MS with a network error', async () => {
    fault({ path: '/frontendAPI.do', hang: true });
    const answer = login().then(
      () => 'answered',
      () => 'network error',
    );
    await tick(MAX_FAULT_DELAY_MS);
    expect(await answer).toBe('network error');
  });
});

describe('flap', () => {
  it('is down downMs, up upMs, repeating from when the rule was added', async () => {
    fault({ path: '/env/*', flap: { downMs: 1000, upMs: 2000 } });
    await expect(fetch(CONFIG)).rejects.toThrow();
    await tick(999);
    await expect(fetch(CONFIG)).rejects.toThrow();
    await tick(1);
    expect(await (await fetch(CONFIG)).text()).toBe(normalConfig);
    await tick(1999);
    expect((await fetch(CONFIG)).status).toBe(200);
    await tick(1);
    await expect(fetch(CONFIG)).rejects.toThrow();
  });
});

describe('combined effects', () => {
  it('waits delayMs first, then shapes the body', async () => {
    fault({ path: '/env/*', delayMs: 300, limitBytes: 10 });
    let response: Response | undefined;
    void fetch(CONFIG).then((r) => (response = r));
    await tick(299);
    expect(response).toBeUndefined();
    await tick(1);
    expect(await response?.text()).toBe(normalConfig.slice(0, 10));
  });

  it('lets a status or a drop win over the body shaping', async () => {
    fault({ path: '/env/*', status: 502, limitBytes: 10, times: 1 });
    fault({ path: '/env/*', drop: true, bytesPerSecond: 1, times: 1 });
    expect((await fetch(CONFIG)).status).toBe(502);
    await expect(fetch(CONFIG)).rejects.toThrow();
    expect(await (await fetch(CONFIG)).text()).toBe(normalConfig);
  });
});
