// Shared by the UI and the worker: the inventory: cards and offers of SPEC §3; the items and the
// JSON shapes of their calls (SPEC §7) are the schemas' (shared/promotions/cards/card-schema.ts).
import type { InventoryItem } from './card-schema.ts';

/** Known values of InventoryItem.itemCategory; the server may send others, which are ignored. */
export const ITEM_CATEGORY = {
  /** A free-game or free-spin card (isDisplay tells which). */
  gameCard: 'GAME_CARD',
  /** A lucky wheel ticket (SPEC §3 names WHEEL_TICKET). */
  wheelTicket: 'WHEEL_TICKET',
} as const;

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
