// Runs on the main thread (quest panel chunk): the daily, regular and upcoming quest tabs.
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/lib/constants.ts';
import { isTimeZone } from '../../../shared/lib/dates.ts';
import type { PromoFormat } from '../../components/panel-props.ts';
import { QuestRow, type Quests } from './QuestRow.tsx';

type Quest = Quests[number];

/** The daily or the regular quests. */
export function QuestList({
  quests,
  all,
  format,
}: {
  quests: Quests;
  all: Quests;
  format: PromoFormat;
}) {
  const { t } = useTranslation();
  if (quests.length === 0) return <p className="promo-empty">{t('promo.quest.empty')}</p>;
  return (
    <ul className="promo-list">
      {quests.map((q) => (
        <QuestRow key={q.questId} quest={q} all={all} format={format} />
      ))}
    </ul>
  );
}

/** Upcoming quests by the day they open; those waiting only for a prerequisite come last. */
export function UpcomingList({
  quests,
  all,
  format,
  locale,
  zone,
}: {
  quests: Quests;
  all: Quests;
  format: PromoFormat;
  locale: Locale;
  zone: string;
}) {
  const { t } = useTranslation();
  if (quests.length === 0) return <p className="promo-empty">{t('promo.quest.emptyUpcoming')}</p>;
  const day = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeZone: isTimeZone(zone) ? zone : 'UTC',
  });
  const sorted = [...quests].sort(
    (a, b) =>
      (a.startTime ?? Infinity) - (b.startTime ?? Infinity) || (a.questId < b.questId ? -1 : 1),
  );
  const groups = new Map<string, Quest[]>();
  for (const q of sorted) {
    const key = q.startTime === null ? t('promo.quest.afterEarlier') : day.format(q.startTime);
    groups.set(key, [...(groups.get(key) ?? []), q]);
  }
  return (
    <>
      {[...groups].map(([heading, list]) => (
        <section key={heading} className="promo-group">
          <h3 className="promo-group-title">{heading}</h3>
          <ul className="promo-list">
            {list.map((q) => (
              <QuestRow key={q.questId} quest={q} all={all} format={format} grouped />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
