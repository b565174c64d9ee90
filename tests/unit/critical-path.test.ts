// Runs in Vitest (Node): the benchmark's critical path and network floor (issue 7, measure 1),
// on a cold load shaped like the demo game's.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { CDPSession } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import {
  type Initiator,
  MOBILE,
  type Transfer,
  criticalPath,
  networkFloorMs,
  recordTransfers,
  wireBytes,
} from '../bench/browser/mobile.ts';

const APP = 'http://app.test';
const LINE = 'http://line.test';
const GAME = 'http://game.test';
const PAGE = `${APP}/?x=token`;
const ENTRY = `${APP}/assets/index.js`;
const WORKER = `${APP}/assets/engine-worker.js`;
const GAME_PAGE = `${GAME}/slot/index.html`;

const parser = (url: string): Initiator => ({ type: 'parser', url });
const script = (url: string): Initiator => ({ type: 'script', url });
const browser: Initiator = { type: 'other', url: null };

function transfer(
  url: string,
  start: number,
  end: number,
  initiator: Initiator,
  more: Partial<Transfer> = {},
): Transfer {
  return {
    url,
    start,
    end,
    bytes: 1_000,
    initiator,
    worker: false,
    cached: false,
    workerScript: false,
    ...more,
  };
}

const fromWorker = { worker: true };

/** A cold load: the page, its entry and the worker's preload, the engine's boot, the game. */
const load: Transfer[] = [
  transfer(PAGE, 0, 180, browser),
  transfer(ENTRY, 300, 610, parser(PAGE)),
  transfer(WORKER, 300, 700, parser(PAGE)),
  transfer(WORKER, 900, 1_300, script(ENTRY), { cached: true, bytes: 0 }),
  // The page's language file ends after the worker's script and before the config is asked for:
  // the config did not wait for it.
  transfer(`${APP}/assets/translation.js`, 1_000, 1_350, script(ENTRY)),
  transfer(`${APP}/env/demo.json`, 1_400, 1_570, script(WORKER), fromWorker),
  transfer(`${LINE}/env/speedtest.png`, 1_580, 1_750, script(WORKER), fromWorker),
  transfer(`${LINE}/frontendAPI.do?login`, 1_760, 1_930, script(WORKER), fromWorker),
  transfer(`${LINE}/frontendAPI.do?list`, 1_940, 2_130, script(WORKER), fromWorker),
  // The seat's info ends after the game's page and before its script: the script did not wait.
  transfer(`${LINE}/seat/info`, 2_140, 2_400, script(WORKER), fromWorker),
  transfer(GAME_PAGE, 2_150, 2_320, script(ENTRY)),
  transfer(`${GAME}/slot/game.js`, 2_450, 2_650, parser(GAME_PAGE)),
  transfer(`${LINE}/leaderboard`, 2_500, 2_900, script(WORKER), fromWorker),
];

describe('the critical path to the game', () => {
  it('follows what each request waited for, not what merely ended before it', () => {
    const path = criticalPath(load, 2_800, GAME).map((t) => t.url);
    expect(path).toEqual([
      PAGE,
      WORKER,
      WORKER,
      `${APP}/env/demo.json`,
      `${LINE}/env/speedtest.png`,
      `${LINE}/frontendAPI.do?login`,
      `${LINE}/frontendAPI.do?list`,
      GAME_PAGE,
      `${GAME}/slot/game.js`,
    ]);
  });

  it('ends at the game frame’s last request before it was ready, and is empty without one', () => {
    expect(criticalPath(load, 2_400, GAME).at(-1)?.url).toBe(GAME_PAGE);
    expect(criticalPath(load, 2_000, GAME)).toEqual([]);
  });

  it('counts a round trip and the bytes of each request sent, nothing for a cache hit', () => {
    const path = criticalPath(load, 2_800, GAME);
    const sent = path.length - 1;
    const bytes = sent * 1_000;
    expect(networkFloorMs(path)).toBeCloseTo(
      sent * MOBILE.rttMs + (bytes / MOBILE.downloadBytesPerSecond) * 1_000,
    );
  });
});

describe('the bytes of a worker script, which CDP misreports', () => {
  it('marks the worker’s own script, reported by the page and finished by the worker', () => {
    const recorder = recordTransfers();
    const page = new Map<string, (params: unknown) => void>();
    recorder.listen({
      on: (method: string, listener: (params: unknown) => void) => page.set(method, listener),
    } as unknown as CDPSession);
    const sent = (requestId: string, url: string, loaderId: string, documentURL: string) => ({
      requestId,
      loaderId,
      documentURL,
      request: { url, method: 'GET', headers: {} },
      timestamp: 1,
      wallTime: 1_000,
      initiator: { type: 'other' },
    });
    page.get('Network.requestWillBeSent')?.(sent('w', WORKER, '', WORKER));
    page.get('Network.requestWillBeSent')?.(sent('e', ENTRY, 'L1', PAGE));
    recorder.handle('Network.loadingFinished', {
      requestId: 'w',
      timestamp: 1.5,
      encodedDataLength: 1_187,
    });
    page.get('Network.loadingFinished')?.({
      requestId: 'e',
      timestamp: 1.2,
      encodedDataLength: 9_000,
    });
    expect(recorder.transfers.map((t) => [t.url, t.workerScript])).toEqual([
      [WORKER, true],
      [ENTRY, false],
    ]);
  });

  it('counts what the line carries: the status line, the headers and the gzip body', async () => {
    const body = gzipSync('self.onmessage = () => undefined;\n'.repeat(200));
    const server = createServer((req, res) => {
      const gzip = String(req.headers['accept-encoding']).includes('gzip');
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Content-Encoding': 'gzip' });
      res.end(gzip ? body : 'no gzip asked for');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const bytes = await wireBytes(`http://127.0.0.1:${String(port)}/assets/engine-worker.js`);
      // The compressed body and a few hundred bytes of status line and headers, not the 7 KB
      // the body holds once unpacked.
      expect(bytes).toBeGreaterThan(body.length + 60);
      expect(bytes).toBeLessThan(body.length + 400);
    } finally {
      server.close();
    }
  });
});
