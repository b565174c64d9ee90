// Runs in the worker: SPEC §4's disconnected flag, and what it does. A request to any of the
// operator's servers that gets no answer (the main API, a line, the promotion, seat, jackpot and
// player servers, the notification stream) sets it; the next answer from any of them, or the
// browser's `online` event, clears it. A status that ends the session (7003, 7405, 7503, 9005,
// 9014, 9029, 9030) sets it for good: that session shows its dialog and never comes back.
import type { EngineState } from '../../shared/engine/engine-api.ts';
import { REQUEST_TIMED_OUT } from '../lib/http.ts';

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
  /** The browser is online again (or a boot got through): the flag clears unless the session is over. */
  back(): void;
  /** Whether the flag holds: background calls (polls, live reloads) wait while it does. */
  holds(): boolean;
  /**
   * A tap that needs the servers: true (refused, the notice shown again, and the connection
   * checked at once: an answer clears the flag, so the next tap goes ahead) while the flag
   * holds, false when it may go ahead.
   */
  refuses(): boolean;
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
export function createConnection(state: EngineState, check: () => void): Connection {
  let over = false;

  const lost = (sessionOver: boolean): void => {
    over ||= sessionOver;
    if (!state.disconnected) state.disconnected = true;
  };
  const back = (): void => {
    if (!over && state.disconnected) state.disconnected = false;
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
  };
}
