// Runs in the worker: SPEC §4's disconnected flag, read as three states the player is told apart
// (docs/decisions.md). The player's network is down when the browser says it is offline, or when
// a request got no answer and then no API line answers a check either (the line in use and its
// alternatives, one line included): the notice shows, taps are answered with it, background calls
// wait, and the connection checks itself after waits that double up to a minute, each drawn at
// random below its ceiling. One service that is slow or down (a request with no answer while a
// line answers the check) is that service's own failure, silent (SPEC §8). A status that ends the
// session (7003, 7405, 7503, 9005, 9014, 9029, 9030) sets the flag for good: its dialog says why.
import type { EngineState } from '../../shared/engine/engine-api.ts';
import { REQUEST_TIMED_OUT } from '../../shared/lib/request.ts';
import type { Clock } from '../lib/ports.ts';
import { doublingWaitMs, jitteredMs } from '../lib/backoff.ts';

/** The ceiling of the first wait before the connection checks itself, and the highest. */
export const RECHECK_FIRST_MS = 5_000;
export const RECHECK_MAX_MS = 60_000;
/**
 * After a check found the lines answering, failures of one service start no new check for this
 * long: a service down and polled must not turn into a speed test every few seconds.
 */
export const CHECK_GAP_MS = 5_000;

/** The engine's connection: the flag, the fetch that feeds it and the taps it refuses. */
export interface Connection {
  /**
   * `fetch` reporting to the connection: an answer (whatever its HTTP status) says the network
   * works; no answer (offline, refused, cut, timed out) has the lines checked; a request its caller
   * cancelled says nothing. With `failures: false` only answers count (the checks themselves).
   */
  watch(fetch: typeof globalThis.fetch, options?: { failures: boolean }): typeof globalThis.fetch;
  /** A request got no whole answer (a body that stalled, say): the lines are checked. */
  suspect(): void;
  /** The browser says it is offline: the network is down until an answer or `online`. */
  offline(): void;
  /** The browser is online again (or a boot got through): clears the flag unless it is for good. */
  back(): void;
  /** A status ended the session (SPEC §4): the flag holds for good, with no notice. */
  ended(): void;
  /** Whether the flag holds: background calls (polls, live reloads) wait while it does. */
  holds(): boolean;
  /**
   * A tap that needs the servers: true (refused, the notice shown again, and the lines checked
   * at once: an answer clears the flag, so the next tap goes ahead) while the flag holds, false
   * when it may go ahead.
   */
  refuses(): boolean;
  /** Stops its own checks (the engine's end). */
  dispose(): void;
}

/** Whether a fetch that threw was cancelled by its caller (not by a deadline of ours). */
function cancelled(init: RequestInit | undefined): boolean {
  const signal = init?.signal;
  return signal?.aborted === true && signal.reason !== REQUEST_TIMED_OUT;
}

/** What the connection needs: the engine's clock and a random source for its waits. */
export interface ConnectionDeps {
  clock: Pick<Clock, 'now' | 'setTimeout' | 'clearTimeout'>;
  random: () => number;
}

/**
 * Creates the connection over the engine state (`disconnected`, `networkDown`,
 * `connectionNotice`); `check` asks every API line at once (one line too) and resolves to whether
 * one answered, counting no failure.
 */
export function createConnection(
  state: EngineState,
  check: () => Promise<boolean>,
  { clock, random }: ConnectionDeps,
): Connection {
  let over = false;
  let recheck: unknown = null;
  let disposed = false;
  let checking = false;
  /** When the last check found a line answering; how many answers any request got so far. */
  let upAt = Number.NEGATIVE_INFINITY;
  let answers = 0;

  const stopChecks = (): void => {
    if (recheck !== null) clock.clearTimeout(recheck);
    recheck = null;
  };
  const down = (): void => {
    if (over || disposed || state.networkDown) return;
    state.networkDown = true;
    state.disconnected = true;
    checkAfter(0);
  };
  const back = (): void => {
    answers += 1;
    if (over || !state.networkDown) return;
    state.networkDown = false;
    state.disconnected = false;
    stopChecks();
  };
  /** Checks the lines; none answering (and no other answer meanwhile) is the network down. */
  const probe = (): void => {
    if (checking || disposed || over) return;
    checking = true;
    const before = answers;
    void check()
      .catch(() => false)
      .then((up) => {
        checking = false;
        if (up) {
          upAt = clock.now();
          back();
        } else if (answers === before) down();
      });
  };
  /** Checks after the wait that follows `tries` checks, then after the next, while it holds. */
  const checkAfter = (tries: number): void => {
    stopChecks();
    if (disposed) return;
    const wait = jitteredMs(doublingWaitMs(RECHECK_FIRST_MS, RECHECK_MAX_MS, tries), random);
    recheck = clock.setTimeout(() => {
      recheck = null;
      if (over || !state.networkDown) return;
      probe();
      checkAfter(tries + 1);
    }, wait);
  };
  const suspect = (): void => {
    if (state.networkDown || clock.now() - upAt < CHECK_GAP_MS) return;
    probe();
  };

  return {
    watch(fetch, { failures } = { failures: true }) {
      return async (input, init) => {
        try {
          const response = await fetch(input, init);
          back();
          return response;
        } catch (error) {
          if (failures && !cancelled(init)) suspect();
          throw error;
        }
      };
    },
    suspect,
    offline() {
      down();
    },
    back,
    ended() {
      over = true;
      stopChecks();
      state.networkDown = false;
      state.disconnected = true;
    },
    holds: () => state.disconnected,
    refuses() {
      if (!state.disconnected) return false;
      if (over) return true;
      state.connectionNotice += 1;
      probe();
      return true;
    },
    dispose() {
      disposed = true;
      stopChecks();
    },
  };
}
