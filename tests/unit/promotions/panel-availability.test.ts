// Runs in Vitest (Node): which promotion buttons the promo bar shows. A panel is offered when it
// has something to show, or when its data could not be loaded (the player opens it to retry);
// a game-ready popup opens only an available panel.
import { describe, expect, it } from 'vitest';
import {
  type PanelFacts,
  panelAvailable,
  panelOffered,
} from '../../../shared/promotions/panel-availability.ts';
import type { PanelKind } from '../../../shared/promotions/promotion-state.ts';

const KINDS: readonly PanelKind[] = [
  'quest',
  'freeSpin',
  'wheel',
  'campaign',
  'leaderboard',
  'seat',
  'jackpot',
];

/** A player with nothing in any promotion, the leaderboard allowed, no seats, no pools. */
function nothing(): PanelFacts {
  return {
    promotions: {
      quests: [],
      inventory: [],
      history: [],
      freeSpinOffers: [],
      wheel: null,
      campaigns: [],
      leaderboardAllowed: true,
      leaderboards: { current: null, popular: null },
      unloaded: [],
    },
    seats: { enabled: false },
    jackpots: { pools: [] },
  };
}

type Change = (facts: PanelFacts) => PanelFacts;
const promotions =
  (part: Partial<PanelFacts['promotions']>): Change =>
  (facts) => ({ ...facts, promotions: { ...facts.promotions, ...part } });

/** The buttons the bar shows for these facts. */
const bar = (facts: PanelFacts): PanelKind[] => KINDS.filter((kind) => panelOffered(kind, facts));
const shown = (facts: PanelFacts): PanelKind[] =>
  KINDS.filter((kind) => panelAvailable(kind, facts));

describe('the promo bar shows a panel that has something to show', () => {
  it('shows nothing for a player with nothing', () => {
    expect(bar(nothing())).toEqual([]);
  });

  const cases: [string, Change, PanelKind[]][] = [
    ['a quest to play', promotions({ quests: [{}] }), ['quest']],
    [
      'a card left in the inventory',
      promotions({ inventory: [{ currentQuantity: 1 }] }),
      ['quest'],
    ],
    ['an inventory of used-up cards only', promotions({ inventory: [{ currentQuantity: 0 }] }), []],
    [
      'one used-up card beside one left',
      promotions({ inventory: [{ currentQuantity: 0 }, { currentQuantity: 2 }] }),
      ['quest'],
    ],
    ['only a history of rewards', promotions({ history: [{}] }), ['quest']],
    ['a free-spin offer', promotions({ freeSpinOffers: [{}] }), ['freeSpin']],
    ['a wheel', promotions({ wheel: {} }), ['wheel']],
    ['a campaign', promotions({ campaigns: [{}] }), ['campaign']],
    [
      'a current leaderboard',
      promotions({ leaderboards: { current: {}, popular: null } }),
      ['leaderboard'],
    ],
    [
      'a popular leaderboard',
      promotions({ leaderboards: { current: null, popular: {} } }),
      ['leaderboard'],
    ],
    [
      'boards but no leaderboard permission (SPEC §6)',
      promotions({ leaderboardAllowed: false, leaderboards: { current: {}, popular: {} } }),
      [],
    ],
    ['the seat system on', (facts) => ({ ...facts, seats: { enabled: true } }), ['seat']],
    ['a linked jackpot pool', (facts) => ({ ...facts, jackpots: { pools: [{}] } }), ['jackpot']],
  ];
  it.each(cases)('with %s', (_, change, expected) => {
    expect(shown(change(nothing()))).toEqual(expected);
    expect(bar(change(nothing()))).toEqual(expected);
  });
});

describe('a panel whose data could not load is still offered, to retry', () => {
  it('offers the unloaded panels, though they have nothing to show yet', () => {
    const facts = promotions({ unloaded: ['wheel', 'leaderboard'] })(nothing());
    expect(shown(facts)).toEqual([]);
    expect(bar(facts)).toEqual(['wheel', 'leaderboard']);
  });
});
