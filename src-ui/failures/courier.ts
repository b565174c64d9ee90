// Runs on the main thread, a chunk of its own (loaded at the first failure, or once the game is
// ready): the page's failures cleaned, counted and logged, the breadcrumbs the engine's mirror
// tells, a dead worker, and the session's health, once
// (docs/logs.md, Failures). While the worker lives, events go through its durable pipeline; at
// the page's end, or once the worker is gone, from the page itself (page-post.ts).
import { subscribe } from 'valtio/vanilla';
import type { EngineClient, deadCalls, hostState } from '../engine/engine-client.ts';
import { FailureBook } from '../../shared/failures/failure-book.ts';
import { type FailureContent, cleanReport, screenOf } from '../../shared/failures/failure.ts';
import { VERSION } from '../../shared/lib/constants.ts';
import { createLogEvent, type LogEvent } from '../../shared/logs/log-event.ts';
import { type PageEvent, newId, postFromPage } from './page-post.ts';
import { openPageStore } from './page-store.ts';
import { breadcrumbs, caught, crumb, hearCrumbs, takeOver } from './page-watch.ts';
import { watchCrumbs } from './mirror-crumbs.ts';

/** The host of the courier started, for the vitals' send (sendAtEnd). */
let started: CourierHost | null = null;

/**
 * Sends the page's last events from the page (the vitals, as the page hides); false when the
 * courier has not started (the caller then hands them to the engine).
 */
export function sendAtEnd(engine: EngineClient, events: Omit<PageEvent, 'id'>[]): boolean {
  if (!started) return false;
  postFromPage(
    engine,
    started.hostState,
    events.map((e) => ({ ...e, id: newId() })),
    [],
    null,
  );
  return true;
}

/**
 * How long a dead worker can go unnoticed: the engine client's ping interval (10 s) and a call's
 * timeout (8 s), with a margin.
 */
const UNHEARD_MS = 20_000;

/** How a session ended (docs/logs.md, Session health). */
export type SessionStatus = 'clean' | 'errored' | 'crashed';

/** The engine client's host state and dead-call hook (handed in: see failures.ts). */
export interface CourierHost {
  hostState: typeof hostState;
  deadCalls: typeof deadCalls;
}

/** Starts the courier: the failures caught so far, then each new one. */
export function startCourier(engine: EngineClient, token: string, host: CourierHost): void {
  const { hostState, deadCalls } = host;
  started = host;
  const secrets = [token];
  const startedAt = Date.now();
  const store = openPageStore(`page-${newId()}`);
  /** The page is going for good (pagehide, not into the back-forward cache). */
  let ending = false;
  let hiding = false;
  let dialog = false;
  let crashed = false;
  let healthSent = false;
  let failures = 0;
  /** The health's one id: what a hidden page parked, its end and a crash are the same event. */
  const healthId = newId();
  /** The health so far, parked while the page is hidden (see hidden); null while it is shown. */
  let parked: LogEvent | null = null;

  /** Events handed to the worker lately: it may have been dead already (see resendRecent). */
  let recent: { at: number; event: PageEvent }[] = [];
  const send = (made: (Omit<PageEvent, 'id'> & { id?: string })[]): void => {
    const events = made.map((e) => ({ ...e, id: e.id ?? newId() }));
    // While the worker lives and the page does, its pipeline keeps them (write-ahead, retries).
    if (!hiding && !hostState.failure) {
      const now = Date.now();
      recent = recent.filter((r) => r.at > now - UNHEARD_MS);
      for (const event of events) {
        engine.pageLog(event.type, event.event, event.content, event.id, false);
        recent.push({ at: now, event });
      }
    } else postFromPage(engine, hostState, events, secrets, durable());
  };
  /**
   * The page writes the records itself when its worker is gone or goes with it now: a worker
   * at its page's end is ended before its own write commits (seen: a reload storm's health).
   */
  const durable = () => (ending || hostState.failure ? store : null);
  /**
   * The page learns of a dead worker only at a ping it misses: what it handed over meanwhile
   * may never have been heard. Sent again from the page with the same ids (the log server
   * drops a second copy of one the worker did send).
   */
  const resendRecent = (): void => {
    const since = Date.now() - UNHEARD_MS;
    const events = recent.filter((r) => r.at > since).map((r) => r.event);
    recent = [];
    postFromPage(engine, hostState, events, secrets, store);
  };

  /** How the session ended so far; `end` says how the page's end was heard. */
  const healthContent = (end: 'pagehide' | 'crash' | 'hidden') => {
    const status: SessionStatus = crashed ? 'crashed' : dialog ? 'errored' : 'clean';
    return { status, release: VERSION, durationMs: Date.now() - startedAt, failures, end };
  };
  const health = (end: 'pagehide' | 'crash'): void => {
    if (healthSent) return;
    healthSent = true;
    // By the parked record's id: it is replaced (the same key) and sent at most once more.
    send([{ type: 'session', event: 'health', content: healthContent(end), id: healthId }]);
  };
  /**
   * The page hides: a phone may kill it now with no pagehide. The health so far is parked in
   * unsent_logs under the page's live owner, which only the page's death frees: the next visit's
   * resender (or another tab's) sends it then. Shown again, the page takes it back.
   */
  const hidden = (now: boolean): void => {
    const target = engine.mirror.logTarget;
    if (healthSent || !target) return;
    if (!now) {
      if (parked) store.forget([parked]);
      parked = null;
      return;
    }
    const content = healthContent('hidden');
    const made = { id: healthId, now: Date.now(), type: 'session', event: 'health', content };
    const event = createLogEvent({ ...made, identity: target.identity, secrets });
    parked = store.park(event) ? event : null;
  };

  const book = new FailureBook(
    {
      now: () => Date.now(),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (handle) => clearTimeout(handle as number),
    },
    (content: FailureContent) => {
      failures += content.count;
      send([{ type: 'failure', event: content.kind, content: { ...content } }]);
    },
  );

  takeOver((item) => {
    const report = {
      ...item,
      side: 'page' as const,
      screen: screenOf(engine.mirror),
      breadcrumbs: [...breadcrumbs],
    };
    book.add(cleanReport(report, secrets));
    // A render error no boundary caught unmounts the root: the player's screen is blank.
    if (item.kind === 'render-crash') crash();
  });

  function crash(): void {
    crashed = true;
    // The crash leaves at once (the page may never hide properly), its health after it.
    hiding = true;
    book.drain();
    health('crash');
    hiding = false;
  }

  // The worker's own failures carry the page's breadcrumbs too: it is told each time they change.
  const tellCrumbs = (): void => {
    if (!hostState.failure) engine.pageCrumbs([...breadcrumbs]);
  };
  hearCrumbs(tellCrumbs);
  tellCrumbs();
  watchCrumbs(engine.mirror, crumb, (seen) => {
    if (seen === 'dialog') dialog = true;
  });
  const dead = (): void => {
    if (!hostState.failure) return;
    unwatch();
    resendRecent();
    caught('worker-dead', new Error('the engine worker failed, crashed or stopped answering'));
    crash();
  };
  const unwatch = subscribe(hostState, dead);
  dead();
  deadCalls.listener = (key) => caught('worker-dead', new Error(`call ${key} to a dead worker`));

  const atEnd = (): void => {
    hiding = true;
    book.drain();
    hiding = false;
  };
  document.addEventListener('visibilitychange', () => {
    const now = document.visibilityState === 'hidden';
    if (now) atEnd();
    hidden(now);
  });
  addEventListener('pagehide', (event) => {
    hiding = true;
    ending = !event.persisted;
    book.drain();
    health('pagehide');
  });
}
