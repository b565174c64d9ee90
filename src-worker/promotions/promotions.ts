// Runs in the worker (and in Node): the promotions after login: loads, live updates and the
// player's actions on them (SPEC §2, §4, §5, §7, §8).
import { dequal } from 'dequal/lite';
import type { EngineState } from '../../shared/engine/engine-api.ts';
import { IGSW_POPUP_SKIP_GAME_IDS, skipsPopups } from '../account/client-flags.ts';
import type { GameType } from '../../shared/lib/constants.ts';
import type { GameStatus } from '../../shared/game-bridge/game-status.ts';
import type { PopupType } from '../../shared/promotions/promotion-types.ts';
import type {
  CardAnswer,
  DrawAnswer,
  PanelKind,
  PromotionState,
  WheelMessage,
} from '../../shared/promotions/promotion-state.ts';
import {
  type Campaign,
  type CampaignCycle,
  CAMPAIGN_TYPE_IDS,
  type SpinType,
  WHEEL_CAMPAIGN_TYPE_ID,
  type WheelTicketInfo,
} from '../../shared/promotions/promotion-types.ts';
import type { SpinBlocker } from '../../shared/promotions/wheel/wheel-rules.ts';
import {
  drawFeedback,
  eligibilityFeedback,
  isCampaignEligible,
} from '../../shared/promotions/wheel/wheel-rules.ts';
import type { EnvConfig } from '../boot/wire.ts';
import { onGameList } from '../../shared/account/game-lists.ts';
import { createCards } from './cards/cards.ts';
import { coalesce } from '../lib/coalesce.ts';
import type { NotificationHub } from '../session/notifications.ts';
import { createPopupScheduler } from './popups/popup-scheduler.ts';
import { createPromotionClient, type PromotionClient } from './promotion-client.ts';
import { wheelView } from './promotion-views.ts';
import { createQuests, type QuestGame } from './quests/quests.ts';
import { createWheelTickets } from './wheel/wheel-tickets.ts';
import { CLIENT_CODES } from '../errors/failure.ts';
import type { EnginePorts } from '../engine/ports.ts';

/** The SSE event types that refresh promotion data without a reload. */
export const PROMOTION_EVENTS = {
  inventory: 'inventory',
  quest: 'quest',
  wheelTicket: 'wheel',
} as const;

/** Live updates of one kind reload at most this often, however many events arrive. */
export const LIVE_RELOAD_GAP_MS = 2000;

/** The promotions' part of the engine. */
export interface PromotionService {
  /** After login: everything loads in parallel; resolves when the first load is done. */
  start(config: EnvConfig, gameId: number): Promise<void>;
  /** The game posted ready: the popups of SPEC §4, then the due card (once per game). */
  gameReady(gameId: number, gameType: GameType): Promise<void>;
  /** The player switched game: the old game's popups, panel and card go. */
  gameChanged(gameId: number): void;
  openPanel(kind: PanelKind): void;
  closePanel(): void;
  useCard(itemId: string): CardAnswer;
  freeSpinProgress(itemId: string, played: number, winAmount: number, done: boolean): void;
  dismissFreeSpinResult(): void;
  answerFreeSpinReminder(viewNow: boolean): void;
  drawWheel(type: SpinType): Promise<DrawAnswer>;
  /** A status report of the game playing: it feeds the quests and the wheel's tickets. */
  status(game: QuestGame, fields: Partial<GameStatus>): void;
  dispose(): void;
}

/** A blocked spin explained with SPEC §8's wheel texts. */
const BLOCKER_MESSAGE: Record<SpinBlocker, WheelMessage> = {
  insufficientTickets: 'insufficientTickets',
  bonusDistributed: 'message1',
  notStarted: 'message3',
  expired: 'message3',
};

