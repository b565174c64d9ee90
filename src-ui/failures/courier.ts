// Runs on the main thread, a chunk of its own (loaded at the first failure, or once the game is
// ready): the page's failures cleaned, counted and logged, the breadcrumbs the engine's mirror
// tells, the game frame's ready budget, a dead worker, and the session's health, once
// (docs/logs.md, Failures). While the worker lives, events go through its durable pipeline; at
// the page's end, or once the worker is gone, from the page itself (page-post.ts).
import { subscribe } from 'valtio/vanilla';
import { type EngineClient, deadCalls, hostState } from '../engine/engine-client.ts';
import { FailureBook } from '../../shared/failures/failure-book.ts';
import { type FailureContent, cleanReport, screenOf } from '../../shared/failures/failure.ts';
import { VERSION } from '../../shared/lib/constants.ts';
import { type PageEvent, postFromPage } from './page-post.ts';
import { breadcrumbs, caught, crumb, takeOver } from './page-watch.ts';
import { watchCrumbs } from './mirror-crumbs.ts';

/** How long a game's frame has to say ready once its address is set. */
export const GAME_READY_BUDGET_MS = 30_000;

/** How a session ended (docs/logs.md, Session health). */
export type SessionStatus = 'clean' | 'errored' | 'crashed';

/** Starts the courier: the failures caught so far, then each new one. */
export function startCourier(engine: EngineClient, token: string): void {
  const secrets = [token];
  const startedAt = Date.now();
  let hiding = false;
  let dialog = false;
  let crashed = false;
  let healthSent = false;
  let failures = 0;

  const send = (events: PageEvent[]): void => {
    // While the worker lives and the page does, its pipeline keeps them (write-ahead, retries).
    if (!hiding && !hostState.failure) {
      for (const e of events) engine.pageLog(e.type, e.event, e.content);
    } else postFromPage(engine, events, secrets);
  };

  const health = (): void => {
    if (healthSent) return;
    healthSent = true;
    const status: SessionStatus = crashed ? 'crashed' : dialog ? 'errored' : 'clean';
    const content = { status, release: VERSION, durationMs: Date.now() - startedAt, failures };
    send([{ type: 'session', event: 'health', content }]);
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
    health();
    hiding = false;
  }

  watchCrumbs(engine.mirror, crumb, (seen) => {
    if (seen === 'dialog') dialog = true;
  });
  watchGameReady(engine);
  const unwatch = subscribe(hostState, () => {
    if (!hostState.failure) return;
    unwatch();
    caught('worker-dead', new Error('the engine worker failed, crashed or stopped answering'));
    crash();
  });
  deadCalls.listener = (key) => caught('worker-dead', new Error(`call ${key} to a dead worker`));

  const atEnd = (): void => {
    hiding = true;
    book.drain();
    hiding = false;
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') atEnd();
  });
  addEventListener('pagehide', () => {
    hiding = true;
    book.drain();
    health();
  });
}

/** A game frame whose address was set and that says nothing within its budget is a failure. */
function watchGameReady(engine: EngineClient): void {
  const mirror = engine.mirror;
  let waited: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = (): void => {
    if (mirror.gameReady) {
      clearTimeout(timer);
      waited = mirror.gameUrl;
      return;
    }
    if (mirror.gameUrl === waited) return;
    clearTimeout(timer);
    waited = mirror.gameUrl;
    const url = waited;
    if (url === null) return;
    timer = setTimeout(() => {
      if (!mirror.gameReady && mirror.gameUrl === url) {
        caught('game-frame', new Error(`the game at ${url} did not say ready within 30 s`));
      }
    }, GAME_READY_BUDGET_MS);
  };
  subscribe(mirror, check);
  check();
}
