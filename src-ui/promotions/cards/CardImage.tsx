// Runs on the main thread: a card's picture, low resolution first (quests' inventory, free spins).
import {
  cardImagePath,
  genericCardImagePath,
} from '../../../shared/promotions/cards/card-rules.ts';
import type { Locale } from '../../../shared/lib/constants.ts';
import type { InventoryItem } from '../../../shared/promotions/promotion-types.ts';
import { ProgressiveImage } from '../../components/ProgressiveImage.tsx';

/** Image size of a card, in CSS pixels (5:7, as playing cards). */
const CARD_WIDTH = 72;
const CARD_HEIGHT = 100;

/**
 * A card image: low resolution first, then full, then the generic card of its language, and
 * when none loads a drawn card with its name in words.
 */
export function CardImage({
  card,
  locale,
  name,
  alt,
  assetUrl,
}: {
  card: Pick<InventoryItem, 'betSize' | 'cardLevel'>;
  locale: Locale;
  /** The card's kind, translated ("Free spin card"): what the drawn card says. */
  name: string;
  alt: string;
  assetUrl: (path: string) => string;
}) {
  return (
    <ProgressiveImage
      full={assetUrl(cardImagePath(card, locale))}
      fallback={assetUrl(genericCardImagePath(locale))}
      alt={alt}
      width={CARD_WIDTH}
      height={CARD_HEIGHT}
      className="promo-card-image"
      placeholder={<span className="promo-card-name">{name}</span>}
    />
  );
}
