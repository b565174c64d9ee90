// Runs on the main thread: what the container makes of a game's message. The wire shapes, the
// versions, the handshake and the reader of each message are the protocol's
// (game-sdk/src/protocol.ts, declared once, the checker's too); which member a message reaches
// and what it takes from it are its row's (`heard`); this module hears a message through the
// protocol's reader and finds its member through the rows.
import {
  PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
  type ReadGameMessage,
  type Versioned,
  type Welcome,
  agreeVersion,
  readGameMessage,
  spokenIn,
} from '../../game-sdk/src/protocol.ts';
import { ENGINE_ROWS_ALL, type GameMessageKey } from '../../shared/engine/boundary.ts';
import type { Row } from '../../shared/engine/rows.ts';
import { isRecord } from '../../shared/lib/is-record.ts';

/**
 * Each message type's member: the one whose row hears it (its `heard`, shared/engine/rows.ts).
 * One member a type (tests/unit/engine/rows.test.ts), every type one (the type test).
 */
const HEARD_BY = new Map<string, GameMessageKey>(
  Object.entries(ENGINE_ROWS_ALL).flatMap(([member, row]: [string, Row]) =>
    Object.keys(row.heard ?? {}).map((type): [string, GameMessageKey] => [
      type,
      member as GameMessageKey,
    ]),
  ),
);

/** Where a game's message goes: the member that hears it, and whether it answers. */
export interface Route {
  member: GameMessageKey;
  /** Calls `to` (the member, however the caller reaches it) as the member's row reads the message. */
  pass(to: (...args: never[]) => unknown): unknown;
  /** The member is a call: its yes or no answers the message's `id`, when it has one. */
  answers: boolean;
}

/** The member a game's message reaches and how its row passes the message on; null: none. */
export function routeOf(message: ReadGameMessage): Route | null {
  const member = HEARD_BY.get(message.type);
  if (member === undefined) return null;
  const row: Row = ENGINE_ROWS_ALL[member];
  const read = row.heard?.[message.type] as
    ((m: ReadGameMessage, to: (...args: never[]) => unknown) => unknown) | undefined;
  if (read === undefined) return null;
  return { member, pass: (to) => read(message, to), answers: row.kind === 'call' };
}

/** What the container hears in one message of its game. */
export type Heard =
  /** The handshake's hello: the versions the game speaks. */
  | { kind: 'hello'; versions: number[] }
  /** A message of a version the container does not speak, or of none: dropped, and logged. */
  | { kind: 'refused'; type: string; version: string }
  | { kind: 'message'; message: ReadGameMessage };

/** A version named in a log: a number, a string quoted and cut short, else its kind. */
const named = (value: unknown): string =>
  typeof value === 'number'
    ? String(value)
    : typeof value === 'string'
      ? JSON.stringify(value.slice(0, 32))
      : typeof value;

/**
 * Reads a message of the game: its hello, a message of a version the container does not speak,
 * or a message checked field by field; null when it is none of these. Never throws.
 */
export function hearGameMessage(data: unknown): Heard | null {
  if (!isRecord(data)) return null;
  if (data['type'] === 'hello') {
    const versions: unknown[] = Array.isArray(data['versions'])
      ? data['versions'].slice(0, 16)
      : [];
    return {
      kind: 'hello',
      versions: versions.filter((v): v is number => Number.isSafeInteger(v)),
    };
  }
  // A version the container does not speak, or one that has no message of this type.
  if (
    !PROTOCOL_VERSIONS.includes(data['v'] as number) ||
    !spokenIn(data['type'], data['v'] as number)
  ) {
    const type = data['type'];
    const name = typeof type === 'string' ? type.slice(0, 32) : typeof type;
    return { kind: 'refused', type: name, version: named(data['v']) };
  }
  const message = readGameMessage(data);
  return message && { kind: 'message', message };
}

/** The welcome answering a hello of these versions: refused when the two share none. */
export function welcomeFor(versions: readonly number[]): Versioned<Welcome> {
  const agreed = agreeVersion(PROTOCOL_VERSIONS, versions);
  const answer: Welcome = { type: 'welcome', versions: [...PROTOCOL_VERSIONS] };
  return agreed === null
    ? { ...answer, v: PROTOCOL_VERSION, refused: true }
    : { ...answer, v: agreed };
}
