// Runs in the worker (and in Node): the leaderboards' answers read with their schema (SPEC §3, §7;
// shared/promotions/leaderboards/leaderboard-schema.ts).
import {
  type Leaderboard,
  leaderboardSchema,
} from '../../../shared/promotions/leaderboards/leaderboard-schema.ts';
import { parseWire } from '../../lib/parse-wire.ts';

/** GET /leaderboard/v1/single-game and /popular: entries by rank, each rank once. */
export function readLeaderboard(raw: unknown): Leaderboard {
  const { data } = parseWire(leaderboardSchema, raw, 'leaderboard');
  return { ...data, entries: data.entries.sort((a, b) => a.rank - b.rank) };
}
