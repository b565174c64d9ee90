// Runs in the worker (and in Node): a fetch-based EventSource client with reconnect and backoff.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { Clock } from '../lib/ports.ts';
import { doublingWaitMs, jitteredMs } from '../lib/backoff.ts';
import { retryAfterMs } from '../lib/retry-after.ts';

/** One dispatched event; `id` is the event's own id field ('' when it had none). */
export interface SseMessage {
  type: string;
  data: string;
  id: string;
}

/** Why the client stopped for good. */
export interface SseStop {
  reason: 'status' | 'content-type' | 'stopped';
  status?: number;
  contentType?: string;
}

/** Where to connect and what to call. */
export interface SseOptions {
  url: string;
  /** Extra request headers, e.g. Authorization. */
  headers?: Record<string, string>;
  onMessage(m: SseMessage): void;
  /** Called once when the client stops for good (bad status, bad content type, or stop()). */
  onStop?(s: SseStop): void;
  /** Called on every successful (re)connection. */
  onOpen?(): void;
  /** First reconnect delay when the server sent no valid `retry`; default 1000 ms. */
  initialRetryMs?: number;
  /** Cap of the doubling delay; default 60000 ms (a larger server `retry` is still honoured). */
  maxRetryMs?: number;
  /** Largest unfinished line or event held, in UTF-16 units (bytes for ASCII); default 256 KiB. */
  maxBufferBytes?: number;
  /** How long the answer's headers may take; default 5000 ms (SPEC §9's promotion timeout). */
  connectTimeoutMs?: number;
  /**
   * How long an open stream may send nothing, not even a comment, before it counts as dead and
   * is opened again (a phone's connection that died without a close); default 45000 ms, three
   * of the 15 s keep-alive comments the operator's stream sends (docs/operator-integration.md).
   */
  idleTimeoutMs?: number;
}

/** A running or stopped event-stream connection. */
export interface SseClient {
  start(): void;
  stop(): void;
  /** The id of the last dispatched event that carried one (sent back as Last-Event-ID). */
  readonly lastEventId: string;
  readonly connected: boolean;
}

/** What the client needs from its host. */
export interface SseDeps {
  fetch: typeof fetch;
  clock: Clock;
  /** A number in [0, 1) each reconnect's wait is drawn with (Math.random when absent). */
  random?: (() => number) | undefined;
}

/** The longest Retry-After the stream waits out. */
const MAX_SERVER_WAIT_MS = 300_000;

/** A server or option asking for less still waits this long, so nothing reconnects in a hot loop. */
const MIN_RETRY_MS = 100;
/** Timers overflow past this and fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

type Outcome = 'retry' | 'final';

/** Calls a handler; one that throws must not break the stream or the reconnect loop. */
function safely(fn: () => void): void {
  try {
    fn();
  } catch {
    // The handler's own problem (the notification hub isolates and reports its subscribers).
  }
}

/** The essence of a Content-Type header is text/event-stream (parameters allowed). */
function isEventStream(contentType: string): boolean {
  return contentType.split(';')[0]?.trim().toLowerCase() === 'text/event-stream';
}

/** Header values are byte strings: send a non-Latin-1 id as its UTF-8 bytes, as browsers do. */
function headerValue(value: string): string {
  if (!/[\u0100-\uffff]/.test(value)) return value;
  let out = '';
  for (const byte of new TextEncoder().encode(value)) out += String.fromCharCode(byte);
  return out;
}

