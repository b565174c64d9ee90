// Runs in the worker (and in Node): the free-spin cards turned into the offers list (pure).
import type { FreeSpinRun } from '../../../shared/promotions/promotion-state.ts';
import type { FreeSpinOffer } from '../../../shared/promotions/cards/card-types.ts';
import type { InventoryItem } from '../../../shared/promotions/cards/card-schema.ts';
import { isCardUsable, isGameCard } from '../../../shared/promotions/cards/card-rules.ts';

/**
 * The free-spin cards (isDisplay false) usable now, as offers, soonest expiry first: the same
 * test as the due card (isCardUsable), so the list and the popup's card agree. Won so far is the
 * server's figure, plus the spins of `run` while that card plays.
 */
export function freeSpinOffers(
  items: readonly InventoryItem[],
  now: number,
  run: FreeSpinRun | null = null,
): FreeSpinOffer[] {
  return items
    .filter((item) => isGameCard(item) && !item.isDisplay && isCardUsable(item, now))
    .map((item) => ({
      offerId: item.itemId,
      gameId: item.gameId,
      winAmount:
        run !== null && !run.done && run.itemId === item.itemId
          ? item.winAmount + run.winAmount
          : item.winAmount,
      bet: item.betSize,
      expiryDate: item.expiryTime ?? 0,
      spinCount: item.gameCount,
      maxWinAmount: item.maxWinAmount,
    }))
    .sort((a, b) => (a.expiryDate || Infinity) - (b.expiryDate || Infinity));
}
