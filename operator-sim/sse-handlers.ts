// Runs in Node (and in unit tests): the promotion notification stream (SPEC §7) and its control API.
import { HttpResponse, http, type RequestHandler } from 'msw';
import { sameOrigin } from './origins.ts';
import { inTurn } from './in-turn.ts';
import { generatedHit } from './jackpot-data.ts';
import type { SimWorld } from './world.ts';
import { SSE_EVENTS } from '../src-worker/session/sse-events.ts';

/** The control API's path on the app origin. */
export const SSE_CONTROL_PATH = '/__sim/sse';
/** The reconnection time the stream announces first. */
export const SSE_RETRY_MS = 1_000;
/** How often an open stream sends a `: ping` comment. */
export const SSE_KEEPALIVE_MS = 15_000;
/** Events kept for replay; older ones are forgotten. */
const MAX_EVENTS = 1_000;
const MAX_RATE = 100;
const TYPE_PATTERN = /^[A-Za-z][\w.-]{0,63}$/;
const GENERATED_TYPES = [
  SSE_EVENTS.jackpotHit,
  SSE_EVENTS.inventory,
  SSE_EVENTS.quest,
  SSE_EVENTS.wheel,
] as const;

/** One scheduled event; `data` is JSON text, `at` the time it was added. */
export interface SimEvent {
  id: number;
  type: string;
  data: string;
  at: number;
}

/** What the control API reports. */
export interface SseStats {
  open: number;
  sent: number;
  lastId: number;
}

/** The simulator's event schedule and open streams, one per world. */
export interface SseHub {
  readonly events: readonly SimEvent[];
  /** Appends events (data is any JSON value) and sends them to every open stream. */
  push(items: readonly { type: string; data: unknown }[]): SimEvent[];
  /** Ends every open stream abruptly; returns how many there were. */
  drop(): number;
  /** Generates events at this rate (per second); 0 stops. */
  setRate(perSecond: number): void;
  stats(): SseStats;
  /** Forgets the schedule, stops the generator and closes every stream (between tests). */
  reset(): void;
}

interface OpenStream {
  send(event: SimEvent): void;
  fail(): void;
  close(): void;
}

/** Opens a stream that replays events after `afterId` added at or after `since`. */
type StreamFactory = (
  request: Request,
  afterId: number,
  since: number,
) => ReadableStream<Uint8Array>;

const hubs = new WeakMap<SimWorld, { hub: SseHub; stream: StreamFactory }>();
const encoder = new TextEncoder();

