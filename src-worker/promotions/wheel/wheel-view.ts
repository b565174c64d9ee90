// Runs in the worker (and in Node): server data turned into what the panels show (pure).
import type {
  FreeSpinRun,
  QuestView,
  WheelMessage,
  WheelView,
} from '../../shared/promotions/promotion-state.ts';
import type {
  FreeSpinOffer,
  InventoryItem,
  Quest,
  WheelInfo,
  WheelTicketInfo,
} from '../../shared/promotions/promotion-types.ts';
import {
  questLock,
  questProgress,
  questViewState,
} from '../../shared/promotions/quests/quest-rules.ts';
import {
  spinBlocker,
  ticketsExpired,
  wheelState,
} from '../../shared/promotions/wheel/wheel-rules.ts';
import { isCardUsable, isGameCard } from '../../shared/promotions/cards/card-rules.ts';

/** Each quest with its view state, progress and lock at `now`. */
export function questViews(quests: readonly Quest[], now: number): QuestView[] {
  return quests.map((quest) => ({
    ...quest,
    view: questViewState(quest, quests, now),
    progress: questProgress(quest),
    lock: questLock(quest, quests, now),
  }));
}

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

/** The wheel as the panel shows it at `now`; tickets are 0 once they expired. */
export function wheelView(
  info: WheelInfo,
  ticketInfo: WheelTicketInfo | null,
  eligibility: WheelMessage | null,
  now: number,
): WheelView {
  const tickets = ticketsExpired(info, now) ? 0 : Math.max(0, ticketInfo?.ticketCount ?? 0);
  return {
    info,
    state: wheelState(info, now),
    tickets,
    ticketInfo,
    eligible: eligibility === null,
    blockers: {
      normal: spinBlocker('normal', tickets, info, now),
      lucky: spinBlocker('lucky', tickets, info, now),
    },
    message: eligibility,
    statusError: false,
    lastDraw: null,
    drawing: false,
  };
}
