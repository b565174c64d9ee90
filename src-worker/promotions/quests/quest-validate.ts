// Runs in the worker (and in Node): the quest server's answers as schemas (SPEC §3, §7); an
// unknown status or type drops its quest.
import { GAME_TYPES, type GameType } from '../../../shared/lib/constants.ts';
import type {
  GameEnabledData,
  Quest,
  QuestListData,
} from '../../../shared/promotions/quests/quest-types.ts';
import {
  envelope,
  fallback,
  id,
  integer,
  list,
  map,
  numeric,
  object,
  parseWire,
  refine,
  type Schema,
} from '../../lib/wire-schema.ts';
import { gameIdList, nonNegative, oneOf, timeZone } from '../promotion-schema.ts';

/** One quest; an unknown status or type cannot be shown truthfully: the quest is left out. */
const questSchema: Schema<Quest> = object({
  questId: id,
  category: fallback(oneOf(['daily', 'regular'] as const), 'regular' as const),
  status: oneOf(['assigned', 'inProgress', 'completed', 'awarded'] as const),
  questType: oneOf(['bet', 'win'] as const),
  progressValue: fallback(nonNegative, 0),
  targetValue: fallback(nonNegative, 0),
  prerequisiteQuestId: fallback(id, null),
  gameType: fallback(
    map(
      refine(numeric, (n) => n in GAME_TYPES),
      (n) => n as GameType,
    ),
    null,
  ),
  startTime: fallback(numeric, null),
  progressTime: fallback(numeric, null),
  rewardAmount: fallback(nonNegative, 0),
});

/** GET /quest/v1/list/{accountId}: the quests, the daily refresh hour and the display zone. */
export const questListSchema = envelope(
  object({
    quests: list(questSchema, (q) => q.questId),
    refreshHour: fallback(
      refine(integer(0), (h) => h <= 23),
      0,
    ),
    // An unknown zone is '': the engine keeps its own.
    displayTimeZone: fallback(timeZone, ''),
  }),
);

/** GET /quest/v1/list: the quests; an unknown zone is '' (the engine keeps its own). */
export function readQuestList(raw: unknown): QuestListData {
  return parseWire(questListSchema, raw, 'quest list').data;
}

/** GET /quest/v1/game-enabled: the games that count for quests and for the wheel. */
export const gameEnabledSchema = envelope(
  object({ questGameIds: gameIdList, wheelGameIds: gameIdList }),
);

/** GET /quest/v1/game-enabled: positive integer game ids, each once. */
export function readGameEnabled(raw: unknown): GameEnabledData {
  return parseWire(gameEnabledSchema, raw, 'game enabled').data;
}