function frame(event: SimEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${event.data}\n\n`;
}

function generatedData(type: (typeof GENERATED_TYPES)[number], n: number): unknown {
  switch (type) {
    case SSE_EVENTS.jackpotHit:
      return generatedHit(n, Date.now());
    case SSE_EVENTS.inventory:
      return { itemId: `card-${n}`, kind: 'freeSpin', count: 1 };
    case SSE_EVENTS.quest:
      return { questId: 'q-daily', progress: n % 10, goal: 10 };
    case SSE_EVENTS.wheel:
      return { wheelType: 'daily', eligible: true };
  }
}

function createHub(): { hub: SseHub; stream: StreamFactory } {
  const events: SimEvent[] = [];
  const open = new Set<OpenStream>();
  let lastId = 0;
  let sent = 0;
  let generated = 0;
  let rateTimer: ReturnType<typeof setInterval> | null = null;

  const hub: SseHub = {
    events,
    push(items) {
      const added = items.map((item) => ({
        id: ++lastId,
        type: item.type,
        data: JSON.stringify(item.data ?? null),
        at: Date.now(),
      }));
      events.push(...added);
      if (events.length > MAX_EVENTS) events.splice(0, events.length - MAX_EVENTS);
      for (const stream of open) for (const event of added) stream.send(event);
      return added;
    },
    drop() {
      const count = open.size;
      for (const stream of [...open]) stream.fail();
      return count;
    },
    setRate(perSecond) {
      if (rateTimer !== null) clearInterval(rateTimer);
      rateTimer = null;
      if (perSecond <= 0) return;
      rateTimer = setInterval(
        () => {
          const type = inTurn(GENERATED_TYPES, generated);
          hub.push([{ type, data: generatedData(type, ++generated) }]);
        },
        Math.max(10, Math.round(1_000 / perSecond)),
      );
      rateTimer.unref();
    },
    stats: () => ({ open: open.size, sent, lastId }),
    reset() {
      hub.setRate(0);
      for (const stream of [...open]) stream.close();
      events.length = 0;
      lastId = 0;
      sent = 0;
      generated = 0;
    },
  };

  const stream: StreamFactory = (request, afterId, since) => {
    let keepAlive: ReturnType<typeof setInterval> | null = null;
    let self: OpenStream | null = null;
    const cleanup = (): void => {
      if (keepAlive !== null) clearInterval(keepAlive);
      keepAlive = null;
      if (self !== null) open.delete(self);
      request.signal.removeEventListener('abort', onAbort);
    };
    const onAbort = (): void => self?.close();
    return new ReadableStream<Uint8Array>({
      start(controller) {
        const write = (text: string): boolean => {
          try {
            controller.enqueue(encoder.encode(text));
            return true;
          } catch {
            cleanup();
            return false;
          }
        };
        const current: OpenStream = {
          send(event) {
            if (event.id <= afterId || event.at < since) return;
            if (write(frame(event))) sent += 1;
          },
          fail() {
            cleanup();
            controller.error(new Error('stream dropped by the simulator'));
          },
          close() {
            cleanup();
            try {
              controller.close();
            } catch {
              // Already closed or cancelled.
            }
          },
        };
        self = current;
        open.add(current);
        write(`retry: ${SSE_RETRY_MS}\n\n`);
        for (const event of events) current.send(event);
        keepAlive = setInterval(() => void write(': ping\n'), SSE_KEEPALIVE_MS);
        keepAlive.unref();
        if (request.signal.aborted) current.close();
        else request.signal.addEventListener('abort', onAbort, { once: true });
      },
      cancel: cleanup,
    });
  };

  return { hub, stream };
}

function stateOf(world: SimWorld): { hub: SseHub; stream: StreamFactory } {
  let state = hubs.get(world);
  if (state === undefined) {
    state = createHub();
    hubs.set(world, state);
  }
  return state;
}

/** The world's notification hub (created on first use), for the control API and tests. */
export function sseHubOf(world: SimWorld): SseHub {
  return stateOf(world).hub;
}

function nonNegativeInteger(value: string | null): number | null {
  return value !== null && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

function parseEvents(body: unknown): { type: string; data: unknown }[] | string {
  if (!Array.isArray(body)) return 'body must be a JSON array of { type, data }';
  const out: { type: string; data: unknown }[] = [];
  for (const item of body as unknown[]) {
    if (typeof item !== 'object' || item === null) return 'each event must be an object';
    const { type, data } = item as { type?: unknown; data?: unknown };
    if (typeof type !== 'string' || !TYPE_PATTERN.test(type)) {
      return 'type must be a word (letters, digits, _ . -)';
    }
    out.push({ type, data });
  }
  return out;
}

async function jsonBody(request: Request): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    return { ok: true, body: JSON.parse(await request.text()) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * GET `/promotion/v1/notification/:id?loginTime` on any origin answers text/event-stream
 * (401 without Authorization, 400 without a numeric loginTime). The control API on the app
 * origin: POST `/__sim/sse/events`, `/drop`, `/rate`; GET `/__sim/sse` for the counters.
 */
export function sseHandlers(world: SimWorld): RequestHandler[] {
  const { hub, stream } = stateOf(world);
  const onApp = (request: Request): boolean =>
    sameOrigin(new URL(request.url).origin, world.appOrigin);
  const bad = (error: string): Response => HttpResponse.json({ error }, { status: 400 });
  return [
    http.get('*/promotion/v1/notification/:id', ({ request }) => {
      if (!request.headers.get('Authorization')) {
        return HttpResponse.json({ error: 'missing Authorization' }, { status: 401 });
      }
      const since = nonNegativeInteger(new URL(request.url).searchParams.get('loginTime'));
      if (since === null) return bad('loginTime must be a number');
      const afterId = nonNegativeInteger(request.headers.get('Last-Event-ID')) ?? 0;
      return new HttpResponse(stream(request, afterId, since), {
        headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
      });
    }),
    http.get(`*${SSE_CONTROL_PATH}`, ({ request }) =>
      onApp(request) ? HttpResponse.json(hub.stats()) : undefined,
    ),
    http.post(`*${SSE_CONTROL_PATH}/events`, async ({ request }) => {
      if (!onApp(request)) return undefined;
      const read = await jsonBody(request);
      if (!read.ok) return bad('body must be JSON');
      const items = parseEvents(read.body);
      if (typeof items === 'string') return bad(items);
      const added = hub.push(items);
      return HttpResponse.json({ ids: added.map((e) => e.id), ...hub.stats() }, { status: 201 });
    }),
    http.post(`*${SSE_CONTROL_PATH}/drop`, ({ request }) =>
      onApp(request) ? HttpResponse.json({ dropped: hub.drop() }) : undefined,
    ),
    http.post(`*${SSE_CONTROL_PATH}/rate`, async ({ request }) => {
      if (!onApp(request)) return undefined;
      const read = await jsonBody(request);
      const perSecond = read.ok ? (read.body as { perSecond?: unknown } | null)?.perSecond : null;
      if (typeof perSecond !== 'number' || !(perSecond >= 0 && perSecond <= MAX_RATE)) {
        return bad(`perSecond must be a number from 0 to ${MAX_RATE}`);
      }
      hub.setRate(perSecond);
      return HttpResponse.json({ perSecond });
    }),
  ];
}
