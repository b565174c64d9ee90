// Shared by the UI and the demo game: the messages between a game frame and the container.
import {
  type AutoPlayEvent,
  type ButtonLayout,
  type GameStatus,
  readLayout,
  readStatusFields,
} from './game-status.ts';
import { isRecord } from '../lib/is-record.ts';
import type { ModalRequest } from './modals.ts';
import type { Room } from './room.ts';

/** A message from the game frame, after validation. */
export type GameMessage =
  | { type: 'ready' }
  | { type: 'spinState'; spinning: boolean }
  | { type: 'spinRequest' }
  | { type: 'turbo'; on: boolean; noTurbo: boolean }
  /** The player picked another game inside the game (a recommendation): ask to switch. */
  | { type: 'clickToPlay'; gameId: number }
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
  | { type: 'openModal'; request: ModalRequest }
  /** A log of the game's own (a round, an error), sent on to {gameLogCdn} (SPEC §7). */
  | { type: 'gameLog'; payload: Record<string, unknown> };

/** A message the container posts to the game frame. */
export type ContainerMessage =
  | { type: 'setTurbo'; on: boolean }
  /** Play a card's free spins at its bet. */
  | { type: 'useCard'; itemId: string; betSize: number; spinCount: number }
  /** A container dialog needs the player (the reality check): stop auto-play. */
  | { type: 'pauseAutoPlay' }
  /** The room the container's controls take over the frame (room.ts): on ready and on change. */
  | ({ type: 'reservedAreas' } & Room);

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
        ? { type: 'clickToPlay', gameId: gameId as number }
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
      return request ? { type: 'openModal', request } : null;
    }
    case 'gameLog': {
      const payload = gameLogPayload(m['payload']);
      return payload ? { type: 'gameLog', payload } : null;
    }
    default:
      return null;
  }
}
