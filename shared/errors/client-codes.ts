// Shared by the UI and the worker: the error codes the container makes up itself (not SPEC's).
// Kept apart from the catalogue so the entry chunk can use them without its tables.

/** An error without a code (something thrown, not a status): the unknown-error layout. */
export const UNKNOWN_CODE = 'unknown';
/** The host's own failure: the engine worker failed to start, crashed or stopped answering. */
export const WORKER_FAILURE_CODE = 'worker';
