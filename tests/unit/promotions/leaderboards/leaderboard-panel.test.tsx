// The leaderboard as a phone shows it: one list item per player (rank, masked name and win on
// one line, the multipliers labelled under them), the player's own entry marked and, when
// outside the top, added after it.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFunction } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  Leaderboard,
  LeaderboardEntry,
} from '../../../../shared/promotions/leaderboards/leaderboard-schema.ts';
import { LeaderboardPanel } from '../../../../src-ui/promotions/leaderboards/LeaderboardPanel.tsx';
import { fakeEngine, panelProps, startEnglish } from '../../support/panels.ts';

const entry = (rank: number, userName: string): LeaderboardEntry => ({
  rank,
  userName,
  win: 1000 - rank,
  multiplier: 50 - rank,
  singleRoundMultiplier: 20 - rank,
  singleRoundWin: 300 - rank,
});

const board = (entries: LeaderboardEntry[], self: LeaderboardEntry | null): Leaderboard => ({
  gameId: 7,
  entries,
  self,
});

let t: TFunction;
beforeAll(async () => {
  t = await startEnglish();
});
afterEach(cleanup);

function renderBoards(current: Leaderboard | null, popular: Leaderboard | null = null) {
  const props = panelProps(fakeEngine(), { leaderboards: { current, popular } });
  render(<LeaderboardPanel {...props} />);
}

describe('leaderboard rows', () => {
  it('lists each player as a row: rank, masked name and win, then the labelled multipliers', () => {
    renderBoards(board([entry(1, 'player0001'), entry(2, 'alice')], null));
    const list = screen.getByRole('list', { name: t('promo.leaderboard.tabs.current') });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(first.querySelector('.promo-rank-main')?.textContent).toBe(
      `${t('promo.leaderboard.rank')} 1***001${t('promo.leaderboard.win')} €999`,
    );
    expect(first.textContent).not.toContain('player0001');
    const terms = within(first)
      .getAllByRole('term')
      .map((el) => el.textContent);
    const values = within(first)
      .getAllByRole('definition')
      .map((el) => el.textContent);
    expect(terms).toEqual([
      t('promo.leaderboard.multiplier'),
      t('promo.leaderboard.singleMultiplier'),
      t('promo.leaderboard.singleWin'),
    ]);
    expect(values).toEqual(['×49', '×19', '€299']);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('marks the player among the top as the current row', () => {
    const me = entry(2, 'alice');
    renderBoards(board([entry(1, 'bob'), me], me));
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(rows[1]?.textContent).toContain(t('promo.leaderboard.you', { name: '***ice' }));
    expect(screen.getByText(t('promo.leaderboard.yourRank', { rank: 2 }))).toBeTruthy();
  });

  it('adds the player ranked outside the top after the list', () => {
    renderBoards(board([entry(1, 'bob'), entry(2, 'carol')], entry(57, 'alice')));
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[2]?.getAttribute('aria-current')).toBe('true');
    expect(rows[2]?.querySelector('.promo-rank-no')?.textContent).toBe(
      `${t('promo.leaderboard.rank')} 57`,
    );
  });

  it('opens on the popular board when only it exists, and says when a board is empty', async () => {
    const user = userEvent.setup();
    renderBoards(null, board([entry(1, 'bob')], null));
    expect(screen.getByRole('list', { name: t('promo.leaderboard.tabs.popular') })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: t('promo.leaderboard.tabs.current') }));
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText(t('promo.leaderboard.empty'))).toBeTruthy();
  });
});
