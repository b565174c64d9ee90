// Runs in the browser, in the demo game: spins, auto-play, max spin and a card's free spins, with
// the SPEC §3 status, scene, spin state and game log reports each of them posts.
import type { GameConnection } from '../../game-sdk/src/index.ts';
import { REELS, ROWS, evaluate, randomGrid, randomSymbol } from './reels.ts';
import { BASE_SCENE, type CardPlay, type GameState, busy } from './state.ts';
import type { View } from './view.ts';

const SPIN_MS = 600;
const TURBO_SPIN_MS = 200;
const TICK_MS = 50;
/** The coin value: the bet and the balance are in money, so one credit is one unit. */
const DENOM = 1;
/** The demo has no sound; it reports sound on, as a game with its sound on would. */
const SOUND = true;
/** SPEC §4 max-spin (the container lower-cases scenes: `maxspin`). */
const MAX_SPIN_SCENE = 'MaxSpin';
const MAX_SPINS = 3;
const AUTO_COUNT = 10;
/** The pause between spins of auto-play, max-spin and a card's free spins. */
const NEXT_SPIN_MS = 300;

export interface PlaySetup {
  state: GameState;
  view: View;
  /** What the game posts (the SDK's senders). */
  game: Pick<
    GameConnection,
    'status' | 'autoPlay' | 'scene' | 'spinState' | 'spinRequest' | 'gameLog' | 'freeSpinProgress'
  >;
  bet: number;
  gameId: number;
  /** The words shown for a win, no win and a balance too low. */
  texts: { win: string; noWin: string; low: string };
  formatMoney: (n: number) => string;
}

export interface Play {
  spin: () => void;
  startAuto: () => void;
  stopAuto: () => void;
  startMaxSpin: () => void;
  useCard: (card: Pick<CardPlay, 'itemId' | 'betSize' | 'spinCount'>) => void;
  postStatus: () => void;
}

const cents = (n: number): number => Math.round(n * 100) / 100;

