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

/** A failure with a code; crosses the worker boundary as data. */
export class Failure extends Error {
  constructor(
    readonly code: string,
    message = `error ${code}`,
  ) {
    super(message);
    this.name = 'Failure';
  }
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
