// Runs on the main thread (lazily loaded chunk): the free-spin offers and "Play for free".
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../components/panel-props.ts';
import { CountUpIn } from '../../components/CountUp.tsx';
import { CardAction } from './CardAction.tsx';
import { CardImage } from './CardImage.tsx';
import { useCardUse } from './use-card-use.ts';

type Offer = PanelProps['promotions']['freeSpinOffers'][number];

/** The offers list: win so far, bet, expiry, spin count, maximum winnings; current card first. */
export function FreeSpinPanel({
  promotions: p,
  format,
  locale,
  gameId,
  disabled,
  assetUrl,
  onUseCard,
}: PanelProps) {
  const { t } = useTranslation();
  const { busy, errorOf, use: play } = useCardUse(onUseCard);
  const currentId = p.currentCard?.itemId ?? null;
  const running = p.freeSpinRun !== null && !p.freeSpinRun.done;
  if (p.freeSpinOffers.length === 0) {
    return <p className="promo-empty">{t('promo.freeSpin.empty')}</p>;
  }
  const offers = [...p.freeSpinOffers].sort(
    (a, b) => Number(b.offerId === currentId) - Number(a.offerId === currentId),
  );
  return (
    <>
      {running && (
        <p className="promo-note" role="status">
          {t('promo.freeSpin.inPlay')}
        </p>
      )}
      <ul className="promo-list">
        {offers.map((offer) => (
          <OfferRow
            key={offer.offerId}
            offer={offer}
            current={offer.offerId === currentId}
            cardLevel={p.inventory.find((i) => i.itemId === offer.offerId)?.cardLevel ?? null}
            otherGame={gameId !== null && offer.gameId !== gameId}
            disabled={disabled || running || busy}
            error={errorOf(offer.offerId)}
            {...{ format, locale, assetUrl }}
            onPlay={() => void play(offer.offerId)}
          />
        ))}
      </ul>
    </>
  );
}

function OfferRow({
  offer,
  current,
  cardLevel,
  otherGame,
  disabled,
  error,
  format,
  locale,
  assetUrl,
  onPlay,
}: Pick<PanelProps, 'format' | 'locale' | 'assetUrl'> & {
  offer: Offer;
  current: boolean;
  cardLevel: number | null;
  otherGame: boolean;
  disabled: boolean;
  error: string;
  onPlay: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const bet = format.money(offer.bet);
  const game = format.gameName(offer.gameId);
  return (
    <li
      className="promo-card promo-item"
      data-current={current ? 'true' : undefined}
      aria-current={current ? 'true' : undefined}
    >
      <CardImage
        card={{ betSize: offer.bet, cardLevel }}
        locale={locale}
        name={t('promo.inventory.freeSpin')}
        alt={t('promo.card.alt', { card: t('promo.inventory.freeSpin'), amount: bet })}
        assetUrl={assetUrl}
      />
      <div className="promo-item-body">
        <div className="promo-card-head">
          <h3 id={titleId} className="promo-card-title">
            {t('promo.freeSpin.offerTitle', { count: offer.spinCount })}
          </h3>
          {current && <span className="promo-state">{t('promo.freeSpin.current')}</span>}
        </div>
        <p className="promo-line">
          {/* A spin of the card that wins while the panel is open counts up. */}
          <CountUpIn
            sentence={(amount) => t('promo.freeSpin.winAmount', { amount })}
            value={offer.winAmount}
            format={format.money}
          />
        </p>
        <p className="promo-line">{t('promo.freeSpin.bet', { amount: bet })}</p>
        <p className="promo-line">
          {t('promo.freeSpin.maxWin', { amount: format.money(offer.maxWinAmount) })}
        </p>
        <p className="promo-line">{t('promo.inventory.game', { game })}</p>
        <p className="promo-line promo-muted">
          {offer.expiryDate > 0
            ? t('promo.inventory.expires', { date: format.date(offer.expiryDate) })
            : t('promo.freeSpin.noExpiry')}
        </p>
        <CardAction
          gameName={game}
          otherGame={otherGame}
          error={error}
          disabled={disabled}
          titleId={titleId}
          label={t('promo.freeSpin.play')}
          onClick={onPlay}
        />
      </div>
    </li>
  );
}
