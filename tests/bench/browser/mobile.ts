// Runs in Node: Lighthouse's mobile profile (slow 4G, a mid-range phone) applied through
// Playwright's CDP session, and the network floor of a page load under it.
import type { CDPSession, Page } from '@playwright/test';
import { get } from 'node:http';

/** Lighthouse's mobile defaults: 150 ms round trip, 1.6 Mbps down, 750 Kbps up, 4x CPU. */
export const MOBILE = {
  rttMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

const NETWORK = {
  offline: false,
  latency: MOBILE.rttMs,
  downloadThroughput: MOBILE.downloadBytesPerSecond,
  uploadThroughput: MOBILE.uploadBytesPerSecond,
};

/** A target's own session, reached through the page session (Playwright opens no other). */
interface ChildSession {
  send(method: string, params?: object): void;
}

/** The page's CPU slowdown now and the sessions of its workers, for setCpuSlowdown. */
interface CpuControl {
  rate: number;
  workers: ChildSession[];
}
const controls = new WeakMap<CDPSession, CpuControl>();

/**
 * Throttles the page's CPU (and, unless `network` is false, its network) like a cheap phone,
 * and each worker it starts the same way before the worker runs its first line (a worker is a
 * target of its own: the page's throttling does not reach it). `onChild` sees every CDP event
 * of a worker, for the recorder.
 */
export async function throttle(
  page: Page,
  network = true,
  onChild?: (method: string, params: unknown) => void,
): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  const control: CpuControl = { rate: MOBILE.cpuSlowdown, workers: [] };
  controls.set(cdp, control);
  let id = 0;
  const child = (sessionId: string): ChildSession => ({
    send(method, params = {}) {
      id += 1;
      const message = JSON.stringify({ id, method, params });
      void cdp.send('Target.sendMessageToTarget', { sessionId, message }).catch(() => undefined);
    },
  });
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    const worker = child(sessionId);
    if (targetInfo.type === 'worker') {
      control.workers.push(worker);
      worker.send('Emulation.setCPUThrottlingRate', { rate: control.rate });
      if (network) {
        worker.send('Network.enable');
        worker.send('Network.emulateNetworkConditions', NETWORK);
      }
    }
    worker.send('Runtime.runIfWaitingForDebugger');
  });
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const event = JSON.parse(message) as { method?: string; params?: unknown };
    if (event.method) onChild?.(event.method, event.params);
  });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: false,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
  }
  return cdp;
}

/** Who asked for a request: a document's parser, a script or the browser. */
export interface Initiator {
  type: 'parser' | 'script' | 'other';
  url: string | null;
}

/** One finished request as the network saw it (wall clock, ms). */
export interface Transfer {
  url: string;
  start: number;
  end: number;
  bytes: number;
  /** Who asked for it: a document's parser, a script (the top of its stack) or the browser. */
  initiator: Initiator;
  /** Asked for by the engine's code in its worker (not the worker's own script). */
  worker: boolean;
  /** Served from the HTTP cache: no round trip on the line. */
  cached: boolean;
  /**
   * A worker's own script. CDP reports only about its headers' bytes for it (1,187 B for a
   * 30 KB gzip response), or nothing, so `wireBytes` measures it again.
   */
  workerScript: boolean;
}

/** Network events, from the page's session and its workers', into finished transfers. */
export interface TransferRecorder {
  transfers: Transfer[];
  /** Takes a worker session's network events (throttle's `onChild`). */
  handle: (method: string, params: unknown) => void;
  /** Feeds the page session's network events in. */
  listen: (cdp: CDPSession) => void;
}

interface CallFrames {
  callFrames: { url: string }[];
  parent?: CallFrames;
}

interface Sent {
  requestId: string;
  /** Empty, with the request's own address as its document, for a worker's script. */
  loaderId?: string;
  documentURL?: string;
  wallTime: number;
  timestamp: number;
  request: { url: string; method: string; headers: Record<string, string> };
  initiator: { type: string; url?: string; stack?: CallFrames };
}

/** The document (parser) or script (top of the stack) behind a request. */
function initiatorOf({ type, url, stack }: Sent['initiator']): Initiator {
  if (type === 'parser') return { type, url: url ?? null };
  for (let s = stack; s !== undefined; s = s.parent) {
    const top = s.callFrames.find((f) => f.url !== '');
    if (top) return { type: 'script', url: top.url };
  }
  return { type: 'other', url: null };
}

