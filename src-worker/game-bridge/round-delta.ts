// Runs in the worker (and in Node): what each status report of the game adds to its round, so
// a round is counted once however often it is reported (SPEC §3 game status, §5, §9).
import type { GameStatus } from '../../shared/game-bridge/game-status.ts';
import type { FreeSpinRun } from '../../shared/promotions/promotion-state.ts';

/** The bet and win a report adds to the round it is about. */
export interface RoundDelta {
  bet: number;
  win: number;
}

/** A round's amounts: a finite, non-negative number, else null. */
const amount = (value: number | undefined): number | null =>
  value !== undefined && Number.isFinite(value) && value >= 0 ? value : null;

/**
 * Follows the round last reported (its gameId and gameseq): each report answers what it adds to
 * that round, so a round reported again (auto-play stopping) adds only its change; a report
 * without a round answers null.
 */
export function createRoundCounter(): (
  gameId: number,
  fields: Partial<GameStatus>,
) => RoundDelta | null {
  let round: { key: string; bet: number; win: number } | null = null;
  return (gameId, fields) => {
    const seq = fields.gameseq;
    if (seq === undefined || !(seq > 0)) return null;
    const key = `${String(gameId)}:${String(seq)}`;
    const same = round?.key === key ? round : null;
    const bet = amount(fields.bet) ?? same?.bet ?? 0;
    const win = amount(fields.win) ?? same?.win ?? 0;
    round = { key, bet, win };
    return { bet: bet - (same?.bet ?? 0), win: win - (same?.win ?? 0) };
  };
}

/** SPEC §5: a spin while a card's free-spin run is open is the card's, never the player's. */
export const cardSpinning = (run: FreeSpinRun | null): boolean => run !== null && !run.done;
