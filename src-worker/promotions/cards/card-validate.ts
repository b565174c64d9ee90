// Runs in the worker (and in Node): the inventory's answers as schemas (SPEC §3, §7); a card that
// could be played wrongly is left out.
import {
  ITEM_CATEGORY,
  type InventoryItem,
  type ItemHistoryEntry,
} from '../../../shared/promotions/cards/card-types.ts';
import {
  bool,
  envelope,
  fallback,
  id,
  integer,
  list,
  map,
  numeric,
  object,
  parseWire,
  refine,
  type Schema,
  text,
} from '../../lib/wire-schema.ts';
import { isTrue, nonNegative, oneOf } from '../promotion-schema.ts';

const count = fallback(integer(0), 0);

const itemFields = object({
  itemId: id,
  itemCategory: text,
  isDisplay: fallback(bool, null),
  betSize: fallback(nonNegative, null),
  currentQuantity: count,
  gameCount: count,
  maxWinAmount: fallback(nonNegative, 0),
  gameId: fallback(integer(1), null),
  startTime: fallback(numeric, null),
  expiryTime: fallback(numeric, null),
  isPopupMessage: isTrue,
  cardLevel: fallback(integer(1), null),
  winAmount: fallback(nonNegative, 0),
});

/** One item; a game card needs its kind (isDisplay), bet, start and game. */
const itemSchema: Schema<InventoryItem> = map(
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

/** GET /inventory/v4/{accountId}: the items (the list is required). */
export const inventorySchema = envelope(object({ items: list(itemSchema, (i) => i.itemId, true) }));

/** GET /inventory/v4: the items; without an item list the answer is a format error. */
export function readInventory(raw: unknown): InventoryItem[] {
  return parseWire(inventorySchema, raw, 'inventory').data.items;
}

const historySchema: Schema<ItemHistoryEntry> = object({
  itemId: id,
  action: oneOf(['obtained', 'used', 'restored', 'expired'] as const),
  quantity: count,
  ts: numeric,
  gameId: fallback(integer(1), null),
  winAmount: fallback(nonNegative, null),
});

/** GET /inventory/v1/item-History/{accountId}: the item's events. */
export const itemHistorySchema = envelope(object({ entries: list(historySchema) }));

/** GET /inventory/v1/item-History: the entries, newest first. */
export function readItemHistory(raw: unknown): ItemHistoryEntry[] {
  const { entries } = parseWire(itemHistorySchema, raw, 'item history').data;
  return entries.sort((a, b) => b.ts - a.ts);
}
