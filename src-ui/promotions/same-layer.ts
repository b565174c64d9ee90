// Runs on the main thread: when the promotions layer (PromotionLayer.tsx) need not render again.
import type { layerView } from '../mirror/page-view.ts';
import { sameView } from '../mirror/use-mirror.ts';
import { barButtons, sameButtons } from './bar-buttons.ts';

/** What the layer follows of the mirror. */
type LayerView = ReturnType<typeof layerView>;

/**
 * With no panel open the layer shows of the promotions, seats and pools only the bar's buttons
 * and counts, the free-spin run's chip and its prompts: a spin that moves a quest's progress
 * (or a ticket's) changes none of them.
 */
function sameClosed(shown: LayerView, next: LayerView): boolean {
  const [a, b] = [shown.promotions, next.promotions];
  if (a.freeSpinRun !== b.freeSpinRun || a.freeSpinReminder !== b.freeSpinReminder) return false;
  if (a === b && shown.seats === next.seats && shown.jackpots === next.jackpots) return true;
  return sameButtons(
    barButtons(a, shown.seats, shown.jackpots),
    barButtons(b, next.seats, next.jackpots),
  );
}

/**
 * Whether the layer shows the same with `next` as with `shown`. Three things change all the time
 * during play and show only in an open panel: the disabled state (twice a spin; the bar follows
 * it on its own), the pools (every 10 s; shown in the jackpot panel, elsewhere only whether there
 * are any) and the quests' progress (each spin that counts). Opening a panel renders the layer
 * with the latest of all.
 */
export function sameLayer(shown: LayerView, next: LayerView): boolean {
  const open = next.promotions.panel;
  if (open === null && shown.promotions.panel === null) {
    return (
      sameView(shown, next, ['promotions', 'seats', 'jackpots', 'disabled']) &&
      sameClosed(shown, next)
    );
  }
  if (!sameView(shown, next, ['jackpots', 'disabled'])) return false;
  if (open !== null && shown.disabled !== next.disabled) return false;
  if (shown.jackpots === next.jackpots) return true;
  return open !== 'jackpot' && shown.jackpots.pools.length > 0 === next.jackpots.pools.length > 0;
}
