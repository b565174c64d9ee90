// Runs in the worker (and in Node): an answer read with its schema (shared/lib/wire-schema.ts),
// a mismatch turned into the container's format error.
import { Miss, type Schema, statusOnly } from '../../shared/lib/wire-schema.ts';
import { badShape } from './service-client.ts';

/** Reads `raw` with `schema`; a mismatch is a format error (6003) naming the field's path. */
export function parseWire<T>(schema: Schema<T>, raw: unknown, what: string): T {
  try {
    return schema.read(raw);
  } catch (error) {
    if (error instanceof Miss) throw badShape(`${what}: ${error.path.join('.') || 'answer'}`);
    throw error;
  }
}

/** Checks an answer whose status is all there is; the status itself was checked before. */
export function readStatusOnly(raw: unknown): null {
  parseWire(statusOnly, raw, 'status only');
  return null;
}
