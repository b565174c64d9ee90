// Runs in Vitest (Node): the bench's necessary chain, sequential path and container downloads
// (issue 32, measures 1 and 3), read from the CDP events of a real cold load of the demo game
// under the mobile profile (fixtures/cold-load.cdp.json, recorded on the simulator).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { CDPSession } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { wireBytes } from '../../bench/browser/mobile.ts';
import {
  chainFloorMs,
  chainGaps,
  containerBytes,
  necessaryChain,
  sequentialPath,
} from '../../bench/browser/necessary-chain.ts';
import {
  type SeenRequest,
  type Sent,
  type Transfer,
  actionOf,
  mergeTransfers,
  recordTransfers,
} from '../../bench/browser/transfers.ts';

interface Recording {
  pageUrl: string;
  gameUrl: string;
  timeOrigin: number;
  readyMs: number;
  /** [session ('page' or 'worker'), Network method without its domain, params]. */
  events: [string, string, unknown][];
}
const recording = JSON.parse(
  readFileSync(new URL('fixtures/cold-load.cdp.json', import.meta.url), 'utf8'),
) as Recording;

/**
 * What Playwright reports of the worker's requests, from the worker session's recorded events:
 * when each was sent, its first and last byte and its bytes (the worker's own script, which the
 * page's session reported too, left out as Playwright's page request).
 */
function seenByPlaywright(events: Recording['events']): SeenRequest[] {
  type Event = { requestId: string; timestamp: number; encodedDataLength?: number } & Partial<Sent>;
  const pageIds = new Set(
    events
      .filter(([s, m]) => s === 'page' && m === 'requestWillBeSent')
      .map(([, , p]) => (p as Sent).requestId),
  );
  const worker = events.filter(([s]) => s === 'worker').map(([, m, p]) => [m, p as Event] as const);
  return worker.flatMap(([method, e]) => {
    if (method !== 'requestWillBeSent' || pageIds.has(e.requestId) || !e.request) return [];
    const of = (m: string) => worker.filter(([n, f]) => n === m && f.requestId === e.requestId);
    const [, done] = of('loadingFinished')[0] ?? [];
    if (!done) return [];
    const [, first] = of('dataReceived')[0] ?? [];
    const after = (f: Event | undefined): number => (f ? (f.timestamp - e.timestamp) * 1000 : -1);
    return [
      {
        url: e.request.url,
        method: e.request.method,
        resourceType: (e.type ?? 'other').toLowerCase(),
        headers: e.request.headers,
        postData: e.request.postData ?? null,
        startTime: (e.wallTime ?? 0) * 1000,
        responseStart: after(first),
        responseEnd: after(done),
        bytes: done.encodedDataLength ?? 0,
      },
    ];
  });
}

/** Feeds the recorded page session's events to the recorder, and Playwright's worker requests. */
function replay(events: Recording['events']): Promise<Transfer[]> {
  const recorder = recordTransfers();
  const page = new Map<string, (params: unknown) => void>();
  recorder.listen({
    on: (method: string, listener: (params: unknown) => void) => page.set(method, listener),
  } as unknown as CDPSession);
  for (const [session, method, params] of events) {
    if (session === 'page') page.get(`Network.${method}`)?.(params);
  }
  for (const request of seenByPlaywright(events)) recorder.add(request);
  return recorder.transfers();
}

