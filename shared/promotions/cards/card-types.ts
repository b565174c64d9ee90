// Shared by the UI and the worker: the inventory: items, cards and offers of SPEC §3
// and the JSON shapes of their calls (SPEC §7); times in ms since the epoch, ids as strings.

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
