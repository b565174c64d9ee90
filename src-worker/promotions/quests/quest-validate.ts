// Runs in the worker (and in Node): the quest server's answers checked field by field (SPEC §3,
// §7); an unknown status or type drops its quest.
import { GAME_TYPES, type GameType } from '../../../shared/lib/constants.ts';
import { isTimeZone } from '../../../shared/lib/dates.ts';
import type {
  GameEnabledData,
  Quest,
  QuestCategory,
  QuestListData,
  QuestStatus,
  QuestType,
} from '../../../shared/promotions/quests/quest-types.ts';
import {
  count,
  dataOf,
  gameIds,
  idOf,
  listOf,
  nonNegative,
  num,
  oneOf,
  type Rec,
} from '../../lib/wire-read.ts';

function readQuest(q: Rec): Quest | null {
  const questId = idOf(q['questId']);
  const status = oneOf<QuestStatus>(q['status'], [
    'assigned',
    'inProgress',
    'completed',
    'awarded',
  ]);
  const questType = oneOf<QuestType>(q['questType'], ['bet', 'win']);
  // An unknown status or type cannot be shown truthfully: the quest is left out.
  if (questId === null || status === null || questType === null) return null;
  const gameType = num(q['gameType']);
  return {
    questId,
    category: oneOf<QuestCategory>(q['category'], ['daily', 'regular']) ?? 'regular',
    status,
    questType,
    progressValue: nonNegative(q['progressValue']) ?? 0,
    targetValue: nonNegative(q['targetValue']) ?? 0,
    prerequisiteQuestId: idOf(q['prerequisiteQuestId']),
    gameType: gameType !== null && gameType in GAME_TYPES ? (gameType as GameType) : null,
    startTime: num(q['startTime']),
    progressTime: num(q['progressTime']),
    rewardAmount: nonNegative(q['rewardAmount']) ?? 0,
  };
}

/** GET /quest/v1/list: the quests; an unknown zone is '' (the engine keeps its own). */
export function readQuestList(raw: unknown): QuestListData {
  const data = dataOf(raw, 'quest list');
  const hour = count(data['refreshHour']);
  const zone = data['displayTimeZone'];
  return {
    quests: listOf(data['quests'], readQuest, (q) => q.questId),
    refreshHour: hour !== null && hour <= 23 ? hour : 0,
    displayTimeZone: typeof zone === 'string' && isTimeZone(zone) ? zone : '',
  };
}

/** GET /quest/v1/game-enabled: positive integer game ids, each once. */
export function readGameEnabled(raw: unknown): GameEnabledData {
  const data = dataOf(raw, 'game enabled');
  return {
    questGameIds: gameIds(data['questGameIds']),
    wheelGameIds: gameIds(data['wheelGameIds']),
  };
}
