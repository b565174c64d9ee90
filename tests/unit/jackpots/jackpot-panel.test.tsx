// The jackpot panel tells when its winners are still coming: its tab is busy (aria-busy) from the
// panel's ask until the engine counts that load as ended, whatever the answer, and again when the
// player picks another series. Screen readers wait for it, and so do the screenshot tests.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type JackpotState, initialJackpots } from '../../../shared/jackpots/jackpot-state.ts';
import { JackpotPanel } from '../../../src-ui/jackpots/JackpotPanel.tsx';
import { fakeEngine, panelProps, startEnglish } from '../support/panels.ts';

beforeAll(startEnglish);
afterEach(cleanup);

const winner = { amount: 1000, date: 0, winner: '***abc', poolName: 'Major', gameId: 2001 };

/** The panel over `jackpots`; re-rendering it stands for the mirror's next batch. */
function renderPanel(jackpots: JackpotState) {
  const engine = fakeEngine();
  const props = panelProps(engine);
  const view = render(<JackpotPanel {...props} jackpots={jackpots} />);
  return {
    engine,
    next: (change: JackpotState) => view.rerender(<JackpotPanel {...props} jackpots={change} />),
  };
}

const tab = (): HTMLElement => {
  const found = document.querySelector<HTMLElement>('.jackpot-tab');
  if (!found) throw new Error('no jackpot tab');
  return found;
};

describe('the jackpot panel', () => {
  it('is busy from its ask until the load ends, then shows the winners', () => {
    const start = initialJackpots();
    const { engine, next } = renderPanel(start);
    expect(engine.loadJackpotWinners).toHaveBeenCalledWith('TreasureLink');
    expect(tab().getAttribute('aria-busy')).toBe('true');
    next({
      ...start,
      winners: { ...start.winners, TreasureLink: [winner] },
      winnersLoads: { ...start.winnersLoads, TreasureLink: 1 },
    });
    expect(tab().getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('rowheader', { name: '***abc' })).toBeTruthy();
  });

  it('stops being busy when a load ends with nothing (a failure keeps the list)', () => {
    const start = initialJackpots();
    const { next } = renderPanel(start);
    next({ ...start, winnersLoads: { ...start.winnersLoads, TreasureLink: 1 } });
    expect(tab().getAttribute('aria-busy')).toBe('false');
  });

  it('is busy again on another series until that one ends, not on an earlier count', async () => {
    const start = initialJackpots();
    const loaded = {
      ...start,
      winnersLoads: { TreasureLink: 1, GoldenTrophyLink: 2, JackpotLink: 0 },
    };
    const { engine, next } = renderPanel(start);
    next(loaded);
    await userEvent.click(screen.getByRole('tab', { name: 'GoldenTrophyLink' }));
    expect(engine.loadJackpotWinners).toHaveBeenLastCalledWith('GoldenTrophyLink');
    expect(tab().getAttribute('aria-busy')).toBe('true');
    next({ ...loaded, winnersLoads: { ...loaded.winnersLoads, GoldenTrophyLink: 3 } });
    expect(tab().getAttribute('aria-busy')).toBe('false');
  });
});
