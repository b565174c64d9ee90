// Runs in the worker (and in Node): the inventory's answers checked field by field (SPEC §3, §7);
// a card that could be played wrongly is left out.
import {
  ITEM_CATEGORY,
  type InventoryItem,
  type ItemHistoryEntry,
} from '../../../shared/promotions/cards/card-types.ts';
import { badShape } from '../../lib/service-client.ts';
import {
  count,
  dataOf,
  idOf,
  listOf,
  nonNegative,
  num,
  oneOf,
  positiveInt,
  type Rec,
} from '../../lib/wire-read.ts';

function readInventoryItem(i: Rec): InventoryItem | null {
  const itemId = idOf(i['itemId']);
  const itemCategory = i['itemCategory'];
  if (itemId === null || typeof itemCategory !== 'string') return null;
  const card = itemCategory === ITEM_CATEGORY.gameCard;
  const isDisplay = i['isDisplay'];
  const betSize = nonNegative(i['betSize']);
  const startTime = num(i['startTime']);
  const gameId = positiveInt(i['gameId']);
  // A card without its kind, bet, start or game could be played wrongly: it is left out.
  if (
    card &&
    (typeof isDisplay !== 'boolean' || betSize === null || startTime === null || gameId === null)
  ) {
    return null;
  }
  return {
    itemId,
    itemCategory,
    isDisplay: isDisplay === true,
    betSize: betSize ?? 0,
    currentQuantity: count(i['currentQuantity']) ?? 0,
    gameCount: count(i['gameCount']) ?? 0,
    maxWinAmount: nonNegative(i['maxWinAmount']) ?? 0,
    gameId: gameId ?? 0,
    startTime: startTime ?? 0,
    expiryTime: num(i['expiryTime']),
    isPopupMessage: i['isPopupMessage'] === true,
    cardLevel: positiveInt(i['cardLevel']),
    winAmount: nonNegative(i['winAmount']) ?? 0,
  };
}

/** GET /inventory/v4: the items; without an item list the answer is a format error. */
export function readInventory(raw: unknown): InventoryItem[] {
  const items = dataOf(raw, 'inventory')['items'];
  if (!Array.isArray(items)) throw badShape('inventory: no items');
  return listOf(items, readInventoryItem, (i) => i.itemId);
}

function readHistoryEntry(e: Rec): ItemHistoryEntry | null {
  const itemId = idOf(e['itemId']);
  const action = oneOf(e['action'], ['obtained', 'used', 'restored', 'expired'] as const);
  const ts = num(e['ts']);
  if (itemId === null || action === null || ts === null) return null;
  return {
    itemId,
    action,
    quantity: count(e['quantity']) ?? 0,
    ts,
    gameId: positiveInt(e['gameId']),
    winAmount: nonNegative(e['winAmount']),
  };
}

/** GET /inventory/v1/item-History: the entries, newest first. */
export function readItemHistory(raw: unknown): ItemHistoryEntry[] {
  const entries = listOf(dataOf(raw, 'item history')['entries'], readHistoryEntry);
  return entries.sort((a, b) => b.ts - a.ts);
}
