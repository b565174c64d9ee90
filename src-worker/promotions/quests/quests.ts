// Runs in the worker (and in Node): the player's quests in play: the server's list, the progress
// of each settled spin, and the daily refresh at the quests' hour (SPEC §4, §5, §6, §9).
import { dequal } from 'dequal/lite';
import type { GameType } from '../../../shared/lib/constants.ts';
import type { EngineState } from '../../../shared/engine/engine-api.ts';
import { onGameList } from '../../../shared/account/game-lists.ts';
import type { GameStatus } from '../../../shared/game-bridge/game-status.ts';
import type { Quest, QuestStatus } from '../../../shared/promotions/quests/quest-schema.ts';
import {
  accumulateAll,
  applyDailyReset,
  nextRefreshTime,
} from '../../../shared/promotions/quests/quest-rules.ts';
import type { PromotionClient } from '../promotion-client.ts';
import type { FailureSink } from '../panel-loads.ts';
import { questViews } from './quest-views.ts';
import type { EnginePorts } from '../../lib/ports.ts';
import type { ServerTicks } from '../../session/session-services.ts';
import { cardSpinning, createRoundCounter } from '../../game-bridge/round-delta.ts';

/** The game a status report comes from. */
export interface QuestGame {
  gameId: number;
  gameType: GameType;
}

/** The quests' part of the engine; the promotions start it, the game's reports feed it. */
export interface QuestService {
  /**
   * Loads the list from the server. A reload (live event, daily refresh) keeps the quests shown
   * when the answer is empty, which is also what a failed call answers (told to `onFail`).
   */
  load(client: PromotionClient, reload: boolean, onFail?: FailureSink): Promise<void>;
  /**
   * A status report of the game playing: a settled round adds its bet or win to the quests,
   * except for a game card's spins (SPEC §5) and in a game off the quest-enabled list (SPEC §6).
   */
  status(game: QuestGame, fields: Partial<GameStatus>): void;
  /** True when quests count in this game (SPEC §6 quest-enabled list). */
  questGame(gameId: number): boolean;
  dispose(): void;
}

/** How far a quest has come, for telling which of two copies is further along. */
const STATUS_RANK: Readonly<Record<QuestStatus, number>> = {
  assigned: 0,
  inProgress: 1,
  completed: 2,
  awarded: 3,
};

/**
 * The server's quest, unless the engine counted spins after the server's last progress (a later
 * progressTime) and the server has not moved the quest on: then the engine's progress stays, so
 * a reload that has not caught up with the last spins does not take them back.
 */
export function mergeQuest(server: Quest, local: Quest | undefined): Quest {
  if (local?.progressTime == null) return server;
  if (server.progressTime !== null && server.progressTime >= local.progressTime) return server;
  if (STATUS_RANK[server.status] > STATUS_RANK[local.status]) return server;
  // Another target or type is another quest under the same id: the server's counts.
  if (server.targetValue !== local.targetValue || server.questType !== local.questType) {
    return server;
  }
  const { progressValue, progressTime, status } = local;
  return { ...server, progressValue, progressTime, status };
}

/** Creates the quests over the engine state; nothing loads before `load`. */
export function createQuests(
  ports: EnginePorts,
  state: EngineState,
  ticks: ServerTicks,
): QuestService {
  const promo = state.promotions;
  /** The quests as the engine knows them: the server's, with the spins counted since. */
  let quests: Quest[] = [];
  let zone = 'UTC';
  let client: PromotionClient | null = null;
  /** What each report adds to its round: later reports of a round add only the change. */
  const roundDelta = createRoundCounter();
  /** Stops following the server's clock; null until the first load. */
  let ticker: (() => void) | null = null;

  // The server's clock (SPEC §9): what the countdown in the quest panel counts against.
  const now = (): number => state.serverTime ?? ports.clock.now();
  const accountId = (): string => state.user?.accountId ?? '';

  const publish = (): void => {
    const views = questViews(quests, now());
    // A reload that brings back what is shown sends the page nothing.
    if (!dequal(promo.quests, views)) promo.quests = views;
  };

  /** Unfinished daily quests whose progress is older than the last refresh start over. */
  const resetDaily = (): void => {
    const at = now();
    quests = quests.map((q) => applyDailyReset(q, at, promo.questRefreshHour, zone));
  };

  /**
   * SPEC §9: at the refresh hour the daily quests reset and the list is loaded again. It runs at
   * each tick of the server's clock (5 s), the one clock every countdown reads: a timer of the
   * quests' own beside it woke the worker 12 more times a minute. The ticks come from the
   * session's clock, not from a subscription to the state: in WebKit this module's chunk sees a
   * second copy of the worker's first script, and of the state library in it (docs/testing.md).
   */
  const tick = (): void => {
    const due = promo.questRefreshAt;
    if (due !== null && now() >= due) {
      resetDaily();
      promo.questRefreshAt = nextRefreshTime(now(), promo.questRefreshHour, zone);
      if (client) void service.load(client, true);
    }
    // Upcoming quests open by date: the views follow the clock.
    publish();
  };

  const service: QuestService = {
    async load(c, reload, onFail) {
      client = c;
      const data = await c.quests(accountId(), onFail);
      if (!(reload && data.quests.length === 0 && quests.length > 0)) {
        const known = new Map(quests.map((q) => [q.questId, q]));
        quests = data.quests.map((q) => mergeQuest(q, known.get(q.questId)));
      }
      promo.questRefreshHour = data.refreshHour;
      if (data.displayTimeZone) {
        zone = data.displayTimeZone;
        promo.displayTimeZone = data.displayTimeZone;
      }
      resetDaily();
      promo.questRefreshAt = nextRefreshTime(now(), promo.questRefreshHour, zone);
      publish();
      ticker ??= ticks(tick);
    },
    status(game, fields) {
      const delta = roundDelta(game.gameId, fields);
      if (!delta || !service.questGame(game.gameId)) return;
      const event = {
        ...delta,
        gameType: game.gameType,
        // SPEC §5: a card's free spins (the game plays them while its run is open) never count.
        fromGameCard: cardSpinning(promo.freeSpinRun),
        ts: now(),
      };
      if (event.bet <= 0 && event.win <= 0) return;
      quests = accumulateAll(quests, event);
      publish();
    },
    questGame: (gameId) => onGameList(promo.questGameIds, gameId),
    dispose() {
      ticker?.();
      ticker = null;
    },
  };
  return service;
}
