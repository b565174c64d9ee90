// Shared by the UI and the worker: the jackpots part of the mirrored engine state (SPEC §2 jackpot
// panel, SPEC §3 jackpot hit). The engine writes it (src-worker/jackpots/jackpots.ts); the UI only reads.
import type { JackpotHit, JackpotWinner, LinkedSeries } from './jackpot-types.ts';

/** One pool of a linked series played in the current game, with its live value. */
export interface LinkedPool {
  series: LinkedSeries;
  /** The pool's id within its group (a stable key for lists). */
  poolId: string;
  poolName: string;
  value: number;
}

/** Everything the jackpot panel and the hit notice read. */
export interface JackpotState {
  /** The current game's pools of the three linked series, in LINKED_SERIES order; [] if none. */
  pools: LinkedPool[];
  /** Each series' winners, newest first, at most 50 (SPEC §9), names masked; [] until loaded. */
  winners: Record<LinkedSeries, JackpotWinner[]>;
  /**
   * How many winners loads of each series have ended (answered, failed or not made), written
   * with their winners: the panel is busy from its ask until this moves.
   */
  winnersLoads: Record<LinkedSeries, number>;
  /** The hit notice on screen now (user name masked); null between notices. */
  notice: JackpotHit | null;
  /** How many notices wait behind the one on screen. */
  queued: number;
}

/** The jackpots before login: no pools, no winners, no notice. */
export function initialJackpots(): JackpotState {
  return {
    pools: [],
    winners: { TreasureLink: [], GoldenTrophyLink: [], JackpotLink: [] },
    winnersLoads: { TreasureLink: 0, GoldenTrophyLink: 0, JackpotLink: 0 },
    notice: null,
    queued: 0,
  };
}
