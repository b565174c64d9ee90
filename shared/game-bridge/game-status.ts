// Shared by the UI and the worker: what the game reports about itself (SPEC §3 game status,
// §4 scenes and auto-play, §9 layout) and the rules the engine applies to it.
import type { AutoPlayEvent, ButtonLayout, GameStatus } from '../../game-sdk/src/protocol.ts';
import { isBaseScene } from './turbo.ts';

// The shapes are the protocol's (game-sdk/src/protocol.ts, declared once); the rules are here.
export type { AutoPlayEvent, ButtonLayout, GameStatus };

/** Before the game reports anything. */
export function initialGameStatus(): GameStatus {
  return {
    win: 0,
    credit: 0,
    bet: 0,
    denom: 0,
    auto: 0,
    autoPassed: 0,
    isAuto: false,
    turbo: false,
    sound: true,
    gameseq: 0,
    sessionBalance: 0,
    totalBet: 0,
  };
}

const NUMBER_FIELDS = [
  'win',
  'credit',
  'bet',
  'denom',
  'auto',
  'autoPassed',
  'gameseq',
  'sessionBalance',
  'totalBet',
] as const;
const FLAG_FIELDS = ['isAuto', 'turbo', 'sound'] as const;
/** Fields that can never be negative (a session balance can). */
const COUNTS = new Set<string>(NUMBER_FIELDS.filter((key) => key !== 'sessionBalance'));

/**
 * The status fields of a game report that are well formed; others are left out, so a broken
 * field never overwrites a good one. Numbers must be finite (and not negative, but for
 * sessionBalance); flags must be booleans.
 */
export function readStatusFields(raw: Record<string, unknown>): Partial<GameStatus> {
  const out: Partial<GameStatus> = {};
  for (const key of NUMBER_FIELDS) {
    const v = raw[key];
    if (typeof v === 'number' && Number.isFinite(v) && (!COUNTS.has(key) || v >= 0)) out[key] = v;
  }
  for (const key of FLAG_FIELDS) {
    const v = raw[key];
    if (typeof v === 'boolean') out[key] = v;
  }
  return out;
}

/**
 * SPEC §4: a pause sets auto to 0, or reduces it by the played count when one is given; a
 * positive count starts auto-play. Anything else changes nothing. The count is reduced from
 * `startedWith`, the count the run started with, since a game may lower `auto` in its own status
 * reports as it plays; the played count is then the run's autoPassed.
 */
export function applyAutoPlay(
  status: Pick<GameStatus, 'auto' | 'autoPassed' | 'isAuto'>,
  event: AutoPlayEvent,
  startedWith: number = status.auto,
): Pick<GameStatus, 'auto' | 'autoPassed' | 'isAuto'> {
  if (event.action === 'start') {
    if (!(event.count > 0)) return status;
    return { auto: event.count, autoPassed: 0, isAuto: true };
  }
  const played = event.played;
  if (played === undefined) return { auto: 0, autoPassed: status.autoPassed, isAuto: false };
  return { auto: Math.max(0, startedWith - played), autoPassed: played, isAuto: false };
}

/** The scene name that turns max-spin on (SPEC §4). */
export const MAX_SPIN_SCENE = 'maxspin';

/** SPEC §4: `maxspin` sets max-spin, a base-game scene clears it, other scenes keep it. */
export function nextMaxSpin(maxSpin: boolean, scene: string): boolean {
  const name = scene.toLowerCase();
  if (name === MAX_SPIN_SCENE) return true;
  return isBaseScene(name) ? false : maxSpin;
}

/** SPEC §4: the panels are disabled while spinning, on auto-play or outside the base game. */
export function panelsDisabled(facts: {
  spinning: boolean;
  isAuto: boolean;
  scene: string;
}): boolean {
  return facts.spinning || facts.isAuto || (facts.scene !== '' && !isBaseScene(facts.scene));
}

/** SPEC §9 defaults: jackpot hall y 50, jackpot history y 113, rotation 90, menu ratio 0.015. */
export const DEFAULT_LAYOUT: Readonly<ButtonLayout> = {
  jackpotHallY: 50,
  jackpotHistoryY: 113,
  rotation: 90,
  menuYRatio: 0.015,
};

/** Bounds on what a game may send (pixels, degrees, a share); the UI keeps the buttons on screen. */
const LAYOUT_BOUNDS: Record<keyof ButtonLayout, [number, number]> = {
  jackpotHallY: [0, 2000],
  jackpotHistoryY: [0, 2000],
  rotation: [-360, 360],
  menuYRatio: [0, 0.9],
};

/** A button-position report applied to the current layout; bad or missing fields keep theirs. */
export function readLayout(current: ButtonLayout, raw: Record<string, unknown>): ButtonLayout {
  const next = { ...current };
  for (const key of Object.keys(LAYOUT_BOUNDS) as (keyof ButtonLayout)[]) {
    const v = raw[key];
    const [min, max] = LAYOUT_BOUNDS[key];
    if (typeof v === 'number' && Number.isFinite(v)) next[key] = Math.min(max, Math.max(min, v));
  }
  return next;
}
