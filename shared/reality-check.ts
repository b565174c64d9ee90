// Shared by the UI and the worker: the session reality check (beyond SPEC): how long the player
// has played and what they won or lost, shown at an interval the operator chooses.
import type { GameStatus } from './game-status.ts';

/** What the container counts of this session from the game's status reports. */
export interface SessionTally {
  /** When the game was first ready (ms since epoch); null before. */
  startedAt: number | null;
  /** Rounds counted (each gameseq once). */
  rounds: number;
  totalBet: number;
  totalWin: number;
  /** The last gameseq counted; 0 before any. */
  lastSeq: number;
}

/** An empty tally. */
export function emptyTally(): SessionTally {
  return { startedAt: null, rounds: 0, totalBet: 0, totalWin: 0, lastSeq: 0 };
}

/**
 * Adds a status report: a round counts once, when its gameseq first appears with a bet. Reports
 * without a new gameseq (balance updates, repeats) change nothing.
 */
export function tallyStatus(
  tally: SessionTally,
  status: Pick<GameStatus, 'gameseq' | 'bet' | 'win'>,
): SessionTally {
  if (status.gameseq <= 0 || status.gameseq === tally.lastSeq || status.bet <= 0) return tally;
  return {
    ...tally,
    rounds: tally.rounds + 1,
    totalBet: tally.totalBet + status.bet,
    totalWin: tally.totalWin + status.win,
    lastSeq: status.gameseq,
  };
}

/** Net result: won minus bet, rounded to cents so sums of floats read cleanly. */
export function netResult(tally: SessionTally): number {
  return Math.round((tally.totalWin - tally.totalBet) * 100) / 100;
}

/** Whole minutes played since the game was first ready. */
export function minutesPlayed(tally: SessionTally, now: number): number {
  return tally.startedAt === null ? 0 : Math.max(0, Math.floor((now - tally.startedAt) / 60_000));
}

/** The shortest and longest interval an operator may set, in minutes. */
export const REALITY_CHECK_BOUNDS = { min: 1, max: 600 } as const;

/**
 * The reminder interval in ms: the query's `realityCheck` (minutes) wins over the environment
 * config's `realityCheckMinutes`; off (null) by default, for 0 and for values out of bounds.
 */
export function realityCheckInterval(
  fromQuery: number | null,
  fromConfig: number | undefined,
): number | null {
  const minutes = fromQuery ?? fromConfig ?? 0;
  if (!Number.isInteger(minutes)) return null;
  if (minutes < REALITY_CHECK_BOUNDS.min || minutes > REALITY_CHECK_BOUNDS.max) return null;
  return minutes * 60_000;
}
