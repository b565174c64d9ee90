// Shared by the UI and the worker: what the game reports about itself (SPEC §3 game status,
// §4 scenes and auto-play, §9 layout) and the rules the engine applies to it.
import {
  type AutoPlayEvent,
  type ButtonLayout,
  type GameStatus,
  readLayoutFields,
} from '../../game-sdk/src/protocol.ts';
import { isBaseScene } from './turbo.ts';

// The shapes and their reading are the protocol's (game-sdk/src/protocol.ts, declared once); the
// rules are here.
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
    autoDab: false,
    turbo: false,
    sound: true,
    gameseq: 0,
    sessionBalance: 0,
    totalBet: 0,
  };
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

/** A button-position report applied to the current layout; bad or missing fields keep theirs. */
export function readLayout(current: ButtonLayout, raw: Record<string, unknown>): ButtonLayout {
  return { ...current, ...readLayoutFields(raw) };
}
