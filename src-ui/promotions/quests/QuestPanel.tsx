// Runs on the main thread (lazily loaded chunk): the quest panel: quests, inventory, messages, games,
// one tab each (QuestLists, InventoryTab, MessagesTab, GamesTab).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/lib/constants.ts';
import { onGameList } from '../../../shared/account/game-lists.ts';
import type { PanelProps } from '../../components/panel-props.ts';
import { type TabDef, Tabs } from '../../components/Tabs.tsx';
import { Countdown } from '../Countdown.tsx';
import { GamesTab } from './GamesTab.tsx';
import { InventoryTab } from './InventoryTab.tsx';
import { MessagesTab } from './MessagesTab.tsx';
import { QuestList, UpcomingList } from './QuestLists.tsx';

type QuestTab = 'daily' | 'regular' | 'upcoming' | 'inventory' | 'messages' | 'games';

const TABS: readonly QuestTab[] = [
  'daily',
  'regular',
  'upcoming',
  'inventory',
  'messages',
  'games',
];

/**
 * The quest panel: daily, regular and upcoming quests, the card inventory, messages, games. In a
 * game off the quest-enabled list (SPEC §6) it says so and opens on the games where quests count.
 */
export function QuestPanel(props: PanelProps) {
  const { t } = useTranslation();
  const { promotions: p, format, locale, gameId } = props;
  const offList = gameId !== null && !onGameList(p.questGameIds, gameId);
  const open = p.quests.filter((q) => q.view !== 'upcoming');
  const daily = open.filter((q) => q.category === 'daily');
  const regular = open.filter((q) => q.category === 'regular');
  const upcoming = p.quests.filter((q) => q.view === 'upcoming');
  const [tab, setTab] = useState<QuestTab>(() => {
    if (p.popup === 'inventory') return 'inventory';
    if (offList) return 'games';
    if (daily.length === 0 && regular.length > 0) return 'regular';
    return 'daily';
  });
  const tabs: TabDef<QuestTab>[] = TABS.map((key) => ({
    key,
    label: t(`promo.quest.tabs.${key}`),
  }));
  return (
    <>
      {offList && (
        <p className="promo-alert" data-quest-off-list="">
          {t('promo.quest.offList', { game: format.gameName(gameId) })}
        </p>
      )}
      <p className="promo-note">
        {t('promo.quest.refresh', {
          time: hourText(p.questRefreshHour, locale),
          zone: p.displayTimeZone,
        })}
      </p>
      {/* Only daily quests refresh: without any, a countdown would count to nothing. */}
      {p.questRefreshAt !== null && p.quests.some((q) => q.category === 'daily') && (
        <Countdown
          engine={props.engine}
          targets={[{ kind: 'questRefresh', end: p.questRefreshAt }]}
          locale={locale}
        />
      )}
      <Tabs
        id="quest"
        label={t('promo.quest.tabsLabel')}
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'daily' && <QuestList quests={daily} all={p.quests} format={format} />}
        {tab === 'regular' && <QuestList quests={regular} all={p.quests} format={format} />}
        {tab === 'upcoming' && (
          <UpcomingList
            quests={upcoming}
            all={p.quests}
            format={format}
            locale={locale}
            zone={p.displayTimeZone}
          />
        )}
        {tab === 'inventory' && <InventoryTab {...props} />}
        {tab === 'messages' && <MessagesTab {...props} />}
        {tab === 'games' && <GamesTab {...props} />}
      </Tabs>
      <p className="promo-note">{t('promo.quest.cardNote')}</p>
    </>
  );
}

/** "05:00" for hour 5, in the locale's digits. */
function hourText(hour: number, locale: Locale): string {
  const h = Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : 0;
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, h));
}
