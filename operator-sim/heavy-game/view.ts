// Runs in the browser, in the heavy game: the slot's page (index.html): its reels, meters and
// buttons, drawn from the slot's state.
import { REELS, ROWS } from '../demo-game/reels.ts';
import type { Texts } from './texts.ts';

/** The page's parts the slot plays on. */
export interface SlotPage {
  reels: HTMLElement;
  spin: HTMLButtonElement;
  auto: HTMLButtonElement;
  turbo: HTMLButtonElement;
  balance: HTMLElement;
  win: HTMLElement;
  message: HTMLElement;
}

/** What the page shows. */
export interface Shown {
  grid: readonly string[];
  /** The rows that paid, lit. */
  rows: readonly number[];
  balance: number;
  lastWin: number;
  spinning: boolean;
  auto: boolean;
  turbo: boolean;
}

const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A sum of money as the meters show it. */
export const formatMoney = (n: number): string => money.format(n);

/** Builds the reels' cells and returns the page's drawing. */
export function createView(page: SlotPage, texts: Texts): (shown: Shown) => void {
  const cells = Array.from({ length: REELS * ROWS }, () => document.createElement('span'));
  for (let reel = 0; reel < REELS; reel += 1) {
    const column = document.createElement('div');
    column.className = 'reel';
    column.append(...cells.slice(reel * ROWS, (reel + 1) * ROWS));
    page.reels.append(column);
  }
  return (shown) => {
    shown.grid.forEach((symbol, i) => {
      const cell = cells[i];
      if (cell === undefined) return;
      cell.className = shown.rows.includes(i % ROWS) ? 'cell hit' : 'cell';
      cell.textContent = symbol;
      cell.dataset['symbol'] = symbol;
    });
    page.reels.setAttribute('aria-label', shown.grid.join(' '));
    page.reels.classList.toggle('spinning', shown.spinning);
    page.balance.textContent = formatMoney(shown.balance);
    page.win.textContent = formatMoney(shown.lastWin);
    page.spin.setAttribute('aria-busy', String(shown.spinning));
    page.auto.textContent = shown.auto ? texts.stop : texts.auto;
    page.turbo.setAttribute('aria-pressed', String(shown.turbo));
  };
}
