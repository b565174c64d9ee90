// Runs in Node: a page load's requests as the page session's CDP events and Playwright's request
// events (the engine worker's) describe them, for the necessary chain, the sequential path and the
// heavy game's tax.
import type { BrowserContext, CDPSession, Request } from '@playwright/test';

/** Who asked for a request: a document's parser, a script or the browser. */
export interface Initiator {
  type: 'parser' | 'script' | 'other';
  url: string | null;
}

/** One request as the network saw it (wall clock, ms). */
export interface Transfer {
  id: string;
  url: string;
  method: string;
  /** CDP's resource type: Document, Script, Fetch, XHR, Image, Stylesheet, Other... */
  type: string;
  /** The frame that asked for it (a document request: the frame it loads into); '' in a worker. */
  frameId: string;
  start: number;
  /** When its last byte came; NaN while it is on the line. */
  end: number;
  /** Bytes on the line, as sent (gzip), headers included: CDP's encodedDataLength. */
  bytes: number;
  /** The bytes as they came (wall ms): how a download spreads over a window of time. */
  chunks: { at: number; bytes: number }[];
  initiator: Initiator;
  /** Seen only by Playwright's events: asked for by the engine worker. */
  worker: boolean;
  /** Served from the HTTP cache: no round trip on the line. */
  cached: boolean;
  /**
   * A worker's own script. CDP reports only about its headers' bytes for it (1,187 B for a
   * 30 KB gzip response), or nothing, so the bench measures it again (`wireBytes`).
   */
  workerScript: boolean;
  /** The main API's action (SPEC §7: `action` in the form or the address), else null. */
  action: number | null;
  /** An event stream: it never ends and holds up nothing. */
  stream: boolean;
  finished: boolean;
}

/**
 * A load's requests: the page session's CDP events (the page and its frames, with initiators and
 * the bytes as they came) and Playwright's own request events for the rest, the engine worker's.
 * A second CDP session cannot see a worker's first requests: Chromium resumes a worker that waits
 * for its debugger on the first `Runtime.runIfWaitingForDebugger` of any client, and Playwright's
 * own session sends it (after its `Network.enable`) before another session's `Network.enable`
 * reaches the worker, so under load the engine's first requests went unseen.
 */
export interface TransferRecorder {
  /** Feeds the page session's network events in. */
  listen: (cdp: CDPSession) => void;
  /** Follows Playwright's request events of `context`, which see a worker's requests from its start. */
  follow: (context: BrowserContext) => void;
  /** Takes one finished request as Playwright reported it. */
  add: (request: SeenRequest) => void;
  /** Every request seen so far, in the order they were sent; waits for requests started before `until` (wall ms) to end, `maxMs` at most. */
  transfers: (until?: number, maxMs?: number) => Promise<Transfer[]>;
  /** When a request (not an event stream) last started or ended; now while one is on the line. */
  lastActivity: () => number;
}

/** A finished request as Playwright reports it (`request.timing()` and `request.sizes()`). */
export interface SeenRequest {
  url: string;
  method: string;
  /** Playwright's resource type: fetch, script, document... */
  resourceType: string;
  headers: Record<string, string>;
  postData: string | null;
  /** Wall ms when it was sent. */
  startTime: number;
  /** Ms after startTime of the first and the last byte of the response (-1: not known). */
  responseStart: number;
  responseEnd: number;
  /** Bytes on the line: headers and encoded body as received (0 for a cache hit). */
  bytes: number;
}

/** Chunks a response spread over: the throttled line brings a body in at a steady rate. */
const SPREAD_CHUNKS = 8;

/** A request only Playwright saw (the worker's), as a transfer. */
export function seenTransfer(r: SeenRequest, id: string): Transfer {
  const end = r.startTime + Math.max(0, r.responseEnd);
  const first = r.responseStart >= 0 ? r.startTime + r.responseStart : end;
  const chunks = Array.from({ length: SPREAD_CHUNKS }, (_, i) => ({
    at: first + ((end - first) * (i + 1)) / SPREAD_CHUNKS,
    bytes: r.bytes / SPREAD_CHUNKS,
  }));
  return {
    id,
    url: r.url,
    method: r.method,
    type: r.resourceType.charAt(0).toUpperCase() + r.resourceType.slice(1),
    frameId: '',
    start: r.startTime,
    end,
    bytes: r.bytes,
    chunks: r.bytes > 0 ? chunks : [],
    initiator: { type: 'script', url: null },
    worker: true,
    cached: r.bytes <= 0,
    workerScript: false,
    action: actionOf(r.url, r.postData ?? undefined),
    stream: (r.headers['accept'] ?? r.headers['Accept']) === 'text/event-stream',
    finished: true,
  };
}

