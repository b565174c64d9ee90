// Runs in the worker (and in Node): the quests turned into what their panel shows (pure).
import type { QuestView } from '../../../shared/promotions/promotion-state.ts';
import type { Quest } from '../../../shared/promotions/quests/quest-schema.ts';
import {
  questLock,
  questProgress,
  questViewState,
} from '../../../shared/promotions/quests/quest-rules.ts';

/** Each quest with its view state, progress and lock at `now`. */
export function questViews(quests: readonly Quest[], now: number): QuestView[] {
  return quests.map((quest) => ({
    ...quest,
    view: questViewState(quest, quests, now),
    progress: questProgress(quest),
    lock: questLock(quest, quests, now),
  }));
}
