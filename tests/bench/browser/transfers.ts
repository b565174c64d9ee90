// Runs in Node: a page load's requests as CDP's network events describe them (the page's session
// and its workers'), for the necessary chain, the sequential path and the heavy game's tax.
import type { CDPSession } from '@playwright/test';

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
  /** Asked for by code in a worker (not the worker's own script). */
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

/** Network events, from the page's session and its workers', into transfers. */
export interface TransferRecorder {
  /** Every request seen so far, finished or not, in the order they were sent. */
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
  const wallOf = (t: { start: number; mono: number }, timestamp: number): number =>
    t.start + (timestamp - t.mono) * 1000;
  const finish = (t: Transfer, end: number, bytes: number): void => {
    t.end = end;
    t.bytes = bytes;
    t.finished = true;
    byId.delete(t.id);
  };
  const on =
    (worker: boolean) =>
    (method: string, params: unknown): void => {
      // Request ids are unique across the page and its workers (one browser-wide counter).
      if (method === 'Network.requestWillBeSent') {
        const e = params as Sent;
        // Preflights hold up nothing of their own: their request is what counts.
        if (e.request.method === 'OPTIONS' || e.initiator.type === 'preflight') return;
        // The worker's own script is reported by the page's session and the worker's: the first
        // report stands (a redirect reuses the id: its first hop stands too).
        if (byId.has(e.requestId) || transfers.some((t) => t.id === e.requestId)) return;
        const initiator = initiatorOf(e.initiator);
        const wall = e.wallTime * 1000;
        if (worker && initiator.type === 'script') {
          // A script asking for something has loaded. CDP reports a worker's own script late
          // (after the engine's first request) or not at all: it ended by now at the latest.
          for (const t of byId.values()) {
            if (t.workerScript && t.url === initiator.url) finish(t, wall, 0);
          }
        }
        const t = {
          id: e.requestId,
          url: e.request.url,
          method: e.request.method,
          type: e.type ?? 'Other',
          frameId: e.frameId ?? '',
          start: wall,
          mono: e.timestamp,
          end: Number.NaN,
          bytes: 0,
          chunks: [],
          initiator,
          worker: worker && initiator.type === 'script',
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
  const page = on(false);
  return {
    transfers,
    handle: on(true),
    listen(cdp) {
      for (const method of RECORDED_EVENTS) cdp.on(method, (params) => page(method, params));
    },
  };
}

/** An address without its query or fragment: what a report may show of a request. */
export const withoutQuery = (url: string): string => url.replace(/[?#].*$/, '');
