// Runs in Vitest (Node): the field faults over the real simulator servers on 127.0.0.1, read
// with Node's fetch as a browser would: stalls, resets, hangs, trickles, cut bodies and flaps.
import { freePortBlock } from '../../support/free-port.ts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FaultRule } from '../../../operator-sim/faults.ts';
import { type RunningSimulator, startSimulator } from '../../../operator-sim/server.ts';
import { readInBackground } from './body-reading.ts';

// The simulator's block of ports (its app, lines and game origins), free when the suite starts.
let base = 0;
const INDEX = '<!doctype html><title>app</title><p>the app, served by the static fallback</p>';
let dist = '';
let sim: RunningSimulator;
let config = '';
let normalConfig = '';

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'sim-faults-dist-'));
  await writeFile(join(dist, 'index.html'), INDEX);
  base = await freePortBlock(11);
  sim = await startSimulator({ basePort: base, distDir: dist });
  config = `${sim.appUrl}/env/demo.json`;
  normalConfig = await (await fetch(config)).text();
});
afterEach(() => {
  sim.world.faults.clear();
  vi.useRealTimers();
});
afterAll(async () => {
  await sim.close();
  await rm(dist, { recursive: true, force: true });
});

const fault = (rule: FaultRule) => sim.world.faults.add([rule]);
/**
 * The server's side of a request, seen in real time: over a real socket on a loaded machine the
 * request can take longer than vi.waitFor's default second to arrive (seen once on Node 26).
 */
const REAL_WAIT = { timeout: 10_000 };
const lineA = () => `http://127.0.0.1:${String(base + 1)}`;
const login = (signal?: AbortSignal) =>
  fetch(`${lineA()}/frontendAPI.do`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: sim.appUrl },
    body: 'action=101&x=demo-token',
    ...(signal === undefined ? {} : { signal }),
  });
/** A whole exchange with the simulator: when it is back, the server has run meanwhile. */
const roundTrip = async (): Promise<unknown> => (await fetch(`${sim.appUrl}/__sim/faults`)).json();

describe('field faults over the node server', () => {
  it('stalls after n bytes with the connection open; the client leaving releases it', async () => {
    fault({ path: '/env/*.json', stallAfterBytes: 20 });
    const { released } = sim.world.faults.delays;
    const client = new AbortController();
    const response = await fetch(config, { signal: client.signal });
    expect(response.status).toBe(200);
    const reading = readInBackground(response);
    await vi.waitFor(() => expect(sim.world.faults.delays.holding).toBe(1), REAL_WAIT);
    // Several whole exchanges later, still the 20 bytes and no end.
    for (let i = 0; i < 3; i += 1) await roundTrip();
    expect(reading.text).toBe(normalConfig.slice(0, 20));
    expect(reading.end).toBeNull();
    client.abort();
    await reading.ended;
    expect(reading.end).toBeInstanceOf(Error);
    await vi.waitFor(
      () => expect(sim.world.faults.delays).toEqual({ holding: 0, released: released + 1 }),
      REAL_WAIT,
    );
  });

  it('resets the connection after n bytes: reading the body fails; the simulator lives on', async () => {
    fault({ path: '/frontendAPI.do', resetAfterBytes: 20 });
    const response = await login();
    expect(response.status).toBe(200);
    const reading = readInBackground(response);
    await reading.ended;
    expect(reading.end).toBeInstanceOf(Error);
    expect(reading.bytes).toBe(20);
    sim.world.faults.clear();
    expect(((await (await login()).json()) as { status: string }).status).toBe('0000');
  });

  it('hangs without a status until the client aborts, then keeps nothing open', async () => {
    fault({ path: '/frontendAPI.do', hang: true });
    const { released } = sim.world.faults.delays;
    const client = new AbortController();
    let settled = '';
    const answer = login(client.signal).then(
      () => (settled = 'answered'),
      (error: unknown) => (settled = error instanceof Error ? error.name : 'failed'),
    );
    await vi.waitFor(() => expect(sim.world.faults.delays.holding).toBe(1), REAL_WAIT);
    await roundTrip();
    expect(settled).toBe('');
    client.abort();
    await answer;
    expect(settled).toBe('AbortError');
    await vi.waitFor(
      () => expect(sim.world.faults.delays).toEqual({ holding: 0, released: released + 1 }),
      REAL_WAIT,
    );
  });

  it('trickles the body: the bytes arrive over time, not at once', async () => {
    fault({ path: '/env/*', bytesPerSecond: 2000 });
    const started = performance.now();
    const response = await fetch(config);
    const headersAfter = performance.now() - started;
    const chunks: number[] = [];
    const reader = response.body!.getReader();
    let text = '';
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(performance.now() - started);
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toBe(normalConfig);
    // 200 bytes every 100 ms: the last byte comes at least (chunks - 1) ticks after the first.
    const ticks = Math.ceil(normalConfig.length / 200) - 1;
    expect(ticks).toBeGreaterThanOrEqual(2);
    expect(chunks.length).toBeGreaterThanOrEqual(ticks);
    expect(chunks.at(-1)! - chunks[0]!).toBeGreaterThanOrEqual(ticks * 100 - 20);
    expect(headersAfter).toBeLessThan(chunks.at(-1)!);
  });

  it('cuts the body after n bytes with a clean end: truncated JSON', async () => {
    fault({ path: '/env/*', limitBytes: 30 });
    const response = await fetch(config);
    expect(response.headers.get('content-length')).toBeNull();
    const text = await response.text();
    expect(text).toBe(normalConfig.slice(0, 30));
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it("shapes what the server's static fallback answers too (the app page)", async () => {
    fault({ path: '/', limitBytes: 15 });
    // The counts are of the bytes on the wire: uncompressed here, so they are the page's own.
    const page = await fetch(`${sim.appUrl}/`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(await page.text()).toBe(INDEX.slice(0, 15));
  });

  it('flaps: down (a network error) for downMs, then up for upMs, by the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    fault({ path: '/env/*', flap: { downMs: 5000, upMs: 5000 } });
    await expect(fetch(config)).rejects.toThrow();
    vi.setSystemTime(start + 5000);
    expect(await (await fetch(config)).text()).toBe(normalConfig);
    vi.setSystemTime(start + 9999);
    expect((await fetch(config)).status).toBe(200);
    vi.setSystemTime(start + 10_000);
    await expect(fetch(config)).rejects.toThrow();
  });
});
