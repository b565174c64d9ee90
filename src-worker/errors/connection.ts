// Runs in the worker: SPEC §4's disconnected flag, and what it does. A request to any of the
// operator's servers that gets no answer (the main API, a line, the promotion, seat, jackpot and
// player servers, the notification stream) sets it; the next answer from any of them, or the
// browser's `online` event, clears it. While it holds, the connection is checked on its own
// after 5 s, then after waits that double up to a minute, so the notice clears once the servers
// answer again without a tap. A status that ends the session (7003, 7405, 7503, 9005, 9014,
// 9029, 9030) sets it for good: that session shows its dialog and never comes back.
import type { EngineState } from '../../shared/engine/engine-api.ts';
import { REQUEST_TIMED_OUT } from '../lib/http.ts';
import type { Clock } from '../lib/ports.ts';
import { doublingWaitMs } from '../lib/backoff.ts';

/** The first wait before the connection checks itself, and the longest (each one doubles). */
export const RECHECK_FIRST_MS = 5_000;
export const RECHECK_MAX_MS = 60_000;

/** The engine's connection: the flag, the fetch that feeds it and the taps it refuses. */
export interface Connection {
  /**
   * `fetch` reporting to the flag: an answer (whatever its HTTP status) is a success, no answer
   * (offline, refused, cut, timed out) a failure; a request its caller cancelled is neither.
   * With `failures: false` only successes count (the speed test, whose dead lines say nothing
   * of the player's connection while another line answers).
   */
  watch(fetch: typeof globalThis.fetch, options?: { failures: boolean }): typeof globalThis.fetch;
  /** The policy saw a network failure (code 1) or a status that ends the session. */
  lost(sessionOver: boolean): void;
  /** The browser is online again (or a boot got through): clears the flag unless it is for good. */
  back(): void;
  /** Whether the flag holds: background calls (polls, live reloads) wait while it does. */
  holds(): boolean;
  /**
   * A tap that needs the servers: true (refused, the notice shown again, and the connection
   * checked at once: an answer clears the flag, so the next tap goes ahead) while the flag
   * holds, false when it may go ahead.
   */
  refuses(): boolean;
  /** Stops its own checks (the engine's end). */
  dispose(): void;
}

/** Whether a fetch that threw was cancelled by its caller (not by a timeout of ours). */
function cancelled(init: RequestInit | undefined): boolean {
  const signal = init?.signal;
  return signal?.aborted === true && signal.reason !== REQUEST_TIMED_OUT;
}

/**
 * Creates the connection over the engine state (`disconnected`, `connectionNotice`); `check`
 * asks the servers whether they answer again (the lines' re-test), with no failure counted.
 */
export function createConnection(
  state: EngineState,
  check: () => void,
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>,
): Connection {
  let over = false;
  let recheck: unknown = null;
  let disposed = false;

  const stopChecks = (): void => {
    if (recheck !== null) clock.clearTimeout(recheck);
    recheck = null;
  };
  /** Checks after the wait that follows `tries` checks, then after the next, while it holds. */
  const checkAfter = (tries: number): void => {
    if (disposed) return;
    const wait = doublingWaitMs(RECHECK_FIRST_MS, RECHECK_MAX_MS, tries);
    recheck = clock.setTimeout(() => {
      recheck = null;
      if (over || !state.disconnected) return;
      check();
      checkAfter(tries + 1);
    }, wait);
  };
  const lost = (sessionOver: boolean): void => {
    over ||= sessionOver;
    if (over) stopChecks();
    if (state.disconnected) return;
    state.disconnected = true;
    if (!over) checkAfter(0);
  };
  const back = (): void => {
    if (over || !state.disconnected) return;
    state.disconnected = false;
    stopChecks();
  };

  return {
    watch(fetch, { failures } = { failures: true }) {
      return async (input, init) => {
        try {
          const response = await fetch(input, init);
          back();
          return response;
        } catch (error) {
          if (failures && !cancelled(init)) lost(false);
          throw error;
        }
      };
    },
    lost,
    back,
    holds: () => state.disconnected,
    refuses() {
      if (!state.disconnected) return false;
      state.connectionNotice += 1;
      if (!over) check();
      return true;
    },
    dispose() {
      disposed = true;
      stopChecks();
    },
  };
}
