// Runs in the worker: a failure that carries an error code (SPEC §8) instead of a stack.

/** Codes the container raises itself, chosen from the SPEC §8 catalogue. */
export const CLIENT_CODES = {
  /** No token in the query: logged out, log in again. */
  noToken: '9005',
  /** No or unknown environment: parameters not enough. */
  badEnvironment: '505',
  /** An answer that is not the expected shape: format error. */
  badResponse: '6003',
  /** The network failed or timed out: network abnormal. */
  network: '1',
  /** The game id is unknown: parameters not enough. */
  noGame: '505',
} as const;

/**
 * What failed: a server answered a refusing status ('status') or an HTTP error status ('http':
 * it answered, so the player's network works), the request never got a whole answer
 * ('network'), it took too long ('timeout'), or the answer (or a value we would send) was not
 * the expected shape ('shape'). A server may answer status "1" or "6003" itself: the kind, not
 * the code or the message, tells that from our own codes 1 and 6003.
 */
export type FailureKind = 'status' | 'http' | 'network' | 'timeout' | 'shape';

/** A failure where no answer came at all (no answer, a body cut off, the deadline passed). */
export function unanswered(error: unknown): boolean {
  return error instanceof Failure && (error.kind === 'network' || error.kind === 'timeout');
}

/** The kind of a failure raised with one of our codes and no kind given. */
function defaultKind(code: string): FailureKind {
  if (code === CLIENT_CODES.network) return 'network';
  if (code === CLIENT_CODES.badResponse) return 'shape';
  return 'status';
}

/** A failure with a code and its kind; crosses the worker boundary as data. */
export class Failure extends Error {
  readonly kind: FailureKind;

  constructor(
    readonly code: string,
    message = `error ${code}`,
    kind?: FailureKind,
  ) {
    super(message);
    this.name = 'Failure';
    this.kind = kind ?? defaultKind(code);
  }
}

/** The code a server refused with (a Failure of kind 'status'), else null. */
export function refusedStatus(error: unknown): string | null {
  return error instanceof Failure && error.kind === 'status' ? error.code : null;
}

/**
 * A server's status as an error code: a number, or digits in a string (SPEC §8 codes). Any
 * other value (words, markup, `__proto__`, a 5,000-character string) is no code the player
 * could be shown or an operator could look up: null, and the caller reports a format error.
 */
export function statusCode(status: unknown): string | null {
  const code = typeof status === 'number' || typeof status === 'string' ? String(status) : '';
  return /^\d{1,10}$/.test(code) ? code : null;
}