/** Collects every finished request of the page, its frames and its workers, with its bytes. */
export function recordTransfers(): TransferRecorder {
  interface Open {
    url: string;
    wall: number;
    mono: number;
    initiator: Initiator;
    worker: boolean;
    cached: boolean;
    workerScript: boolean;
  }
  const open = new Map<string, Open>();
  const transfers: Transfer[] = [];
  const finish = (id: string, req: Open, end: number, bytes: number, cached: boolean): void => {
    open.delete(id);
    const { url, wall, initiator, worker, workerScript } = req;
    transfers.push({ url, start: wall, end, bytes, initiator, worker, cached, workerScript });
  };
  const on =
    (worker: boolean) =>
    (method: string, params: unknown): void => {
      // Request ids are unique across the page and its workers (one browser-wide counter).
      if (method === 'Network.requestWillBeSent') {
        const e = params as Sent;
        // Preflights and event streams never hold up a page: not part of its critical path.
        if (e.request.method === 'OPTIONS' || e.initiator.type === 'preflight') return;
        if (e.request.headers['Accept'] === 'text/event-stream') return;
        // The worker's own script is reported by the page's session and the worker's: the first
        // report stands.
        if (open.has(e.requestId)) return;
        const initiator = initiatorOf(e.initiator);
        const wall = e.wallTime * 1000;
        if (worker && initiator.type === 'script') {
          // A script asking for something has loaded. CDP reports a worker's own script late
          // (after the engine's first request) or not at all: it ended by now at the latest.
          for (const [id, req] of open) {
            if (req.workerScript && req.url === initiator.url) finish(id, req, wall, 0, false);
          }
        }
        open.set(e.requestId, {
          url: e.request.url,
          wall,
          mono: e.timestamp,
          initiator,
          worker: worker && initiator.type === 'script',
          cached: false,
          workerScript: e.loaderId === '' && e.documentURL === e.request.url,
        });
      } else if (method === 'Network.requestServedFromCache') {
        const req = open.get((params as { requestId: string }).requestId);
        if (req) req.cached = true;
      } else if (method === 'Network.loadingFinished') {
        const e = params as { requestId: string; timestamp: number; encodedDataLength: number };
        const req = open.get(e.requestId);
        if (!req) return;
        const end = req.wall + (e.timestamp - req.mono) * 1000;
        finish(e.requestId, req, end, e.encodedDataLength, req.cached || e.encodedDataLength === 0);
      } else if (method === 'Network.loadingFailed') {
        open.delete((params as { requestId: string }).requestId);
      }
    };
  const page = on(false);
  return {
    transfers,
    handle: on(true),
    listen(cdp) {
      for (const method of [
        'Network.requestWillBeSent',
        'Network.requestServedFromCache',
        'Network.loadingFinished',
        'Network.loadingFailed',
      ] as const) {
        cdp.on(method, (params) => page(method, params));
      }
    },
  };
}

/**
 * The critical path to the game's ready message, walked back from the game frame's last request
 * before it. Each step goes to the request the current one waited for:
 * - a document's subresource (game.js) waited for that document;
 * - an engine request waited for the engine's last answer before it, or for the engine's own
 *   script (the config waits for the worker, not for a language file the page loaded meanwhile);
 * - anything else (the game's frame, the worker's script) for the last answer of any kind.
 * Starting from the game frame keeps requests that merely ran beside the game's load, such as
 * promotions, off the path.
 */
export function criticalPath(
  transfers: readonly Transfer[],
  until: number,
  gameOrigin: string,
): Transfer[] {
  const latestBefore = (cursor: number, accept: (t: Transfer) => boolean): Transfer | null => {
    let best: Transfer | null = null;
    for (const t of transfers) {
      if (t.end <= cursor + 1 && accept(t) && (best === null || t.end > best.end)) best = t;
    }
    return best;
  };
  const last = latestBefore(until, (t) => t.url.startsWith(`${gameOrigin}/`));
  if (last === null) return [];
  const chain: Transfer[] = [last];
  const waitedFor = (current: Transfer): ((t: Transfer) => boolean) => {
    const { type, url } = current.initiator;
    if (type === 'parser' && transfers.some((t) => t.url === url)) return (t) => t.url === url;
    if (current.worker) return (t) => t.worker || t.url === url;
    return () => true;
  };
  for (;;) {
    const current = chain[0]!;
    const accept = waitedFor(current);
    const before = latestBefore(current.start, (t) => !chain.includes(t) && accept(t));
    if (before === null) return chain;
    chain.unshift(before);
  }
}

/** An address without its query or fragment: what a report may show of a request. */
export const withoutQuery = (url: string): string => url.replace(/[?#].*$/, '');

/** One request's own floor: a round trip and its bytes at the bandwidth, nothing from the cache. */
export function requestFloorMs(t: Pick<Transfer, 'cached' | 'bytes'>): number {
  return t.cached ? 0 : MOBILE.rttMs + (t.bytes / MOBILE.downloadBytesPerSecond) * 1000;
}

/**
 * The network floor of a chain: a round trip per request that went to the line, plus its bytes
 * at the bandwidth (a cache hit costs the line nothing).
 */
export function networkFloorMs(chain: readonly Transfer[]): number {
  return chain.reduce((sum, t) => sum + requestFloorMs(t), 0);
}

/**
 * The bytes a browser downloads for `url` (gzip, as Chromium asks), status line and headers
 * included: what the line carries for a response whose size CDP misreports.
 */
export function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }, (res) => {
      const head = `HTTP/1.1 ${String(res.statusCode)} ${res.statusMessage ?? ''}\r\n`;
      let bytes = head.length + 2;
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        bytes += `${res.rawHeaders[i] ?? ''}: ${res.rawHeaders[i + 1] ?? ''}\r\n`.length;
      }
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Sets the CPU slowdown of a page that `throttle` throttled, and of its workers (1 lifts it).
 * Chromium slows a thread by keeping it busy for the time it takes away, so a throttled page
 * burns three quarters of a core even with nothing to do (measured here: 75 % for an idle page
 * at 4x, against 0 % unthrottled). On a 2-core machine a throttled page left idle beside the
 * measured one takes its CPU: lift the slowdown of a page while another is measured.
 */
export async function setCpuSlowdown(cdp: CDPSession, rate: number): Promise<void> {
  const control = controls.get(cdp);
  if (!control) throw new Error('setCpuSlowdown: the page was not throttled');
  control.rate = rate;
  for (const worker of control.workers) worker.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
