// Shared by the UI, the worker and the simulator: linked jackpots (SPEC §3 jackpot hit, SPEC §7
// jackpot calls); the groups' wire shapes are the schemas' (jackpot-schema.ts). SPEC gives field
// names only; the envelopes, id types and units are the ones this product and its simulator
// agree on.
import type { JackpotHit } from '../../game-sdk/src/protocol.ts';

/**
 * SPEC §7: only groups with these names become linked pools, in this order. The name matched is
 * the group's `typeName` (a group has no other name, and a hit carries the same `typeName`), and
 * it must match exactly: 'jackpotlink', ' JackpotLink' or 'JackpotLink2' are other groups.
 */
export const LINKED_SERIES = ['TreasureLink', 'GoldenTrophyLink', 'JackpotLink'] as const;

/** One of the three linked series. */
export type LinkedSeries = (typeof LINKED_SERIES)[number];

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

/**
 * data of GET /jackpot/record/v1/winners?typeId&limit: the group's recorded hits, newest first,
 * at most `limit` (the engine asks for 50, SPEC §9) with full user names.
 */
export interface JackpotWinnersData {
  typeId: string;
  winners: JackpotHit[];
}
