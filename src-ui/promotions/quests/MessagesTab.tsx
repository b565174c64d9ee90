// Runs on the main thread (quest panel chunk): the messages tab: the item history.
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../components/panel-props.ts';
import { itemLabel } from './item-label.ts';

/** The item history as readable messages, newest first. */
export function MessagesTab({ promotions: p, format }: PanelProps) {
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
