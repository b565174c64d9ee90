// One game at a time as the player reads it (src-ui/game-bridge/OneGameNotice.tsx, in the
// regulated market's chunk): while another tab or window of the account plays, this one says so
// and offers to play here; once another took play from it, it says play moved. The player's
// choice goes to the engine (playHere), which moves play (engine-one-game.test.ts).
import { act, cleanup, render, screen } from '@testing-library/react';
import { proxy } from 'valtio/vanilla';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRules } from '../../../game-sdk/src/rules.ts';
import { initialState } from '../../../shared/engine/initial-state.ts';
import Regulation from '../../../src-ui/game-bridge/Regulation.tsx';
import { formatMoney } from '../../../src-ui/lib/money.ts';
import { PromptDialog } from '../../../src-ui/prompts/PromptDialog.tsx';
import { fakeEngine, startEnglish } from '../support/panels.ts';

beforeAll(startEnglish);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The market's part of the page under one game at a time, over a mirror the test writes. */
function renderPage() {
  const mirror = proxy(initialState({ locale: 'en', origin: '' }));
  mirror.rules = readRules({ oneGameAtATime: true });
  const engine = { ...fakeEngine(), mirror };
  render(
    <Regulation engine={engine} money={formatMoney} showSymbol={true} Dialog={PromptDialog} />,
  );
  return { mirror, engine };
}

const later = () => act(() => vi.advanceTimersByTimeAsync(0));
const dialog = () => screen.queryByRole('dialog');

describe('the one-game notice', () => {
  it('says another window plays, and plays here at the player’s word', async () => {
    vi.useFakeTimers();
    const { mirror, engine } = renderPage();
    mirror.regulation.turn = 'elsewhere';
    await later();
    const notice = screen.getByRole('dialog', { name: 'Playing in another window' });
    expect(notice.textContent).toContain('only one game may play at a time');
    const playHere = screen.getByRole('button', { name: 'Play here' });
    // The one way on has the focus, for a keyboard or a screen reader.
    expect(document.activeElement).toBe(playHere);
    act(() => playHere.click());
    expect(engine.playHere).toHaveBeenCalledTimes(1);
    mirror.regulation.turn = 'here';
    await later();
    expect(dialog()).toBeNull();
  });

  it('says play moved once another window took it, and offers it back', async () => {
    vi.useFakeTimers();
    const { mirror, engine } = renderPage();
    mirror.regulation.turn = 'moved';
    await later();
    const notice = screen.getByRole('dialog', { name: 'Play moved to another window' });
    expect(notice.textContent).toContain('the game here has stopped');
    act(() => screen.getByRole('button', { name: 'Play here' }).click());
    expect(engine.playHere).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while this tab plays, or where the rule is off', async () => {
    vi.useFakeTimers();
    const { mirror } = renderPage();
    await later();
    expect(dialog()).toBeNull();
    mirror.regulation.turn = 'here';
    await later();
    expect(dialog()).toBeNull();
  });
});
