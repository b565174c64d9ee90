// Runs in the browser, in the demo game: the game's state, one object the play and the view share.
import { DEFAULT_RULES, type Rules } from '../../game-sdk/src/index.ts';
import { randomGrid } from './reels.ts';

export const BASE_SCENE = 'BaseGame';

/** A card's free spins in play. */
export interface CardPlay {
  itemId: string;
  betSize: number;
  spinCount: number;
  played: number;
  won: number;
}

/** Auto-play in progress (played counts spins started). */
export interface AutoPlay {
  count: number;
  played: number;
}

export interface GameState {
  balance: number;
  lastWin: number;
  /** What the last spin cost: the bet, or 0 for a card's free spin. */
  lastBet: number;
  grid: ReturnType<typeof randomGrid>;
  spinning: boolean;
  turbo: boolean;
  /** The market's rules the container told (protocol 2): the game obeys them. */
  rules: Readonly<Rules>;
  scene: string;
  card: CardPlay | null;
  /** Null when auto-play is off. */
  auto: AutoPlay | null;
  /** Spins played by the last auto-play, and the spins it had left, once it stopped. */
  autoPassed: number;
  autoLeft: number;
  /** Max-spin spins still to play; 0 in the base game. */
  maxSpinsLeft: number;
  /** The round number: one more per spin. */
  gameseq: number;
  /** This session's money bet and won. */
  totalBet: number;
  totalWin: number;
  /** The next spin of a sequence (auto-play, max-spin, card), waiting. */
  nextSpin: number | null;
  /** Jackpot hits broadcast so far. */
  jackpots: number;
}

export function initialState(bet: number): GameState {
  return {
    balance: 1000,
    lastWin: 0,
    lastBet: bet,
    grid: randomGrid(),
    spinning: false,
    turbo: false,
    rules: DEFAULT_RULES,
    scene: BASE_SCENE,
    card: null,
    auto: null,
    autoPassed: 0,
    autoLeft: 0,
    maxSpinsLeft: 0,
    gameseq: 0,
    totalBet: 0,
    totalWin: 0,
    nextSpin: null,
    jackpots: 0,
  };
}

/** True while a spin, a card, auto-play or max-spin is under way. */
export function busy(state: GameState): boolean {
  return state.spinning || state.card !== null || state.auto !== null || state.maxSpinsLeft > 0;
}
