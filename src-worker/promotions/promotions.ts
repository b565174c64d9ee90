// Runs in the worker (and in Node): the promotions after login, composed of their features
// (quests, cards, campaigns, wheel, leaderboards, popups), each in its own folder: the load
// after login, the live updates and the game's lifecycle (SPEC §2, §4, §5, §7, §8).
import type { EngineState } from '../../shared/engine/engine-api.ts';
import type { EngineApi } from '../../shared/engine/boundary.ts';
import type { GameType } from '../../shared/lib/constants.ts';
import type { GameStatus } from '../../shared/game-bridge/game-status.ts';
import type { PopupType } from '../../shared/promotions/promotion-types.ts';
import type { PanelKind } from '../../shared/promotions/promotion-state.ts';
import { IGSW_POPUP_SKIP_GAME_IDS, skipsPopups } from '../account/client-flags.ts';
import { assetBase } from '../boot/config.ts';
import type { EnvConfig } from '../boot/wire.ts';
import type { EnginePorts, ReadersPort } from '../lib/ports.ts';
import { coalesce } from '../lib/coalesce.ts';
import type { NotificationHub } from '../session/notifications.ts';
import type { ServerTicks } from '../session/session-services.ts';
import { SSE_EVENTS } from '../session/sse-events.ts';
import { loadCampaigns, showCampaigns } from './campaigns/campaigns.ts';
import { createCards } from './cards/cards.ts';
import { loadLeaderboards } from './leaderboards/leaderboards.ts';
import { gameReadyFacts } from './popups/game-ready-facts.ts';
import { createPopupScheduler } from './popups/popup-scheduler.ts';
import type { RoundGate } from '../lib/round-gate.ts';
import {
  createPromotionClient,
  type PromotionClient,
  type PromotionReaders,
} from './promotion-client.ts';
import { createQuests, type QuestGame } from './quests/quests.ts';
import { createWheel } from './wheel/wheel.ts';
import { createPanelLoads, type PanelLoad } from './panel-loads.ts';

/** Live updates of one kind reload at most this often, however many events arrive. */
export const LIVE_RELOAD_GAP_MS = 2000;

/** The engine calls the promotions answer whole (the engine spreads them into its API). */
export type PromotionApi = Pick<
  EngineApi,
  'useCard' | 'freeSpinProgress' | 'dismissFreeSpinResult' | 'answerFreeSpinReminder' | 'drawWheel'
>;

/** The promotions' part of the engine. */
export interface PromotionService {
  /** The engine members the promotions answer by themselves, for the engine to spread. */
  api: PromotionApi;
  /** After login: everything loads in parallel; resolves when the first load is done. */
  start(config: EnvConfig, gameId: number): Promise<void>;
  /** The game posted ready: the popups of SPEC §4, then the due card (once per game). */
  gameReady(gameId: number, gameType: GameType): Promise<void>;
  /** The player switched game: the old game's popups, panel and card go (a run is restored). */
  gameChanged(gameId: number): void;
  /** The game's frame loaded again: a card run it had not finished is restored (SPEC §4). */
  frameRestarted(): void;
  /**
   * Opens a panel (the seat lobby's own refresh is the engine's). A panel whose data could not
   * be loaded loads it again, once: its Try again opens it again.
   */
  openPanel(kind: PanelKind): void;
  closePanel(): void;
  /** A status report of the game playing: it feeds the quests and the wheel's tickets. */
  status(game: QuestGame, fields: Partial<GameStatus>): void;
  dispose(): void;
}

