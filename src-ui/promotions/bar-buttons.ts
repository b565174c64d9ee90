// Runs on the main thread: which buttons the promo bar shows, with their counts. The bar draws
// them (PromoBar.tsx), and the promotions layer renders again only when they change while no
// panel is open (same-layer.ts).
import type { PanelKind } from '../../shared/promotions/promotion-state.ts';
import { panelOffered } from '../../shared/promotions/panel-availability.ts';
import type { JackpotsView, PromotionsView, SeatsView } from '../components/panel-props.ts';

/** The promo bar's buttons, in the order shown. */
const BAR_ORDER: readonly PanelKind[] = [
  'seat',
  'quest',
  'freeSpin',
  'wheel',
  'campaign',
  'leaderboard',
  'jackpot',
];

/** A count a bar button shows: offers, tickets; none for the other panels. */
function badgeCount(kind: PanelKind, promotions: PromotionsView): number {
  if (kind === 'freeSpin') return promotions.freeSpinOffers.length;
  if (kind === 'wheel') return promotions.wheel?.tickets ?? 0;
  return 0;
}

/** A bar button: the panel it opens and the count on it (0: none). */
export interface BarButton {
  kind: PanelKind;
  count: number;
}

/**
 * A button for each panel that has something to show (the popups' rule too) or could not load
 * its data (it says so, with a retry); the bar hides the others.
 */
export function barButtons(
  promotions: PromotionsView,
  seats: SeatsView,
  jackpots: JackpotsView,
): BarButton[] {
  return BAR_ORDER.filter((kind) => panelOffered(kind, { promotions, seats, jackpots })).map(
    (kind) => ({ kind, count: badgeCount(kind, promotions) }),
  );
}

/** Whether two lists of bar buttons show the same. */
export const sameButtons = (a: readonly BarButton[], b: readonly BarButton[]): boolean =>
  a.length === b.length && a.every((x, i) => x.kind === b[i]?.kind && x.count === b[i].count);
