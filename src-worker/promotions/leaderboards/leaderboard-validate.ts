// Runs in the worker (and in Node): the leaderboards' answers checked field by field (SPEC §3, §7).
import type {
  Leaderboard,
  LeaderboardEntry,
} from '../../../shared/promotions/leaderboards/leaderboard-types.ts';
import { isRecord } from '../../../shared/lib/is-record.ts';
import { badShape } from '../../lib/service-client.ts';
import { dataOf, listOf, num, positiveInt, type Rec } from '../../lib/wire-read.ts';

function readEntry(e: Rec): LeaderboardEntry | null {
  const rank = positiveInt(e['rank']);
  const userName = e['userName'];
  if (rank === null || typeof userName !== 'string') return null;
  return {
    rank,
    userName,
    win: num(e['win']) ?? 0,
    multiplier: num(e['multiplier']) ?? 0,
    singleRoundMultiplier: num(e['singleRoundMultiplier']) ?? 0,
    singleRoundWin: num(e['singleRoundWin']) ?? 0,
  };
}

/** GET /leaderboard/v1/single-game and /popular: entries by rank, each rank once. */
export function readLeaderboard(raw: unknown): Leaderboard {
  const data = dataOf(raw, 'leaderboard');
  if (!Array.isArray(data['entries'])) throw badShape('leaderboard: no entries');
  const entries = listOf(data['entries'], readEntry, (e) => String(e.rank));
  const self = isRecord(data['self']) ? readEntry(data['self']) : null;
  return {
    gameId: positiveInt(data['gameId']),
    entries: entries.sort((a, b) => a.rank - b.rank),
    self,
  };
}
