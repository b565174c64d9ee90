// Runs in Node (and in unit tests): the log endpoints (logCdn, gameLogCdn, logger) and /__sim/logs.
import { HttpResponse, http, type RequestHandler } from 'msw';
import type { SimWorld } from './world.ts';

/** How the log endpoint answers: accept, drop the connection, 500, or 429 with Retry-After: 2. */
export type LogMode = 'ok' | 'down' | '500' | '429';

/** Every log mode. */
export const LOG_MODES: readonly LogMode[] = ['ok', 'down', '500', '429'];

/** The inspection API's path, on every origin. */
export const LOGS_PATH = '/__sim/logs';

/** A log event as received: whatever the client sent, with a string event_id. */
export type SimLogEvent = Record<string, unknown> & { event_id: string };

/** One POST to the log endpoint as the simulator saw it. */
export interface LogRequestRecord {
  /** Date.now() on arrival (fake in tests with fake timers). */
  at: number;
  body: string;
  bytes: number;
  keepalive: boolean;
  /** What it answered: the mode in force, or 400/415 for a body it could not read. */
  answer: LogMode | '400' | '415';
}

/** Everything the log endpoints received, kept per world. */
export interface LogSink {
  mode: LogMode;
  /** Events accepted, counting resends. */
  received: number;
  /** Accepted events, each event_id once, in arrival order. */
  events: SimLogEvent[];
  ids: Set<string>;
  /** Every POST to the log endpoint, accepted or not. */
  requests: LogRequestRecord[];
  gameLogs: unknown[];
  orientations: unknown[];
}

const sinks = new WeakMap<SimWorld, LogSink>();

/** The world's log sink (created empty on first use). */
export function logSinkOf(world: SimWorld): LogSink {
  let sink = sinks.get(world);
  if (sink === undefined) {
    sink = {
      mode: 'ok',
      received: 0,
      events: [],
      ids: new Set(),
      requests: [],
      gameLogs: [],
      orientations: [],
    };
    sinks.set(world, sink);
  }
  return sink;
}

/** Empties the sink and sets the mode back to ok. */
export function clearLogSink(sink: LogSink): void {
  sink.mode = 'ok';
  sink.received = 0;
  sink.events = [];
  sink.ids = new Set();
  sink.requests = [];
  sink.gameLogs = [];
  sink.orientations = [];
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isEventArray(value: unknown): value is SimLogEvent[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as Record<string, unknown>)['event_id'] === 'string',
    )
  );
}

/** The event_ids of these POSTs, in order, an id as often as it was carried. */
function carriedIds(requests: readonly LogRequestRecord[]): string[] {
  return requests.flatMap((request) => {
    const events = parse(request.body);
    return isEventArray(events) ? events.map((event) => event.event_id) : [];
  });
}

/**
 * The event_ids the server took more than once, with how many times: what a tab that died with
 * a POST the server had taken left for the next resender (at most twice by design).
 */
function repeatedIds(sink: LogSink): Record<string, number> {
  const times = new Map<string, number>();
  for (const id of carriedIds(sink.requests.filter((r) => r.answer === 'ok'))) {
    times.set(id, (times.get(id) ?? 0) + 1);
  }
  return Object.fromEntries([...times].filter(([, n]) => n > 1));
}

function summary(sink: LogSink): Response {
  return HttpResponse.json({
    mode: sink.mode,
    received: sink.received,
    unique: sink.events.length,
    duplicates: sink.received - sink.events.length,
    attempted: [...new Set(carriedIds(sink.requests))],
    repeated: repeatedIds(sink),
    events: sink.events,
    gameLogs: sink.gameLogs,
    orientations: sink.orientations,
  });
}

async function receiveLog(sink: LogSink, request: Request): Promise<Response> {
  // The mode when the request came, not when its body was in: a POST sent during an outage is
  // refused even if a loaded machine delivers its body after a test ended the outage.
  const mode = sink.mode;
  const body = await request.text();
  const record: LogRequestRecord = {
    at: Date.now(),
    body,
    bytes: new TextEncoder().encode(body).length,
    keepalive: request.keepalive,
    answer: mode,
  };
  sink.requests.push(record);
  if (mode === 'down') return HttpResponse.error();
  if (mode === '500') return HttpResponse.json({ error: 'log server down' }, { status: 500 });
  if (mode === '429') {
    return HttpResponse.json(
      { error: 'slow down' },
      { status: 429, headers: { 'Retry-After': '2' } },
    );
  }
  if (!(request.headers.get('Content-Type') ?? '').includes('application/json')) {
    record.answer = '415';
    return HttpResponse.json({ error: 'Content-Type must be application/json' }, { status: 415 });
  }
  const events = parse(body);
  if (!isEventArray(events)) {
    record.answer = '400';
    return HttpResponse.json({ error: 'body must be an array of events' }, { status: 400 });
  }
  let duplicates = 0;
  for (const event of events) {
    sink.received += 1;
    if (sink.ids.has(event.event_id)) duplicates += 1;
    else {
      sink.ids.add(event.event_id);
      sink.events.push(event);
    }
  }
  return HttpResponse.json({ accepted: events.length - duplicates, duplicates });
}

/**
 * POST {any}/log (events, deduplicated by event_id), {any}/gamelog, {any}/logger/orientation,
 * and the inspection API on every origin: GET, DELETE and POST {LOGS_PATH}/mode.
 */
export function logHandlers(world: SimWorld): RequestHandler[] {
  const sink = logSinkOf(world);
  return [
    http.get(`*${LOGS_PATH}`, () => summary(sink)),
    http.delete(`*${LOGS_PATH}`, () => {
      clearLogSink(sink);
      return summary(sink);
    }),
    http.post(`*${LOGS_PATH}/mode`, async ({ request }) => {
      const body = parse(await request.text());
      const mode =
        typeof body === 'object' && body !== null ? (body as { mode?: unknown }).mode : null;
      const known = LOG_MODES.find((m) => m === mode);
      if (known === undefined) {
        return HttpResponse.json(
          { error: `mode must be one of ${LOG_MODES.join(', ')}` },
          { status: 400 },
        );
      }
      sink.mode = known;
      return HttpResponse.json({ mode: known });
    }),
    http.post('*/log', ({ request }) => receiveLog(sink, request)),
    http.post('*/gamelog', async ({ request }) => {
      const text = await request.text();
      sink.gameLogs.push(parse(text) ?? text);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/logger/orientation', async ({ request }) => {
      const body = parse(await request.text());
      const orientation =
        typeof body === 'object' && body !== null
          ? (body as { orientation?: unknown }).orientation
          : null;
      if (orientation !== 'portrait' && orientation !== 'landscape') {
        return HttpResponse.json(
          { error: 'orientation must be portrait or landscape' },
          { status: 400 },
        );
      }
      sink.orientations.push(body);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
