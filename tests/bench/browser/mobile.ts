// Runs in Node: Lighthouse's mobile profile (slow 4G, a mid-range phone) applied through
// Playwright's CDP session, and the network floor of a page load under it.
import type { CDPSession, Page } from '@playwright/test';

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
      worker.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
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

/** One finished request as the network saw it (wall clock, ms). */
export interface Transfer {
  url: string;
  start: number;
  end: number;
  bytes: number;
}

/** Network events, from the page's session and its workers', into finished transfers. */
export interface TransferRecorder {
  transfers: Transfer[];
  handle: (method: string, params: unknown) => void;
  /** Feeds the page session's network events to `handle`. */
  listen: (cdp: CDPSession) => void;
}

interface Sent {
  requestId: string;
  wallTime: number;
  timestamp: number;
  request: { url: string; method: string; headers: Record<string, string> };
  initiator: { type: string };
}

/** Collects every finished request of the page, its frames and its workers, with its bytes. */
export function recordTransfers(): TransferRecorder {
  const open = new Map<string, { url: string; wall: number; mono: number }>();
  const transfers: Transfer[] = [];
  const handle = (method: string, params: unknown): void => {
    if (method === 'Network.requestWillBeSent') {
      const e = params as Sent;
      // Preflights and event streams never hold up a page: not part of its critical path.
      if (e.request.method === 'OPTIONS' || e.initiator.type === 'preflight') return;
      if (e.request.headers['Accept'] === 'text/event-stream') return;
      open.set(e.requestId, { url: e.request.url, wall: e.wallTime * 1000, mono: e.timestamp });
    } else if (method === 'Network.loadingFinished') {
      const e = params as { requestId: string; timestamp: number; encodedDataLength: number };
      const req = open.get(e.requestId);
      if (!req) return;
      open.delete(e.requestId);
      const end = req.wall + (e.timestamp - req.mono) * 1000;
      transfers.push({ url: req.url, start: req.wall, end, bytes: e.encodedDataLength });
    } else if (method === 'Network.loadingFailed') {
      open.delete((params as { requestId: string }).requestId);
    }
  };
  return {
    transfers,
    handle,
    listen(cdp) {
      for (const method of [
        'Network.requestWillBeSent',
        'Network.loadingFinished',
        'Network.loadingFailed',
      ] as const) {
        cdp.on(method, (params) => handle(method, params));
      }
    },
  };
}

/**
 * The critical path to the game's ready message: the game frame's last request before it, then,
 * walking back, each step the request that finished last before the current one started (the
 * one it waited for), down to the document. (Starting from the game frame keeps requests that
 * merely ran beside the game's load, such as promotions, off the path.)
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
  for (;;) {
    const before = latestBefore(chain[0]!.start, (t) => !chain.includes(t));
    if (before === null) return chain;
    chain.unshift(before);
  }
}

/** The network floor of a chain: a round trip per request plus its bytes at the bandwidth. */
export function networkFloorMs(chain: readonly Transfer[]): number {
  const bytes = chain.reduce((sum, t) => sum + t.bytes, 0);
  return chain.length * MOBILE.rttMs + (bytes / MOBILE.downloadBytesPerSecond) * 1000;
}
