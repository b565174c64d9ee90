// Shared by the UI and the worker: when to suggest quick spin (turbo), SPEC §4 and §9.

/** Turbo is suggested above this many spin requests per spin. */
export const TURBO_SUGGEST_RATE = 4;

// Scene names the games use for their base game, lower-cased (SPEC §4 lower-cases scenes).
const BASE_SCENES = new Set(['basegame', 'base', 'normal', 'main']);

/** True for a base-game scene (free games, bonus rounds and max-spin are not). */
export function isBaseScene(scene: string): boolean {
  return BASE_SCENES.has(scene.toLowerCase());
}

/** What the rule reads from the game's reports. */
export interface TurboFacts {
  scene: string;
  /** Presses of the spin button, including impatient ones while the reels still turn. */
  requests: number;
  /** Spins started. */
  spins: number;
  turbo: boolean;
  noTurbo: boolean;
}

/** SPEC §4: in the base game, a spin rate above 4, turbo off and noTurbo unset. */
export function shouldSuggestTurbo(facts: TurboFacts): boolean {
  if (facts.turbo || facts.noTurbo || facts.spins === 0) return false;
  return isBaseScene(facts.scene) && facts.requests / facts.spins > TURBO_SUGGEST_RATE;
}
