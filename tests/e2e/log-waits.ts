// Runs in Node (Playwright): the log pipeline's waits, for the specs that move the engine's clock
// past them (worker-clock.ts) instead of waiting in real time.
import {
  LOG_RESEND_BASE_MS,
  LOG_RESEND_MAX_MS,
  LOG_RETRY_DELAYS_MS,
  LOG_TICK_MS,
} from '../../src-worker/logs/log-constants.ts';

/** The resend backoff's every step: 10 s doubling, at most 5 min. */
const RESEND_STEPS = Array.from({ length: 6 }, (_, n) =>
  Math.min(LOG_RESEND_BASE_MS * 2 ** n, LOG_RESEND_MAX_MS),
);

/** A failed send's retries (after the tick that sent it). */
export const LOG_RETRY_WAITS = [LOG_TICK_MS, ...LOG_RETRY_DELAYS_MS];

/**
 * The retries, then the resends of what was kept, at whichever step the backoff is: time still
 * flows, and an outage that lasted long in real time (a loaded machine) has put the next resend
 * past 20 s (a CI failure: a third tab's log waited on a 40 s resend the test never skipped).
 * A post's own 10 s timeout has the first resend's delay: run early, it only sends that batch
 * again, and the log server dedupes by event_id.
 */
export const LOG_WAITS = [...LOG_RETRY_WAITS, ...RESEND_STEPS];
