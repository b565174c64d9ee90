// Runs in the worker (and in Node): the leaderboards' answers as schemas (SPEC §3, §7).
import type {
  Leaderboard,
  LeaderboardEntry,
} from '../../../shared/promotions/leaderboards/leaderboard-types.ts';
import {
  envelope,
  fallback,
  integer,
  list,
  numeric,
  object,
  parseWire,
  type Schema,
  text,
} from '../../lib/wire-schema.ts';

/** A number that reads 0 when missing or unreadable. */
const amount = fallback(numeric, 0);

/** One row: a rank above 0 and a name are required, the amounts read 0 when unreadable. */
const entrySchema: Schema<LeaderboardEntry> = object({
  rank: integer(1),
  userName: text,
  win: amount,
  multiplier: amount,
  singleRoundMultiplier: amount,
  singleRoundWin: amount,
});

/** GET /leaderboard/v1/single-game and /popular: the rows (each rank once) and the player's. */
export const leaderboardSchema = envelope(
  object({
    gameId: fallback(integer(1), null),
    entries: list(entrySchema, (e) => e.rank, true),
    self: fallback(entrySchema, null),
  }),
);

/** GET /leaderboard/v1/single-game and /popular: entries by rank, each rank once. */
export function readLeaderboard(raw: unknown): Leaderboard {
  const { data } = parseWire(leaderboardSchema, raw, 'leaderboard');
  return { ...data, entries: data.entries.sort((a, b) => a.rank - b.rank) };
}
