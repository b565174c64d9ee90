// Runs in the worker (and in Node): the quest server's answers read with their schemas (SPEC §3,
// §7; shared/promotions/quests/quest-schema.ts).
import {
  type GameEnabledData,
  type QuestListData,
  gameEnabledSchema,
  questListSchema,
} from '../../../shared/promotions/quests/quest-schema.ts';
import { parseWire } from '../../lib/parse-wire.ts';

/** GET /quest/v1/list: the quests; an unknown zone is '' (the engine keeps its own). */
export function readQuestList(raw: unknown): QuestListData {
  return parseWire(questListSchema, raw, 'quest list').data;
}

/** GET /quest/v1/game-enabled: positive integer game ids, each once. */
export function readGameEnabled(raw: unknown): GameEnabledData {
  return parseWire(gameEnabledSchema, raw, 'game enabled').data;
}
