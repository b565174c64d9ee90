// Shared by the UI and the worker: the promotion entities of SPEC §3 and the JSON shapes of the
// promotion calls of SPEC §7. SPEC names the entity fields but not the responses, so the
// shapes below are this product's contract with the operator simulator.
//
// Times are numbers of milliseconds since the epoch (UTC) everywhere: the server clock is kept
// that way (EngineState.serverTime), comparisons need no parsing, and a zone is applied only
// when a date is shown (displayTimeZone) or a calendar day is needed (popup and quest rules).
// Ids are strings so that large numeric ids survive JSON unchanged.
import type { GameType } from '../lib/constants.ts';

/** The popups of SPEC §2, as the popup records name them. */
export type PopupType =
  | 'freeSpin'
  | 'quest'
  | 'campaign'
  | 'leaderboard'
  | 'seatInfoCard'
  | 'jpHistory'
  | 'inventory'
  | 'wheel';

/** Every popup type, in SPEC §2 order. */
export const POPUP_TYPES: readonly PopupType[] = [
  'freeSpin',
  'quest',
  'campaign',
  'leaderboard',
  'seatInfoCard',
  'jpHistory',
  'inventory',
  'wheel',
];

/** SPEC §3 popup record: one per account and popup type, kept in IndexedDB. */
export interface PopupRecord {
  /** Which popup this record is about. */
  popupType: PopupType;
  /** Its order when it was last shown: -1 always shows, else 1 (first) to 6 (sixth). */
  order: number;
  /** False when the operator switched this popup off. */
  enable: boolean;
  /** True once shown on the day of ts; stale after midnight, so rules read ts, not this. */
  showToday: boolean;
  /** When it was last shown (ms since epoch). */
  ts: number;
}

/** Server-side quest status; upcoming and locked are worked out by quest-rules, not sent. */
export type QuestStatus = 'assigned' | 'inProgress' | 'completed' | 'awarded';

/** What a quest accumulates (SPEC §3): the total bet or the total win. */
export type QuestType = 'bet' | 'win';

/** Daily quests refresh at the refresh hour; regular ones run until done. */
export type QuestCategory = 'daily' | 'regular';

/** SPEC §3 quest. */
export interface Quest {
  /** The quest's id. */
  questId: string;
  /** Daily or regular (the two tabs of the quest panel). */
  category: QuestCategory;
  /** Server status; 'awarded' once the reward was paid. */
  status: QuestStatus;
  /** Whether bets or wins accumulate. */
  questType: QuestType;
  /** The accumulated bet or win total so far, in the player's currency. */
  progressValue: number;
  /** The total to reach. */
  targetValue: number;
  /** The quest that must be awarded first, or null. */
  prerequisiteQuestId: string | null;
  /** The only game type that counts, or null for any. */
  gameType: GameType | null;
  /** When the quest opens (ms since epoch); before it the quest is upcoming. Null: open now. */
  startTime: number | null;
  /** When progressValue was last changed (ms since epoch), for the daily reset. */
  progressTime: number | null;
  /** The reward's amount, shown on the quest card. */
  rewardAmount: number;
}

/** Known values of InventoryItem.itemCategory; the server may send others, which are ignored. */
export const ITEM_CATEGORY = {
  /** A free-game or free-spin card (isDisplay tells which). */
  gameCard: 'GAME_CARD',
  /** A lucky wheel ticket (SPEC §3 names WHEEL_TICKET). */
  wheelTicket: 'WHEEL_TICKET',
} as const;

/** SPEC §3 inventory item. */
export interface InventoryItem {
  /** The item's id. */
  itemId: string;
  /** GAME_CARD, WHEEL_TICKET or a category this version does not know. */
  itemCategory: string;
  /** True for a free-game card, false for a free-spin card. */
  isDisplay: boolean;
  /** The bet the card plays at; it chooses the card's tier (SPEC §5). */
  betSize: number;
  /** How many of this item the player holds. */
  currentQuantity: number;
  /** Games (spins) one card gives. */
  gameCount: number;
  /** The most one card can win. */
  maxWinAmount: number;
  /** The game the card is for. */
  gameId: number;
  /** When the card becomes usable (ms since epoch). */
  startTime: number;
  /** Beyond SPEC: when an unused card is removed (ms since epoch), or null for never. */
  expiryTime: number | null;
  /** True when the card should pop up on its own once due. */
  isPopupMessage: boolean;
  /** The card's level; with the bet tier it chooses the card image. Null when not sent. */
  cardLevel: number | null;
  /** What the card's spins have won so far on the server's books (0 before any spin). */
  winAmount: number;
}

