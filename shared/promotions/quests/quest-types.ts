// Shared by the UI and the worker: the quests: their entity of SPEC §3
// and the JSON shapes of their calls (SPEC §7); times in ms since the epoch, ids as strings.

import type { GameType } from '../../lib/constants.ts';

/** Server-side quest status; upcoming and locked are worked out by quest-rules, not sent. */
export type QuestStatus = 'assigned' | 'inProgress' | 'completed' | 'awarded';

/** What a quest accumulates (SPEC §3): the total bet or the total win. */
export type QuestType = 'bet' | 'win';

/** Daily quests refresh at the refresh hour; regular ones run until done. */
export type QuestCategory = 'daily' | 'regular';

/** SPEC §3 quest. */
export interface Quest {
  /** The quest's id. */
  questId: string;
  /** Daily or regular (the two tabs of the quest panel). */
  category: QuestCategory;
  /** Server status; 'awarded' once the reward was paid. */
  status: QuestStatus;
  /** Whether bets or wins accumulate. */
  questType: QuestType;
  /** The accumulated bet or win total so far, in the player's currency. */
  progressValue: number;
  /** The total to reach. */
  targetValue: number;
  /** The quest that must be awarded first, or null. */
  prerequisiteQuestId: string | null;
  /** The only game type that counts, or null for any. */
  gameType: GameType | null;
  /** When the quest opens (ms since epoch); before it the quest is upcoming. Null: open now. */
  startTime: number | null;
  /** When progressValue was last changed (ms since epoch), for the daily reset. */
  progressTime: number | null;
  /** The reward's amount, shown on the quest card. */
  rewardAmount: number;
}

/** data of GET /quest/v1/list/{accountId}. */
export interface QuestListData {
  /** The player's quests. */
  quests: Quest[];
  /** Local hour (0-23, in displayTimeZone) at which daily quests refresh. */
  refreshHour: number;
  /** IANA zone of the refresh hour. */
  displayTimeZone: string;
}

/** data of GET /quest/v1/game-enabled. */
export interface GameEnabledData {
  /** Games where quests can be taken. */
  questGameIds: number[];
  /** Games where wheel tickets are earned. */
  wheelGameIds: number[];
}
