// Runs on the main thread (first load): when the container's screens (React and the app) load.
import { subscribe } from 'valtio/vanilla';
import type { EngineError, EngineState } from '../../shared/engine/engine-api.ts';
import type { EngineMirror } from '../mirror/use-mirror.ts';
import { playsElsewhere } from '../../shared/game-bridge/regulation.ts';

/** What of the mirror decides whether the player needs more than the boot screen. */
export type ScreensInput = Pick<
  EngineState,
  'gameReady' | 'error' | 'prompt' | 'portraitAdvised' | 'phase' | 'regulation'
>;

/**
 * Whether the player has something to read or answer before playing: an error (the engine's,
 * or `failure`, a dead worker), a prompt (the Flash notice among them), the portrait advice or
 * the one-game notice (`elsewhere`: another tab of the account plays). The app (App.tsx) keeps
 * its panels and modals back meanwhile.
 */
export function playerMustAnswer(
  state: Pick<EngineState, 'error' | 'prompt' | 'portraitAdvised'> & { elsewhere: boolean },
  failure: EngineError | null,
): boolean {
  return (
    failure !== null ||
    state.error !== null ||
    state.prompt !== null ||
    state.portraitAdvised ||
    state.elsewhere
  );
}

/**
 * Until the game says it is ready the player sees the boot screen and nothing of the
 * container's own, unless the player must read or answer something, or the boot has stopped.
 * The screens (React and the app, most of the first load's bytes and main-thread work) wait
 * till then, so a cheap phone spends its slow line and its CPU on the game first.
 */
export function screensNeeded(state: ScreensInput, failure: EngineError | null): boolean {
  const { error, prompt, portraitAdvised } = state;
  const elsewhere = playsElsewhere(state.regulation.turn);
  const answer = playerMustAnswer({ error, prompt, portraitAdvised, elsewhere }, failure);
  return state.gameReady || state.phase === 'failed' || answer;
}

/** Resolves once `check` holds for the mirror and the host's own state. */
function when(
  mirror: EngineMirror,
  host: { failure: EngineError | null },
  check: () => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    const stops: (() => void)[] = [];
    const settle = (): void => {
      if (!check()) return;
      for (const stop of stops) stop();
      resolve();
    };
    stops.push(subscribe(mirror, settle), subscribe(host, settle));
    settle();
  });
}

/** Resolves once `screensNeeded` holds for the mirror and the host's own state. */
export function whenScreensNeeded(
  mirror: EngineMirror,
  host: { failure: EngineError | null },
): Promise<void> {
  return when(mirror, host, () => screensNeeded(mirror, host.failure));
}
