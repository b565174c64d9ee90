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
} from '../../bench/browser/mobile.ts';
import { timeOverFloor } from '../../bench/browser/time-over-floor.ts';

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

describe('where the time to ready goes beyond the floor', () => {
  const path = criticalPath(load, 2_800, GAME);
  const split = timeOverFloor(path, 0, 2_800);

  it('adds up to the time to ready with the floor: the time inside requests and the gaps', () => {
    const floor = networkFloorMs(path);
    expect(floor + split.insideRequestsMs + split.betweenRequestsMs).toBeCloseTo(2_800);
  });

  it('names each gap by what ended and what started next, from navigation to ready', () => {
    expect(split.gaps.map((g) => [g.after, g.before, g.ms])).toEqual([
      ['navigation', `${APP}/`, 0],
      [`${APP}/`, WORKER, 120],
      [WORKER, WORKER, 200],
      [WORKER, `${APP}/env/demo.json`, 100],
      [`${APP}/env/demo.json`, `${LINE}/env/speedtest.png`, 10],
      [`${LINE}/env/speedtest.png`, `${LINE}/frontendAPI.do`, 10],
      [`${LINE}/frontendAPI.do`, `${LINE}/frontendAPI.do`, 10],
      [`${LINE}/frontendAPI.do`, GAME_PAGE, 20],
      [GAME_PAGE, `${GAME}/slot/game.js`, 130],
      [`${GAME}/slot/game.js`, 'ready', 150],
    ]);
    expect(split.betweenRequestsMs).toBe(750);
  });
});

describe('the bytes of a worker script, which CDP misreports', () => {
  /** A recorder fed by hand: the page session's events and a worker session's. */
  function fedRecorder() {
    const recorder = recordTransfers();
    const page = new Map<string, (params: unknown) => void>();
    recorder.listen({
      on: (method: string, listener: (params: unknown) => void) => page.set(method, listener),
    } as unknown as CDPSession);
    const sent = (id: string, url: string, at: number, more: object = {}) => ({
      requestId: id,
      loaderId: 'L1',
      documentURL: PAGE,
      request: { url, method: 'GET', headers: {} },
      timestamp: at / 1_000,
      wallTime: at / 1_000,
      initiator: { type: 'other' },
      ...more,
    });
    const finished = (id: string, at: number, bytes: number) => ({
      requestId: id,
      timestamp: at / 1_000,
      encodedDataLength: bytes,
    });
    const workerScript = { loaderId: '', documentURL: WORKER };
    const fromEngine = { initiator: { type: 'script', stack: { callFrames: [{ url: WORKER }] } } };
    return {
      transfers: recorder.transfers,
      pageSent: (id: string, url: string, at: number, more?: object) =>
        page.get('Network.requestWillBeSent')?.(sent(id, url, at, more)),
      pageFinished: (id: string, at: number, bytes: number) =>
        page.get('Network.loadingFinished')?.(finished(id, at, bytes)),
      workerSent: (id: string, url: string, at: number) =>
        recorder.handle('Network.requestWillBeSent', sent(id, url, at, fromEngine)),
      workerFinished: (id: string, at: number, bytes: number) =>
        recorder.handle('Network.loadingFinished', finished(id, at, bytes)),
      workerScript,
    };
  }

  it('marks the worker’s own script, reported by the page and finished by the worker', () => {
    const load = fedRecorder();
    load.pageSent('w', WORKER, 100, load.workerScript);
    load.pageSent('e', ENTRY, 100);
    load.workerFinished('w', 600, 1_187);
    load.pageFinished('e', 400, 9_000);
    expect(load.transfers.map((t) => [t.url, t.workerScript, Math.round(t.end)])).toEqual([
      [WORKER, true, 600],
      [ENTRY, false, 400],
    ]);
  });

  it('ends the worker’s script by the engine’s first request when CDP reports it late or never', () => {
    for (const late of [true, false]) {
      const load = fedRecorder();
      load.pageSent('w', WORKER, 100, load.workerScript);
      load.workerSent('c', `${APP}/env/demo.json`, 900);
      if (late) load.workerFinished('w', 950, 1_187);
      load.workerFinished('c', 1_100, 900);
      const script = load.transfers.find((t) => t.url === WORKER);
      expect(script).toMatchObject({ start: 100, end: 900, cached: false, workerScript: true });
      // So the path from the game back to the page goes through the worker's script.
      expect(criticalPath(load.transfers, 1_200, APP).map((t) => t.url)).toEqual([
        WORKER,
        `${APP}/env/demo.json`,
      ]);
    }
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
