// Runs on the main thread: when the promotions layer (PromotionLayer.tsx) need not render again.
import type { PanelKind } from '../../shared/promotions/promotion-state.ts';
import { sameView } from '../mirror/use-mirror.ts';

/** What of the layer's view the comparison looks into. */
interface LayerView {
  promotions: { readonly panel: PanelKind | null };
  jackpots: { readonly pools: readonly unknown[] };
  disabled: boolean;
}

/**
 * Whether the layer shows the same with `next` as with `shown`. Two things change all the time
 * during play and show only in an open panel: the disabled state (twice a spin; the bar follows
 * it on its own) and the pools (every second; shown in the jackpot panel, elsewhere only
 * whether there are any).
 */
export function sameLayer<V extends LayerView>(shown: V, next: V): boolean {
  const open = next.promotions.panel;
  if (!sameView(shown, next, ['jackpots', 'disabled'])) return false;
  if (open !== null && shown.disabled !== next.disabled) return false;
  if (shown.jackpots === next.jackpots) return true;
  return open !== 'jackpot' && shown.jackpots.pools.length > 0 === next.jackpots.pools.length > 0;
}
