// Runs on the main thread, in the first script: what main.tsx calls. The listeners and the game
// frame's ready budget start at once; the courier's chunk (courier.ts) loads at the first
// failure (a dead worker among them), or once the game is ready (docs/logs.md).
import { subscribe } from 'valtio/vanilla';
import { type EngineClient, deadCalls, hostState } from '../engine/engine-client.ts';
import { caught, watchPage } from './page-watch.ts';

export { rootErrorOptions } from './page-watch.ts';

/** How long a game's frame has to say ready once its address is set. */
export const GAME_READY_BUDGET_MS = 30_000;

/** Starts the page's failure listeners; `engine` hands them the engine once it is started. */
export function watchFailures(): { engine(engine: EngineClient, token: string): void } {
  let asked = false;
  let started: { engine: EngineClient; token: string } | null = null;
  const load = (): void => {
    if (asked || !started) return;
    asked = true;
    const { engine, token } = started;
    // A chunk that does not load leaves the failures unlogged, and nothing else.
    import('./courier.ts').then(
      // The engine client's state is handed in: a chunk that imported it from the entry had
      // the bundler split the entry in five (3 KB gzip more on the first load).
      (courier) => courier.startCourier(engine, token, { hostState, deadCalls }),
      () => undefined,
    );
  };
  let failed = false;
  watchPage(() => {
    failed = true;
    load();
  });
  return {
    engine(engine, token) {
      started = { engine, token };
      if (failed) {
        load();
        return;
      }
      watchGameReady(engine.mirror);
      // The courier loads once the game is ready, out of the load's way, or at a failure or
      // an error dialog first (a boot that stopped still reports its health).
      const stop = subscribe(engine.mirror, () => {
        if (!engine.mirror.gameReady && engine.mirror.error === null) return;
        stop();
        load();
      });
      const stopHost = subscribe(hostState, () => {
        stopHost();
        load();
      });
    },
  };
}

/** A game frame whose address was set and that says nothing within its budget is a failure. */
function watchGameReady(mirror: EngineClient['mirror']): void {
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
