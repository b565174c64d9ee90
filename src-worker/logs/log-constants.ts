// Runs in the worker (and in Node): SPEC §9 log constants and the limits DESIGN adds beyond SPEC.
import { doublingWaitMs } from '../lib/backoff.ts';

/** Events per batch; a flush starts as soon as this many are queued (SPEC §9). */
export const LOG_BATCH_SIZE = 10;
/** The flush tick (SPEC §9). */
export const LOG_TICK_MS = 5_000;
/** Delays before the 1st, 2nd and 3rd retry of a batch (SPEC §9). */
export const LOG_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 3_000];
/** Where builds before the records kept the whole list as one value; read once and moved. */
export const LEGACY_UNSENT_LOGS_KEY = 'unsent_logs';
/** Web Locks: the one tab that resends events whose tab is gone (each owner's: log-record.ts). */
export const LOG_RESEND_LOCK = 'unsent_logs:resend';
/** Without Web Locks: each pipeline's heartbeat record and the resender's lease record. */
export const LOG_HEARTBEAT_PREFIX = 'unsent_logs_owner/';
export const LOG_LEASE_KEY = 'unsent_logs_lease';
/** A heartbeat older than this (three ticks) is a tab that is gone. */
export const LOG_OWNER_TIMEOUT_MS = 15_000;
/** How long a resender's lease lasts unless renewed (each batch it sends renews it). */
export const LOG_LEASE_MS = 30_000;
/** Pending events are capped at this many bytes of JSON; the oldest go first. */
export const LOG_MAX_PENDING_BYTES = 1_048_576;
/** The first delay before resending stored events; it doubles after every failure. */
export const LOG_RESEND_BASE_MS = 10_000;
/** The longest delay between resends of stored events. */
export const LOG_RESEND_MAX_MS = 300_000;
/** The delay before a resend after `failures` failed ones: 10 s doubling, at most 5 min. */
export const logResendDelayMs = (failures: number): number =>
  doublingWaitMs(LOG_RESEND_BASE_MS, LOG_RESEND_MAX_MS, failures);
/** Keepalive bodies stay below this (browsers allow 64 KiB of keepalive bodies in flight). */
export const LOG_KEEPALIVE_MAX_BYTES = 60 * 1024;
/** A log POST that has not answered by then counts as a network error. */
export const LOG_REQUEST_TIMEOUT_MS = 10_000;