/** The card being played: a due inventory item with the quantity one play takes. */
export interface CurrentCard extends InventoryItem {
  /** Cards one play uses; always 1 (SPEC §4). */
  usageQuantity: number;
}

/** SPEC §3 free spin offer. */
export interface FreeSpinOffer {
  /** The offer's id. */
  offerId: string;
  /** The game it is for. */
  gameId: number;
  /** Winnings so far from this offer. */
  winAmount: number;
  /** The bet each free spin plays at. */
  bet: number;
  /** When the offer lapses (ms since epoch). */
  expiryDate: number;
  /** Free spins in the offer. */
  spinCount: number;
  /** The most the offer can win. */
  maxWinAmount: number;
}

/** Campaign type ids of SPEC §9 (1-6); the wheel is type 7. */
export const CAMPAIGN_TYPE_IDS: readonly number[] = [1, 2, 3, 4, 5, 6];

/** The campaign type id of the lucky wheel (SPEC §9). */
export const WHEEL_CAMPAIGN_TYPE_ID = 7;

/** audienceMode value meaning open to all (SPEC §3). */
export const AUDIENCE_OPEN = 1;

/** SPEC §3 campaign. */
export interface Campaign {
  /** The campaign's code; also the key of its asset-CDN setting.json. */
  invitationCode: string;
  /** The campaign's type ids (1-6, or 7 for the wheel). */
  campaignTypeIds: number[];
  /** 1 is open to all; anything else needs the code in the query. */
  audienceMode: number;
  /** The campaign's name per locale, falling back to en. */
  name: Partial<Record<string, string>>;
}

/** SPEC §3 wheel info, from setting.json and the prize and cycle calls, merged by the engine. */
export interface WheelInfo {
  /** The wheel campaign's code. */
  code: string;
  /** Total bet that earns one ticket. */
  betAmountPerTicket: number;
  /** Most tickets earned in one day. */
  dailyTicketLimit: number;
  /** Tickets a normal spin costs. */
  normalSpinTickets: number;
  /** Tickets a lucky spin costs (more than a normal spin). */
  luckySpinTickets: number;
  /** The prizes on the wheel's segments, in segment order. */
  prizeAmounts: number[];
  /** The multipliers a lucky spin may add. */
  multiplierValues: number[];
  /** Start of the report link's date range (ms since epoch). */
  reportDateStart: number;
  /** End of the report link's date range (ms since epoch). */
  reportDateEnd: number;
  /** IANA zone campaign dates are shown in. */
  displayTimeZone: string;
  /** When the campaign starts (ms since epoch); before it the wheel is coming soon. */
  campaignStartTime: number;
  /** When the campaign ends (ms since epoch); tickets expire 48 h later. */
  campaignEndTime: number;
  /** True when today's bonus is fully distributed: no spins until tomorrow. */
  dailyBonusDistributed: boolean;
  /** Game ids the wheel's tickets are earned in. */
  gameIds: number[];
}

/** SPEC §3 wheel ticket info (the lucky-draw quest call), plus the balance it leads to. */
export interface WheelTicketInfo {
  /** 'inProgress' while today's tickets can still be earned, 'completed' at the daily cap. */
  questStatus: 'inProgress' | 'completed';
  /** Today's total bet so far. */
  progressValue: number;
  /** The total bet for one ticket (betAmountPerTicket). */
  conditionValue: number;
  /** Usable tickets, carried-over ones included. */
  ticketCount: number;
}

/** A spin of the wheel (the drawType of the entries call). */
export type SpinType = 'normal' | 'lucky';

/** Result of PUT /lucky-draw/v1/entries (status 0000). */
export interface WheelDrawResult {
  /** The segment the wheel stops on (index into prizeAmounts). */
  prizeIndex: number;
  /** The segment's prize. */
  prizeAmount: number;
  /** The lucky multiplier applied; 1 for a normal spin. */
  multiplier: number;
  /** What the player won (prize × multiplier). */
  winAmount: number;
  /** Tickets left after the spin. */
  ticketCount: number;
}

/** SPEC §3 leaderboard entry, with the panel's columns. */
export interface LeaderboardEntry {
  /** Position, 1 first. */
  rank: number;
  /** The player's name, unmasked; the UI shows it through maskName. */
  userName: string;
  /** The total win. */
  win: number;
  /** The best total multiplier. */
  multiplier: number;
  /** The best single-round multiplier. */
  singleRoundMultiplier: number;
  /** The best single-round win. */
  singleRoundWin: number;
}

