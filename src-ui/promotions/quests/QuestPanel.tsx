// Runs on the main thread (lazily loaded chunk): the quest panel: quests, inventory, messages, games.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isGameCard } from '../../../shared/promotions/cards/card-rules.ts';
import { GAME_TYPES, type Locale } from '../../../shared/lib/constants.ts';
import { isTimeZone } from '../../../shared/lib/dates.ts';
import { onGameList } from '../../../shared/account/game-lists.ts';
import type { QuestView } from '../../../shared/promotions/promotion-state.ts';
import { ITEM_CATEGORY, type InventoryItem } from '../../../shared/promotions/promotion-types.ts';
import {
  CardAction,
  CardImage,
  type PanelProps,
  type PromoFormat,
  type TabDef,
  Tabs,
  useCardUse,
} from '../PromotionLayer.tsx';
import { Countdown } from '../Countdown.tsx';

type QuestTab = 'daily' | 'regular' | 'upcoming' | 'inventory' | 'messages' | 'games';
type Quests = PanelProps['promotions']['quests'];
type Quest = Quests[number];
type Item = PanelProps['promotions']['inventory'][number];

const TABS: readonly QuestTab[] = [
  'daily',
  'regular',
  'upcoming',
  'inventory',
  'messages',
  'games',
];

/** What kind of item this is, in words. */
export function itemLabel(
  t: TFunction,
  item: Pick<InventoryItem, 'itemCategory' | 'isDisplay'> | undefined,
): string {
  if (!item) return t('promo.inventory.item');
  if (item.itemCategory === ITEM_CATEGORY.wheelTicket) return t('promo.inventory.wheelTicket');
  if (!isGameCard(item)) return t('promo.inventory.item');
  return item.isDisplay ? t('promo.inventory.freeGame') : t('promo.inventory.freeSpin');
}

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
        {tab === 'inventory' && <Inventory {...props} />}
        {tab === 'messages' && <Messages {...props} />}
        {tab === 'games' && <Games {...props} />}
      </Tabs>
      <p className="promo-note">{t('promo.quest.cardNote')}</p>
    </>
  );
}

