// Runs in the worker: the promotions' part of the engine API. Their service answers most of it
// under the same names; opening and closing a panel also moves the seat lobby.
import type { EngineApi } from '../../shared/engine/engine-api.ts';
import type { PromotionService } from '../promotions/promotions.ts';
import type { SeatService } from '../seats/seats.ts';

type PromotionMembers = Pick<
  EngineApi,
  | 'openPanel'
  | 'closePanel'
  | 'useCard'
  | 'freeSpinProgress'
  | 'dismissFreeSpinResult'
  | 'answerFreeSpinReminder'
  | 'drawWheel'
>;

export function promotionMembers(
  promotions: PromotionService,
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
    useCard: (itemId) => promotions.useCard(itemId),
    freeSpinProgress: (itemId, played, winAmount, done) =>
      promotions.freeSpinProgress(itemId, played, winAmount, done),
    dismissFreeSpinResult: () => promotions.dismissFreeSpinResult(),
    answerFreeSpinReminder: (viewNow) => promotions.answerFreeSpinReminder(viewNow),
    drawWheel: (type) => promotions.drawWheel(type),
  };
}