/** How far apart the page session and Playwright may date one request (a navigation: 4 ms). */
const SAME_REQUEST_MS = 100;

/**
 * The page session's transfers and the requests only Playwright saw (the worker's), in the order
 * they were sent. Each of the page session's requests takes the one Playwright report of the same
 * method and address sent closest to it (within SAME_REQUEST_MS); the reports left over are the
 * worker's. The worker's own script, which CDP ends late or never, ends by Playwright's report of
 * it or the worker's first request, whichever came first.
 */
export function mergeTransfers(
  page: readonly Transfer[],
  seen: readonly SeenRequest[],
): Transfer[] {
  const left = new Set(seen);
  const reportOf = new Map<Transfer, SeenRequest>();
  for (const t of page) {
    const near = [...left]
      .filter((r) => r.url === t.url && r.method === t.method)
      .map((r) => ({ r, off: Math.abs(r.startTime - t.start) }))
      .filter(({ off }) => off <= SAME_REQUEST_MS)
      .sort((a, b) => a.off - b.off)[0];
    if (near) {
      left.delete(near.r);
      reportOf.set(t, near.r);
    }
  }
  // A worker's own script, should both its sessions report it, is no request of the worker's.
  const scripts = new Set(page.filter((t) => t.workerScript).map((t) => t.url));
  const workerOnly = [...left]
    .filter((r) => !scripts.has(r.url))
    .map((r, i) => seenTransfer(r, `seen-${String(i)}`));
  const merged = page.map((t) => {
    if (!t.workerScript) return t;
    const reported = reportOf.get(t);
    const end = Math.min(
      ...workerOnly.filter((w) => w.start > t.start).map((w) => w.start),
      reported ? reported.startTime + Math.max(0, reported.responseEnd) : Infinity,
      t.finished ? t.end : Infinity,
    );
    return Number.isFinite(end) ? { ...t, end, finished: true } : t;
  });
  return [...merged, ...workerOnly].sort((a, b) => a.start - b.start);
}

interface CallFrames {
  callFrames: { url: string }[];
  parent?: CallFrames;
}

/** The fields of Network.requestWillBeSent the bench reads. */
export interface Sent {
  requestId: string;
  /** Empty, with the request's own address as its document, for a worker's script. */
  loaderId?: string;
  documentURL?: string;
  frameId?: string;
  type?: string;
  wallTime: number;
  timestamp: number;
  request: { url: string; method: string; headers: Record<string, string>; postData?: string };
  initiator: { type: string; url?: string; stack?: CallFrames };
}

/** The path of the main API (SPEC §7). */
const MAIN_API_PATH = '/frontendAPI.do';

/** The document (parser) or script (top of the stack) behind a request. */
function initiatorOf({ type, url, stack }: Sent['initiator']): Initiator {
  if (type === 'parser') return { type, url: url ?? null };
  for (let s = stack; s !== undefined; s = s.parent) {
    const top = s.callFrames.find((f) => f.url !== '');
    if (top) return { type: 'script', url: top.url };
  }
  return { type: 'other', url: null };
}

/** The action of a main API call, from its form body or its address; null for anything else. */
export function actionOf(url: string, postData: string | undefined): number | null {
  const address = new URL(url);
  if (!address.pathname.endsWith(MAIN_API_PATH)) return null;
  const raw =
    new URLSearchParams(postData ?? '').get('action') ?? address.searchParams.get('action');
  const action = Number(raw ?? '');
  return raw !== null && Number.isInteger(action) ? action : null;
}

/** The CDP methods the recorder reads. */
export const RECORDED_EVENTS = [
  'Network.requestWillBeSent',
  'Network.requestServedFromCache',
  'Network.dataReceived',
  'Network.loadingFinished',
  'Network.loadingFailed',
] as const;

