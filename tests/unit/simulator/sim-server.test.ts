// Runs in Vitest (Node): the real simulator servers on 127.0.0.1, fetched over HTTP.
import { freePortBlock } from '../../support/free-port.ts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, serveHandlers } from '../../../operator-sim/node-server.ts';
import { type RunningSimulator, startSimulator } from '../../../operator-sim/server.ts';

// The simulator's block of ports (its app, lines and game origins), free when the suite starts.
let base = 0;
const port = (offset: number) => `http://127.0.0.1:${base + offset}`;
const INDEX = '<!doctype html><title>app</title><p id="marker">spa index</p>';
let dist = '';
let sim: RunningSimulator;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'sim-dist-'));
  await writeFile(join(dist, 'index.html'), INDEX);
  base = await freePortBlock(11);
  sim = await startSimulator({ basePort: base, distDir: dist });
});
afterEach(() => sim.world.faults.clear());
afterAll(async () => {
  await sim.close();
  await rm(dist, { recursive: true, force: true });
});

function login(line: string) {
  return fetch(`${line}/frontendAPI.do`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: sim.appUrl },
    body: 'action=101&x=demo-token',
  });
}

describe('simulator servers', () => {
  it('lists every scenario with a player URL on the app origin', () => {
    expect(sim.appUrl).toBe(port(0));
    expect(sim.gameOrigin).toBe(port(10));
    const demo = sim.scenarioUrls.find((s) => s.name === 'demo')!;
    const url = new URL(demo.url);
    expect(url.origin).toBe(sim.appUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      e: 'demo',
      x: 'demo-token',
      gName: 'luckyfortune_1.0.0',
      gameType: '1',
      mType: '2001',
      origin: `${sim.appUrl}/lobby`,
    });
    expect(new URL(sim.scenarioUrls.find((s) => s.name === 'demo-th')!.url).pathname).toBe('/th/');
  });

  it('answers CORS preflights with 204 and adds CORS to answers', async () => {
    const preflight = await fetch(`${port(1)}/frontendAPI.do`, {
      method: 'OPTIONS',
      headers: { Origin: sim.appUrl, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(sim.appUrl);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Last-Event-ID');
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain('PUT');
    const answer = await login(port(1));
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(sim.appUrl);
    expect(((await answer.json()) as { status: string }).status).toBe('0000');
  });

  it('serves the app files to any origin without varying them by Origin', async () => {
    // A page's CORS fetch of a file (a modulepreload) and a worker's own fetch of it (no Origin)
    // must find one cached copy: a Vary on Origin made the phone download it twice.
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'assets', 'engine-worker-test.js'), 'self.postMessage(1);');
    for (const headers of [{ Origin: sim.appUrl }, {}] as Record<string, string>[]) {
      const answer = await fetch(`${sim.appUrl}/assets/engine-worker-test.js`, { headers });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(answer.headers.get('Vary') ?? '').not.toContain('Origin');
      expect(answer.headers.get('Cache-Control')).toContain('immutable');
    }
  });

  it('serves the speed-test image after the line latency; dead lines refuse', async () => {
    const started = Date.now();
    const image = await fetch(`${port(2)}/env/speedtest.png?r=abc`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(40);
    await expect(fetch(`${port(8)}/env/speedtest.png`)).rejects.toThrow();
  });

  it('drops the connection for a drop fault set on the app origin, once', async () => {
    const set = await fetch(`${sim.appUrl}/__sim/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/frontendAPI.do', drop: true, times: 1 }),
    });
    expect(set.status).toBe(201);
    await expect(login(port(3))).rejects.toThrow();
    expect((await login(port(3))).status).toBe(200);
  });

  it('falls back to index.html for app routes, not for files or API paths', async () => {
    for (const path of ['/', '/th/', '/close', '/th/close']) {
      const page = await fetch(`${sim.appUrl}${path}?e=demo`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('Content-Type')).toContain('text/html');
      expect(page.headers.get('Cache-Control')).toBe('no-cache');
      expect(await page.text()).toBe(INDEX);
    }
    expect((await fetch(`${sim.appUrl}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${sim.appUrl}/env/nowhere.json`)).status).toBe(404);
    expect((await fetch(`${port(1)}/close`)).status).toBe(404);
  });

  it('serves the lobby and the demo game from its own origin', async () => {
    const lobby = await fetch(`${sim.appUrl}/lobby?reset=1`);
    expect(await lobby.text()).toContain('<h1>Operator lobby</h1>');
    const game = await fetch(`${sim.gameOrigin}/demo-slot/index.html?lang=en`);
    expect(game.headers.get('Content-Type')).toContain('text/html');
    expect(await game.text()).toContain('id="spin"');
    const script = await fetch(`${sim.gameOrigin}/demo-slot/game.js`);
    expect(script.headers.get('Content-Type')).toContain('text/javascript');
    // Built from the game's TypeScript: one module, no types and no imports left.
    const code = await script.text();
    expect(code).toContain('type: "ready"');
    expect(code).not.toMatch(/^import /m);
    expect((await fetch(`${sim.gameOrigin}/demo-slot/game.ts`)).status).toBe(404);
    expect((await fetch(`${sim.gameOrigin}/demo-slot/tsconfig.json`)).status).toBe(404);
    expect((await fetch(`${sim.gameOrigin}/demo-slot/..%2fserver.ts`)).status).toBe(404);
  });

  it('gzips text files for a client that accepts it, as a CDN does', async () => {
    const zipped = await fetch(`${sim.gameOrigin}/demo-slot/game.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toContain('Accept-Encoding');
    const plain = await fetch(`${sim.gameOrigin}/demo-slot/game.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    // The same script either way (fetch unzips).
    expect(await zipped.text()).toBe(await plain.text());
  });

  it('serves the demo game help and rules pages, the asset CDN art and the report page', async () => {
    for (const page of ['help.html', 'rules.html']) {
      const response = await fetch(`${sim.gameOrigin}/demo-slot/${page}?lang=en`);
      expect(response.status, page).toBe(200);
      expect(response.headers.get('Content-Type')).toContain('text/html');
      expect(response.headers.get('X-Frame-Options')).toBeNull();
      expect(await response.text()).toContain('href="page.css"');
    }
    const css = await fetch(`${sim.gameOrigin}/demo-slot/page.css`);
    expect(css.headers.get('Content-Type')).toContain('text/css');
    // The asset CDN is the first line (port 1), over real HTTP.
    for (const art of ['icons/3001.svg', 'icons/3001_s.svg', 'cards/th/tier3_level2.svg']) {
      const response = await fetch(`${port(1)}/${art}`);
      expect(response.status, art).toBe(200);
      expect(response.headers.get('Content-Type'), art).toBe('image/svg+xml');
      expect(response.headers.get('Cache-Control'), art).toBe('public, max-age=86400');
    }
    const report = await fetch(`${port(1)}/report`);
    expect(report.status).toBe(200);
    expect(await report.text()).toContain('Bet report');
  });
});

describe('node-server streaming', () => {
  it('streams a body chunk by chunk and closes with the stream still open', async () => {
    const encoder = new TextEncoder();
    const stream = http.get('*/stream', () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('data: first\n\n'));
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
    });
    const server = await serveHandlers([stream], { port: base + 20 });
    const response = await fetch(`${port(20)}/stream`);
    expect(response.headers.get('Content-Type')).toBe('text/event-stream');
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: first\n\n');
    await server.close();
    await reader.cancel().catch(() => undefined);
  });

  it('keeps an idle connection open for a minute, so a client reusing it is not reset', async () => {
    const ok = http.get('*/ok', () => HttpResponse.text('ok'));
    const server = await serveHandlers([ok], { port: base + 21 });
    const agent = new Agent({ keepAlive: true });
    const get = () =>
      new Promise<{ keepAlive: string | undefined; port: number }>((resolve, reject) => {
        const req = httpRequest(`${port(21)}/ok`, { agent }, (res) => {
          const local = res.socket.localPort!;
          res.resume();
          res.on('end', () =>
            resolve({ keepAlive: res.headers['keep-alive']?.toString(), port: local }),
          );
        });
        req.on('error', reject);
        req.end();
      });
    const first = await get();
    const second = await get();
    expect(first.keepAlive).toBe(`timeout=${KEEP_ALIVE_MS / 1_000}`);
    expect(second.port).toBe(first.port);
    agent.destroy();
    await server.close();
  });
});
