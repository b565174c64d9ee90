// Runs in the browser, in the demo game: the reels, their odds and what a grid pays.

const SYMBOLS = ['A', 'K', 'Q', 'J', '7', 'BAR'] as const;
type GameSymbol = (typeof SYMBOLS)[number];
/** Relative odds of each symbol on a reel (7 and BAR are rare). */
const WEIGHTS: Readonly<Record<GameSymbol, number>> = { A: 5, K: 5, Q: 6, J: 6, 7: 2, BAR: 3 };
/** Pay for three of a kind on a row, times the bet. */
const PAYS: Readonly<Record<GameSymbol, number>> = { A: 5, K: 4, Q: 3, J: 2, 7: 25, BAR: 10 };
export const REELS = 3;
export const ROWS = 3;

export function randomSymbol(): GameSymbol {
  const total = SYMBOLS.reduce((sum, s) => sum + WEIGHTS[s], 0);
  const draw = new Uint32Array(1);
  crypto.getRandomValues(draw);
  let roll = (draw[0] ?? 0) % total;
  for (const s of SYMBOLS) {
    roll -= WEIGHTS[s];
    if (roll < 0) return s;
  }
  return SYMBOLS[0];
}

/** Nine symbols, reel by reel, top to bottom. */
export function randomGrid(): GameSymbol[] {
  return Array.from({ length: REELS * ROWS }, randomSymbol);
}

/** Rows paying three of a kind, and the total win at a bet. */
export function evaluate(
  grid: readonly GameSymbol[],
  bet: number,
): { rows: number[]; win: number } {
  const rows: number[] = [];
  let win = 0;
  for (let row = 0; row < ROWS; row += 1) {
    const line = Array.from({ length: REELS }, (_, reel) => grid[reel * ROWS + row]);
    const first = line[0];
    if (first !== undefined && line.every((s) => s === first)) {
      rows.push(row);
      win += PAYS[first] * bet;
    }
  }
  return { rows, win };
}
