// Shared by the UI and the worker: what the container does for a market's rules (the
// jurisdiction profile, game-sdk/src/rules.ts; docs/regulated-markets.md) as mirrored state.
import { DEFAULT_RULES, type Rules } from '../../game-sdk/src/rules.ts';

/** The session the container's bar shows: since when, what was staked and the net position. */
export interface SessionFigures {
  /** When the game was first ready (ms since epoch, the engine's clock); null before. */
  startedAt: number | null;
  /** Everything staked this session. */
  bet: number;
  /** Won minus staked this session (negative: the player is down). */
  net: number;
}

/**
 * One game at a time (the rules' oneGameAtATime): this tab plays (`here`), another tab or window
 * of the account does and this one waits (`elsewhere`), or another took play from this one
 * (`moved`); null where the rule is off or the browser cannot tell (no Web Locks).
 */
export type PlayTurn = 'here' | 'elsewhere' | 'moved' | null;

/** Another tab or window of the account plays: this one shows the one-game notice. */
export const playsElsewhere = (turn: PlayTurn): boolean => turn === 'elsewhere' || turn === 'moved';

/** What the engine enforces of the rules, for the page to carry out and show. */
export interface RegulationState {
  /** Bumped for each turbo the rules forbid: the page posts `setTurbo(false)` to the game. */
  turboOff: number;
  /** Bumped for each auto-play the rules forbid: the page posts `pauseAutoPlay` to the game. */
  pauseAutoPlay: number;
  session: SessionFigures;
  turn: PlayTurn;
}

/** Nothing ordered, nothing held, no session yet. */
export function initialRegulation(): RegulationState {
  return {
    turboOff: 0,
    pauseAutoPlay: 0,
    session: { startedAt: null, bet: 0, net: 0 },
    turn: null,
  };
}

/** Rules other than today's in any field: the page loads its part for them (Regulation.tsx). */
export const isRegulated = (rules: Rules): boolean =>
  Object.entries(DEFAULT_RULES).some(([key, value]) => rules[key as keyof Rules] !== value);
