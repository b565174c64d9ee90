// Runs in Node (and in unit tests): the named player journeys the simulator can play out, listed
// in operator-sim/README.md (a unit test keeps that table and this list the same).
import { CONFIG_SCENARIOS, PAGE_SCENARIOS } from './scenarios/page-scenarios.ts';
import { PROMOTION_SCENARIOS, QUEST_AND_CARD_SCENARIOS } from './scenarios/promotion-scenarios.ts';
import type { Scenario } from './scenarios/scenario.ts';
import { SESSION_SCENARIOS } from './scenarios/session-scenarios.ts';

/** Every scenario, the demo first; tokens and environments match data.ts and handlers.ts. */
export const SCENARIOS: readonly Scenario[] = [
  ...SESSION_SCENARIOS,
  ...PAGE_SCENARIOS,
  ...PROMOTION_SCENARIOS,
  ...CONFIG_SCENARIOS,
  ...QUEST_AND_CARD_SCENARIOS,
];

/**
 * The player URL of a scenario on the app origin, with the demo slot's query and the simulator's
 * lobby as origin (a scenario's `origin: ''` leaves the lobby out).
 */
export function scenarioUrl(appUrl: string, scenario: Scenario): string {
  const { origin: lobby = `${appUrl}/lobby`, ...rest } = scenario.query ?? {};
  const query = new URLSearchParams({
    e: scenario.env,
    x: scenario.token,
    gName: 'luckyfortune_1.0.0',
    gameType: '1',
    mType: '2001',
    ...rest,
  });
  const origin = lobby === '' ? '' : `&origin=${encodeURIComponent(lobby)}`;
  return `${appUrl}${scenario.path ?? '/'}?${query.toString()}${origin}`;
}