/** A leaderboard (current game or popular game). */
export interface Leaderboard {
  /** The game ranked, or null for the popular-game board across games. */
  gameId: number | null;
  /** Entries by rank. */
  entries: LeaderboardEntry[];
  /** The player's own entry, when ranked. */
  self: LeaderboardEntry | null;
}

/** One line of the item history (GET /inventory/v1/item-History). */
export interface ItemHistoryEntry {
  /** The item concerned. */
  itemId: string;
  /** What happened to it. */
  action: 'obtained' | 'used' | 'restored' | 'expired';
  /** How many items it concerned. */
  quantity: number;
  /** When (ms since epoch). */
  ts: number;
  /** The game, or null when not game-bound. */
  gameId: number | null;
  /** What a used card's spins won (the server's record); null when not sent or not a use. */
  winAmount: number | null;
}

/** Every promotion response: status 0000 is success (as on the main API); data null on failure. */
export interface PromotionResponse<T> {
  /** '0000' on success, else an error code string (SPEC §8). */
  status: string;
  /** The payload. */
  data: T | null;
}

/** data of GET /campaign/v1/invitation/{playerId}. */
export interface InvitationData {
  /** Invitation codes the server holds for the player. */
  invitationCodes: string[];
}

/** data of GET /quest/v1/list/{accountId}. */
export interface QuestListData {
  /** The player's quests. */
  quests: Quest[];
  /** Local hour (0-23, in displayTimeZone) at which daily quests refresh. */
  refreshHour: number;
  /** IANA zone of the refresh hour. */
  displayTimeZone: string;
}

/** data of GET /inventory/v4/{accountId}. */
export interface InventoryData {
  /** Everything the player holds. */
  items: InventoryItem[];
}

/** data of GET /inventory/v1/item-History/{accountId}. */
export interface ItemHistoryData {
  /** Newest first. */
  entries: ItemHistoryEntry[];
}

/** data of GET /quest/v1/game-enabled. */
export interface GameEnabledData {
  /** Games where quests can be taken. */
  questGameIds: number[];
  /** Games where wheel tickets are earned. */
  wheelGameIds: number[];
}

/** data of GET /campaign/v3/name/list/{invitationCode}. */
export interface CampaignListData {
  /** Campaigns behind the code. */
  campaigns: Campaign[];
}

/** One cycle of GET /campaign/v3/cycle/list/{code}. */
export interface CampaignCycle {
  /** Cycle start (ms since epoch). */
  startTime: number;
  /** Cycle end (ms since epoch). */
  endTime: number;
}

/** data of GET /campaign/v3/cycle/list/{code}. */
export interface CampaignCycleData {
  /** Cycles in time order; the campaign runs from the first start to the last end. */
  cycles: CampaignCycle[];
}

/** data of GET /lucky-draw/v1/prize/{code}. */
export interface WheelPrizeData {
  /** Segment prizes. */
  prizeAmounts: number[];
  /** Lucky multipliers. */
  multiplierValues: number[];
  /** True when today's bonus is fully distributed. */
  dailyBonusDistributed: boolean;
}

/**
 * GET {assetCdn}/campaignv1/case/{code}/setting.json: a static file, fetched without the token,
 * holding the whole WheelInfo bare (no status envelope). The prize call's data overrides
 * prizeAmounts, multiplierValues and dailyBonusDistributed, which change during the campaign.
 */
export type WheelSettingFile = WheelInfo;

/**
 * GET /lucky-draw/v1/is-eligible/{code}: the status is the answer (0000 eligible; 9038, 9039 or
 * another code not), so data is null.
 */
export type WheelEligibilityResponse = PromotionResponse<null>;

/** data of GET /lucky-draw/v1/quest/{accountId}/{code}. */
export type WheelQuestData = WheelTicketInfo;

/**
 * data of PUT /lucky-draw/v1/entries/{accountId}/{code}/{drawType} (no body; drawType is a
 * SpinType). A refused draw answers its status (9035, 9036 ...) with data null.
 */
export type WheelEntriesData = WheelDrawResult;

/** POST /quest/v3/log-in and /campaign/v1/log-in answer a status only; data is null. */
export type PromotionLogInResponse = PromotionResponse<null>;

/** data of GET /leaderboard/v1/single-game and /leaderboard/v1/popular. */
export type LeaderboardData = Leaderboard;

/** data of the free-spin offers list. */
export interface FreeSpinOffersData {
  /** Live offers. */
  offers: FreeSpinOffer[];
}