/** Collects every request of the page, its frames and its workers, with its bytes. */
export function recordTransfers(): TransferRecorder {
  const byId = new Map<string, Transfer & { mono: number }>();
  const transfers: Transfer[] = [];
  const seen: SeenRequest[] = [];
  /** Playwright's requests on the line (not event streams): when each was sent. */
  const onLine = new Map<Request, number>();
  /** Their sizes, which Playwright gives asynchronously. */
  const reading = new Set<Promise<void>>();
  let last = 0;
  const wallOf = (t: { start: number; mono: number }, timestamp: number): number =>
    t.start + (timestamp - t.mono) * 1000;
  const finish = (t: Transfer, end: number, bytes: number): void => {
    t.end = end;
    t.bytes = bytes;
    t.finished = true;
    byId.delete(t.id);
  };
  const page = (method: string, params: unknown): void => {
    if (method === 'Network.requestWillBeSent') {
      const e = params as Sent;
      // Preflights hold up nothing of their own: their request is what counts.
      if (e.request.method === 'OPTIONS' || e.initiator.type === 'preflight') return;
      // A blob: or data: load is no request over the network.
      if (!/^https?:/.test(e.request.url)) return;
      // A redirect reuses the id: its first hop stands.
      if (byId.has(e.requestId) || transfers.some((t) => t.id === e.requestId)) return;
      const t = {
        id: e.requestId,
        url: e.request.url,
        method: e.request.method,
        type: e.type ?? 'Other',
        frameId: e.frameId ?? '',
        start: e.wallTime * 1000,
        mono: e.timestamp,
        end: Number.NaN,
        bytes: 0,
        chunks: [],
        initiator: initiatorOf(e.initiator),
        worker: false,
        cached: false,
        workerScript: e.loaderId === '' && e.documentURL === e.request.url,
        action: actionOf(e.request.url, e.request.postData),
        stream: e.request.headers['Accept'] === 'text/event-stream',
        finished: false,
      };
      byId.set(t.id, t);
      transfers.push(t);
      return;
    }
    const e = params as { requestId: string; timestamp: number; encodedDataLength?: number };
    const t = byId.get(e.requestId);
    if (!t) return;
    if (method === 'Network.requestServedFromCache') t.cached = true;
    else if (method === 'Network.dataReceived' && (e.encodedDataLength ?? 0) > 0) {
      t.chunks.push({ at: wallOf(t, e.timestamp), bytes: e.encodedDataLength ?? 0 });
    } else if (method === 'Network.loadingFinished') {
      const bytes = e.encodedDataLength ?? 0;
      if (bytes === 0) t.cached = true;
      finish(t, wallOf(t, e.timestamp), bytes);
    } else if (method === 'Network.loadingFailed') {
      byId.delete(t.id);
      transfers.splice(transfers.indexOf(t), 1);
    }
  };
  const read = async (request: Request): Promise<void> => {
    const timing = request.timing();
    const sizes = await request.sizes();
    seen.push({
      url: request.url(),
      method: request.method(),
      resourceType: request.resourceType(),
      headers: request.headers(),
      postData: request.postData(),
      startTime: timing.startTime,
      responseStart: timing.responseStart,
      responseEnd: timing.responseEnd,
      bytes: Math.max(0, sizes.responseHeadersSize + sizes.responseBodySize),
    });
  };
  const ended = (request: Request, finished: boolean): void => {
    onLine.delete(request);
    last = Date.now();
    if (!finished || !/^https?:/.test(request.url())) return;
    const sizes = read(request).catch(() => undefined);
    reading.add(sizes);
    void sizes.then(() => reading.delete(sizes));
  };
  return {
    listen(cdp) {
      for (const method of RECORDED_EVENTS) cdp.on(method, (params) => page(method, params));
    },
    follow(context) {
      context.on('request', (request) => {
        last = Date.now();
        if (request.headers()['accept'] !== 'text/event-stream') onLine.set(request, last);
      });
      context.on('requestfinished', (request) => ended(request, true));
      context.on('requestfailed', (request) => ended(request, false));
    },
    add: (request) => seen.push(request),
    async transfers(until = 0, maxMs = 10_000) {
      const by = Date.now() + maxMs;
      while (Date.now() < by && [...onLine.values()].some((at) => at <= until)) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await Promise.all(reading);
      return mergeTransfers(transfers, seen);
    },
    lastActivity: () => (onLine.size > 0 ? Date.now() : last),
  };
}

/** An address without its query or fragment: what a report may show of a request. */
export const withoutQuery = (url: string): string => url.replace(/[?#].*$/, '');
