// Shared by the worker, which reads the inventory's answers with these (SPEC §3, §7;
// src-worker/promotions/cards/card-validate.ts), and the page, the rules and the simulator, which
// take the item types inferred from them: each wire shape is declared once, here. Times in ms
// since the epoch, ids as strings; a card that could be played wrongly is left out.
import { ITEM_CATEGORY } from './card-types.ts';
import {
  type Infer,
  bool,
  envelope,
  fallback,
  id,
  integer,
  list,
  map,
  numeric,
  object,
  refine,
  text,
} from '../../lib/wire-schema.ts';
import { isTrue, nonNegative, oneOf } from '../promotion-schema.ts';

const count = fallback(integer(0), 0);

const itemFields = object({
  /** The item's id. */
  itemId: id,
  /** GAME_CARD, WHEEL_TICKET or a category this version does not know. */
  itemCategory: text,
  /** True for a free-game card, false for a free-spin card. */
  isDisplay: fallback(bool, null),
  /** The bet the card plays at; it chooses the card's tier (SPEC §5). */
  betSize: fallback(nonNegative, null),
  /** How many of this item the player holds. */
  currentQuantity: count,
  /** Games (spins) one card gives. */
  gameCount: count,
  /** The most one card can win. */
  maxWinAmount: fallback(nonNegative, 0),
  /** The game the card is for. */
  gameId: fallback(integer(1), null),
  /** When the card becomes usable (ms since epoch). */
  startTime: fallback(numeric, null),
  /** Beyond SPEC: when an unused card is removed (ms since epoch), or null for never. */
  expiryTime: fallback(numeric, null),
  /** True when the card should pop up on its own once due. */
  isPopupMessage: isTrue,
  /** The card's level; with the bet tier it chooses the card image. Null when not sent. */
  cardLevel: fallback(integer(1), null),
  /** What the card's spins have won so far on the server's books (0 before any spin). */
  winAmount: fallback(nonNegative, 0),
});

/** One item (SPEC §3 inventory item); a game card needs its kind (isDisplay), bet, start and game. */
const itemSchema = map(
  refine(
    itemFields,
    (i) =>
      i.itemCategory !== ITEM_CATEGORY.gameCard ||
      (i.isDisplay !== null && i.betSize !== null && i.startTime !== null && i.gameId !== null),
  ),
  (i) => ({
    ...i,
    isDisplay: i.isDisplay === true,
    betSize: i.betSize ?? 0,
    gameId: i.gameId ?? 0,
    startTime: i.startTime ?? 0,
  }),
);

/** SPEC §3 inventory item. */
export type InventoryItem = Infer<typeof itemSchema>;

/** GET /inventory/v4/{accountId}: the items (the list is required). */
export const inventorySchema = envelope(object({ items: list(itemSchema, (i) => i.itemId, true) }));

/** data of GET /inventory/v4/{accountId}: everything the player holds. */
export type InventoryData = Infer<typeof inventorySchema>['data'];

/** One line of the item history (GET /inventory/v1/item-History). */
const historySchema = object({
  /** The item concerned. */
  itemId: id,
  /** What happened to it. */
  action: oneOf(['obtained', 'used', 'restored', 'expired'] as const),
  /** How many items it concerned. */
  quantity: count,
  /** When (ms since epoch). */
  ts: numeric,
  /** The game, or null when not game-bound. */
  gameId: fallback(integer(1), null),
  /** What a used card's spins won (the server's record); null when not sent or not a use. */
  winAmount: fallback(nonNegative, null),
});

/** One line of the item history (GET /inventory/v1/item-History). */
export type ItemHistoryEntry = Infer<typeof historySchema>;

/** GET /inventory/v1/item-History/{accountId}: the item's events. */
export const itemHistorySchema = envelope(object({ entries: list(historySchema) }));

/** data of GET /inventory/v1/item-History/{accountId}: newest first. */
export type ItemHistoryData = Infer<typeof itemHistorySchema>['data'];
