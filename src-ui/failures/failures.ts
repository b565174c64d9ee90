// Runs on the main thread, in the first script: what main.tsx calls. The listeners start at
// once; the courier's chunk (courier.ts) loads at the first failure, or once the game's frame
// has its address (its ready budget starts then), whichever comes first (docs/logs.md).
import { subscribe } from 'valtio/vanilla';
import type { EngineClient } from '../engine/engine-client.ts';
import { watchPage } from './page-watch.ts';

export { rootErrorOptions } from './page-watch.ts';

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
      (courier) => courier.startCourier(engine, token),
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
      const stop = subscribe(engine.mirror, () => {
        if (engine.mirror.gameUrl === null) return;
        stop();
        load();
      });
    },
  };
}
