// The stake-limit notice (the rules' maxStake: a round a game reported staked above the market's
// highest) as a player meets it in a market of at most 5 a round and 2.5 s rounds: in the
// account's currency, only once the round has ended, and gone when dismissed. The engine's own
// parts decide when it shows, wired as the game session wires them (the rule guard, the round
// gate, the prompt center); the page's prompt host shows what they mirror, as App.tsx does. (The
// simulator's handlers do not load under happy-dom: the whole engine's path is
// engine-regulation.test.ts's and regulated.spec.ts's.)
import { act, cleanup, render, screen } from '@testing-library/react';
import { proxy, useSnapshot } from 'valtio';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRules } from '../../../game-sdk/src/rules.ts';
import { parseQuery } from '../../../shared/boot/query.ts';
import type { EngineState } from '../../../shared/engine/engine-api.ts';
import { initialState } from '../../../shared/engine/initial-state.ts';
import { createRuleGuard } from '../../../src-worker/game-bridge/rule-guard.ts';
import { type EnginePorts, memoryStore, systemClock } from '../../../src-worker/lib/ports.ts';
import { createRoundGate } from '../../../src-worker/lib/round-gate.ts';
import { createPromptCenter } from '../../../src-worker/prompts/prompts.ts';
import { PromptHost } from '../../../src-ui/prompts/PromptHost.tsx';
import { startEnglish } from '../support/panels.ts';

beforeAll(startEnglish);
beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The page's prompt layer over the mirror, in the account's currency. */
function Prompts({ state, answer }: { state: EngineState; answer: (accept: boolean) => void }) {
  const s = useSnapshot(state);
  if (s.prompt === null) return null;
  return (
    <PromptHost
      prompt={s.prompt}
      hasLobby={true}
      money={{ currency: s.user?.currency ?? '', locale: s.locale, showSymbol: true }}
      onAnswer={(_kind, accept) => answer(accept)}
    />
  );
}

/** A game playing in the market, for an account in `currency`, the prompt layer on the page. */
function playing(currency = 'THB') {
  const query = parseQuery('?e=regulated&x=t&mType=2001');
  const ports: EnginePorts = {
    ...{ query, configHost: 'http://app.test', clientType: 'web', savedQuery: null },
    ...{
      fetch: globalThis.fetch,
      clock: systemClock(),
      store: memoryStore(),
      randomId: () => 'id',
    },
  };
  const state = proxy(initialState(query));
  state.rules = readRules({ maxStake: 5, minRoundMs: 2500 });
  state.user = { currency } as EngineState['user'];
  const round = createRoundGate();
  const prompts = createPromptCenter(ports, state, round);
  const guard = createRuleGuard(
    ports,
    state,
    () => undefined,
    (bet, max) => prompts.show({ kind: 'stakeLimit', bet, max }),
  );
  // The notice's OK moves nothing: no game switch, no session to go on with.
  const effects = { switchGame: () => undefined, continueSession: () => undefined };
  render(
    <Prompts state={state} answer={(accept) => prompts.answer('stakeLimit', accept, effects)} />,
  );
  return {
    spin(on: boolean) {
      if (on) round.spinning(true);
      guard.spinning(on, () => round.spinning(false));
    },
    report: (bet: number, gameseq: number, win = 0) => guard.status({ gameseq, bet, win }),
  };
}

const later = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const notice = () => screen.queryByRole('dialog', { name: 'Stake above the limit' });

describe('the stake-limit notice', () => {
  it("names the round's stake and the limit in the account's currency, after the round", async () => {
    const game = playing();
    game.spin(true);
    game.report(10, 7);
    await later(1000);
    // Mid-round: nothing covers the reels.
    expect(notice()).toBeNull();
    game.spin(false);
    await later(500);
    // The market's shortest round (2.5 s from the spin's start) has not passed yet.
    expect(notice()).toBeNull();
    await later(1000);
    expect(notice()?.textContent).toContain(
      "This round was staked ฿10.00, above this market's limit of ฿5.00 a round.",
    );
    expect(notice()?.textContent).toContain('Auto-play has been stopped.');
  });

  it('is gone once dismissed, and does not come back for the same round', async () => {
    const game = playing();
    game.report(6, 8);
    await later();
    expect(notice()).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'OK' }).click());
    await later();
    expect(notice()).toBeNull();
    // The round's win comes in: the same round is not told twice.
    game.report(6, 8, 3);
    await later();
    expect(notice()).toBeNull();
  });

  it('writes euros for a euro account and fun money as FUN for a demo account', async () => {
    playing('EUR').report(7.5, 9);
    await later();
    expect(notice()?.textContent).toContain("staked €7.50, above this market's limit of €5.00");
    cleanup();
    playing('XXX').report(7.5, 10);
    await later();
    expect(notice()?.textContent).toMatch(/FUN\s?7\.50.*FUN\s?5\.00/);
  });
});
