// The game-ready popups never open a panel whose data could not be loaded (issue 58): it would
// open on "could not load", a popup the player did not ask for.
import { describe, expect, it } from 'vitest';
import { initialState } from '../../../../shared/engine/initial-state.ts';
import type { Leaderboard } from '../../../../shared/promotions/leaderboards/leaderboard-schema.ts';
import type { PanelKind } from '../../../../shared/promotions/promotion-state.ts';
import { gameReadyFacts } from '../../../../src-worker/promotions/popups/game-ready-facts.ts';

const CONTEXT = { skipPopups: false, loggedIn: true, questGame: true, wheelPlayable: true };

/** A state whose leaderboard of the game playing loaded, with `unloaded` as given. */
function facts(unloaded: PanelKind[]) {
  const state = initialState({ locale: 'en', origin: '' });
  const board = { entries: [] } as unknown as Leaderboard;
  state.promotions.leaderboards = { current: board, popular: null };
  state.promotions.unloaded = unloaded;
  return gameReadyFacts(state, CONTEXT);
}

describe('game-ready facts', () => {
  it('offers the leaderboard popup when its boards loaded', () => {
    expect(facts([]).hasLeaderboard).toBe(true);
  });

  it('offers no popup of a panel whose data could not all be loaded', () => {
    // The game's board came, the popular one did not: the panel would say "could not load".
    expect(facts(['leaderboard']).hasLeaderboard).toBe(false);
    expect(facts(['quest']).allQuestsAwarded).toBe(true);
  });
});