export function createPlay({
  state,
  view,
  game,
  bet,
  gameId,
  texts,
  formatMoney,
}: PlaySetup): Play {
  function later(step: () => void): void {
    if (state.nextSpin !== null) clearTimeout(state.nextSpin);
    state.nextSpin = setTimeout(() => {
      state.nextSpin = null;
      step();
    }, NEXT_SPIN_MS);
  }

  /** SPEC §3 game status: posted at start, after every spin and when auto-play stops. */
  function postStatus(): void {
    game.status({
      win: state.lastWin,
      credit: cents(state.balance),
      bet: state.lastBet,
      denom: DENOM,
      auto: state.auto ? state.auto.count - state.auto.played : state.autoLeft,
      autoPassed: state.auto ? state.auto.played : state.autoPassed,
      isAuto: state.auto !== null,
      turbo: state.turbo,
      sound: SOUND,
      gameseq: state.gameseq,
      sessionBalance: cents(state.totalWin - state.totalBet),
      totalBet: cents(state.totalBet),
    });
  }

  /** False, with the low-balance message, when the balance cannot pay a bet. */
  function canPay(): boolean {
    if (state.balance >= bet) return true;
    view.showMessage(texts.low);
    return false;
  }

  function autoStep(): void {
    const auto = state.auto;
    if (auto === null || state.spinning) return;
    if (!canPay()) {
      stopAuto();
      return;
    }
    auto.played += 1;
    startSpin(bet);
  }

  /**
   * Stops auto-play (the Stop button, the container's pauseAutoPlay, the count played, a low
   * balance): reports the pause with the spins played, then the status. A spin under way ends.
   */
  function stopAuto(): void {
    const auto = state.auto;
    if (auto === null) return;
    if (state.nextSpin !== null) clearTimeout(state.nextSpin);
    state.nextSpin = null;
    state.auto = null;
    state.autoPassed = auto.played;
    state.autoLeft = auto.count - auto.played;
    game.autoPlay({ action: 'pause', played: auto.played });
    postStatus();
    view.showMeters(state);
  }

  function maxSpinStep(): void {
    if (state.maxSpinsLeft === 0 || state.spinning) return;
    if (canPay()) {
      startSpin(bet);
      return;
    }
    state.maxSpinsLeft = 0;
    state.scene = BASE_SCENE;
    view.showMeters(state);
    game.scene(BASE_SCENE, state.grid);
  }

  /** One spin at a bet; a card's free spins cost nothing. */
  function startSpin(wanted: number): void {
    // Never above the market's highest stake a round (rules.maxStake).
    const spinBet = Math.min(wanted, state.rules.maxStake ?? wanted);
    state.spinning = true;
    state.lastBet = state.card ? 0 : spinBet;
    if (!state.card) {
      state.balance -= spinBet;
      state.totalBet += spinBet;
    }
    view.showMessage('');
    view.showMeters(state);
    game.spinState(true);
    const final = randomGrid();
    const started = performance.now();
    // A round lasts at least the market's minimum (rules.minRoundMs), turbo or not.
    const spinMs = Math.max(state.turbo ? TURBO_SPIN_MS : SPIN_MS, state.rules.minRoundMs);
    const timer = setInterval(() => {
      const stopped = Math.floor(((performance.now() - started) / spinMs) * REELS);
      const shown = final.map((s, i) => (Math.floor(i / ROWS) < stopped ? s : randomSymbol()));
      view.showGrid(shown, stopped);
      if (stopped < REELS) return;
      clearInterval(timer);
      finish(final);
    }, TICK_MS);
  }

  function finish(grid: GameState['grid']): void {
    const { rows, win: basicWin } = evaluate(grid, bet);
    const win = state.card ? basicWin * state.card.betSize : basicWin;
    state.grid = grid;
    state.lastWin = win;
    state.balance += win;
    state.totalWin += win;
    state.gameseq += 1;
    state.spinning = false;
    if (state.maxSpinsLeft > 0) {
      state.maxSpinsLeft -= 1;
      if (state.maxSpinsLeft === 0) state.scene = BASE_SCENE;
    }
    view.showGrid(grid, REELS, rows);
    view.showMeters(state);
    view.showMessage(win > 0 ? `${texts.win} ${formatMoney(win)}` : texts.noWin);
    game.spinState(false);
    game.scene(state.scene, grid);
    // The round's record, for the operator's game log (sent on by the container).
    game.gameLog({ gameId, gameseq: state.gameseq, bet: state.lastBet, win });
    // The pause goes before the status, so the status has the last word on the auto fields.
    if (state.auto && state.auto.played >= state.auto.count) stopAuto();
    else postStatus();
    if (state.card) nextFreeSpin(state.card, win);
    else if (state.auto) later(autoStep);
    else if (state.maxSpinsLeft > 0) later(maxSpinStep);
  }

  /** Counts a card's free spin, reports it, and plays the next one until the card is used up. */
  function nextFreeSpin(card: CardPlay, win: number): void {
    card.played += 1;
    card.won += win;
    const done = card.played >= card.spinCount;
    game.freeSpinProgress({
      itemId: card.itemId,
      played: card.played,
      winAmount: card.won,
      done,
    });
    if (done) {
      state.card = null;
      view.showMeters(state);
      return;
    }
    later(() => {
      startSpin(card.betSize);
    });
  }

  return {
    spin() {
      game.spinRequest();
      if (busy(state) || !canPay()) return;
      startSpin(bet);
    },
    /**
     * Auto 10 (fewer where the market's rules limit it, none where they forbid it): reports the
     * start, then spins until the count is played or it is stopped.
     */
    startAuto() {
      const max = state.rules.autoPlayMax;
      const count = max === null ? AUTO_COUNT : Math.min(AUTO_COUNT, max);
      if (count === 0 || busy(state) || !canPay()) return;
      state.auto = { count, played: 0 };
      game.autoPlay({ action: 'start', count });
      autoStep();
    },
    stopAuto,
    /** Max spin: the MaxSpin scene for MAX_SPINS spins, then the base game again. */
    startMaxSpin() {
      if (busy(state) || !canPay()) return;
      state.maxSpinsLeft = MAX_SPINS;
      state.scene = MAX_SPIN_SCENE;
      game.scene(MAX_SPIN_SCENE, state.grid);
      maxSpinStep();
    },
    /** A card's free spins, only when nothing else is under way. */
    useCard({ itemId, betSize, spinCount }) {
      if (busy(state)) return;
      state.card = { itemId, betSize, spinCount, played: 0, won: 0 };
      startSpin(betSize);
    },
    postStatus,
  };
}
