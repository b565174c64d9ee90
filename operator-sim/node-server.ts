// Runs in Node: serves msw handlers (then an optional fallback) over node:http, with CORS.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';

/** Answers what no handler matched; null means 404. */
export type Fallback = (request: Request) => Promise<Response | null>;

/** How to serve: where to listen and what answers after the handlers. */
export interface ServeOptions {
  port: number;
  /** Defaults to 127.0.0.1: the simulator never listens on other interfaces. */
  host?: '127.0.0.1';
  fallback?: Fallback;
}

/** A listening server and how to stop it. */
export interface RunningServer {
  origin: string;
  server: Server;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1_000_000;

/**
 * How long an idle kept-alive connection stays open. Node's 5 s default races clients that
 * reuse a connection after about 5 s idle (a test that posts every 6 s, or a busy event loop
 * that runs the idle timer late): the request goes out as the socket closes, and the client
 * gets ECONNRESET. A minute, as proxies and CDNs keep, is longer than any client here idles.
 */
export const KEEP_ALIVE_MS = 65_000;

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Last-Event-ID',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Turns a Node request into a Fetch Request with an absolute URL from the Host header; `signal`
 * (aborted when the client's connection closes) becomes its signal, so a handler that waits
 * (a hang, a stream) learns the client left.
 */
export async function toFetchRequest(
  req: IncomingMessage,
  fallbackHost: string,
  signal?: AbortSignal,
): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? fallbackHost}`);
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i];
    const value = req.rawHeaders[i + 1];
    if (name === undefined || value === undefined) continue;
    try {
      headers.append(name, value);
    } catch {
      // A header Fetch refuses is left out.
    }
  }
  const method = req.method ?? 'GET';
  const init: RequestInit = { method, headers };
  if (signal !== undefined) init.signal = signal;
  if (method !== 'GET' && method !== 'HEAD') init.body = new Uint8Array(await readBody(req));
  return new Request(url, init);
}

function responseHeaders(response: Response): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  return out;
}

function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** Writes a Fetch Response, streaming its body chunk by chunk (fit for text/event-stream). */
async function writeResponse(req: IncomingMessage, res: ServerResponse, response: Response) {
  const own = responseHeaders(response);
  // A response that already says who may read it (a static file: anyone) is not varied by
  // Origin, so a page's modulepreload (a CORS request) and a worker's own fetch of the same
  // script (no Origin header) share one cached copy instead of downloading it twice.
  const cors = 'access-control-allow-origin' in own ? {} : corsHeaders(req);
  res.writeHead(response.status, { ...own, ...cors });
  res.flushHeaders();
  if (response.body === null || req.method === 'HEAD') {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  // A client gone mid-body cancels the body, so a paced or stalled one stops its timers.
  const stop = (): void => void reader.cancel().catch(() => undefined);
  res.on('close', stop);
  let flushed: Promise<void> = Promise.resolve();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      let written = (): void => undefined;
      flushed = new Promise<void>((resolve) => (written = resolve));
      if (!res.write(value, () => written())) await drained(res);
    }
    res.end();
  } catch {
    // A body that errors (a reset fault, a broken stream) is a broken connection, never a clean
    // end nor a crashed simulator: what was written goes out, then the socket is destroyed.
    await Promise.race([flushed, closed(res)]);
    res.destroy();
  } finally {
    res.off('close', stop);
  }
}

function closed(res: ServerResponse): Promise<void> {
  return res.closed ? Promise.resolve() : new Promise((resolve) => res.once('close', resolve));
}

/** The fallback of the server a request reached: the fault gate shapes its answers too. */
const fallbacks = new WeakMap<Request, Fallback>();

/** What answers a request after the handlers on the server it reached, if anything. */
export function fallbackOf(request: Request): Fallback | undefined {
  return fallbacks.get(request);
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  handlers: RequestHandler[],
  options: ServeOptions,
): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, corsHeaders(req));
    res.end();
    return;
  }
  // Aborted when the connection closes (the client left, or the answer is over): a handler
  // still waiting (a hang) ends, and nothing of this request outlives it.
  const gone = new AbortController();
  res.once('close', () => gone.abort());
  const host = `${options.host ?? '127.0.0.1'}:${options.port}`;
  const request = await toFetchRequest(req, host, gone.signal);
  const forHandlers = request.clone();
  if (options.fallback) fallbacks.set(forHandlers, options.fallback);
  const response =
    (await getResponse(handlers, forHandlers)) ??
    (options.fallback ? await options.fallback(request) : null) ??
    new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  if (response.type === 'error') {
    req.socket.destroy();
    return;
  }
  await writeResponse(req, res, response);
}

/** Listens on 127.0.0.1 and answers every request with the handlers, then the fallback. */
export async function serveHandlers(
  handlers: RequestHandler[],
  options: ServeOptions,
): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    handle(req, res, handlers, options).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      res.writeHead(500, { 'Content-Type': 'text/plain', ...corsHeaders(req) });
      res.end(`Simulator error: ${message}`);
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    origin: `http://${host}:${options.port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