/** Waits on the clock: true when the time passed, false (timer cleared) when the signal aborts. */
function sleep(clock: Clock, ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = (): void => {
      clock.clearTimeout(handle);
      resolve(false);
    };
    const handle = clock.setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** A status the server may answer otherwise later: too many requests, a server error. */
const passing = (status: number): boolean => status === 429 || (status >= 500 && status <= 599);

/**
 * Creates a client that reads `options.url` as text/event-stream with fetch. It reconnects
 * when the stream ends, fails, answers no headers in time or falls silent (waits drawn below an
 * exponential backoff from the server's `retry` or initialRetryMs, reset by a successful open;
 * a 429 or 5xx's Retry-After at least), sends Last-Event-ID, drops a connection whose
 * unfinished event outgrows maxBufferBytes, and stops for good on another status or content
 * type. Nothing happens until start().
 */
export function createSseClient(deps: SseDeps, options: SseOptions): SseClient {
  const initialRetryMs = options.initialRetryMs ?? 1_000;
  const maxRetryMs = options.maxRetryMs ?? 60_000;
  const maxBuffer = options.maxBufferBytes ?? 256 * 1024;
  const random = deps.random ?? (() => Math.random());
  let lastEventId = '';
  let openConn: AbortController | null = null;
  let serverRetry: number | null = null;
  /** What the last answer's Retry-After asked for. */
  let serverWait: number | null = null;
  let failures = 0;
  let session: AbortController | null = null;

  function nextDelay(): number {
    const base = Math.max(serverRetry ?? initialRetryMs, MIN_RETRY_MS);
    const ceiling = doublingWaitMs(
      base,
      Math.min(Math.max(maxRetryMs, base), MAX_TIMER_MS),
      failures,
    );
    failures += 1;
    const delay = Math.max(jitteredMs(ceiling, random), MIN_RETRY_MS, serverWait ?? 0);
    serverWait = null;
    return delay;
  }

  /** Aborts `conn` as a deadline does (so the connection counts it a failure) after `ms`. */
  function deadline(conn: AbortController, ms: number): () => void {
    // Written out for the tests' worker clock, as shared/lib/request.ts's deadline is.
    const handle = deps.clock.setTimeout(() => conn.abort('request timed out'), ms);
    return () => deps.clock.clearTimeout(handle);
  }

  function finish(controller: AbortController, stop: SseStop): void {
    if (session !== controller) return;
    session = null;
    controller.abort();
    safely(() => options.onStop?.(stop));
  }

  function deliver(event: EventSourceMessage, signal: AbortSignal): void {
    if (signal.aborted) return;
    if (event.id !== undefined) lastEventId = event.id;
    const message = { type: event.event ?? 'message', data: event.data, id: event.id ?? '' };
    safely(() => options.onMessage(message));
  }

  /** Reads one open stream until it ends, fails, overflows or the connection is aborted. */
  async function readStream(
    body: ReadableStream<Uint8Array>,
    conn: AbortController,
  ): Promise<void> {
    const { signal } = conn;
    const failuresBeforeOpen = failures;
    failures = 0;
    openConn = conn;
    safely(() => options.onOpen?.());
    const seen = { overflow: false };
    const parser = createParser({
      onEvent: (event) => deliver(event, signal),
      onRetry: (ms) => (serverRetry = ms),
      onError: (error) => {
        if (error.type === 'max-buffer-size-exceeded') seen.overflow = true;
      },
      maxBufferSize: maxBuffer,
    });
    // The parser strips the one leading BOM the format allows; a decoder that also stripped one
    // would let a second BOM through as if it were the first.
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    const reader = body.getReader();
    const cancel = (): void => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', cancel, { once: true });
    const idleMs = options.idleTimeoutMs ?? 45_000;
    let quiet = deadline(conn, idleMs);
    let endsWithCr = false;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        quiet();
        if (signal.aborted) return;
        if (done) break;
        quiet = deadline(conn, idleMs);
        const text = decoder.decode(value, { stream: true });
        if (text === '') continue;
        parser.feed(text);
        endsWithCr = text.endsWith('\r');
        if (seen.overflow) {
          // An oversized event is not a success: the next delay keeps growing.
          failures = failuresBeforeOpen;
          conn.abort();
          return;
        }
      }
      const rest = decoder.decode();
      if (rest !== '') parser.feed(rest);
      // A final CR is a complete line end; the parser waits for a possible LF after it.
      else if (endsWithCr) parser.feed('\n');
    } catch {
      // The stream failed mid-way: reconnect like after an end.
    } finally {
      quiet();
      if (openConn === conn) openConn = null;
      signal.removeEventListener('abort', cancel);
    }
  }

  /** One request; its own abort controller follows the session's. */
  async function connectOnce(owner: AbortController): Promise<Outcome> {
    const conn = new AbortController();
    const onStop = (): void => conn.abort();
    owner.signal.addEventListener('abort', onStop, { once: true });
    try {
      return await request(owner, conn);
    } finally {
      owner.signal.removeEventListener('abort', onStop);
    }
  }

  async function request(owner: AbortController, conn: AbortController): Promise<Outcome> {
    const headers: Record<string, string> = { ...options.headers, Accept: 'text/event-stream' };
    if (lastEventId !== '') headers['Last-Event-ID'] = headerValue(lastEventId);
    let response: Response;
    const waited = deadline(conn, options.connectTimeoutMs ?? 5_000);
    const gone = new Promise<never>((_, reject) => {
      conn.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    });
    gone.catch(() => undefined);
    try {
      // Raced with its own abort: a fetch whose answer never comes ends when its deadline does.
      const asked = deps.fetch(options.url, { headers, signal: conn.signal, cache: 'no-store' });
      response = await Promise.race([asked, gone]);
    } catch {
      return owner.signal.aborted ? 'final' : 'retry';
    } finally {
      waited();
    }
    if (passing(response.status)) {
      conn.abort();
      const header = response.headers.get('Retry-After');
      serverWait = retryAfterMs(header, deps.clock.now(), MAX_SERVER_WAIT_MS);
      return 'retry';
    }
    if (response.status !== 200) {
      conn.abort();
      finish(owner, { reason: 'status', status: response.status });
      return 'final';
    }
    const contentType = response.headers.get('Content-Type') ?? '';
    if (!isEventStream(contentType)) {
      conn.abort();
      finish(owner, { reason: 'content-type', contentType });
      return 'final';
    }
    if (response.body !== null) await readStream(response.body, conn);
    return owner.signal.aborted ? 'final' : 'retry';
  }

  async function run(controller: AbortController): Promise<void> {
    for (;;) {
      if ((await connectOnce(controller)) === 'final') return;
      if (!(await sleep(deps.clock, nextDelay(), controller.signal))) return;
    }
  }

  return {
    start() {
      if (session !== null) return;
      const controller = new AbortController();
      session = controller;
      failures = 0;
      void run(controller);
    },
    stop() {
      if (session === null) return;
      finish(session, { reason: 'stopped' });
    },
    get lastEventId() {
      return lastEventId;
    },
    get connected() {
      return openConn !== null && !openConn.signal.aborted;
    },
  };
}
