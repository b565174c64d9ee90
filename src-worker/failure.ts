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
