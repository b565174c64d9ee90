// Shared by the UI and the worker: the promotions part of the mirrored engine state (SPEC §2, §4).
import type { Campaign, CampaignCycle } from './campaigns/campaign-schema.ts';
import type { CurrentCard, FreeSpinOffer } from './cards/card-types.ts';
import type { InventoryItem, ItemHistoryEntry } from './cards/card-schema.ts';
import type { Leaderboard } from './leaderboards/leaderboard-schema.ts';
import type { PopupType } from './promotion-types.ts';
import type { Quest } from './quests/quest-schema.ts';
import type { SpinType } from './wheel/wheel-types.ts';
import type { WheelDrawResult, WheelInfo, WheelTicketInfo } from './wheel/wheel-schema.ts';
import type { QuestLock, QuestViewState } from './quests/quest-rules.ts';
import type { SpinBlocker, WheelState } from './wheel/wheel-rules.ts';

/** The promotion panels the UI can open; each is a lazily loaded chunk. */
export type PanelKind =
  | 'quest'
  | 'freeSpin'
  | 'campaign'
  | 'wheel'
  | 'leaderboard'
  /** The seat lobby with the seat info card (SPEC §2). */
  | 'seat'
  /** The jackpot winners with the how-to-win notes (SPEC §2). */
  | 'jackpot';

/** Which panel a popup opens. */
export const PANEL_OF_POPUP: Readonly<Record<PopupType, PanelKind>> = {
  quest: 'quest',
  freeSpin: 'freeSpin',
  inventory: 'quest',
  campaign: 'campaign',
  wheel: 'wheel',
  leaderboard: 'leaderboard',
  seatInfoCard: 'seat',
  jpHistory: 'jackpot',
};

/** A quest as the panel shows it: the quest plus its view state, progress (0..1) and lock. */
export interface QuestView extends Quest {
  view: QuestViewState;
  progress: number;
  lock: QuestLock | null;
}

/** A wheel message key of SPEC §8 (wheel.message1..4) or the insufficient-tickets text. */
export type WheelMessage =
  | 'message1'
  | 'message2'
  | 'message3'
  | 'message4'
  | 'insufficientTickets'
  /** A spin after the tickets expired (no SPEC §8 code: the engine's own blocker). */
  | 'ticketsExpired';

/** The lucky wheel as the panel shows it. */
export interface WheelView {
  info: WheelInfo;
  state: WheelState;
  /** Usable tickets now (carry-over included, 0 once expired). */
  tickets: number;
  ticketInfo: WheelTicketInfo | null;
  eligible: boolean;
  /** Why each spin type cannot run now; null when it can. */
  blockers: Record<SpinType, SpinBlocker | null>;
  /** The message to show after an eligibility check or a draw; null for none. */
  message: WheelMessage | null;
  /** A draw threw (not a status): the status error text. */
  statusError: boolean;
  lastDraw: WheelDrawResult | null;
  drawing: boolean;
}

/** The free spins of a used card, while they play and when they are done. */
export interface FreeSpinRun {
  /** Counts up with every card played this session, so the same card twice is two runs. */
  id: number;
  itemId: string;
  spinCount: number;
  played: number;
  winAmount: number;
  done: boolean;
  /** The player's balance with the winnings added (SPEC §4), once done; null before. */
  balance: number | null;
}

/** Everything the promotion panels read. */
export interface PromotionState {
  /** The first load after login finished (successfully or not). */
  loaded: boolean;
  quests: QuestView[];
  /** The hour (0-23, in displayTimeZone) the daily quests refresh. */
  questRefreshHour: number;
  /** The next daily refresh on the server's clock (ms since epoch); null before the quests load. */
  questRefreshAt: number | null;
  /** Games where quests can be taken. */
  questGameIds: number[];
  /** Games where the lucky wheel counts. */
  wheelGameIds: number[];
  inventory: InventoryItem[];
  history: ItemHistoryEntry[];
  /** The card in use (SPEC §4 due card, or one the player used), usageQuantity 1. */
  currentCard: CurrentCard | null;
  /** Free-spin cards of the inventory, as offers (SPEC §2). */
  freeSpinOffers: FreeSpinOffer[];
  /** New offers arrived while playing: the reminder prompt asks whether to view them now. */
  freeSpinReminder: boolean;
  freeSpinRun: FreeSpinRun | null;
  /** Campaigns this player may join (audienceMode 1, or its code in the query). */
  campaigns: Campaign[];
  /** Each campaign's round running now (else the next one), by invitation code. */
  campaignRounds: Record<string, CampaignCycle>;
  wheel: WheelView | null;
  leaderboards: { current: Leaderboard | null; popular: Leaderboard | null };
  /** False when the server refuses the leaderboard (no permission flag): it is hidden. */
  leaderboardAllowed: boolean;
  /** The inventory could not be loaded: the panels ask for a reload (SPEC §8). */
  needReload: boolean;
  /** Panels whose data could not be loaded (no answer, an HTTP error, a bad shape): they say so. */
  unloaded: PanelKind[];
  /** Panels of `unloaded` whose data is loading again now: they show their spinner. */
  reloading: PanelKind[];
  /** The asset CDN that card images come from ('' for the page's own origin). */
  assetBase: string;
  /** The zone campaign and quest times are shown in. */
  displayTimeZone: string;
  /** The popup on screen now (it opened `panel`); null between popups. */
  popup: PopupType | null;
  /** The open panel; null when none. */
  panel: PanelKind | null;
}

/** The promotions before login. */
export function initialPromotions(): PromotionState {
  return {
    loaded: false,
    quests: [],
    questRefreshHour: 0,
    questRefreshAt: null,
    questGameIds: [],
    wheelGameIds: [],
    inventory: [],
    history: [],
    currentCard: null,
    freeSpinOffers: [],
    freeSpinReminder: false,
    freeSpinRun: null,
    campaigns: [],
    campaignRounds: {},
    wheel: null,
    leaderboards: { current: null, popular: null },
    leaderboardAllowed: true,
    needReload: false,
    unloaded: [],
    reloading: [],
    assetBase: '',
    displayTimeZone: 'UTC',
    popup: null,
    panel: null,
  };
}

/** What a wheel draw returned to the UI. */
export type DrawAnswer =
  | { ok: true; result: WheelDrawResult }
  | { ok: false; message: WheelMessage | null; statusError: boolean };

/** What using a card returned: the card now current (for the game), or the code (227). */
export type CardAnswer = { ok: true; card: CurrentCard } | { ok: false; code: string };
