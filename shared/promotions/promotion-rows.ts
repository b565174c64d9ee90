// Shared by the UI and the worker: the promotions' members, as rows (shared/engine/rows.ts).
import type { CardAnswer, DrawAnswer, PanelKind } from './promotion-state.ts';
import type { SpinType } from './promotion-types.ts';
import { CARD_RULE_VIOLATION } from './cards/card-codes.ts';
import { WORKER_FAILURE_CODE } from '../errors/client-codes.ts';
import { answersEarly, call, fromGame, intent } from '../engine/rows.ts';

export const PROMOTION_ROWS = {
  /** Opens a promotion panel (the player tapped its button). */
  openPanel: intent<(kind: PanelKind) => void>(),
  /** Closes the open panel; when a popup opened it, the next popup follows after 250 ms. */
  closePanel: intent<() => void>(),
  /**
   * Uses a card of the inventory: it becomes the current card and the game plays it. It answers
   * at once, so before the chunk is in (no card can have been shown yet) it is a card rule
   * violation (227), as for any card the player does not hold.
   */
  useCard: answersEarly(
    { ok: false, code: CARD_RULE_VIOLATION },
    call<(itemId: string) => CardAnswer>()({ ok: false, code: WORKER_FAILURE_CODE }),
  ),
  /**
   * The game reported the free spins of the current card (played so far, won so far): named by
   * the card, so an old frame's count still counts.
   */
  freeSpinProgress: fromGame(
    'any frame',
    intent<(itemId: string, played: number, winAmount: number, done: boolean) => void>(),
    { freeSpinProgress: (m, to) => to(m.itemId, m.played, m.winAmount, m.done) },
  ),
  /** The player closed the free-spin completion message. */
  dismissFreeSpinResult: intent<() => void>(),
  /** The player answered the reminder about new free-spin offers. */
  answerFreeSpinReminder: intent<(viewNow: boolean) => void>(),
  /** Spins the lucky wheel. */
  drawWheel: call<(type: SpinType) => Promise<DrawAnswer>>()({
    ok: false,
    message: null,
    statusError: true,
  }),
};
