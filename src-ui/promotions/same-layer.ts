// Runs on the main thread: when the promotions layer (PromotionLayer.tsx) need not render again.
import type { PanelKind } from '../../shared/promotion-state.ts';
import { sameView } from '../use-mirror.ts';

/** What of the layer's props the comparison looks into. */
interface LayerProps {
  promotions: { readonly panel: PanelKind | null };
  jackpots: { readonly pools: readonly unknown[] };
}

/**
 * Whether the layer shows the same with `next` as with `prev`. The pools change every second,
 * and the layer shows them only in the jackpot panel; elsewhere only whether there are any.
 */
export function sameLayer<P extends LayerProps>(prev: P, next: P): boolean {
  if (!sameView(prev, next, 'jackpots')) return false;
  if (prev.jackpots === next.jackpots) return true;
  return (
    next.promotions.panel !== 'jackpot' &&
    prev.jackpots.pools.length > 0 === next.jackpots.pools.length > 0
  );
}
