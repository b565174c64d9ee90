// Runs in Node (and in unit tests): the simulator's quests (SPEC §9) and the games they and the
// wheel count in.
import type {
  GameEnabledData,
  Quest,
  QuestListData,
} from '../../shared/promotions/promotion-types.ts';
import { applyDailyReset, lastRefreshTime } from '../../shared/promotions/quests/quest-rules.ts';
import { zonedParts } from '../../shared/lib/time-zones.ts';
import { DEMO_GAME_ID } from '../game-data.ts';
import { DAY, HOUR, MINUTE, type PromoProfile } from './profiles.ts';
import { WHEEL_GAME_IDS } from './wheel-data.ts';

function quest(
  questId: string,
  fields: Partial<Quest> & Pick<Quest, 'category' | 'status' | 'questType'>,
): Quest {
  return {
    questId,
    progressValue: 0,
    targetValue: 100,
    prerequisiteQuestId: null,
    gameType: null,
    startTime: null,
    progressTime: null,
    rewardAmount: 5,
    ...fields,
  };
}

/** The zone the quests' refresh hour is in. */
export const QUEST_ZONE = 'Asia/Bangkok';

/** The Bangkok hour of an instant. */
const questHourOf = (ms: number): number => zonedParts(ms, QUEST_ZONE).hour;

/**
 * GET /quest/v1/list/{accountId}: the quests recorded at `now` (the world's records time), as
 * the server answers them at `requestAt`. Daily quests refresh at `dailyHour` in Bangkok
 * (midnight unless the simulator was started with another); with the nextHour profile at every
 * full hour (each answer announces the next one). An unfinished daily
 * quest whose progress is older than the refresh that last passed starts over, as the engine
 * resets it (SPEC §9).
 */
export function questsFor(
  profile: PromoProfile,
  now: number,
  requestAt: number = now,
  dailyHour = 0,
): QuestListData {
  const hourly = profile.questRefresh === 'nextHour';
  const passedHour = hourly ? questHourOf(requestAt) : dailyHour;
  const refreshHour = hourly ? (passedHour + 1) % 24 : dailyHour;
  // Played a minute ago, but never before the refresh: a fresh list is not reset at once.
  const recordedHour = hourly ? questHourOf(now) : dailyHour;
  const lastPlayed = Math.max(now - MINUTE, lastRefreshTime(now, recordedHour, QUEST_ZONE));
  const recorded =
    profile.quests === 'allAwarded'
      ? [
          quest('q-daily-bet', {
            category: 'daily',
            status: 'awarded',
            questType: 'bet',
            progressValue: 100,
            progressTime: now - HOUR,
          }),
          quest('q-daily-win', {
            category: 'daily',
            status: 'awarded',
            questType: 'win',
            progressValue: 200,
            targetValue: 200,
            progressTime: now - 2 * HOUR,
          }),
          quest('q-regular-spins', {
            category: 'regular',
            status: 'awarded',
            questType: 'bet',
            progressValue: 1_000,
            targetValue: 1_000,
            rewardAmount: 50,
            progressTime: now - DAY,
          }),
        ]
      : [
          quest('q-daily-bet', {
            category: 'daily',
            status: 'inProgress',
            questType: 'bet',
            progressValue: 40,
            progressTime: lastPlayed,
          }),
          quest('q-daily-win', {
            category: 'daily',
            status: 'completed',
            questType: 'win',
            progressValue: 200,
            targetValue: 200,
            rewardAmount: 10,
            progressTime: now - 2 * HOUR,
          }),
          quest('q-regular-spins', {
            category: 'regular',
            status: 'awarded',
            questType: 'bet',
            progressValue: 1_000,
            targetValue: 1_000,
            rewardAmount: 50,
            progressTime: now - DAY,
          }),
          // Upcoming: open by date, but locked until q-daily-bet (in progress) is awarded.
          quest('q-regular-next', {
            category: 'regular',
            status: 'assigned',
            questType: 'bet',
            targetValue: 2_000,
            prerequisiteQuestId: 'q-daily-bet',
            rewardAmount: 80,
          }),
          quest('q-regular-win', {
            category: 'regular',
            status: 'assigned',
            questType: 'win',
            targetValue: 500,
            gameType: 1,
            startTime: now - DAY,
            rewardAmount: 20,
          }),
        ];
  const quests = recorded.map((q) => applyDailyReset(q, requestAt, passedHour, QUEST_ZONE));
  return { quests, refreshHour, displayTimeZone: QUEST_ZONE };
}

/** GET /quest/v1/game-enabled. */
export const GAME_ENABLED: GameEnabledData = {
  questGameIds: [DEMO_GAME_ID, 1026, 2003, 3001],
  wheelGameIds: [...WHEEL_GAME_IDS],
};