/** Creates the promotions over the engine state; nothing runs before `start`. */
export function createPromotions(
  ports: EnginePorts & ReadersPort<PromotionReaders>,
  state: EngineState,
  notifications: NotificationHub,
  /** Called as each popup shows (the seat info card opens the player's seat there). */
  onPopup: (type: PopupType) => void,
  /** The round in play: popups and the reminder wait for the game to be idle. */
  round: RoundGate,
  /** The server clock's ticks, which the quests' daily refresh follows. */
  ticks: ServerTicks,
): PromotionService {
  const promo = state.promotions;
  const scheduler = createPopupScheduler(ports, promo, onPopup, round);
  const quests = createQuests(ports, state, ticks);
  const loads = createPanelLoads(promo);
  const unsubscribe: (() => void)[] = [];
  let client: PromotionClient | null = null;
  let started: Promise<void> = Promise.resolve();
  let readyFor: number | null = null;
  /** The quest log-in's answer for this game: SPEC §4's "logged in" of the quest popup. */
  let questLogIn: Promise<boolean> = Promise.resolve(false);
  let popupSettings: EnvConfig['popups'] = {};
  /** The game playing (its leaderboard), and the wheel campaign's code once one is known. */
  let gameNow = 0;
  let wheelCode: string | null = null;

  const now = (): number => state.serverTime ?? ports.clock.now();
  const accountId = (): string => state.user?.accountId ?? '';
  const wheel = createWheel(promo, { now, accountId });

  const closePanel = (): void => {
    promo.panel = null;
    scheduler.panelClosed();
  };

  const cards = createCards(ports, state, promo, {
    now,
    round,
    closePanel,
    reload: () => {
      if (!client) return;
      const c = client;
      void loads.track(['freeSpin'], (l) => loadInventory(c, l), true);
      // A failed history call answers []: the messages shown stay rather than vanish.
      void client.itemHistory(accountId()).then((entries) => {
        if (entries.length > 0) cards.setHistory(entries);
      });
    },
  });

  /** The inventory (the free-spin and free-game cards); SPEC §8's need-reload flag too. */
  const loadInventory = async (c: PromotionClient, l: PanelLoad): Promise<void> => {
    try {
      cards.setInventory(await c.inventory(accountId()));
      promo.needReload = false;
    } catch (error) {
      promo.needReload = true;
      l.sink('freeSpin')(error);
    }
  };

  /**
   * The campaigns, then the wheel campaign among them. Lists that did not come unload the
   * campaign panel; the wheel is unloaded only when its campaign is known and its own data did
   * not come (without the lists no wheel is known: the campaigns' retry brings it).
   */
  const loadCampaignsAndWheel = async (
    c: PromotionClient,
    invited: Promise<string[]>,
    l: PanelLoad,
  ): Promise<void> => {
    const queryCodes = ports.query.campaignInvitationCodes;
    const failed = l.sink('campaign');
    const campaigns = await loadCampaigns(c, await invited, queryCodes, failed);
    wheelCode = (await showCampaigns(promo, c, campaigns, now, failed)) ?? wheelCode;
    if (wheelCode !== null) await wheel.load(c, wheelCode, l.sink('wheel'));
  };

  const loadBoards = (c: PromotionClient): Promise<void> =>
    loads.track(['leaderboard'], (l) => loadLeaderboards(state, c, gameNow, l.sink('leaderboard')));

  /** Loads the data of an unloaded panel again: one request set, none while one runs. */
  const retry = (kind: PanelKind): void => {
    const c = client;
    if (!c || !promo.unloaded.includes(kind) || loads.running(kind)) return;
    const player = accountId();
    const reloads: Partial<Record<PanelKind, () => Promise<void>>> = {
      quest: () => loads.track(['quest'], (l) => quests.load(c, false, l.sink('quest'))),
      freeSpin: () => loads.track(['freeSpin'], (l) => loadInventory(c, l)),
      campaign: () =>
        loads.track(['campaign', 'wheel'], (l) =>
          loadCampaignsAndWheel(c, c.invitation(player, l.sink('campaign')), l),
        ),
      wheel: () =>
        loads.track(['wheel'], async (l) => {
          if (wheelCode !== null) await wheel.load(c, wheelCode, l.sink('wheel'));
        }),
      leaderboard: () => loadBoards(c),
    };
    void reloads[kind]?.().catch(() => undefined);
  };

  const load = async (c: PromotionClient, gameId: number): Promise<void> => {
    const player = accountId();
    const loginCode = ports.query.campaignInvitationCodes[0]?.trim() || null;
    questLogIn = c.questLogIn(player, gameId);
    const loggedIn = Promise.all([questLogIn, c.campaignLogIn(player, gameId, loginCode)]);
    const campaignsLoaded = loads.track(['campaign', 'wheel'], (l) => {
      const invited = c.invitation(player, l.sink('campaign'));
      // The lists are asked for once the player is logged in to both servers, as before.
      return loadCampaignsAndWheel(
        c,
        loggedIn.then(() => invited),
        l,
      );
    });
    await loggedIn;
    const [, , history, enabled] = await Promise.all([
      loads.track(['quest'], (l) => quests.load(c, false, l.sink('quest'))),
      loads.track(['freeSpin'], (l) => loadInventory(c, l)),
      c.itemHistory(player),
      c.gameEnabled(),
      loadBoards(c),
    ]);
    cards.setHistory(history);
    promo.questGameIds = enabled.questGameIds;
    promo.wheelGameIds = enabled.wheelGameIds;
    await campaignsLoaded;
  };

  /** Each live event reloads what it names, at most once per LIVE_RELOAD_GAP_MS. */
  const onLive = (type: string, fn: () => Promise<void>): void => {
    // SPEC §4: no background calls while disconnected; the stream's next event reloads.
    const reload = coalesce(
      ports.clock,
      () => (state.disconnected ? Promise.resolve() : fn()),
      LIVE_RELOAD_GAP_MS,
    );
    unsubscribe.push(
      notifications.subscribe(type, () => reload.trigger()),
      () => reload.dispose(),
    );
  };

  const api: PromotionApi = {
    useCard: (itemId) => cards.use(itemId, readyFor),
    freeSpinProgress: (itemId, played, winAmount, done) =>
      cards.progress(itemId, played, winAmount, done),
    dismissFreeSpinResult: () => cards.dismissResult(),
    answerFreeSpinReminder: (viewNow) => cards.answerReminder(viewNow),
    drawWheel: (type) => wheel.draw(client, type),
  };

  return {
    api,
    start(config, gameId) {
      const assetCdn = assetBase(config);
      const c = createPromotionClient(ports, {
        promotion: config.servers.promotion,
        assetCdn,
        token: ports.query.x,
      });
      client = c;
      promo.assetBase = assetCdn;
      popupSettings = config.popups ?? {};
      gameNow = gameId;
      // A live reload that fails keeps what is shown; one that succeeds clears `unloaded`.
      onLive(SSE_EVENTS.inventory, () =>
        loads.track(['freeSpin'], (l) => loadInventory(c, l), true),
      );
      onLive(SSE_EVENTS.quest, () =>
        loads.track(['quest'], (l) => quests.load(c, true, l.sink('quest')), true),
      );
      onLive(SSE_EVENTS.wheel, () => wheel.reloadTickets(c));
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
      const loggedIn = await questLogIn;
      const user = state.user;
      // A switch while the promotions loaded: this game is no longer the one playing.
      if (!user || readyFor !== gameId) return;
      const facts = gameReadyFacts(state, {
        // The game playing now: after a switch, its own type, not the query's.
        skipPopups: skipsPopups(user.uid, gameType, gameId, IGSW_POPUP_SKIP_GAME_IDS),
        loggedIn,
        questGame: quests.questGame(gameId),
        wheelPlayable: wheel.playableIn(gameId),
      });
      await scheduler.run(facts, user.accountId, now(), popupSettings);
      cards.gameReady(gameId);
    },
    gameChanged(gameId) {
      readyFor = null;
      gameNow = gameId;
      scheduler.reset();
      promo.popup = null;
      promo.panel = null;
      cards.gameChanged();
      if (client) {
        // The quest server is told of each game the player enters (SPEC §7 query gameId).
        questLogIn = client.questLogIn(accountId(), gameId);
        void loadBoards(client).catch(() => undefined);
      }
    },
    frameRestarted: () => cards.frameRestarted(),
    openPanel(kind) {
      // The wheel's state moves with time (start, end, expiry): recompute when it is looked at.
      if (kind === 'wheel') wheel.refresh();
      promo.panel = kind;
      retry(kind);
    },
    closePanel,
    status(game, fields) {
      quests.status(game, fields);
      wheel.status(game.gameId, fields);
    },
    dispose() {
      for (const stop of unsubscribe.splice(0)) stop();
      scheduler.dispose();
      quests.dispose();
      cards.dispose();
    },
  };
}
