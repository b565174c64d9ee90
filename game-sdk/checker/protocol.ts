// Runs in Node (the checker): what the game protocol allows on the wire, as the
// checker judges it. The envelope (`v`), the handshake and the reader of each message are the
// protocol's (game-sdk/src/protocol.ts), the very reader the container's page hears a game by.
import {
  GAME_MESSAGE_TYPES,
  PROTOCOL_VERSIONS,
  readGameMessage,
  spokenIn,
} from '../src/protocol.ts';

/** The protocol versions this checker speaks; the container answers with the same list. */
export const CHECKER_VERSIONS: readonly number[] = PROTOCOL_VERSIONS;

/** What one message from the game is, to the checker. */
export type Verdict =
  | { kind: 'hello'; versions: number[]; sdk: string }
  | { kind: 'message'; type: string; message: Record<string, unknown> }
  /** Not an object with a string `type`, or a known type with bad fields. */
  | { kind: 'malformed'; reason: string }
  /** `v` missing, or a version the checker does not speak. */
  | { kind: 'unknown-version'; v: unknown }
  | { kind: 'unknown-type'; type: string };

/** Types the game may send after its hello (the protocol's reader knows their fields). */
const GAME_TYPES: ReadonlySet<string> = new Set(GAME_MESSAGE_TYPES);

const isVersionList = (list: unknown): list is number[] =>
  Array.isArray(list) && list.length > 0 && list.every((n) => Number.isSafeInteger(n) && n > 0);

/** The checker's verdict on one message the game posted to the container. */
export function judge(data: unknown): Verdict {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { kind: 'malformed', reason: 'not an object' };
  }
  const m = data as Record<string, unknown>;
  const type = m['type'];
  if (typeof type !== 'string') return { kind: 'malformed', reason: 'no string `type`' };
  // A hello is read whatever its `v`: it is how the two sides agree on one.
  if (type === 'hello') {
    const { versions, sdk } = m;
    if (!isVersionList(versions)) return { kind: 'malformed', reason: 'hello: `versions` list' };
    return { kind: 'hello', versions, sdk: typeof sdk === 'string' ? sdk : '' };
  }
  if (!CHECKER_VERSIONS.includes(m['v'] as number)) return { kind: 'unknown-version', v: m['v'] };
  if (!GAME_TYPES.has(type)) return { kind: 'unknown-type', type };
  if (!spokenIn(type, m['v'] as number))
    return { kind: 'malformed', reason: `${type}: not in protocol ${String(m['v'])}` };
  return readGameMessage(m) === null
    ? { kind: 'malformed', reason: `${type}: a field missing or out of range` }
    : { kind: 'message', type, message: m };
}

/** A container message as the checker posts it from the container's window, in version `v`. */
export function containerMessage(
  type: 'pauseAutoPlay' | 'setTurbo',
  fields: Record<string, unknown> = {},
  v = 1,
): Record<string, unknown> {
  return { v, type, ...fields };
}
