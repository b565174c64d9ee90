// Runs on the main thread (lazily loaded chunk): the lucky wheel: state, tickets, spins, rules.
import { type CSSProperties, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpinType } from '../../../shared/promotions/promotion-types.ts';
import { spinCost } from '../../../shared/promotions/wheel/wheel-rules.ts';
import type { PanelProps } from '../../components/panel-props.ts';
import {
  WHEEL_MESSAGE_TEXT,
  blockerText,
} from '../../../shared/promotions/wheel/wheel-messages.ts';
import { CountUpIn } from '../../components/CountUp.tsx';
import { Countdown } from '../Countdown.tsx';
import { Rules, StateBanner, TicketProgress, WheelGames } from './WheelSections.tsx';
import { wheelTargets } from '../countdown.ts';
import { useWheelSpin } from './use-wheel-spin.ts';

type Wheel = NonNullable<PanelProps['promotions']['wheel']>;

const SPIN_TYPES: readonly SpinType[] = ['normal', 'lucky'];

/** The lucky wheel panel; spins go to the engine, which answers with the prize or a message. */
export function WheelPanel({
  engine,
  promotions: p,
  format,
  disabled,
  gameId,
  hasReport,
  locale,
}: PanelProps) {
  const { t } = useTranslation();
  const resultId = useId();
  const wheel = p.wheel;
  const prizes = wheel?.info.prizeAmounts ?? [];
  const { disc, turn, spinning, shown, failure, landed, spin } = useWheelSpin(
    engine,
    wheel?.lastDraw ?? null,
    prizes.length,
  );
  if (!wheel) return <p className="promo-empty">{t('wheel.message3')}</p>;
  const { info } = wheel;
  const zone = info.displayTimeZone;

  const turning = spinning || wheel.drawing;
  // The prize shows only once the wheel is at rest.
  const prize = turning ? null : shown;
  let result: ReactNode = null;
  if (turning) result = t('promo.wheel.drawing');
  else if (prize) {
    // A prize this panel's spin just landed on counts up; one shown on opening does not.
    result = (
      <CountUpIn
        sentence={(amount) => t('promo.wheel.won', { amount })}
        value={prize.winAmount}
        from={landed ? 0 : undefined}
        format={format.money}
      />
    );
  } else if (failure) {
    result = failure.message
      ? t(WHEEL_MESSAGE_TEXT[failure.message])
      : failure.statusError
        ? t('promo.wheel.statusError')
        : null;
  } else if (wheel.statusError) result = t('promo.wheel.statusError');
  else if (wheel.message) result = t(WHEEL_MESSAGE_TEXT[wheel.message]);

  return (
    <>
      <StateBanner wheel={wheel} format={format} />
      <Countdown engine={engine} targets={wheelTargets(info)} locale={locale} />
      <p className="promo-tickets">{t('promo.wheel.tickets', { count: wheel.tickets })}</p>
      <TicketProgress wheel={wheel} format={format} />

      <div className="promo-wheel">
        <div className="promo-wheel-pointer" aria-hidden="true" />
        <div
          ref={disc}
          className="promo-wheel-disc"
          aria-hidden="true"
          style={
            { '--turn': `${turn}deg`, background: discGradient(prizes.length) } as CSSProperties
          }
        />
      </div>
      <div id={resultId} className="promo-wheel-result" role="status" aria-live="polite">
        {result !== null && <p>{result}</p>}
        {prize && prize.multiplier > 1 && (
          <p>{t('promo.wheel.multiplier', { multiplier: format.multiplier(prize.multiplier) })}</p>
        )}
      </div>
      <div className="promo-spin-buttons">
        {SPIN_TYPES.map((type) => (
          <SpinButton
            key={type}
            type={type}
            wheel={wheel}
            busy={disabled || turning}
            resultId={resultId}
            onSpin={() => void spin(type)}
          />
        ))}
      </div>

      <section className="promo-section">
        <h3>{t('promo.wheel.contentTitle')}</h3>
        <p className="promo-line">{t('promo.wheel.content')}</p>
        {prizes.length > 0 && (
          <ul className="promo-prizes" aria-label={t('promo.wheel.prizes')}>
            {prizes.map((amount, i) => (
              <li key={i} data-won={prize?.prizeIndex === i ? 'true' : undefined}>
                {format.money(amount)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Rules wheel={wheel} format={format} />
      <WheelGames
        ids={info.gameIds.length > 0 ? info.gameIds : p.wheelGameIds}
        gameId={gameId}
        format={format}
      />
      <section className="promo-section">
        <h3>{t('promo.wheel.timeTitle')}</h3>
        <p className="promo-line">
          {t('promo.wheel.period', {
            start: format.date(info.campaignStartTime, zone),
            end: format.date(info.campaignEndTime, zone),
          })}
        </p>
      </section>
      {validTime(info.reportDateStart) && validTime(info.reportDateEnd) && (
        <section className="promo-section">
          <h3>{t('promo.wheel.reportTitle')}</h3>
          <p className="promo-line">
            {t('promo.wheel.report', {
              start: format.date(info.reportDateStart, zone),
              end: format.date(info.reportDateEnd, zone),
            })}
          </p>
          {hasReport && (
            <button
              type="button"
              className="promo-action"
              onClick={() => void engine.openModal({ kind: 'report' })}
            >
              {t('promo.wheel.viewReport')}
            </button>
          )}
        </section>
      )}
    </>
  );
}

function validTime(ms: number | null | undefined): ms is number {
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0;
}

/** Alternating segments, one per prize, starting at the top and going clockwise. */
function discGradient(count: number): string {
  const n = Math.max(1, count);
  const stops = Array.from({ length: n }, (_, i) => {
    // Alternating colours; an odd count gets a third colour last, so no two neighbours match.
    const colour =
      n > 1 && n % 2 === 1 && i === n - 1 ? '#e0573f' : i % 2 === 0 ? '#ffc940' : '#3b4a8c';
    return `${colour} ${(i * 360) / n}deg ${((i + 1) * 360) / n}deg`;
  });
  return `conic-gradient(${stops.join(', ')})`;
}

function SpinButton({
  type,
  wheel,
  busy,
  resultId,
  onSpin,
}: {
  type: SpinType;
  wheel: Wheel;
  busy: boolean;
  resultId: string;
  onSpin: () => void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const costId = useId();
  const blocker = wheel.blockers[type];
  const reason = blocker ? t(blockerText(blocker)) : null;
  const cost = spinCost(type, wheel.info);
  return (
    <div className="promo-spin" data-spin={type}>
      <button
        type="button"
        className="promo-action promo-spin-button"
        disabled={busy || !wheel.eligible || blocker !== null}
        aria-describedby={[costId, reason ? reasonId : resultId].join(' ')}
        onClick={onSpin}
      >
        {type === 'lucky' ? t('promo.wheel.luckySpin') : t('promo.wheel.normalSpin')}
      </button>
      <span id={costId} className="promo-muted">
        {t('promo.wheel.cost', { count: cost })}
      </span>
      {reason && (
        <span id={reasonId} className="promo-reason">
          {reason}
        </span>
      )}
    </div>
  );
}
