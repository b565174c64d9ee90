// Runs in the worker (and in Node): loads the service answers' readers (readers.ts), a chunk
// apart from the worker's first script, once for every service client.
import { CLIENT_CODES, Failure } from '../lib/failure.ts';
import type * as ReadersModule from './readers.ts';

/** The answers' readers (readers.ts), a chunk apart from the first script. */
export type Readers = typeof ReadersModule;

let readersChunk: Promise<Readers> | null = null;

/**
 * The readers' chunk, asked for once; a failed load fails the call as the network would (code
 * 1), and is asked for again at the next call.
 */
export function loadReaders(): Promise<Readers> {
  readersChunk ??= import('./readers.ts').catch(() => {
    readersChunk = null;
    throw new Failure(CLIENT_CODES.network, 'the readers did not load', 'network');
  });
  return readersChunk;
}

// Asked for as the worker starts (beside the config request): no service answer comes before
// the login, so the chunk is in long before the first one.
loadReaders().catch(() => undefined);
