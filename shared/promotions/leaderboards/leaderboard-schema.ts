// Shared by the worker, which reads the leaderboards' answers with these (SPEC §3, §7;
// src-worker/promotions/leaderboards/leaderboard-validate.ts), and the page and the simulator,
// which take the leaderboard types inferred from them: each wire shape is declared once, here.
import {
  type Infer,
  envelope,
  fallback,
  integer,
  list,
  numeric,
  object,
  text,
} from '../../lib/wire-schema.ts';

/** A number that reads 0 when missing or unreadable. */
const amount = fallback(numeric, 0);

/** One row: a rank above 0 and a name are required, the amounts read 0 when unreadable. */
const entrySchema = object({
  /** Position, 1 first. */
  rank: integer(1),
  /** The player's name, unmasked; the UI shows it through maskName. */
  userName: text,
  /** The total win. */
  win: amount,
  /** The best total multiplier. */
  multiplier: amount,
  /** The best single-round multiplier. */
  singleRoundMultiplier: amount,
  /** The best single-round win. */
  singleRoundWin: amount,
});

/** SPEC §3 leaderboard entry, with the panel's columns. */
export type LeaderboardEntry = Infer<typeof entrySchema>;

/** GET /leaderboard/v1/single-game and /popular: the rows (each rank once) and the player's. */
export const leaderboardSchema = envelope(
  object({
    /** The game ranked, or null for the popular-game board across games. */
    gameId: fallback(integer(1), null),
    /** Entries by rank. */
    entries: list(entrySchema, (e) => e.rank, true),
    /** The player's own entry, when ranked. */
    self: fallback(entrySchema, null),
  }),
);

/** A leaderboard (current game or popular game). */
export type Leaderboard = Infer<typeof leaderboardSchema>['data'];
