// Runs on the main thread: what the container makes of a game's message. The wire shapes, the
// versions, the handshake and the reader of each message are the protocol's
// (game-sdk/src/protocol.ts, declared once, the checker's too); this module hears a message
// through that reader and puts it into what the engine takes.
import {
  type AutoPlayEvent,
  type ButtonLayout,
  type GameStatus,
  PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
  type Versioned,
  type Welcome,
  agreeVersion,
  readGameMessage,
  spokenIn,
} from '../../game-sdk/src/protocol.ts';
import type { ModalRequest } from '../../shared/game-bridge/modals.ts';
import { isRecord } from '../../shared/lib/is-record.ts';

/** A message from the game frame, after validation. */
export type GameMessage =
  | { type: 'ready' }
  /** The reels turn or stopped; `stoppedEarly`: the player cut the round short (slam stop). */
  | { type: 'spinState'; spinning: boolean; stoppedEarly?: boolean }
  /** Protocol 2: a round is in play (gameBusy) or over (gameIdle), beyond the spin state. */
  | { type: 'gameBusy' }
  | { type: 'gameIdle' }
  /** A spin press; `held`: the control was held down from the last round, not pressed again. */
  | { type: 'spinRequest'; held?: boolean }
  | { type: 'turbo'; on: boolean; noTurbo: boolean }
  /** The player picked another game inside the game (a recommendation): ask to switch. */
  | { type: 'clickToPlay'; gameId: number; id?: string }
  /** Free spins of a used card: played so far, won so far, and whether they are done. */
  | { type: 'freeSpinProgress'; itemId: string; played: number; winAmount: number; done: boolean }
  | { type: 'scene'; scene: string; symbols?: string[] }
  /** SPEC §3 game status fields; only the well-formed ones are kept. */
  | { type: 'status'; fields: Partial<GameStatus> }
  /** SPEC §4 auto-play: paused (after `played` spins) or started with a count. */
  | { type: 'autoPlay'; event: AutoPlayEvent }
  /** SPEC §9 layout: where the container's buttons go. */
  | { type: 'buttonPosition'; layout: Partial<ButtonLayout> }
  /** The player opened the help page; the game's own page when it gives one. */
  | { type: 'helpPage'; url?: string }
  /** A jackpot hit the game heard of (SPEC §3 jackpot hit); the engine checks the data. */
  | { type: 'jackpot'; hit: unknown }
  /** Open a container modal: `report` or `frame-{type}` with an http(s) address. */
  | { type: 'openModal'; request: ModalRequest; id?: string }
  /** A log of the game's own (a round, an error), sent on to {gameLogCdn} (SPEC §7). */
  | { type: 'gameLog'; payload: Record<string, unknown> };

/**
 * A game's message as the container takes it, or null when the protocol's reader
 * (readGameMessage, the one the studio's checker judges by) refuses it: the status, auto-play
 * and layout fields gathered, and the modal asked for read as a request the engine checks.
 */
export function parseGameMessage(data: unknown): GameMessage | null {
  const m = readGameMessage(data);
  switch (m?.type) {
    case undefined:
      return null;
    case 'status': {
      const { type, ...fields } = m;
      return { type, fields };
    }
    case 'autoPlay':
      return {
        type: 'autoPlay',
        event: m.action === 'start' ? { action: 'start', count: m.count } : pauseOf(m),
      };
    case 'buttonPosition': {
      const { type, ...layout } = m;
      return { type, layout };
    }
    case 'turbo':
      return { type: 'turbo', on: m.on, noTurbo: m.noTurbo === true };
    case 'openModal': {
      const { modal, url, id } = m;
      const request: ModalRequest =
        modal === 'report'
          ? { kind: 'report', url }
          : { kind: 'frame', frameType: modal.slice(6), url };
      return id === undefined ? { type: 'openModal', request } : { type: 'openModal', request, id };
    }
    default:
      return m;
  }
}

/** A pause as the engine takes it: with its played count when the game gave one. */
const pauseOf = (event: { played?: number }): AutoPlayEvent =>
  event.played === undefined ? { action: 'pause' } : { action: 'pause', played: event.played };

/** What the container hears in one message of its game. */
export type Heard =
  /** The handshake's hello: the versions the game speaks. */
  | { kind: 'hello'; versions: number[] }
  /** A message of a version the container does not speak, or of none: dropped, and logged. */
  | { kind: 'refused'; type: string; version: string }
  | { kind: 'message'; message: GameMessage };

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
  const message = parseGameMessage(data);
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
