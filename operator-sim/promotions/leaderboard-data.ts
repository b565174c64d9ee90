// Runs in Node (and in unit tests): the simulator's leaderboards: the single-game board and the
// popular one.
import type { Leaderboard, LeaderboardEntry } from '../../shared/promotions/promotion-types.ts';
import { inTurn } from '../in-turn.ts';

/** Ten full names (masking is the UI's job): Thai and Chinese ones check code-point masking. */
const LEADER_NAMES: readonly string[] = [
  'luckystar88',
  'dragonking',
  'สายฟ้าแลบ',
  'goldrush_ace',
  'player01',
  'fortune_hunter',
  // Three letters: SPEC §5 masks it to ***kim like any other name.
  'kim',
  '幸运之星玩家',
  'bigwin777',
  'moonrabbit',
];

const WINS: readonly number[] = [
  52_340.5, 31_200, 18_888.88, 12_500, 9_800, 7_420.25, 5_100, 3_333.33, 2_100, 1_500,
];

function entries(rotate: number, scale: number): LeaderboardEntry[] {
  return WINS.map((win, i) => ({
    rank: i + 1,
    userName: inTurn(LEADER_NAMES, i + rotate),
    win: Math.round(win * scale * 100) / 100,
    multiplier: Math.round((win * scale) / 10) / 10,
    singleRoundMultiplier: 250 - i * 24,
    singleRoundWin: Math.round(win * scale * 0.4 * 100) / 100,
  }));
}

/**
 * The single-game board (gameId) or the popular board (gameId null), 10 entries each; `self` is
 * the entry with the player's name, when ranked (player01, the demo player, is 5th and 8th).
 */
export function leaderboardFor(gameId: number | null, playerName: string | null): Leaderboard {
  const list = gameId === null ? entries(7, 1.7) : entries(0, 1);
  return {
    gameId,
    entries: list,
    self: list.find((e) => e.userName === playerName) ?? null,
  };
}