/** Creates the promotions over the engine state; nothing runs before `start`. */
export function createPromotions(
  ports: EnginePorts,
  state: EngineState,
  notifications: NotificationHub,
  /** Called as each popup shows (the seat info card opens the player's seat there). */
  onPopup: (type: PopupType) => void = () => undefined,
): PromotionService {
  const promo = state.promotions;
  const scheduler = createPopupScheduler(ports, promo, onPopup);
  const quests = createQuests(ports, state);
  const unsubscribe: (() => void)[] = [];
  let client: PromotionClient | null = null;
  let started: Promise<void> = Promise.resolve();
  let wheelCode: string | null = null;
  let ticketInfo: WheelTicketInfo | null = null;
  let eligibility: WheelMessage | null = null;
  let readyFor: number | null = null;
  /** The quest log-in's answer for this game: SPEC §4's "logged in" of the quest popup. */
  let questLogIn: Promise<boolean> = Promise.resolve(false);
  let popupSettings: EnvConfig['popups'] = {};

  const now = (): number => state.serverTime ?? ports.clock.now();
  const accountId = (): string => state.user?.accountId ?? '';

  /**
   * Sets `key` to `value` unless it already holds an equal one. A refresh after a spin mostly
   * brings back what the player already has: replacing it anyway sent it whole to the page,
   * which rendered the promotions layer and its bar again for nothing.
   */
  const update = <K extends keyof PromotionState>(key: K, value: PromotionState[K]): void => {
    if (!dequal(promo[key], value)) promo[key] = value;
  };

  const cards = createCards(ports, state, promo, {
    now,
    closePanel: () => closePanel(),
    reload: () => {
      if (!client) return;
      void loadInventory(client);
      // A failed history call answers []: the messages shown stay rather than vanish.
      void client.itemHistory(accountId()).then((entries) => {
        if (entries.length > 0) cards.setHistory(entries);
      });
    },
  });

  // The engine's own count until the server's ticket info replaces it (loadWheel, live event).
  const wheelBet = createWheelTickets(promo, now, (ticket) => {
    ticketInfo = ticket;
    refreshWheel();
  });

  const loadInventory = async (c: PromotionClient): Promise<void> => {
    try {
      cards.setInventory(await c.inventory(accountId()));
      promo.needReload = false;
    } catch {
      promo.needReload = true;
    }
  };

  const refreshWheel = (): void => {
    const current = promo.wheel;
    if (!current) return;
    const view = wheelView(current.info, ticketInfo, eligibility, now());
    // A live refresh must not drop a draw in flight or its outcome.
    update('wheel', {
      ...view,
      lastDraw: current.lastDraw,
      message: current.message,
      statusError: current.statusError,
      drawing: current.drawing,
    });
  };

  const loadWheel = async (c: PromotionClient, code: string): Promise<void> => {
    const [info, prize, eligible, tickets] = await Promise.all([
      c.wheelSetting(code),
      c.wheelPrize(code),
      c.wheelEligibility(code),
      c.wheelQuest(accountId(), code),
    ]);
    if (!info) return;
    wheelCode = code;
    ticketInfo = tickets;
    // Only a refusing status is a refusal; a network failure leaves the draw to decide.
    eligibility =
      eligible.eligible || eligible.code === CLIENT_CODES.network
        ? null
        : eligibilityFeedback(eligible.code);
    const merged = prize
      ? { ...info, ...prize, dailyBonusDistributed: prize.dailyBonusDistributed }
      : info;
    update('wheel', wheelView(merged, ticketInfo, eligibility, now()));
  };

  const loadCampaigns = async (c: PromotionClient, invited: string[]): Promise<Campaign[]> => {
    const queryCodes = ports.query.campaignInvitationCodes;
    const codes = [...new Set([...invited, ...queryCodes])].filter((code) => code !== '');
    const lists = await Promise.all(codes.map((code) => c.campaigns(code)));
    const seen = new Set<string>();
    return lists.flat().filter((campaign) => {
      if (seen.has(campaign.invitationCode)) return false;
      seen.add(campaign.invitationCode);
      return isCampaignEligible(campaign, queryCodes);
    });
  };

  const loadLeaderboards = async (c: PromotionClient, gameId: number): Promise<void> => {
    // SPEC §6: without the login's leaderboard permission no leaderboard call is made at all.
    if (state.user?.leaderboard === false) {
      promo.leaderboardAllowed = false;
      return;
    }
    const [current, popular] = await Promise.all([
      c.leaderboard('single', accountId(), gameId),
      c.leaderboard('popular', accountId(), gameId),
    ]);
    promo.leaderboardAllowed = current !== 'forbidden' && popular !== 'forbidden';
    promo.leaderboards = {
      current: current === 'forbidden' ? null : current,
      popular: popular === 'forbidden' ? null : popular,
    };
  };

  const load = async (c: PromotionClient, gameId: number): Promise<void> => {
    const player = accountId();
    const loginCode = ports.query.campaignInvitationCodes[0]?.trim() || null;
    questLogIn = c.questLogIn(player, gameId);
    const [invited] = await Promise.all([
      c.invitation(player),
      questLogIn,
      c.campaignLogIn(player, gameId, loginCode),
    ]);
    const [, , history, enabled, campaigns] = await Promise.all([
      quests.load(c, false),
      loadInventory(c),
      c.itemHistory(player),
      c.gameEnabled(),
      loadCampaigns(c, invited),
      loadLeaderboards(c, gameId),
    ]);
    cards.setHistory(history);
    promo.questGameIds = enabled.questGameIds;
    promo.wheelGameIds = enabled.wheelGameIds;
    promo.campaigns = campaigns.filter((x) =>
      x.campaignTypeIds.some((t) => CAMPAIGN_TYPE_IDS.includes(t)),
    );
    // Each campaign's round running now (or the next one), for the campaign panel.
    const rounds = await Promise.all(
      promo.campaigns.map(async (x) => {
        const cycles = await c.campaignCycles(x.invitationCode);
        return [x.invitationCode, cycles.find((cycle) => cycle.endTime > now())] as const;
      }),
    );
    promo.campaignRounds = Object.fromEntries(
      rounds.filter((r): r is readonly [string, CampaignCycle] => r[1] !== undefined),
    );
    const wheel = campaigns.find((x) => x.campaignTypeIds.includes(WHEEL_CAMPAIGN_TYPE_ID));
    if (wheel) await loadWheel(c, wheel.invitationCode);
  };

  const closePanel = (): void => {
    promo.panel = null;
    scheduler.panelClosed();
  };

  return {
    start(config, gameId) {
      const assetCdn = config.assetCdn ?? config.dl ?? '';
      const c = createPromotionClient(ports, {
        promotion: config.servers.promotion,
        assetCdn,
        token: ports.query.x,
      });
      client = c;
      promo.assetBase = assetCdn;
      popupSettings = config.popups ?? {};
      const on = (type: string, fn: () => Promise<void>): void => {
        const reload = coalesce(ports.clock, fn, LIVE_RELOAD_GAP_MS);
        unsubscribe.push(
          notifications.subscribe(type, () => reload.trigger()),
          () => reload.dispose(),
        );
      };
      on(PROMOTION_EVENTS.inventory, () => loadInventory(c));
      on(PROMOTION_EVENTS.quest, () => quests.load(c, true));
      on(PROMOTION_EVENTS.wheelTicket, async () => {
        if (wheelCode === null) return;
        // A failed reload (null) keeps the tickets shown rather than dropping them to 0.
        ticketInfo = (await c.wheelQuest(accountId(), wheelCode)) ?? ticketInfo;
        refreshWheel();
      });
      // Promotions never stop the game: any failure leaves empty lists (SPEC §8).
      started = load(c, gameId)
        .catch(() => undefined)
        .finally(() => {
          promo.loaded = true;
        });
      return started;
    },
    async gameReady(gameId, gameType) {
      if (readyFor === gameId) return;
      readyFor = gameId;
      await started;
      const questLoggedIn = await questLogIn;
      const user = state.user;
      // A switch while the promotions loaded: this game is no longer the one playing.
      if (!user || readyFor !== gameId) return;
      const wheel = promo.wheel;
      const wheelHere =
        wheel !== null &&
        wheel.eligible &&
        wheel.state !== 'ended' &&
        onGameList(wheel.info.gameIds, gameId) &&
        onGameList(promo.wheelGameIds, gameId);
      await scheduler.run(
        {
          // The game playing now: after a switch, its own type, not the query's.
          skipPopups: skipsPopups(user.uid, gameType, gameId, IGSW_POPUP_SKIP_GAME_IDS),
          loggedIn: questLoggedIn,
          allQuestsAwarded: promo.quests.every((q) => q.status === 'awarded'),
          questGame: quests.questGame(gameId),
          // The free-spin popup opens the offers list: it needs an offer to show (SPEC §4).
          cardCount: cards.offerCount(),
          cardInUse: promo.freeSpinRun !== null,
          hasWheel: wheelHere,
          hasCampaign: promo.campaigns.length > 0,
          hasLeaderboard: promo.leaderboardAllowed && promo.leaderboards.current !== null,
          // The seat lobby and the jackpot winners are panels too (seatInfoCard, jpHistory).
          hasSeat: state.seats.enabled,
          hasJackpot: state.jackpots.pools.length > 0,
        },
        user.accountId,
        now(),
        popupSettings,
      );
      cards.gameReady(gameId);
    },
    gameChanged(gameId) {
      readyFor = null;
      scheduler.reset();
      promo.popup = null;
      promo.panel = null;
      cards.gameChanged();
      if (client) {
        // The quest server is told of each game the player enters (SPEC §7 query gameId).
        questLogIn = client.questLogIn(accountId(), gameId);
        void loadLeaderboards(client, gameId).catch(() => undefined);
      }
    },
    openPanel(kind) {
      // The wheel's state moves with time (start, end, expiry): recompute when it is looked at.
      if (kind === 'wheel') refreshWheel();
      promo.panel = kind;
    },
    closePanel,
    useCard: (itemId) => cards.use(itemId, readyFor),
    freeSpinProgress: (itemId, played, winAmount, done) =>
      cards.progress(itemId, played, winAmount, done),
    dismissFreeSpinResult: () => cards.dismissResult(),
    answerFreeSpinReminder: (viewNow) => cards.answerReminder(viewNow),
    async drawWheel(type) {
      const wheel = promo.wheel;
      if (!wheel || !client || wheelCode === null || wheel.drawing) {
        return { ok: false, message: 'message3', statusError: false };
      }
      const blocker = wheel.blockers[type];
      if (blocker) {
        wheel.message = BLOCKER_MESSAGE[blocker];
        return { ok: false, message: wheel.message, statusError: false };
      }
      wheel.drawing = true;
      const outcome = await client.drawWheel(accountId(), wheelCode, type);
      // A live refresh may have replaced the wheel meanwhile: write to the current one.
      const after = promo.wheel ?? wheel;
      after.drawing = false;
      if (outcome.ok) {
        const { ticketCount } = outcome.result;
        ticketInfo = ticketInfo
          ? { ...ticketInfo, ticketCount }
          : { questStatus: 'inProgress', progressValue: 0, conditionValue: 0, ticketCount };
        refreshWheel();
        if (promo.wheel) {
          promo.wheel.lastDraw = outcome.result;
          promo.wheel.message = null;
        }
        return { ok: true, result: outcome.result };
      }
      const feedback = drawFeedback('thrown' in outcome ? { thrown: true } : outcome);
      const message = feedback === 'statusError' ? null : feedback;
      after.message = message;
      after.statusError = feedback === 'statusError';
      return { ok: false, message, statusError: after.statusError };
    },
    status(game, fields) {
      quests.status(game, fields);
      wheelBet(game.gameId, fields);
    },
    dispose() {
      for (const stop of unsubscribe.splice(0)) stop();
      scheduler.dispose();
      quests.dispose();
      cards.dispose();
    },
  };
}
