// Runs on the main thread (the courier's chunk): the page's own last events, built with SPEC's
// log fields and POSTed from the page with keepalive, so they leave even as the page dies
// (docs/logs.md, The page's end); the engine's write-ahead pipeline keeps a copy of each, by the
// same event_id, while its worker lives.
import type { EngineClient, hostState } from '../engine/engine-client.ts';
import type { PageLogType } from '../../shared/engine/engine-api.ts';
import { createLogEvent, eventBytes, type LogEvent } from '../../shared/logs/log-event.ts';
import type { PageStore } from './page-store.ts';

/** Keepalive bodies in flight are capped at 64 KiB by browsers: one POST stays below. */
const MAX_BODY_BYTES = 60 * 1024;

/** The engine client's host state: whether its worker is gone (handed in, see failures.ts). */
type Host = Pick<typeof hostState, 'failure'>;

/** An event the page sends: its id (its event_id, whichever courier takes it), type, name, content. */
export interface PageEvent {
  id: string;
  type: PageLogType;
  event: string;
  content: Record<string, unknown>;
}

/** A fresh event id. */
export function newId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

/**
 * Hands the events to the engine's pipeline while its worker lives, as plain JSON: content read
 * from the mirror is a proxy, which no message copies (the vitals' frame: its DataCloneError
 * failed the intent, and the page took the worker for dead at its first hide).
 */
function toEngine(
  engine: EngineClient,
  host: Host,
  events: readonly PageEvent[],
  sentByPage: boolean,
): void {
  if (host.failure) return;
  for (const e of events) {
    const content = JSON.parse(JSON.stringify(e.content)) as Record<string, unknown>;
    engine.pageLog(e.type, e.event, content, e.id, sentByPage);
  }
}

/** Splits events into POST bodies under MAX_BODY_BYTES (each event is at most 16 KiB). */
function bodies(events: LogEvent[]): LogEvent[][] {
  const out: LogEvent[][] = [];
  let bytes = 0;
  for (const event of events) {
    const size = eventBytes(event) + 1;
    const last = out.at(-1);
    if (last && bytes + size <= MAX_BODY_BYTES) {
      last.push(event);
      bytes += size;
    } else {
      out.push([event]);
      bytes = size;
    }
  }
  return out;
}

/**
 * POSTs the events from the page with keepalive; the log server keeps the first of an id. What
 * keeps them should that POST not get through (an outage as the page goes): with `store` (the
 * page's end, or the worker gone) their records, written by the page itself (page-store.ts)
 * and deleted if the page hears the POST accepted; without, the engine's write-ahead store,
 * handed the same events (the same ids) while its worker lives. `secrets` are the strings
 * that must never leave (the login token).
 */
export function postFromPage(
  engine: EngineClient,
  host: Host,
  events: readonly PageEvent[],
  secrets: readonly string[],
  store: PageStore | null,
): void {
  const target = engine.mirror.logTarget;
  const endpoint = target?.endpoint;
  // No log target yet (the config never came): the engine keeps them as its own.
  if (!target || !endpoint) {
    toEngine(engine, host, events, false);
    return;
  }
  const built = events.map((page) =>
    createLogEvent({ now: Date.now(), ...page, identity: target.identity, secrets }),
  );
  // The engine's copy waits for a resend, since the first POST is the page's.
  if (store) store.keep(built);
  else toEngine(engine, host, events, true);
  for (const body of bodies(built)) {
    try {
      void fetch(endpoint, {
        method: 'POST',
        keepalive: true,
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then(
        (response) => {
          if (response.ok) store?.forget(body);
        },
        () => undefined,
      );
    } catch {
      // The keepalive quota is full (or fetch refused the request): the stored copy stands.
    }
  }
}
