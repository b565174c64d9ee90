// Runs on the main thread (quest panel chunk): the inventory tab: cards to use, wheel tickets.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isGameCard } from '../../../shared/promotions/cards/card-rules.ts';
import type { Locale } from '../../../shared/lib/constants.ts';
import { ITEM_CATEGORY } from '../../../shared/promotions/promotion-types.ts';
import type { PanelProps, PromoFormat } from '../../components/panel-props.ts';
import { CardAction } from '../cards/CardAction.tsx';
import { CardImage } from '../cards/CardImage.tsx';
import { useCardUse } from '../cards/use-card-use.ts';
import { itemLabel } from './item-label.ts';

type Item = PanelProps['promotions']['inventory'][number];

/** The card inventory: game cards with a Use action, wheel tickets as a count. */
export function InventoryTab({
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
          name={label}
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
