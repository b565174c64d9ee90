// Shared by the UI and the worker: the mirror's batches as the worker posts them, one way, as
// plain messages on its own port beside Comlink's answers (so an answer never overtakes the
// state before it). A batch used to be a Comlink call to the page, which the page answered:
// a cheap phone's main thread paid for a reply to every batch, several a second.
import { isRecord } from '../lib/is-record.ts';
import type { MirrorBatch } from './mirror.ts';

/** The field that marks a batch; Comlink's own messages never carry it. */
const BATCH = 'engineMirror';

/** A batch as posted. */
export interface MirrorMessage {
  [BATCH]: MirrorBatch;
}

export function mirrorMessage(batch: MirrorBatch): MirrorMessage {
  return { [BATCH]: batch };
}

/** Whether a value has a batch's shape: a whole sequence number and a list of ops. */
function isBatch(value: unknown): value is MirrorBatch {
  return isRecord(value) && Number.isInteger(value['seq']) && Array.isArray(value['ops']);
}

/** The batch a message carries, or null when it carries none (or one not well formed). */
export function readMirrorMessage(data: unknown): MirrorBatch | null {
  if (!isRecord(data)) return null;
  const batch = data[BATCH];
  return isBatch(batch) ? batch : null;
}
