// Runs in the worker (and in Node): the engine's boot runs, within their budget
// (boot/boot-deadline.ts): the first, and a new one after each wait while 301 (reconnecting)
// shows. A run that logged in hands its result on (after-login.ts); one that stopped shows its
// error, never a spinner.
import type { EngineState } from '../../shared/engine/engine-api.ts';
import { UNKNOWN_CODE } from '../../shared/errors/client-codes.ts';
import { RECONNECTING_CODE } from '../../shared/errors/error-behaviour.ts';
import type { BootResult } from '../boot/boot.ts';
import { BOOT_BUDGET_MS, type BootDeadline, bootDeadline } from '../boot/boot-deadline.ts';
import type { Incoming } from '../errors/error-policy.ts';
import { jitteredMs } from '../lib/backoff.ts';
import { Failure } from '../lib/failure.ts';
import type { EnginePorts } from '../lib/ports.ts';
import type { BootRun } from './after-login.ts';

/**
 * The ceilings of the waits before each new boot attempt while 301 (reconnecting) shows (each
 * drawn below its ceiling, lib/backoff.ts); then it stays up.
 */
export const RECONNECT_DELAYS_MS = [2000, 4000, 8000, 16000, 30000] as const;

export interface BootRunnerDeps {
  ports: Pick<EnginePorts, 'clock' | 'pageStartedAt' | 'randomId'>;
  state: EngineState;
  random: () => number;
  /** One boot run within `deadline` (boot/boot.ts runBoot). */
  run: (deadline: BootDeadline) => Promise<BootResult>;
  /** The run logged in (after-login.ts). */
  loggedIn: (result: BootResult, run: BootRun) => void;
  report: (incoming: Incoming) => void;
  /** Keeps something to stop at the engine's end. */
  onStop: (stop: () => void) => void;
}

/** `boot()` starts the first run once; later calls return the same run. */
export function createBootRunner(deps: BootRunnerDeps): { boot(): Promise<void> } {
  const { ports, state } = deps;
  let booting: Promise<void> | null = null;
  let reconnects = 0;

  const start = (): Promise<void> => {
    const startedAt = ports.clock.now();
    // The first boot's budget counts the page's own load before it; a retry's starts anew.
    const spent = reconnects ? 0 : startedAt - (ports.pageStartedAt ?? startedAt);
    const deadline = bootDeadline(ports.clock, BOOT_BUDGET_MS, spent);
    deps.onStop(() => deadline.done());
    const booted = deps.run(deadline);
    void booted.then(deadline.done, deadline.done);
    return booted.then(
      (result) => deps.loggedIn(result, { startedAt, reconnected: reconnects > 0 }),
      failed,
    );
  };

  const failed = (error: unknown): void => {
    state.phase = 'failed';
    deps.report(error instanceof Failure ? { status: error.code } : { thrown: error });
    // A boot that stopped must never leave a spinner: show something even when throttled.
    if (state.error === null && state.restoreQuery === null) {
      state.error = {
        code: error instanceof Failure ? error.code : UNKNOWN_CODE,
        trackingId: ports.randomId(),
      };
    }
    // 301 means the servers ask for patience: try again while the dialog spins.
    const delay = RECONNECT_DELAYS_MS[reconnects];
    if (error instanceof Failure && error.code === RECONNECTING_CODE && delay !== undefined) {
      reconnects += 1;
      const handle = ports.clock.setTimeout(
        () => {
          booting = start();
        },
        jitteredMs(delay, deps.random),
      );
      deps.onStop(() => ports.clock.clearTimeout(handle));
    }
  };

  return {
    boot() {
      booting ??= start();
      return booting;
    },
  };
}
