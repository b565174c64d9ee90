// Shared by the worker, which reads the quest server's answers with these (SPEC §3, §7;
// src-worker/promotions/quests/quest-validate.ts), and the page, the rules and the simulator,
// which take the quest types inferred from them: each wire shape is declared once, here. Times in
// ms since the epoch, ids as strings; an unknown status or type drops its quest.
import { GAME_TYPES, type GameType } from '../../lib/constants.ts';
import {
  type Infer,
  envelope,
  fallback,
  id,
  integer,
  list,
  map,
  numeric,
  object,
  refine,
} from '../../lib/wire-schema.ts';
import { gameIdList, nonNegative, oneOf, timeZone } from '../promotion-schema.ts';

/** Server-side quest statuses; upcoming and locked are worked out by quest-rules, not sent. */
const status = oneOf(['assigned', 'inProgress', 'completed', 'awarded'] as const);

/** A server-side quest status; 'awarded' once the reward was paid. */
export type QuestStatus = Infer<typeof status>;

/** One quest (SPEC §3); an unknown status or type cannot be shown truthfully: it is left out. */
const questSchema = object({
  /** The quest's id. */
  questId: id,
  /** Daily quests refresh at the refresh hour; regular ones run until done (the panel's tabs). */
  category: fallback(oneOf(['daily', 'regular'] as const), 'regular' as const),
  /** Server status; 'awarded' once the reward was paid. */
  status,
  /** What a quest accumulates (SPEC §3): the total bet or the total win. */
  questType: oneOf(['bet', 'win'] as const),
  /** The accumulated bet or win total so far, in the player's currency. */
  progressValue: fallback(nonNegative, 0),
  /** The total to reach. */
  targetValue: fallback(nonNegative, 0),
  /** The quest that must be awarded first, or null. */
  prerequisiteQuestId: fallback(id, null),
  /** The only game type that counts, or null for any. */
  gameType: fallback(
    map(
      refine(numeric, (n) => n in GAME_TYPES),
      (n) => n as GameType,
    ),
    null,
  ),
  /** When the quest opens (ms since epoch); before it the quest is upcoming. Null: open now. */
  startTime: fallback(numeric, null),
  /** When progressValue was last changed (ms since epoch), for the daily reset. */
  progressTime: fallback(numeric, null),
  /** The reward's amount, shown on the quest card. */
  rewardAmount: fallback(nonNegative, 0),
});

/** SPEC §3 quest. */
export type Quest = Infer<typeof questSchema>;

/** GET /quest/v1/list/{accountId}: the quests, the daily refresh hour and the display zone. */
export const questListSchema = envelope(
  object({
    quests: list(questSchema, (q) => q.questId),
    /** Local hour (0-23, in displayTimeZone) at which daily quests refresh. */
    refreshHour: fallback(
      refine(integer(0), (h) => h <= 23),
      0,
    ),
    /** IANA zone of the refresh hour; an unknown zone is '': the engine keeps its own. */
    displayTimeZone: fallback(timeZone, ''),
  }),
);

/** data of GET /quest/v1/list/{accountId}. */
export type QuestListData = Infer<typeof questListSchema>['data'];

/** GET /quest/v1/game-enabled: the games that count for quests and for the wheel. */
export const gameEnabledSchema = envelope(
  object({
    /** Games where quests can be taken. */
    questGameIds: gameIdList,
    /** Games where wheel tickets are earned. */
    wheelGameIds: gameIdList,
  }),
);

/** data of GET /quest/v1/game-enabled. */
export type GameEnabledData = Infer<typeof gameEnabledSchema>['data'];
