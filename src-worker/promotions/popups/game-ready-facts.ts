// Runs in the worker (and in Node): what decides the game-ready popups (SPEC §4). A popup opens
// its panel, so it is a candidate only when that panel is available by the same rule the promo
// bar uses (shared/promotions/panel-availability.ts), plus the popup's own conditions. A panel
// whose data could not be loaded is never popped up: it would open on "could not load".
import type { EngineState } from '../../../shared/engine/engine-api.ts';
import { type PanelFacts, panelAvailable } from '../../../shared/promotions/panel-availability.ts';
import type { PanelKind } from '../../../shared/promotions/promotion-state.ts';
import type { GameReadyFacts } from './popup-rules.ts';

/** What the popups know of the game and the player besides the mirrored state. */
export interface GameReadyContext {
  /** The client-code rule says this game shows no popups. */
  skipPopups: boolean;
  /** The quest log-in answered 0000 for this game. */
  loggedIn: boolean;
  /** This game is on the quest-enabled list. */
  questGame: boolean;
  /** The wheel can be played in this game (eligible, running, on both game lists). */
  wheelPlayable: boolean;
}

/** The game-ready facts of the state now. */
export function gameReadyFacts(state: EngineState, context: GameReadyContext): GameReadyFacts {
  const promo = state.promotions;
  const facts: PanelFacts = { promotions: promo, seats: state.seats, jackpots: state.jackpots };
  const available = (kind: PanelKind): boolean =>
    panelAvailable(kind, facts) && !promo.unloaded.includes(kind);
  return {
    skipPopups: context.skipPopups,
    loggedIn: context.loggedIn,
    // An unloaded quest list has nothing to award that the player could see.
    allQuestsAwarded:
      promo.unloaded.includes('quest') || promo.quests.every((q) => q.status === 'awarded'),
    questGame: context.questGame,
    // The free-spin popup opens the offers list: it needs an offer to show (SPEC §4).
    cardCount: available('freeSpin') ? promo.freeSpinOffers.length : 0,
    cardInUse: promo.freeSpinRun !== null,
    hasWheel: available('wheel') && context.wheelPlayable,
    hasCampaign: available('campaign'),
    // The leaderboard popup shows the board of the game playing.
    hasLeaderboard: available('leaderboard') && promo.leaderboards.current !== null,
    // The seat lobby and the jackpot winners are panels too (seatInfoCard, jpHistory).
    hasSeat: available('seat'),
    hasJackpot: available('jackpot'),
  };
}
