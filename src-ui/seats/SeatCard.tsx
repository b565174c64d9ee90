// Runs on the main thread (seat panel chunk): a seat's info card and its numbers (SPEC §2).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BIG_WIN_DAYS } from '../../shared/seats/seat-rules.ts';
import type { PanelProps, PromoFormat } from '../components/panel-props.ts';
import { onEscape } from './seat-escape.ts';

type Card = NonNullable<PanelProps['seats']['card']>;

/** A seat's info card, in place of the lobby until it is closed. */
export function SeatCardView({
  card,
  mine,
  format,
  locale,
  onClose,
}: {
  card: Card;
  mine: boolean;
  format: PromoFormat;
  locale: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const number = format.number(card.seatId);
  return (
    <section
      className="seat-sheet"
      aria-labelledby={titleId}
      data-seat-card={card.seatId}
      onKeyDown={onEscape(onClose)}
    >
      <h3 id={titleId} tabIndex={-1} data-seat-focus>
        {t(mine ? 'seats.card.mine' : 'seats.card.title', { number })}
      </h3>
      <SeatStats card={card} format={format} locale={locale} />
      <button type="button" className="promo-action" onClick={onClose}>
        {t('seats.card.close')}
      </button>
    </section>
  );
}

/** SPEC §2 seat info: spins since the last free game, the previous three, big wins in 30 days. */
export function SeatStats({
  card,
  format,
  locale,
}: {
  card: Card;
  format: PromoFormat;
  locale: string;
}) {
  const { t } = useTranslation();
  const list = new Intl.ListFormat(locale, { style: 'short', type: 'unit' });
  return (
    <dl className="seat-stats">
      <div>
        <dt>{t('seats.card.spinsSince')}</dt>
        <dd data-stat="since">{format.number(card.spinsSinceFreeGame)}</dd>
      </div>
      <div>
        <dt>{t('seats.card.previousSpins')}</dt>
        <dd data-stat="previous">{list.format(card.previousSpins.map(format.number))}</dd>
      </div>
      <div>
        <dt>{t('seats.card.bigWins', { days: format.number(BIG_WIN_DAYS) })}</dt>
        <dd data-stat="wins">
          <ul className="seat-wins">
            {card.bigWins.map((win) => (
              <li key={win.times}>
                {t('seats.card.winTimes', {
                  times: format.multiplier(win.times),
                  value: format.number(win.count),
                })}
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
