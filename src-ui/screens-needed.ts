// Runs on the main thread (first load): when the container's screens (React and the app) load.
import { subscribe } from 'valtio/vanilla';
import type { EngineError, EngineState } from '../shared/engine-api.ts';

/** What of the mirror decides whether the player needs more than the boot screen. */
export type ScreensInput = Pick<
  EngineState,
  'gameReady' | 'error' | 'prompt' | 'portraitAdvised' | 'phase'
>;

/**
 * Until the game says it is ready the player sees the boot screen and nothing of the
 * container's own, unless there is something to read or answer: an error, a prompt (the Flash
 * notice among them), the portrait advice, a stopped boot or a dead worker. The screens (React
 * and the app, most of the first load's bytes and main-thread work) wait till then, so a cheap
 * phone spends its slow line and its CPU on the game first.
 */
export function screensNeeded(state: ScreensInput, failure: EngineError | null): boolean {
  return (
    state.gameReady ||
    failure !== null ||
    state.error !== null ||
    state.prompt !== null ||
    state.portraitAdvised ||
    state.phase === 'failed'
  );
}

/** Resolves once `screensNeeded` holds for the mirror and the host's own state. */
export function whenScreensNeeded(
  mirror: EngineState,
  host: { failure: EngineError | null },
): Promise<void> {
  return new Promise((resolve) => {
    const stops: (() => void)[] = [];
    const check = (): void => {
      if (!screensNeeded(mirror, host.failure)) return;
      for (const stop of stops) stop();
      resolve();
    };
    stops.push(subscribe(mirror, check), subscribe(host, check));
    check();
  });
}
