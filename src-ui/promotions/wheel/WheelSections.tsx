// Runs on the main thread (wheel panel chunk): the wheel panel's sections: the state banner, the
// ticket progress, the rules and the games where tickets are earned.
import { useTranslation } from 'react-i18next';
import {
  TICKET_EXPIRY_MS,
  maxLuckyMultiplier,
  spinCost,
} from '../../../shared/promotions/wheel/wheel-rules.ts';
import type { PanelProps, PromoFormat } from '../../components/panel-props.ts';
import { ProgressBar } from '../../components/ProgressBar.tsx';

type Wheel = NonNullable<PanelProps['promotions']['wheel']>;

/** The campaign's state in words: not started (and when), running, paid out, ended, expired. */
export function StateBanner({ wheel, format }: { wheel: Wheel; format: PromoFormat }) {
  const { t } = useTranslation();
  const { info } = wheel;
  const zone = info.displayTimeZone;
  const expired = wheel.blockers.normal === 'expired';
  const text =
    wheel.state === 'notStarted'
      ? t('promo.wheel.state.notStarted', { date: format.date(info.campaignStartTime, zone) })
      : wheel.state === 'running'
        ? t('promo.wheel.state.running')
        : wheel.state === 'bonusDistributed'
          ? t('wheel.message1')
          : expired
            ? t('promo.wheel.state.expired')
            : t('promo.wheel.state.ended', {
                date: format.date(info.campaignEndTime + TICKET_EXPIRY_MS, zone),
              });
  return (
    <p className="promo-banner" data-state={wheel.state}>
      {text}
    </p>
  );
}

/** Today's bet toward the next ticket, or that today's ticket limit is reached. */
export function TicketProgress({ wheel, format }: { wheel: Wheel; format: PromoFormat }) {
  const { t } = useTranslation();
  const ticket = wheel.ticketInfo;
  if (!ticket || wheel.state !== 'running') return null;
  if (ticket.questStatus === 'completed') {
    return <p className="promo-line promo-muted">{t('promo.wheel.dailyLimitReached')}</p>;
  }
  const per = ticket.conditionValue > 0 ? ticket.conditionValue : wheel.info.betAmountPerTicket;
  if (!(per > 0)) return null;
  // Today's bet so far, less what already became tickets: what counts toward the next one.
  const toward = Math.round((ticket.progressValue % per) * 100) / 100;
  const text = t('promo.wheel.progress', {
    value: format.money(toward),
    target: format.money(per),
  });
  return (
    <>
      <ProgressBar ratio={toward / per} label={t('promo.wheel.progressLabel')} text={text} />
      <p className="promo-line promo-muted">{text}</p>
    </>
  );
}

/** The wheel's rules: tickets per bet, daily limit, spin costs, carry-over, expiry. */
export function Rules({ wheel, format }: { wheel: Wheel; format: PromoFormat }) {
  const { t } = useTranslation();
  const { info } = wheel;
  const multiplier = format.multiplier(
    maxLuckyMultiplier({ multiplierValues: [...info.multiplierValues] }),
  );
  return (
    <section className="promo-section">
      <h3>{t('promo.wheel.rulesTitle')}</h3>
      <ul className="promo-rules">
        <li>
          {t('promo.wheel.rules.perTicket', { amount: format.money(info.betAmountPerTicket) })}
        </li>
        <li>{t('promo.wheel.rules.dailyLimit', { count: info.dailyTicketLimit })}</li>
        <li>{t('promo.wheel.rules.normal', { count: spinCost('normal', info) })}</li>
        <li>{t('promo.wheel.rules.lucky', { count: spinCost('lucky', info), multiplier })}</li>
        <li>{t('promo.wheel.rules.carryOver')}</li>
        <li>{t('promo.wheel.rules.expiry')}</li>
      </ul>
    </section>
  );
}

/** The games where bets earn wheel tickets, the current one marked. */
export function WheelGames({
  ids,
  gameId,
  format,
}: {
  ids: readonly number[];
  gameId: number | null;
  format: PromoFormat;
}) {
  const { t } = useTranslation();
  if (ids.length === 0) return null;
  return (
    <section className="promo-section">
      <h3>{t('promo.wheel.gamesTitle')}</h3>
      <ul className="promo-games">
        {ids.map((id) => (
          <li key={id} aria-current={id === gameId ? 'true' : undefined}>
            {id === gameId
              ? t('promo.games.current', { game: format.gameName(id) })
              : format.gameName(id)}
          </li>
        ))}
      </ul>
    </section>
  );
}
