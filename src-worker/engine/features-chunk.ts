// Runs in the worker (and in Node): loads what works only after the login (features.ts: the
// promotions, seats and jackpots, and the readers of every service's answers), one chunk apart
// from the worker's first script, once for the whole worker.
import { CLIENT_CODES, Failure } from '../lib/failure.ts';
import { once } from '../lib/later.ts';
import type * as FeaturesModule from './features.ts';
import type * as ReadersModule from './readers.ts';

/** The after-login chunk (features.ts). */
export type Features = typeof FeaturesModule;

/** The answers' readers (readers.ts), in that chunk. */
export type Readers = typeof ReadersModule;

/** The after-login chunk, asked for once; asked for again at the next call after it failed. */
export const loadFeatures = once((): Promise<Features> => import('./features.ts'));

/** The readers, from that chunk; a failed load fails the call as the network would (code 1). */
export const loadReaders = (): Promise<Readers> =>
  loadFeatures().catch(() => {
    throw new Failure(CLIENT_CODES.network, 'the readers did not load', 'network');
  });
