// Shared by the UI, the worker and the simulator: linked jackpots (SPEC §3 jackpot group and
// jackpot hit, SPEC §7 jackpot calls). SPEC gives field names only; the envelopes, id types and
// units below are the ones this product and its simulator agree on.
import type { JackpotHit } from '../../game-sdk/src/protocol.ts';

/**
 * SPEC §7: only groups with these names become linked pools, in this order. The name matched is
 * the group's `typeName` (a group has no other name, and a hit carries the same `typeName`), and
 * it must match exactly: 'jackpotlink', ' JackpotLink' or 'JackpotLink2' are other groups.
 */
export const LINKED_SERIES = ['TreasureLink', 'GoldenTrophyLink', 'JackpotLink'] as const;

/** One of the three linked series. */
export type LinkedSeries = (typeof LINKED_SERIES)[number];

/** One pool of a jackpot group (Grand, Major ...) and its current value in the player's money. */
export interface JackpotPool {
  /** Unique within its group; numbers on the wire are read as strings. */
  poolId: string;
  poolName: string;
  /** The current value, a finite number >= 0 (numeric strings are accepted on the wire). */
  value: number;
}

/**
 * SPEC §3 jackpot group. `typeName` is the series name (TreasureLink ...): it is the only name a
 * group has, so it is what SPEC §7's "groups named" refers to (see jackpot-rules.ts).
 */
export interface JackpotGroup {
  /** The id the winners call takes (`typeId`); numbers on the wire are read as strings. */
  typeId: string;
  typeName: string;
  /** The game ids (mType) this group's pools are played in. */
  games: number[];
  pools: JackpotPool[];
}

// SPEC §3 jackpot hit (the SSE event, the game's broadcast, the winners call): declared once in
// the game protocol (game-sdk/src/protocol.ts), since games broadcast it too.
export type { JackpotHit };

/** One row of a series' winner list in the jackpot panel (SPEC §2: amount, date, winner). */
export interface JackpotWinner {
  amount: number;
  /** ms since the epoch. */
  date: number;
  /** The masked winner name (SPEC §5: `***` plus the last 3 characters). */
  winner: string;
  poolName: string;
  gameId: number;
}

/** Every jackpot answer: status "0000" on success, else an error code string with data null. */
export interface JackpotResponse<T> {
  status: string;
  data: T | null;
}

/** data of GET /jackpot/current/v1/groups: every group the operator runs, linked or not. */
export interface JackpotGroupsData {
  groups: JackpotGroup[];
}

/**
 * data of GET /jackpot/record/v1/winners?typeId&limit: the group's recorded hits, newest first,
 * at most `limit` (the engine asks for 50, SPEC §9) with full user names.
 */
export interface JackpotWinnersData {
  typeId: string;
  winners: JackpotHit[];
}
