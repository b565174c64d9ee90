// Shared by the UI and the worker: the mirror's batches as the worker posts them, one way, as
// plain messages on its own port beside Comlink's answers (so an answer never overtakes the
// state before it). A batch used to be a Comlink call to the page, which the page answered:
// a cheap phone's main thread paid for a reply to every batch, several a second.
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

/** The batch a message carries, or null when it carries none (or one not well formed). */
export function readMirrorMessage(data: unknown): MirrorBatch | null {
  if (typeof data !== 'object' || data === null || !(BATCH in data)) return null;
  const batch: unknown = (data as Record<string, unknown>)[BATCH];
  if (typeof batch !== 'object' || batch === null) return null;
  const { seq, ops } = batch as Record<string, unknown>;
  return Number.isInteger(seq) && Array.isArray(ops) ? (batch as MirrorBatch) : null;
}