function questTitle(
  t: TFunction,
  q: Pick<Quest, 'questType' | 'targetValue'>,
  format: PromoFormat,
): string {
  const amount = format.money(q.targetValue);
  return q.questType === 'bet'
    ? t('promo.quest.title.bet', { amount })
    : t('promo.quest.title.win', { amount });
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

function QuestList({ quests, all, format }: { quests: Quests; all: Quests; format: PromoFormat }) {
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
function UpcomingList({
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

function QuestRow({
  quest,
  all,
  format,
  grouped = false,
}: {
  quest: Quest;
  all: Quests;
  format: PromoFormat;
  /** Under a date heading (h3): the quest's title is one level lower. */
  grouped?: boolean;
}) {
  const Title = grouped ? 'h4' : 'h3';
  const { t } = useTranslation();
  const titleId = useId();
  const title = questTitle(t, quest, format);
  const value = format.money(quest.progressValue);
  const target = format.money(quest.targetValue);
  const progressText =
    quest.questType === 'bet'
      ? t('promo.quest.progress.bet', { value, target })
      : t('promo.quest.progress.win', { value, target });
  const percent = Math.round(Math.min(1, Math.max(0, quest.progress)) * 100);
  return (
    <li className="promo-card" data-quest-state={quest.view}>
      <div className="promo-card-head">
        <Title id={titleId} className="promo-card-title">
          {title}
        </Title>
        <span className="promo-state" data-state={quest.view}>
          {t(`promo.quest.state.${quest.view}`)}
        </span>
      </div>
      <div
        className="promo-progress"
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progressText}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="promo-line">{progressText}</p>
      <p className="promo-line">
        {t('promo.quest.reward', { amount: format.money(quest.rewardAmount) })}
      </p>
      {quest.gameType !== null && (
        <p className="promo-line promo-muted">
          {t(`promo.quest.gameType.${GAME_TYPES[quest.gameType]}`)}
        </p>
      )}
      {quest.lock && <LockReason quest={quest} all={all} format={format} />}
    </li>
  );
}

function LockReason({
  quest,
  all,
  format,
}: {
  quest: QuestViewLike;
  all: Quests;
  format: PromoFormat;
}) {
  const { t } = useTranslation();
  let text: string;
  if (quest.lock === 'date' && quest.startTime !== null) {
    text = t('promo.quest.lockDate', { date: format.date(quest.startTime) });
  } else {
    const before = all.find((q) => q.questId === quest.prerequisiteQuestId);
    text = before
      ? t('promo.quest.lockPrerequisite', { quest: questTitle(t, before, format) })
      : t('promo.quest.lockPrerequisiteUnknown');
  }
  return (
    <p className="promo-line promo-lock">
      <svg
        className="promo-lock-icon"
        viewBox="0 0 16 16"
        width="14"
        height="14"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7zm2 0h4V5a2 2 0 0 0-4 0z" fill="currentColor" />
      </svg>
      {text}
    </p>
  );
}

type QuestViewLike = Pick<QuestView, 'lock' | 'startTime' | 'prerequisiteQuestId'>;

/** The card inventory: game cards with a Use action, wheel tickets as a count. */
function Inventory({
  promotions: p,
  format,
  locale,
  gameId,
  disabled,
  assetUrl,
  onUseCard,
}: PanelProps) {
  const { t } = useTranslation();
  const { busy, errorOf, use } = useCardUse(onUseCard);
  const items = p.inventory.filter(
    (item) =>
      item.currentQuantity > 0 &&
      (isGameCard(item) || item.itemCategory === ITEM_CATEGORY.wheelTicket),
  );
  if (items.length === 0) return <p className="promo-empty">{t('promo.inventory.empty')}</p>;
  return (
    <ul className="promo-list">
      {items.map((item) => (
        <InventoryRow
          key={item.itemId}
          item={item}
          format={format}
          locale={locale}
          gameId={gameId}
          disabled={disabled || busy}
          error={errorOf(item.itemId)}
          assetUrl={assetUrl}
          onUse={() => void use(item.itemId)}
        />
      ))}
    </ul>
  );
}

function InventoryRow({
  item,
  format,
  locale,
  gameId,
  disabled,
  error,
  assetUrl,
  onUse,
}: {
  item: Item;
  format: PromoFormat;
  locale: Locale;
  gameId: number | null;
  disabled: boolean;
  error: string;
  assetUrl: (path: string) => string;
  onUse: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const label = itemLabel(t, item);
  const card = isGameCard(item);
  const otherGame = card && gameId !== null && item.gameId !== gameId;
  const bet = format.money(item.betSize);
  return (
    <li className="promo-card promo-item">
      {card && (
        <CardImage
          card={item}
          locale={locale}
          alt={t('promo.card.alt', { card: label, amount: bet })}
          assetUrl={assetUrl}
        />
      )}
      <div className="promo-item-body">
        <h3 id={titleId} className="promo-card-title">
          {label}
        </h3>
        <p className="promo-line">
          {t('promo.inventory.quantity', { count: item.currentQuantity })}
        </p>
        {card && (
          <>
            <p className="promo-line">{t('promo.inventory.bet', { amount: bet })}</p>
            <p className="promo-line">{t('promo.inventory.spins', { count: item.gameCount })}</p>
            <p className="promo-line">
              {t('promo.inventory.maxWin', { amount: format.money(item.maxWinAmount) })}
            </p>
            <p className="promo-line">
              {t('promo.inventory.game', { game: format.gameName(item.gameId) })}
            </p>
            {item.expiryTime !== null && (
              <p className="promo-line promo-muted">
                {t('promo.inventory.expires', { date: format.date(item.expiryTime) })}
              </p>
            )}
            <CardAction
              gameName={format.gameName(item.gameId)}
              otherGame={otherGame}
              error={error}
              disabled={disabled}
              titleId={titleId}
              label={t('promo.inventory.use')}
              onClick={onUse}
            />
          </>
        )}
      </div>
    </li>
  );
}

/** The item history as readable messages, newest first. */
function Messages({ promotions: p, format }: PanelProps) {
  const { t } = useTranslation();
  if (p.history.length === 0) return <p className="promo-empty">{t('promo.history.empty')}</p>;
  return (
    <ul className="promo-list">
      {p.history.map((entry, i) => {
        const item = itemLabel(
          t,
          p.inventory.find((x) => x.itemId === entry.itemId),
        );
        const values = { item, count: entry.quantity };
        return (
          <li key={`${entry.itemId}-${entry.ts}-${i}`} className="promo-card promo-message">
            <p className="promo-line">{t(`promo.history.${entry.action}`, values)}</p>
            {entry.action === 'used' && entry.winAmount !== null && (
              <p className="promo-line">
                {t('promo.history.won', { amount: format.money(entry.winAmount) })}
              </p>
            )}
            {entry.gameId !== null && (
              <p className="promo-line promo-muted">
                {t('promo.history.game', { game: format.gameName(entry.gameId) })}
              </p>
            )}
            <p className="promo-line promo-muted">
              <time dateTime={isoTime(entry.ts)}>{format.date(entry.ts)}</time>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** A machine-readable time for <time>, or nothing for a time out of range. */
function isoTime(ms: number): string | undefined {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The games where quests can be taken. */
function Games({ promotions: p, format, gameId }: PanelProps) {
  const { t } = useTranslation();
  if (p.questGameIds.length === 0) return <p className="promo-empty">{t('promo.games.empty')}</p>;
  return (
    <>
      <p className="promo-note">{t('promo.games.intro')}</p>
      <ul className="promo-games">
        {p.questGameIds.map((id) => (
          <li key={id} aria-current={id === gameId ? 'true' : undefined}>
            {id === gameId
              ? t('promo.games.current', { game: format.gameName(id) })
              : format.gameName(id)}
          </li>
        ))}
      </ul>
    </>
  );
}
