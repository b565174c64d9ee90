// Shared by the UI and the worker: the engine intents nobody waits for (the
// `intent` members of shared/engine/boundary.ts). They go one way, as
// plain messages on the worker's own port beside Comlink's calls (so their order with those
// calls holds), with no answer, no listener and no timer each: the game posts several a spin
// and five logs a second, and a cheap phone's main thread paid for every answer.
import { type IntentKey, isMemberOf } from './boundary.ts';
import { isRecord } from '../lib/is-record.ts';

/** The field that marks an intent; Comlink's own messages never carry it. */
const INTENT = 'engineIntent';
/** The field of the worker's report that an intent failed. */
const FAILED = 'engineIntentFailed';

/** An intent as posted. */
export interface IntentMessage {
  [INTENT]: IntentKey;
  args: unknown[];
}

export function intentMessage(key: IntentKey, args: unknown[]): IntentMessage {
  return { [INTENT]: key, args };
}

/** Whether a message carries an intent (valid or not), so it is not Comlink's. */
export function isIntent(data: unknown): boolean {
  return isRecord(data) && INTENT in data;
}

/** The intent in a message's data, or null when the data is not a well-formed intent. */
export function readIntent(data: unknown): { key: IntentKey; args: unknown[] } | null {
  if (!isRecord(data)) return null;
  const key = data[INTENT];
  const args: unknown = data['args'];
  if (!isMemberOf('intent', key) || !Array.isArray(args)) return null;
  return { key, args };
}

/** The worker's report that an intent threw or rejected: the page treats the worker as failed. */
export function intentFailure(what: string): Record<string, string> {
  return { [FAILED]: what };
}

/** Whether a message from the worker reports a failed intent. */
export function isIntentFailure(data: unknown): boolean {
  return isRecord(data) && typeof data[FAILED] === 'string';
}
