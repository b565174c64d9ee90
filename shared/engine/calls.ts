// Shared by the UI and the worker: the engine's answered calls (the `call` members of
// shared/engine/boundary.ts, and the worker's start, watch and ping) as plain messages on the
// worker's own port, beside the intents and the mirror's batches: the page posts a call with an
// id, the worker posts its answer (or that it failed) with the same id. This replaced Comlink,
// of which the container used only this, for about 1.5 KB less on each thread (gzip).
import { isMemberOf } from './boundary.ts';
import { isRecord } from '../lib/is-record.ts';

/** The field that marks a call; its value is the call's id. */
const CALL = 'engineCall';
/** The field that marks an answer; its value is the id of the call it answers. */
const ANSWER = 'engineAnswer';

/** The worker's own members the page calls besides the table's calls. */
const WORKER_CALLS: ReadonlySet<unknown> = new Set(['start', 'watch', 'ping']);

/** A call as posted: its id, the member and its arguments. */
export function callMessage(id: number, key: string, args: unknown[]): Record<string, unknown> {
  return { [CALL]: id, key, args };
}

/** The call in a message's data: null when it is none; `key` null when it names no call. */
export function readCall(
  data: unknown,
): { id: number; key: string | null; args: unknown[] } | null {
  if (!isRecord(data) || typeof data[CALL] !== 'number') return null;
  const { key, args } = data;
  const known = (isMemberOf('call', key) || WORKER_CALLS.has(key)) && Array.isArray(args);
  return { id: data[CALL], key: known ? (key as string) : null, args: known ? args : [] };
}

/** The worker's answer to call `id`: its value, or that it threw or rejected. */
export function answerMessage(id: number, value: unknown, failed = false): Record<string, unknown> {
  return failed ? { [ANSWER]: id, failed } : { [ANSWER]: id, value };
}

/** The answer in a message's data, or null when it is none. */
export function readAnswer(data: unknown): { id: number; value: unknown; failed: boolean } | null {
  if (!isRecord(data) || typeof data[ANSWER] !== 'number') return null;
  return { id: data[ANSWER], value: data['value'], failed: data['failed'] === true };
}
