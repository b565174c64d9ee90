// A regulated market's part of the page (src-ui/game-bridge/Regulation.tsx): the session bar as a
// player reads it (shown only where the rules ask, the time played ticking, the net position
// signed, in money), and the engine's orders carried to the game.
import { act, cleanup, render, screen } from '@testing-library/react';
import { proxy } from 'valtio/vanilla';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialState } from '../../../shared/engine/initial-state.ts';
import Regulation from '../../../src-ui/game-bridge/Regulation.tsx';
import { formatMoney } from '../../../src-ui/lib/money.ts';
import { PromptDialog } from '../../../src-ui/prompts/PromptDialog.tsx';
import { attachGame, gameReachable } from '../../../src-ui/game-bridge/game-channel.ts';
import { fakeEngine, startEnglish } from '../support/panels.ts';

beforeAll(startEnglish);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The bar over a mirror the test writes as the engine would. */
function renderBar() {
  const mirror = proxy(initialState({ locale: 'en', origin: '' }));
  Object.assign(mirror, { phase: 'ready', gameReady: true });
  mirror.user = { currency: 'EUR' } as typeof mirror.user;
  render(
    <Regulation
      engine={{ ...fakeEngine(), mirror }}
      money={formatMoney}
      showSymbol={true}
      Dialog={PromptDialog}
    />,
  );
  return mirror;
}

/** Lets the mirror's change reach the bar (a transition) and the clock tick. */
const later = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the session bar', () => {
  it("shows nothing under today's rules", async () => {
    vi.useFakeTimers();
    renderBar();
    await later();
    expect(screen.queryByRole('definition')).toBeNull();
  });

  it('shows the time played, ticking, and the net position, signed', async () => {
    vi.useFakeTimers();
    const mirror = renderBar();
    mirror.rules = { ...mirror.rules, sessionClock: true, netPosition: true };
    mirror.regulation.session = { startedAt: Date.now(), bet: 3, net: -2.5 };
    await later();
    const clock = document.querySelector('[data-session="clock"]');
    expect(clock?.textContent).toBe('0:00');
    await later(61_000);
    expect(clock?.textContent).toBe('1:01');
    expect(document.querySelector('[data-session="net"]')?.textContent).toBe('−€2.50');
    expect(screen.getByText('Net')).toBeTruthy();
    mirror.regulation.session = { ...mirror.regulation.session, net: 4 };
    await later();
    expect(document.querySelector('[data-session="net"]')?.textContent).toBe('+€4.00');
  });

  it('writes an hour and more as h:mm:ss', async () => {
    vi.useFakeTimers();
    const mirror = renderBar();
    mirror.rules = { ...mirror.rules, sessionClock: true };
    mirror.regulation.session = { startedAt: Date.now() - 3_725_000, bet: 0, net: 0 };
    await later();
    expect(document.querySelector('[data-session="clock"]')?.textContent).toBe('1:02:05');
    expect(document.querySelector('[data-session="net"]')).toBeNull();
  });

  it("carries each of the engine's orders to the game once: turbo off, auto-play paused", async () => {
    vi.useFakeTimers();
    const posted: unknown[] = [];
    const frame = { contentWindow: { postMessage: (data: unknown) => posted.push(data) } };
    attachGame(frame as unknown as HTMLIFrameElement, 'https://game.test');
    gameReachable();
    const mirror = renderBar();
    await later();
    expect(posted).toEqual([]);
    mirror.regulation.pauseAutoPlay = 1;
    await later();
    mirror.regulation.turboOff = 1;
    await later();
    expect(posted).toEqual([
      { v: 1, type: 'pauseAutoPlay' },
      { v: 1, type: 'setTurbo', on: false },
    ]);
    attachGame(null, null);
  });
});
