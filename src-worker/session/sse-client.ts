// Runs in the worker (and in Node): a fetch-based EventSource client with reconnect and backoff.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { Clock } from '../lib/ports.ts';
import { doublingWaitMs } from '../lib/backoff.ts';

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
}

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

/**
 * Creates a client that reads `options.url` as text/event-stream with fetch. It reconnects
 * when the stream ends or fails (exponential backoff from the server's `retry` or
 * initialRetryMs, reset by a successful open), sends Last-Event-ID, drops a connection whose
 * unfinished event outgrows maxBufferBytes, and stops for good on a non-200 status or another
 * content type. Nothing happens until start().
 */
export function createSseClient(deps: SseDeps, options: SseOptions): SseClient {
  const initialRetryMs = options.initialRetryMs ?? 1_000;
  const maxRetryMs = options.maxRetryMs ?? 60_000;
  const maxBuffer = options.maxBufferBytes ?? 256 * 1024;
  let lastEventId = '';
  let openConn: AbortController | null = null;
  let serverRetry: number | null = null;
  let failures = 0;
  let session: AbortController | null = null;

  function nextDelay(): number {
    const base = Math.max(serverRetry ?? initialRetryMs, MIN_RETRY_MS);
    const delay = doublingWaitMs(
      base,
      Math.min(Math.max(maxRetryMs, base), MAX_TIMER_MS),
      failures,
    );
    failures += 1;
    return delay;
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
    const decoder = new TextDecoder();
    const reader = body.getReader();
    const cancel = (): void => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', cancel, { once: true });
    let endsWithCr = false;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (signal.aborted) return;
        if (done) break;
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
    try {
      response = await deps.fetch(options.url, { headers, signal: conn.signal, cache: 'no-store' });
    } catch {
      return owner.signal.aborted ? 'final' : 'retry';
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
