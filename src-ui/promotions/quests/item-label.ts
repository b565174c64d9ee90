// Runs on the main thread (quest panel chunk): an inventory item's kind in words.
import type { TFunction } from 'i18next';
import { isGameCard } from '../../../shared/promotions/cards/card-rules.ts';
import { ITEM_CATEGORY, type InventoryItem } from '../../../shared/promotions/promotion-types.ts';

/** What kind of item this is, in words. */
export function itemLabel(
  t: TFunction,
  item: Pick<InventoryItem, 'itemCategory' | 'isDisplay'> | undefined,
): string {
  if (!item) return t('promo.inventory.item');
  if (item.itemCategory === ITEM_CATEGORY.wheelTicket) return t('promo.inventory.wheelTicket');
  if (!isGameCard(item)) return t('promo.inventory.item');
  return item.isDisplay ? t('promo.inventory.freeGame') : t('promo.inventory.freeSpin');
}
