// Shared by the UI and the worker: the one rule per panel for "has it something to show?". The
// promo bar shows a button for each available panel, and for each panel whose data could not be
// loaded (it says so, with a retry); a game-ready popup opens a panel only when that panel is
// available and loaded (and the popup's own SPEC §4 conditions hold).
import type { PanelKind } from './promotion-state.ts';

/** What the availability rules read of the mirrored state (the UI's read-only view fits). */
export interface PanelFacts {
  promotions: {
    readonly quests: readonly unknown[];
    readonly inventory: readonly { readonly currentQuantity: number }[];
    readonly history: readonly unknown[];
    readonly freeSpinOffers: readonly unknown[];
    readonly wheel: unknown;
    readonly campaigns: readonly unknown[];
    readonly leaderboardAllowed: boolean;
    readonly leaderboards: { readonly current: unknown; readonly popular: unknown };
    readonly unloaded: readonly PanelKind[];
  };
  seats: { readonly enabled: boolean };
  jackpots: { readonly pools: readonly unknown[] };
}

/** Whether the panel of `kind` has something to show. */
export function panelAvailable(kind: PanelKind, facts: PanelFacts): boolean {
  const p = facts.promotions;
  switch (kind) {
    case 'quest':
      return (
        p.quests.length > 0 ||
        p.inventory.some((item) => item.currentQuantity > 0) ||
        p.history.length > 0
      );
    case 'freeSpin':
      return p.freeSpinOffers.length > 0;
    case 'wheel':
      return p.wheel !== null;
    case 'campaign':
      return p.campaigns.length > 0;
    case 'leaderboard':
      return (
        p.leaderboardAllowed && (p.leaderboards.current !== null || p.leaderboards.popular !== null)
      );
    case 'seat':
      return facts.seats.enabled;
    case 'jackpot':
      return facts.jackpots.pools.length > 0;
  }
}

/**
 * Whether the promo bar offers the panel of `kind`: it has something to show, or its data could
 * not be loaded, so the player can open it and try again instead of the promotion vanishing.
 */
export function panelOffered(kind: PanelKind, facts: PanelFacts): boolean {
  return panelAvailable(kind, facts) || facts.promotions.unloaded.includes(kind);
}
