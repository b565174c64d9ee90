// Runs on the main thread (quest panel chunk): one quest: title, state, progress, reward, lock.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { GAME_TYPES } from '../../../shared/lib/constants.ts';
import type { QuestView } from '../../../shared/promotions/promotion-state.ts';
import type { PanelProps, PromoFormat } from '../../components/panel-props.ts';
import { ProgressBar } from '../../components/ProgressBar.tsx';

/** The quests as the panel reads them. */
export type Quests = PanelProps['promotions']['quests'];
type Quest = Quests[number];

/** A quest's title: its kind and target. */
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

/** One quest as a card: title, state, progress bar, reward, game type and why it is locked. */
export function QuestRow({
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
      <ProgressBar ratio={quest.progress} labelledBy={titleId} text={progressText} />
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
