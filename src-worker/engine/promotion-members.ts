// Runs in the worker: the promotions' part of the engine API: their service's own members, and
// opening and closing a panel, which also move the seat lobby.
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
    ...promotions.api,
  };
}
