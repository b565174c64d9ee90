// Runs in the worker: the boot's one deadline. Each request has its own timeout, but a boot is a
// chain of them (config, lines, login, the game's ticket and address, each with a line to fail
// over to), whose timeouts add up to far more than a player waits: the boot as a whole ends by
// its budget, with the game or an error dialog (docs/session.md).
import type { Clock } from '../lib/ports.ts';
import { CLIENT_CODES, Failure } from '../lib/failure.ts';

/**
 * The longest a boot takes, from the page's start to the game's address or an error dialog with
 * Reload: 18 s, so that with the dialog drawn on a slow phone (measured: about a second with a
 * 4x slower CPU, bench-results/field-faults.md) the player has a way on within 20 s.
 */
export const BOOT_BUDGET_MS = 18_000;

/** The deadline the boot's steps run within. */
export interface BootDeadline {
  /** `step`, or a Failure (code 1, kind 'timeout') once the deadline passes first. */
  within: <T>(step: Promise<T>) => Promise<T>;
  /** Aborted at the deadline: the boot's own requests stop with it. */
  readonly signal: AbortSignal;
  /**
   * `step` with the deadline stopped while it runs, then what was left of it: a wait that is the
   * player's (another tab plays the account's game), not the servers'.
   */
  paused: <T>(step: Promise<T>) => Promise<T>;
  /** The boot ended: the deadline no longer runs. */
  done: () => void;
}

/**
 * A deadline `budgetMs` after a start `spentMs` ago (the page's own load, before the engine ran:
 * the player waited for it too), on the engine's clock. The page's share counts up to half the
 * budget: a page that took long to arrive on a slow link still leaves its chain time to answer.
 */
export function bootDeadline(clock: Clock, budgetMs: number, spentMs = 0): BootDeadline {
  const spent = Number.isFinite(spentMs) ? Math.min(Math.max(0, spentMs), budgetMs / 2) : 0;
  const controller = new AbortController();
  const failure = new Failure(CLIENT_CODES.network, 'the boot ran out of time', 'timeout');
  let expire: (error: Failure) => void = () => undefined;
  const expired = new Promise<never>((_, reject) => {
    expire = reject;
  });
  expired.catch(() => undefined);
  let ended = false;
  let endsAt = 0;
  let timer: unknown = null;
  const run = (ms: number): void => {
    endsAt = clock.now() + ms;
    timer = clock.setTimeout(() => {
      expire(failure);
      controller.abort(failure);
    }, ms);
  };
  run(budgetMs - spent);
  return {
    within: (step) => Promise.race([step, expired]),
    signal: controller.signal,
    async paused(step) {
      clock.clearTimeout(timer);
      const left = endsAt - clock.now();
      try {
        return await step;
      } finally {
        if (!ended) run(left);
      }
    },
    done: () => {
      ended = true;
      clock.clearTimeout(timer);
    },
  };
}
