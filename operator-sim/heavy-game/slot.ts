// Runs in the browser, in the heavy game: the slot once its assets are in: spins, auto-play and
// turbo, with the status, scene, spin state and game log reports the demo slot posts too. The
// reels and their pays are the demo slot's (one rule in one place).
import { evaluate, randomGrid } from '../demo-game/reels.ts';
import type { ContainerLink } from './container.ts';
import type { Texts } from './texts.ts';
import { type SlotPage, createView, formatMoney } from './view.ts';

const SPIN_MS = 600;
const TURBO_SPIN_MS = 200;
/** How often the turning reels show new symbols. */
const TICK_MS = 80;
/** The pause between two spins of auto-play. */
const NEXT_SPIN_MS = 300;
const AUTO_COUNT = 10;
const BET = 1;
const SCENE = 'BaseGame';

const cents = (n: number): number => Math.round(n * 100) / 100;

/** Starts play: the buttons work, and the container hears the turbo, scene and status. */
export function startSlot(link: ContainerLink, texts: Texts, page: SlotPage): void {
  const show = createView(page, texts);
  const state = {
    grid: randomGrid(),
    balance: 1000,
    lastWin: 0,
    gameseq: 0,
    totalBet: 0,
    totalWin: 0,
    spinning: false,
    turbo: false,
    auto: null as { played: number } | null,
    /** The last auto-play's spins, once it stopped. */
    autoPassed: 0,
    next: 0,
  };

  function draw(grid: readonly string[], rows: readonly number[] = []): void {
    const { balance, lastWin, spinning, turbo } = state;
    show({ grid, rows, balance, lastWin, spinning, turbo, auto: state.auto !== null });
  }

  /** SPEC §3 game status: at start, after every spin and when auto-play stops. */
  function postStatus(): void {
    const played = state.auto?.played ?? state.autoPassed;
    link.status({
      win: state.lastWin,
      credit: cents(state.balance),
      bet: BET,
      denom: 1,
      auto: state.auto ? AUTO_COUNT - played : 0,
      autoPassed: played,
      isAuto: state.auto !== null,
      turbo: state.turbo,
      // The game plays no sound yet (its sounds are loaded, as a real slot's first load).
      sound: false,
      gameseq: state.gameseq,
      sessionBalance: cents(state.totalWin - state.totalBet),
      totalBet: cents(state.totalBet),
    });
  }

  /** Stops auto-play (its button, the container's pauseAutoPlay, the count played, no money). */
  function stopAuto(): void {
    if (state.auto === null) return;
    clearTimeout(state.next);
    state.autoPassed = state.auto.played;
    state.auto = null;
    link.autoPlay({ action: 'pause', played: state.autoPassed });
    postStatus();
    draw(state.grid);
  }

  function spin(): void {
    if (state.balance < BET) {
      stopAuto();
      return;
    }
    if (state.auto) state.auto.played += 1;
    state.spinning = true;
    state.balance -= BET;
    state.totalBet += BET;
    page.message.textContent = '';
    link.spinState(true);
    const turning = setInterval(() => draw(randomGrid()), TICK_MS);
    draw(randomGrid());
    setTimeout(
      () => {
        clearInterval(turning);
        finish(randomGrid());
      },
      state.turbo ? TURBO_SPIN_MS : SPIN_MS,
    );
  }

  function finish(grid: ReturnType<typeof randomGrid>): void {
    const { rows, win } = evaluate(grid, BET);
    Object.assign(state, { grid, lastWin: win, spinning: false });
    state.balance += win;
    state.totalWin += win;
    state.gameseq += 1;
    draw(grid, rows);
    page.message.textContent = win > 0 ? `${texts.win} ${formatMoney(win)}` : texts.noWin;
    link.spinState(false);
    link.scene(SCENE, grid);
    // The round's record, for the operator's game log (sent on by the container).
    link.gameLog({ gameseq: state.gameseq, bet: BET, win, grid: grid.join(',') });
    if (state.auto && state.auto.played >= AUTO_COUNT) stopAuto();
    else postStatus();
    if (state.auto) state.next = window.setTimeout(spin, NEXT_SPIN_MS);
  }

  function setTurbo(on: boolean): void {
    state.turbo = on;
    draw(state.grid);
    link.turbo(on);
  }

  page.spin.addEventListener('click', () => {
    // Presses while the reels turn count too: the container's turbo hint reads them.
    link.spinRequest();
    if (!state.spinning && state.auto === null) spin();
  });
  page.auto.addEventListener('click', () => {
    if (state.auto) stopAuto();
    else if (!state.spinning) {
      state.auto = { played: 0 };
      link.autoPlay({ action: 'start', count: AUTO_COUNT });
      spin();
    }
  });
  page.turbo.addEventListener('click', () => setTurbo(!state.turbo));
  link.on('setTurbo', ({ on }) => setTurbo(on));
  link.on('pauseAutoPlay', stopAuto);
  for (const button of [page.spin, page.auto, page.turbo]) button.disabled = false;
  draw(state.grid);
  link.turbo(state.turbo);
  link.scene(SCENE, state.grid);
  postStatus();
}
