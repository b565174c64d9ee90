// Runs on the main thread (lazily loaded chunk): the current-game and popular-game leaderboards.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskName } from '../../../shared/promotions/leaderboards/masking.ts';
import type { PanelProps, PromoFormat } from '../../components/panel-props.ts';
import { type TabDef, Tabs } from '../../components/Tabs.tsx';

type BoardKey = 'current' | 'popular';
type Board = NonNullable<PanelProps['promotions']['leaderboards']['current']>;
type Entry = Board['entries'][number];

/** Two tabs, each a ranking: one row per player that fits a 360 px phone. */
export function LeaderboardPanel({ promotions: p, format }: PanelProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<BoardKey>(() =>
    p.leaderboards.current === null && p.leaderboards.popular !== null ? 'popular' : 'current',
  );
  const tabs: TabDef<BoardKey>[] = [
    { key: 'current', label: t('promo.leaderboard.tabs.current') },
    { key: 'popular', label: t('promo.leaderboard.tabs.popular') },
  ];
  const board = p.leaderboards[tab];
  return (
    <Tabs
      id="leaderboard"
      label={t('promo.leaderboard.tabsLabel')}
      tabs={tabs}
      selected={tab}
      onSelect={setTab}
    >
      {board ? (
        <BoardList board={board} label={t(`promo.leaderboard.tabs.${tab}`)} format={format} />
      ) : (
        <p className="promo-empty">{t('promo.leaderboard.empty')}</p>
      )}
    </Tabs>
  );
}

function sameEntry(a: Entry, b: Entry): boolean {
  return a.rank === b.rank && a.userName === b.userName;
}

/**
 * The ranking as a list, not a table: six columns do not fit a phone (issue 30), so each row
 * is rank, player and win on one line with the labelled multipliers under them. The player's
 * own entry, when outside the list, follows it.
 */
function BoardList({ board, label, format }: { board: Board; label: string; format: PromoFormat }) {
  const { t } = useTranslation();
  const self = board.self;
  const selfListed = self !== null && board.entries.some((e) => sameEntry(e, self));
  return (
    <>
      {board.gameId !== null && (
        <p className="promo-note">
          {t('promo.inventory.game', { game: format.gameName(board.gameId) })}
        </p>
      )}
      {self && <p className="promo-note">{t('promo.leaderboard.yourRank', { rank: self.rank })}</p>}
      {board.entries.length === 0 ? (
        <p className="promo-empty">{t('promo.leaderboard.empty')}</p>
      ) : (
        <ol className="promo-ranks" aria-label={label}>
          {board.entries.map((entry) => (
            <RankRow
              key={`${entry.rank}-${entry.userName}`}
              entry={entry}
              self={self !== null && sameEntry(entry, self)}
              format={format}
            />
          ))}
          {self && !selfListed && <RankRow entry={self} self format={format} />}
        </ol>
      )}
    </>
  );
}

/** One player: rank, masked name and win, then the multipliers, each with its label. */
function RankRow({ entry, self, format }: { entry: Entry; self: boolean; format: PromoFormat }) {
  const { t } = useTranslation();
  const name = maskName(entry.userName);
  return (
    <li
      className="promo-rank"
      data-self={self ? 'true' : undefined}
      aria-current={self ? 'true' : undefined}
    >
      <p className="promo-rank-main">
        <span className="promo-rank-no">
          <span className="visually-hidden">{t('promo.leaderboard.rank')} </span>
          {format.number(entry.rank)}
        </span>
        <span className="promo-rank-name">
          {self ? t('promo.leaderboard.you', { name }) : name}
        </span>
        <span className="promo-rank-win">
          <span className="visually-hidden">{t('promo.leaderboard.win')} </span>
          {format.money(entry.win)}
        </span>
      </p>
      <dl className="promo-rank-details">
        <Detail
          label={t('promo.leaderboard.multiplier')}
          value={format.multiplier(entry.multiplier)}
        />
        <Detail
          label={t('promo.leaderboard.singleMultiplier')}
          value={format.multiplier(entry.singleRoundMultiplier)}
        />
        <Detail
          label={t('promo.leaderboard.singleWin')}
          value={format.money(entry.singleRoundWin)}
        />
      </dl>
    </li>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
