// Runs in the worker (and in Node for integrators): the engine, built on injected ports.
import { proxy } from 'valtio/vanilla';
import { CLOCK_TICK_MS } from '../shared/constants.ts';
import type { EngineApi, EngineState, MirrorListener } from '../shared/engine-api.ts';
import { initialState } from '../shared/initial-state.ts';
import { runBoot, scheduleRetest } from './boot.ts';
import { codeOf } from './failure.ts';
import { createMirrorSource } from './mirror-source.ts';
import type { EnginePorts } from './ports.ts';

/** The engine: its RPC methods plus the live state proxy (for headless tests). */
export interface Engine extends EngineApi {
  readonly state: EngineState;
}

/** Creates an engine; nothing runs until `boot()` is called. */
export function createEngine(ports: EnginePorts): Engine {
  const state = proxy(initialState(ports.query));
  const mirror = createMirrorSource(state);
  const stops: (() => void)[] = [];
  let booting: Promise<void> | null = null;

  const fail = (error: unknown): void => {
    state.phase = 'failed';
    state.error = { code: codeOf(error), trackingId: ports.randomId() };
    if (codeOf(error) === '1') state.disconnected = true;
  };

  const startClock = (): void => {
    const handle = ports.clock.setInterval(() => {
      if (state.serverTime !== null) state.serverTime += CLOCK_TICK_MS;
    }, CLOCK_TICK_MS);
    stops.push(() => ports.clock.clearInterval(handle));
  };

  return {
    state,
    boot() {
      booting ??= runBoot(ports, state).then(({ lines }) => {
        startClock();
        stops.push(scheduleRetest(ports, state, lines));
      }, fail);
      return booting;
    },
    snapshot: () => mirror.snapshot(),
    subscribe(listener: MirrorListener) {
      stops.push(mirror.listen(listener));
      return mirror.snapshot();
    },
    gameReady() {
      state.gameReady = true;
    },
    setSpinning(spinning: boolean) {
      state.spinning = spinning;
    },
    setScene(scene: string, symbols?: string[]) {
      state.scene = scene.toLowerCase();
      if (symbols) state.screenSymbols = symbols;
    },
    dispose() {
      for (const stop of stops.splice(0)) stop();
      mirror.dispose();
    },
  };
}
