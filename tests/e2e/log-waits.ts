// Runs in Node (Playwright): the log pipeline's waits, for the specs that move the engine's clock
// past them (worker-clock.ts) instead of waiting in real time.
import {
  LOG_RETRY_DELAYS_MS,
  LOG_TICK_MS,
  logResendDelayMs,
} from '../../src-worker/logs/log-constants.ts';

/** The resend backoff's every step, up to its ceiling (10 s doubling, at most 5 min). */
const RESEND_STEPS = [...new Set(Array.from({ length: 7 }, (_, n) => logResendDelayMs(n)))];

/** A failed send's retries (after the tick that sent it). */
export const LOG_RETRY_WAITS = [LOG_TICK_MS, ...LOG_RETRY_DELAYS_MS];

/**
 * The retries, then the resends of what was kept, at whichever step the backoff is: time still
 * flows, and an outage that lasted long in real time (a loaded machine) has put the next resend
 * past 20 s (a CI failure: a third tab's log waited on a 40 s resend the test never skipped).
 * A post's own 10 s timeout has the first resend's delay; `skip` leaves it to real time.
 */
export const LOG_WAITS = [...LOG_RETRY_WAITS, ...RESEND_STEPS];
