// Runs in the worker: the promotions' part of the engine API: their service's own members, and
// opening and closing a panel, which also move the seat lobby.
import { type FeatureApi, earlyAnswer } from '../../shared/engine/boundary.ts';
import type { PromotionApi, PromotionService } from '../promotions/promotions.ts';
import type { SeatService } from '../seats/seats.ts';

/** The members of shared/promotions/promotion-rows.ts. */
type PromotionMembers = FeatureApi<'promotions'>;

/** The promotion service's calls, without its API (the engine's stand-in takes these). */
export type PromotionCalls = Omit<PromotionService, 'api'>;

/** Every call of the promotion service, for the engine's stand-in while its chunk loads. */
export const PROMOTION_CALLS: Readonly<Record<keyof PromotionCalls, true>> = {
  start: true,
  gameReady: true,
  gameChanged: true,
  frameRestarted: true,
  openPanel: true,
  closePanel: true,
  status: true,
  dispose: true,
};

/** The promotions' API members that return nothing or a promise, likewise. */
export const PROMOTION_API_CALLS: Readonly<Record<keyof Omit<PromotionApi, 'useCard'>, true>> = {
  freeSpinProgress: true,
  dismissFreeSpinResult: true,
  answerFreeSpinReminder: true,
  drawWheel: true,
};

/**
 * `api` is the promotions' API members but `useCard`; `useCard` answers at once, so before the
 * promotions' chunk is in (`loaded` null) it gives its row's early answer.
 */
export function promotionMembers(
  promotions: Pick<PromotionCalls, 'openPanel' | 'closePanel'>,
  api: Omit<PromotionApi, 'useCard'>,
  loaded: () => PromotionService | null,
  seats: Pick<SeatService, 'refresh' | 'leaveLobby'>,
): PromotionMembers {
  return {
    openPanel(kind) {
      promotions.openPanel(kind);
      // Seats move while the panel is closed: read them again when it opens. (The winners
      // panel asks for its series itself, however it opened.)
      if (kind === 'seat') void seats.refresh();
    },
    closePanel() {
      promotions.closePanel();
      // A closed seat lobby forgets a pending change and an open card.
      seats.leaveLobby();
    },
    useCard: (itemId) => loaded()?.api.useCard(itemId) ?? earlyAnswer('useCard'),
    ...api,
  };
}