const { pageUrl, gameUrl, timeOrigin, readyMs } = recording;
const transfers = await replay(recording.events);
const APP = new URL(pageUrl).origin;
const GAME = new URL(gameUrl).origin;
const short = (t: Transfer): string =>
  t.action === null ? t.url.replace(/[?#].*$/, '') : `${t.url} action ${String(t.action)}`;

describe('the necessary chain of a cold load', () => {
  const chain = necessaryChain(transfers, pageUrl, gameUrl);

  it('is the page, config, the winning speed test, login, game address, game document and script', () => {
    const login = chain[3]?.transfer.url ?? '';
    expect(chain.map((s) => [s.step, short(s.transfer)])).toEqual([
      ['page', `${APP}/`],
      ['config', `${APP}/env/demo.json`],
      ['speed test', `${new URL(login).origin}/env/speedtest.png`],
      ['login', `${login} action 101`],
      ['game address', `${login} action 7`],
      ['game document', gameUrl.replace(/\?.*$/, '')],
      ['game script', `${GAME}/demo-slot/game.js`],
    ]);
  });

  it('takes the speed test of the line the login went to, not one that ended sooner', () => {
    const won = chain[2]?.transfer as Transfer;
    const sooner = {
      ...won,
      id: 'other',
      url: 'http://127.0.0.1:1/env/speedtest.png',
      end: won.end - 50,
    };
    const step = necessaryChain([sooner, ...transfers], pageUrl, gameUrl)[2];
    expect(step?.transfer).toBe(won);
    expect(new URL(won.url).origin).toBe(new URL(chain[3]?.transfer.url ?? '').origin);
  });

  it('takes the line’s test even when its last byte is dated just after the login left', () => {
    const won = chain[2]?.transfer as Transfer;
    const login = chain[3]?.transfer as Transfer;
    const late = transfers.map((t) => (t === won ? { ...t, end: login.start + 5 } : t));
    expect(necessaryChain(late, pageUrl, gameUrl)[2]?.transfer).toMatchObject({
      id: won.id,
      end: login.start + 5,
    });
  });

  it('adds up each step at its own duration, and with the gaps to the time to ready', () => {
    const floor = chainFloorMs(chain);
    expect(floor).toBeCloseTo(
      chain.reduce((sum, s) => sum + s.transfer.end - s.transfer.start, 0),
      3,
    );
    const gaps = chainGaps(chain, timeOrigin, timeOrigin + readyMs);
    expect(floor + gaps.reduce((sum, g) => sum + g.ms, 0)).toBeCloseTo(readyMs, 3);
    expect(gaps.at(-1)?.before).toBe('ready');
  });

  it('names the step it cannot find', () => {
    const noLogin = transfers.filter((t) => t.action !== 101);
    expect(() => necessaryChain(noLogin, pageUrl, gameUrl)).toThrow(/no login/);
    expect(() => necessaryChain(transfers, pageUrl, `${GAME}/other.html`)).toThrow(
      /no game document/,
    );
  });
});

describe('the requests one after another before the game’s document', () => {
  const chain = necessaryChain(transfers, pageUrl, gameUrl);
  const page = chain[0]?.transfer as Transfer;
  const game = chain[5]?.transfer as Transfer;

  it('walks back from the game’s document to the page, each after the one before had ended', () => {
    const path = sequentialPath(transfers, page, game);
    expect(path[0]).toBe(page);
    // The game's address, or a call beside it that ended after it.
    expect([7, 10, 16]).toContain(path.at(-1)?.action);
    for (let i = 1; i < path.length; i += 1) {
      expect(path[i]?.start).toBeGreaterThanOrEqual((path[i - 1]?.end ?? 0) - 1);
    }
    // This build: the page, the worker's script and one of its chunks (what the engine had before
    // its first request), the speed test, login and game address: the worker's script is on it.
    expect(path.map(short)).toContain(`${APP}/assets/engine-worker-C9EpRWIk.js`);
    expect(path).toHaveLength(6);
  });

  it('counts a request asked for while the page still loaded as after the page', () => {
    // The head asking for the config before the page's last byte: it still needed the page.
    const early = transfers.map((t) =>
      t === chain[1]?.transfer ? { ...t, start: page.start + 10 } : t,
    );
    const config = early.find((t) => t.url.includes('/env/demo.json')) as Transfer;
    expect(sequentialPath(early, page, config)).toEqual([page]);
  });

  it("holds the head's requests to the head: the worker's script ending between two is not on the path", () => {
    const PAGE = `${APP}/?e=demo&x=t`;
    const at = (url: string, start: number, end: number, by: Partial<Transfer> = {}): Transfer => ({
      id: `${url}@${String(start)}`,
      url,
      method: 'GET',
      type: 'Fetch',
      frameId: 'top',
      start,
      end,
      bytes: 500,
      chunks: [],
      initiator: { type: 'script', url: PAGE },
      worker: false,
      cached: false,
      workerScript: false,
      action: null,
      stream: false,
      finished: true,
      ...by,
    });
    const page = at(PAGE, 0, 170, { type: 'Document', initiator: { type: 'other', url: null } });
    const workerScript = at(`${APP}/assets/engine-worker.js`, 260, 619, {
      type: 'Script',
      workerScript: true,
      bytes: 31_000,
    });
    const entry = at(`${APP}/assets/index.js`, 190, 618, {
      type: 'Script',
      bytes: 100_000,
      initiator: { type: 'parser', url: PAGE },
    });
    const config = at(`${APP}/env/demo.json`, 250, 420);
    const test = at('http://line:1/env/speedtest.png', 440, 610);
    const login = at('http://line:1/frontendAPI.do', 620, 790, { action: 101 });
    const address = (start: number): Transfer =>
      at('http://line:1/frontendAPI.do', start, start + 170, {
        action: 7,
        worker: true,
        initiator: { type: 'script', url: null },
      });
    const game = (after: Transfer): Transfer =>
      at(`${GAME}/demo-slot/index.html`, after.end + 20, after.end + 190, {
        type: 'Document',
        initiator: { type: 'script', url: entry.url },
      });
    const onTime = address(800);
    const steps = [page, entry, workerScript, config, test, login, onTime];
    const doc = game(onTime);
    expect(sequentialPath([...steps, doc], page, doc)).toEqual([page, config, test, login, onTime]);
    // The language's chunk, which the entry imported, ending just before the address: the
    // worker never waited for it.
    const language = at(`${APP}/assets/i18n.js`, 600, 799, {
      type: 'Script',
      bytes: 1_700,
      initiator: { type: 'script', url: entry.url },
    });
    const withLanguage = [...steps, language, doc];
    expect(sequentialPath(withLanguage, page, doc)).not.toContain(language);
    expect(sequentialPath(withLanguage, page, doc)).toContain(login);
    // A worker whose script came after the login's answer held the address up: it is on the path.
    const late = { ...workerScript, end: 795 };
    const waited = address(800);
    const lateDoc = game(waited);
    const after = [page, entry, late, config, test, login, waited, lateDoc];
    expect(sequentialPath(after, page, lateDoc)).toContain(late);
    // The config the page's answer preloaded (no initiator but the page), the head's fetch
    // taking its answer: still the step before the speed test.
    const preloaded: Transfer = {
      ...config,
      type: 'Other',
      initiator: { type: 'other', url: null },
    };
    const withPreload = [page, entry, workerScript, preloaded, test, login, onTime, doc];
    expect(sequentialPath(withPreload, page, doc)).toEqual([page, preloaded, test, login, onTime]);
  });

  it('skips what came from the cache: no round trip', () => {
    const cached = transfers.map((t) => (t.workerScript ? { ...t, cached: true } : t));
    const path = sequentialPath(cached, page, game);
    expect(path.some((t) => t.workerScript)).toBe(false);
  });
});

describe('what the container downloads while the game loads', () => {
  const chain = necessaryChain(transfers, pageUrl, gameUrl);
  const game = chain[5]?.transfer as Transfer;
  const window = containerBytes(transfers, GAME, game.start, timeOrigin + readyMs);

  it('counts the container’s requests in the window, none of the game’s', () => {
    expect(window.requests.length).toBeGreaterThan(0);
    expect(window.requests.every((r) => !r.url.startsWith(GAME))).toBe(true);
    expect(window.bytes).toBe(window.requests.reduce((sum, r) => sum + r.bytes, 0));
  });

  it('counts only the bytes that came inside the window', () => {
    const t: Transfer = {
      ...(transfers[0] as Transfer),
      url: `${APP}/assets/react.js`,
      start: 0,
      end: 300,
      bytes: 1_300,
      chunks: [
        { at: 100, bytes: 500 },
        { at: 200, bytes: 500 },
        { at: 300, bytes: 100 },
      ],
    };
    // The 200 bytes of headers come with the last byte.
    expect(containerBytes([t], GAME, 150, 250).bytes).toBe(500);
    expect(containerBytes([t], GAME, 150, 400).bytes).toBe(800);
    expect(containerBytes([{ ...t, url: `${GAME}/a.png` }], GAME, 0, 400).bytes).toBe(0);
  });
});

describe('the recorder', () => {
  it('reads the main API’s action from the form or the address, of the main API only', () => {
    expect(actionOf(`${APP}/frontendAPI.do`, 'action=101&x=t')).toBe(101);
    expect(actionOf(`${APP}/frontendAPI.do?action=7&x=t`, undefined)).toBe(7);
    expect(actionOf(`${APP}/frontendAPI.do`, 'action=seven')).toBeNull();
    expect(actionOf(`${APP}/env/demo.json?action=7`, undefined)).toBeNull();
  });

  it('ends the worker’s script by the engine’s first request at the latest', () => {
    const script = transfers.find((t) => t.workerScript) as Transfer;
    const first = transfers.find((t) => t.worker) as Transfer;
    // The page session reported no end here (the worker's did): the engine's first request ends it.
    expect(script).toMatchObject({ end: first.start, finished: true });
    const open = { ...script, end: Number.NaN, finished: false };
    const seen = (url: string, startTime: number, responseEnd: number): SeenRequest => ({
      url,
      method: 'GET',
      resourceType: 'script',
      headers: {},
      postData: null,
      startTime,
      responseStart: responseEnd / 2,
      responseEnd,
      bytes: 1_337,
    });
    const engine = seen(`${APP}/env/demo.json`, open.start + 100, 150);
    // Playwright's report of the script's end stands when it came first; it is no worker request.
    const reported = mergeTransfers([open], [seen(open.url, open.start, 50), engine]);
    expect(reported.map((t) => [t.url, t.end, t.worker])).toEqual([
      [open.url, open.start + 50, false],
      [engine.url, engine.startTime + 150, true],
    ]);
    expect(mergeTransfers([open], [seen(open.url, open.start, 500), engine])[0]?.end).toBe(
      engine.startTime,
    );
  });

  it('takes the engine’s requests from Playwright’s events, each request once', () => {
    const config = transfers.filter((t) => t.url.includes('/env/demo.json'));
    expect(config).toHaveLength(1);
    expect(config[0]).toMatchObject({ worker: true, type: 'Fetch', finished: true });
    // A request the page session saw too is the page session's, with its initiator and chunks.
    const page = transfers[0] as Transfer;
    const twice = mergeTransfers(
      [page],
      [
        {
          url: page.url,
          method: 'GET',
          resourceType: 'document',
          headers: {},
          postData: null,
          startTime: page.start + 0.4,
          responseStart: 1,
          responseEnd: 2,
          bytes: page.bytes,
        },
      ],
    );
    expect(twice).toEqual([page]);
  });

  it('spreads a worker response’s bytes from its first byte to its last', () => {
    const [t] = mergeTransfers(
      [],
      [
        {
          url: `${APP}/frontendAPI.do`,
          method: 'POST',
          resourceType: 'fetch',
          headers: { accept: 'application/json' },
          postData: 'action=7',
          startTime: 1_000,
          responseStart: 200,
          responseEnd: 400,
          bytes: 800,
        },
      ],
    );
    expect(t).toMatchObject({ action: 7, start: 1_000, end: 1_400, cached: false, stream: false });
    expect(containerBytes(t ? [t] : [], GAME, 1_200, 1_300).bytes).toBe(400);
  });

  it('counts what the line carries for a worker script: status line, headers and gzip body', async () => {
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
      expect(bytes).toBeGreaterThan(body.length + 60);
      expect(bytes).toBeLessThan(body.length + 400);
    } finally {
      server.close();
    }
  });
});
