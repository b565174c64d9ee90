// Runs on the main thread: what the container makes of a game's message. The wire shapes, the
// versions and the handshake are the protocol's (game-sdk/src/protocol.ts, declared once); this
// module checks a message against them and reads it into what the engine takes.
import {
  PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
  type Versioned,
  type Welcome,
  agreeVersion,
} from '../../game-sdk/src/protocol.ts';
import {
  type AutoPlayEvent,
  type ButtonLayout,
  type GameStatus,
  readLayout,
  readStatusFields,
} from '../../shared/game-bridge/game-status.ts';
import type { ModalRequest } from '../../shared/game-bridge/modals.ts';
import { isRecord } from '../../shared/lib/is-record.ts';

/** A message from the game frame, after validation. */
export type GameMessage =
  | { type: 'ready' }
  | { type: 'spinState'; spinning: boolean }
  | { type: 'spinRequest' }
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

/** The most a game log may weigh as JSON: a round's record, not a dump. */
export const MAX_GAME_LOG_CHARS = 8_192;

/** A game log payload: a plain object of at most MAX_GAME_LOG_CHARS as JSON. */
function gameLogPayload(payload: unknown): Record<string, unknown> | null {
  if (!isRecord(payload)) return null;
  try {
    const json = JSON.stringify(payload);
    return json.length <= MAX_GAME_LOG_CHARS ? (JSON.parse(json) as Record<string, unknown>) : null;
  } catch {
    // Cycles and BigInts are not logs.
    return null;
  }
}

/** `openModal`'s `modal` is `report` or `frame-{type}`. */
function modalRequest(m: Record<string, unknown>): ModalRequest | null {
  const { modal, url } = m;
  if (typeof modal !== 'string' || typeof url !== 'string' || url.length > 2048) return null;
  if (modal === 'report') return { kind: 'report', url };
  if (modal.startsWith('frame-')) return { kind: 'frame', frameType: modal.slice(6), url };
  return null;
}

/** The layout fields of a buttonPosition message that are numbers (bounds: game-status.ts). */
function layoutFields(m: Record<string, unknown>): Partial<ButtonLayout> {
  const probe = { jackpotHallY: NaN, jackpotHistoryY: NaN, rotation: NaN, menuYRatio: NaN };
  const read = readLayout(probe, m);
  return Object.fromEntries(Object.entries(read).filter(([, v]) => !Number.isNaN(v)));
}

/** A request's id as the game picked it (the container's `result` names it): a short string. */
function requestId(m: Record<string, unknown>): { id?: string } {
  const id = m['id'];
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? { id } : {};
}

/** Checks the shape of a message posted by a game frame; anything else is dropped. */
export function parseGameMessage(data: unknown): GameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  switch (m['type']) {
    case 'ready':
      return { type: 'ready' };
    case 'spinState':
      return typeof m['spinning'] === 'boolean'
        ? { type: 'spinState', spinning: m['spinning'] }
        : null;
    case 'spinRequest':
      return { type: 'spinRequest' };
    case 'clickToPlay': {
      const gameId = m['gameId'];
      return Number.isSafeInteger(gameId) && (gameId as number) > 0
        ? { type: 'clickToPlay', gameId: gameId as number, ...requestId(m) }
        : null;
    }
    case 'freeSpinProgress': {
      const { itemId, played, winAmount, done } = m;
      const count = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
      const money = (n: unknown): n is number =>
        typeof n === 'number' && Number.isFinite(n) && n >= 0;
      if (typeof itemId !== 'string' || itemId.length === 0 || itemId.length > 64) return null;
      if (!count(played) || !money(winAmount) || typeof done !== 'boolean') return null;
      return { type: 'freeSpinProgress', itemId, played, winAmount, done };
    }
    case 'turbo':
      return typeof m['on'] === 'boolean'
        ? { type: 'turbo', on: m['on'], noTurbo: m['noTurbo'] === true }
        : null;
    case 'scene': {
      const scene = m['scene'];
      if (typeof scene !== 'string' || scene.length === 0 || scene.length > 64) return null;
      const symbols = m['symbols'];
      const list =
        Array.isArray(symbols) && symbols.length <= 100
          ? symbols.filter((s): s is string => typeof s === 'string' && s.length <= 32)
          : undefined;
      return list ? { type: 'scene', scene, symbols: list } : { type: 'scene', scene };
    }
    case 'status': {
      const fields = readStatusFields(m);
      return Object.keys(fields).length > 0 ? { type: 'status', fields } : null;
    }
    case 'autoPlay': {
      const { action, played, count } = m;
      const n = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
      if (action === 'start')
        return n(count) && count > 0 ? { type: 'autoPlay', event: { action, count } } : null;
      if (action !== 'pause') return null;
      if (played === undefined) return { type: 'autoPlay', event: { action } };
      return n(played) ? { type: 'autoPlay', event: { action, played } } : null;
    }
    case 'buttonPosition': {
      const layout = layoutFields(m);
      return Object.keys(layout).length > 0 ? { type: 'buttonPosition', layout } : null;
    }
    case 'helpPage': {
      const url = m['url'];
      if (url === undefined) return { type: 'helpPage' };
      return typeof url === 'string' && url.length <= 2048 ? { type: 'helpPage', url } : null;
    }
    case 'jackpot':
      return isRecord(m['hit']) ? { type: 'jackpot', hit: m['hit'] } : null;
    case 'openModal': {
      const request = modalRequest(m);
      return request ? { type: 'openModal', request, ...requestId(m) } : null;
    }
    case 'gameLog': {
      const payload = gameLogPayload(m['payload']);
      return payload ? { type: 'gameLog', payload } : null;
    }
    default:
      return null;
  }
}

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
  if (!PROTOCOL_VERSIONS.includes(data['v'] as number)) {
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
