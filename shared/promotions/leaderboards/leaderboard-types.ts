// Shared by the UI and the worker: the leaderboards: their entries of SPEC §3
// and the JSON shapes of their calls (SPEC §7); times in ms since the epoch, ids as strings.

/** SPEC §3 leaderboard entry, with the panel's columns. */
export interface LeaderboardEntry {
  /** Position, 1 first. */
  rank: number;
  /** The player's name, unmasked; the UI shows it through maskName. */
  userName: string;
  /** The total win. */
  win: number;
  /** The best total multiplier. */
  multiplier: number;
  /** The best single-round multiplier. */
  singleRoundMultiplier: number;
  /** The best single-round win. */
  singleRoundWin: number;
}

/** A leaderboard (current game or popular game). */
export interface Leaderboard {
  /** The game ranked, or null for the popular-game board across games. */
  gameId: number | null;
  /** Entries by rank. */
  entries: LeaderboardEntry[];
  /** The player's own entry, when ranked. */
  self: LeaderboardEntry | null;
}
