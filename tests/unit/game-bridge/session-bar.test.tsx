// The session bar of a regulated market (src-ui/game-bridge/SessionBar.tsx) as a player reads it:
// shown only where the rules ask, the time played ticking, the net position signed, in money.
import { act, cleanup, render, screen } from '@testing-library/react';
import { proxy } from 'valtio/vanilla';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clockText } from '../../../shared/game-bridge/regulation.ts';
import { initialState } from '../../../shared/engine/initial-state.ts';
import { SessionBar } from '../../../src-ui/game-bridge/SessionBar.tsx';
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
  render(<SessionBar engine={{ ...fakeEngine(), mirror }} showSymbol={true} />);
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

  it('writes an hour and more as h:mm:ss', () => {
    expect(clockText(3_725_000)).toBe('1:02:05');
    expect(clockText(-5)).toBe('0:00');
  });
});
