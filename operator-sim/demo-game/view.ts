// Runs in the browser, in the demo game: the page (index.html) it draws the reels and meters on.
import { REELS, ROWS } from './reels.ts';
import { type GameState, busy } from './state.ts';

/** An element of index.html; a missing one is a broken page. */
export function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`#${id} is missing from the game page`);
  return element;
}

/** A button of index.html. */
export function buttonById(id: string): HTMLButtonElement {
  return byId(id) as HTMLButtonElement;
}

const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const formatMoney = (n: number): string => money.format(n);

export interface View {
  showGrid(grid: readonly string[], stoppedReels?: number, hitRows?: readonly number[]): void;
  showMeters(state: GameState): void;
  showMessage(text: string): void;
}

/** Builds the reels' cells in #reels and draws on the page. */
export function createView(bet: number): View {
  const reelsEl = byId('reels');
  const spinButton = byId('spin');
  const cells: HTMLElement[] = [];
  for (let reel = 0; reel < REELS; reel += 1) {
    const column = document.createElement('div');
    column.className = 'reel';
    for (let row = 0; row < ROWS; row += 1) {
      const cell = document.createElement('span');
      cell.className = 'cell';
      column.append(cell);
      cells.push(cell);
    }
    reelsEl.append(column);
  }
  return {
    showGrid(grid, stoppedReels = REELS, hitRows = []) {
      grid.forEach((symbol, i) => {
        const cell = cells[i];
        if (cell === undefined) return;
        const reel = Math.floor(i / ROWS);
        cell.textContent = symbol;
        cell.dataset['symbol'] = symbol;
        cell.classList.toggle('blur', reel >= stoppedReels);
        cell.classList.toggle('hit', hitRows.includes(i % ROWS));
      });
      reelsEl.setAttribute('aria-label', grid.join(' '));
    },
    showMeters(state) {
      byId('balance').textContent = money.format(state.balance);
      byId('bet').textContent = money.format(bet);
      byId('win').textContent = money.format(state.lastWin);
      // Presses while the reels turn are allowed and counted: the container's turbo hint reads them.
      spinButton.setAttribute('aria-busy', String(state.spinning));
      reelsEl.classList.toggle('spinning', state.spinning);
      byId('turbo').hidden = !state.turbo;
      byId('scene').textContent = state.scene;
      // No auto-play where the market's rules forbid it.
      byId('auto').hidden = state.auto !== null || state.rules.autoPlayMax === 0;
      byId('stop-auto').hidden = state.auto === null;
      buttonById('auto').disabled = busy(state);
      buttonById('maxspin').disabled = busy(state);
    },
    showMessage(text) {
      byId('message').textContent = text;
    },
  };
}
