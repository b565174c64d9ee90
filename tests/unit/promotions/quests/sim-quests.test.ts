// The simulator's quest server and the quest scenarios: the daily reset it answers after the
// refresh hour, the hourly refresh of quest-refresh-soon, the quest list, and the special client.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUEST_SCENARIO_TOKENS, USERS } from '../../../../operator-sim/data.ts';
import { GAMES, SPECIAL_GAME_ID } from '../../../../operator-sim/game-data.ts';
import { GAME_ENABLED } from '../../../../operator-sim/promotions/quest-data.ts';
import { resetPromotionState } from '../../../../operator-sim/promotion-handlers.ts';
import { SCENARIOS, scenarioUrl } from '../../../../operator-sim/scenarios.ts';
import {
  clientFlags,
  skipsPopups,
  IGSW_POPUP_SKIP_GAME_IDS,
} from '../../../../src-worker/account/client-flags.ts';
import type {
  PromotionResponse,
  QuestListData,
} from '../../../../shared/promotions/promotion-types.ts';
import { useSimServer } from '../../support/sim-server.ts';

const { world } = useSimServer();
const LINE = 'http://line-a.test';
const MINUTE = 60_000;
/** 23:30 in Bangkok. */
const BEFORE_MIDNIGHT = Date.UTC(2026, 2, 1, 16, 30);
const MIDNIGHT = Date.UTC(2026, 2, 1, 17);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BEFORE_MIDNIGHT);
});
afterEach(() => {
  vi.useRealTimers();
  resetPromotionState(world);
});

async function questList(token: string): Promise<QuestListData> {
  const response = await fetch(`${LINE}/quest/v1/list/10001`, {
    headers: { Authorization: token },
  });
  const body = (await response.json()) as PromotionResponse<QuestListData>;
  expect(body.status).toBe('0000');
  return body.data!;
}

const dailyBet = (list: QuestListData) => list.quests.find((q) => q.questId === 'q-daily-bet');

describe('the quest server', () => {
  it('answers an unfinished daily quest reset once its refresh hour has passed', async () => {
    const first = await questList('demo-token');
    expect(first.refreshHour).toBe(0);
    expect(dailyBet(first)).toMatchObject({
      status: 'inProgress',
      progressValue: 40,
      progressTime: BEFORE_MIDNIGHT - MINUTE,
    });
    vi.setSystemTime(MIDNIGHT + 1_000);
    const after = await questList('demo-token');
    expect(dailyBet(after)).toMatchObject({ status: 'assigned', progressValue: 0 });
    // Finished daily quests keep their reward.
    expect(after.quests.find((q) => q.questId === 'q-daily-win')?.status).toBe('completed');
  });

  it('a simulator started with another daily hour answers it, and resets at it, not at midnight', async () => {
    // Noon in Bangkok: what an end-to-end run sets when its clock is near midnight there.
    world.questRefreshHour = 12;
    try {
      const first = await questList('demo-token');
      expect(first.refreshHour).toBe(12);
      vi.setSystemTime(MIDNIGHT + 1_000);
      expect(dailyBet(await questList('demo-token'))?.progressValue).toBe(40);
      vi.setSystemTime(MIDNIGHT + 12 * 60 * MINUTE + 1_000);
      expect(dailyBet(await questList('demo-token'))).toMatchObject({ progressValue: 0 });
    } finally {
      delete world.questRefreshHour;
    }
  });

  it('quest-refresh-soon names the next full hour in Bangkok, and resets at it', async () => {
    const first = await questList(QUEST_SCENARIO_TOKENS.refreshSoon);
    expect(first.refreshHour).toBe(0);
    vi.setSystemTime(MIDNIGHT + 5 * MINUTE);
    const after = await questList(QUEST_SCENARIO_TOKENS.refreshSoon);
    expect(after.refreshHour).toBe(1);
    expect(dailyBet(after)?.progressValue).toBe(0);
  });
});

describe('the quest scenarios', () => {
  it('quest-off-list plays a game that is in the game list but not on the quest-enabled list', () => {
    const scenario = SCENARIOS.find((s) => s.name === 'quest-off-list')!;
    const mType = Number(
      new URL(scenarioUrl('http://app.test', scenario)).searchParams.get('mType'),
    );
    expect(GAMES.some((g) => g.gameId === mType)).toBe(true);
    expect(GAME_ENABLED.questGameIds).not.toContain(mType);
  });

  it('special-client is an NT client in game 1046, which skips its popups', () => {
    const scenario = SCENARIOS.find((s) => s.name === 'special-client')!;
    const url = new URL(scenarioUrl('http://app.test', scenario));
    expect(url.searchParams.get('mType')).toBe(String(SPECIAL_GAME_ID));
    const user = USERS[scenario.token];
    expect(user).toMatchObject({ kind: 'player', clientCode: 'NT' });
    const uid = `player502@${user?.kind === 'player' ? user.clientCode : ''}`;
    expect(clientFlags(uid).special).toBe(true);
    expect(skipsPopups(uid, 1, SPECIAL_GAME_ID, IGSW_POPUP_SKIP_GAME_IDS)).toBe(true);
  });

  it.each([
    ['an NT client in 1051 (a fish game too)', 'p@NT', 2, 1051, true],
    ['a TRIALS client in 1052', 'p@trials', 1, 1052, true],
    ['an NT client in 2001', 'p@NT', 1, 2001, false],
    ['a DEMO client in 1046', 'p@DEMO', 1, 1046, false],
    ['an IGSW client in 1046 (not its list)', 'p@IGSW', 1, 1046, false],
    ['an IGSW client in the slot 1001', 'p@IGSW', 1, 1001, true],
  ] as const)('popups skipped for %s: %s', (_name, uid, gameType, gameId, skipped) => {
    expect(skipsPopups(uid, gameType, gameId, IGSW_POPUP_SKIP_GAME_IDS)).toBe(skipped);
  });
});
