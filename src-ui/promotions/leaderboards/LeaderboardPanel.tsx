// Runs on the main thread (lazily loaded chunk): the current-game and popular-game leaderboards.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskName } from '../../../shared/promotions/leaderboards/masking.ts';
import type { PanelProps, PromoFormat } from '../../components/panel-props.ts';
import { type TabDef, Tabs } from '../../components/Tabs.tsx';

type BoardKey = 'current' | 'popular';
type Board = NonNullable<PanelProps['promotions']['leaderboards']['current']>;
type Entry = Board['entries'][number];

/** Two tabs, each a ranking table: rank, masked player, multiplier, win, best round. */
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
        <BoardTable board={board} caption={t(`promo.leaderboard.tabs.${tab}`)} format={format} />
      ) : (
        <p className="promo-empty">{t('promo.leaderboard.empty')}</p>
      )}
    </Tabs>
  );
}

function sameEntry(a: Entry, b: Entry): boolean {
  return a.rank === b.rank && a.userName === b.userName;
}

function BoardTable({
  board,
  caption,
  format,
}: {
  board: Board;
  caption: string;
  format: PromoFormat;
}) {
  const { t } = useTranslation();
  const captionId = useId();
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
        // The table keeps its columns and scrolls sideways in its own box on a narrow phone.
        <div className="promo-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="promo-table">
            <caption id={captionId} className="visually-hidden">
              {caption}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('promo.leaderboard.rank')}</th>
                <th scope="col">{t('promo.leaderboard.player')}</th>
                <th scope="col">{t('promo.leaderboard.multiplier')}</th>
                <th scope="col">{t('promo.leaderboard.win')}</th>
                <th scope="col">{t('promo.leaderboard.singleMultiplier')}</th>
                <th scope="col">{t('promo.leaderboard.singleWin')}</th>
              </tr>
            </thead>
            <tbody>
              {board.entries.map((entry) => (
                <Row
                  key={`${entry.rank}-${entry.userName}`}
                  entry={entry}
                  self={self !== null && sameEntry(entry, self)}
                  format={format}
                />
              ))}
            </tbody>
            {self && !selfListed && (
              <tfoot>
                <Row entry={self} self format={format} />
              </tfoot>
            )}
          </table>
        </div>
      )}
    </>
  );
}

function Row({ entry, self, format }: { entry: Entry; self: boolean; format: PromoFormat }) {
  const { t } = useTranslation();
  const name = maskName(entry.userName);
  return (
    <tr data-self={self ? 'true' : undefined} aria-current={self ? 'true' : undefined}>
      <td>{format.number(entry.rank)}</td>
      <th scope="row">{self ? t('promo.leaderboard.you', { name }) : name}</th>
      <td>{format.multiplier(entry.multiplier)}</td>
      <td>{format.money(entry.win)}</td>
      <td>{format.multiplier(entry.singleRoundMultiplier)}</td>
      <td>{format.money(entry.singleRoundWin)}</td>
    </tr>
  );
}
