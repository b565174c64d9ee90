// Runs in the worker (and in Node): the inventory's answers read with their schemas (SPEC §3, §7;
// shared/promotions/cards/card-schema.ts).
import {
  type InventoryItem,
  type ItemHistoryEntry,
  inventorySchema,
  itemHistorySchema,
} from '../../../shared/promotions/cards/card-schema.ts';
import { parseWire } from '../../lib/parse-wire.ts';

/** GET /inventory/v4: the items; without an item list the answer is a format error. */
export function readInventory(raw: unknown): InventoryItem[] {
  return parseWire(inventorySchema, raw, 'inventory').data.items;
}

/** GET /inventory/v1/item-History: the entries, newest first. */
export function readItemHistory(raw: unknown): ItemHistoryEntry[] {
  const { entries } = parseWire(itemHistorySchema, raw, 'item history').data;
  return entries.sort((a, b) => b.ts - a.ts);
}
