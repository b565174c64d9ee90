// Shared by the UI and the worker: free-game and free-spin card rules (SPEC §4 cards, §5 tiers).
import { ITEM_CATEGORY, type CurrentCard } from './card-types.ts';
import type { InventoryItem, ItemHistoryEntry } from './card-schema.ts';
import { CARD_RULE_VIOLATION } from './card-codes.ts';

/** A card bet tier, 1 (smallest bets) to 5. */
export type BetTier = 1 | 2 | 3 | 4 | 5;

/** SPEC §5 bet tiers with inclusive bounds; a bet between two rows (10.05) has no tier. */
export const BET_TIERS: readonly { tier: BetTier; min: number; max: number }[] = [
  { tier: 1, min: 0, max: 0.5 },
  { tier: 2, min: 0.51, max: 1 },
  { tier: 3, min: 1.01, max: 5 },
  { tier: 4, min: 5.01, max: 10 },
  { tier: 5, min: 10.1, max: Number.POSITIVE_INFINITY },
];

/** The card's tier for a bet size; null in a gap, for 0 or less, and for a non-number. */
export function betTier(betSize: number): BetTier | null {
  if (!Number.isFinite(betSize) || betSize <= 0) return null;
  // Bets computed on the client (0.1 * 3) carry float noise; six decimals is far below a cent.
  const bet = Math.round(betSize * 1e6) / 1e6;
  return BET_TIERS.find((row) => bet >= row.min && bet <= row.max)?.tier ?? null;
}

/** Languages card images exist in (SPEC §5). */
export type CardImageLanguage = 'zh' | 'en' | 'th';

/**
 * The card image language for an interface locale: zh, en and th exactly, anything else en
 * (SPEC §5). zh-TW is another locale, not zh: its readers get the en card, since the zh card is
 * written in simplified characters.
 */
export function cardImageLanguage(locale: string): CardImageLanguage {
  const language = locale.trim().toLowerCase();
  return language === 'zh' || language === 'th' ? language : 'en';
}

/**
 * The generic card of a language, shown when the tier or the level is unknown (SPEC §3) or the
 * card's own image fails: `cards/{lang}/generic.svg`, relative to the asset CDN.
 */
export function genericCardImagePath(locale: string): string {
  return `cards/${cardImageLanguage(locale)}/generic.svg`;
}

/**
 * The card image path, relative to the asset CDN: `cards/{lang}/tier{t}_level{l}.svg`, or the
 * generic card when the bet has no tier or the level is missing or not a positive integer.
 * SVG, not PNG: the art is drawn with its words in the card's language (docs/decisions.md).
 */
export function cardImagePath(
  card: Pick<InventoryItem, 'betSize' | 'cardLevel'>,
  locale: string,
): string {
  const tier = betTier(card.betSize);
  const level = card.cardLevel ?? 0; // a missing level is no level
  if (tier === null || !Number.isInteger(level) || level < 1) {
    return genericCardImagePath(locale);
  }
  return `cards/${cardImageLanguage(locale)}/tier${tier}_level${level}.svg`;
}

/**
 * The low-resolution variant shown first (SPEC §9): `_s` before the file extension of the last
 * path segment, keeping any query or hash; a name without an extension gets `_s` at its end.
 */
export function lowResVariant(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut < 0 ? url : url.slice(0, cut);
  const rest = cut < 0 ? '' : url.slice(cut);
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  // A dot before the last slash belongs to a host or a folder, not to the file name.
  const at = dot > slash + 1 ? dot : path.length;
  return `${path.slice(0, at)}_s${path.slice(at)}${rest}`;
}

/** True for free-game and free-spin cards (not wheel tickets or unknown items). */
export function isGameCard(item: Pick<InventoryItem, 'itemCategory'>): boolean {
  return item.itemCategory === ITEM_CATEGORY.gameCard;
}

/** Orders ids numerically when both are digit strings, else by code units (locale-free). */
export function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
    const x = a.replace(/^0+(?=\d)/, '');
    const y = b.replace(/^0+(?=\d)/, '');
    if (x.length !== y.length) return x.length - y.length;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** True when the card may be played now: started, not expired, and at least one held. */
export function isCardUsable(
  item: Pick<InventoryItem, 'startTime' | 'expiryTime' | 'currentQuantity'>,
  now: number,
): boolean {
  return (
    item.currentQuantity > 0 &&
    item.startTime <= now &&
    (item.expiryTime === null || now < item.expiryTime)
  );
}

/**
 * SPEC §4 due free-spin card: among popup-flagged free-spin cards (isDisplay false) for this
 * game that are usable now, the one with the earliest start time (ties by itemId), as the
 * current card with usageQuantity 1.
 */
export function dueCard(
  items: readonly InventoryItem[],
  gameId: number,
  now: number,
): CurrentCard | null {
  let best: InventoryItem | null = null;
  for (const item of items) {
    if (!isGameCard(item) || item.isDisplay || !item.isPopupMessage) continue;
    if (item.gameId !== gameId) continue;
    if (!isCardUsable(item, now)) continue;
    if (
      best === null ||
      item.startTime < best.startTime ||
      (item.startTime === best.startTime && compareIds(item.itemId, best.itemId) < 0)
    ) {
      best = item;
    }
  }
  return best === null ? null : { ...best, usageQuantity: 1 };
}

/** SPEC §4 card states; 'expired' is removed without redemption. */
export type CardStatus = ItemHistoryEntry['action'];

/** One card item's lifecycle, as the engine tracks it between inventory refreshes. */
export interface CardState {
  /** The item. */
  itemId: string;
  /** The bet the card must be played at. */
  betSize: number;
  /** When unused cards are removed (ms since epoch), or null. */
  expiryTime: number | null;
  /** The last transition. */
  status: CardStatus;
  /** Cards held and not in play. */
  currentQuantity: number;
  /** Cards taken by bets that have not settled; a restore gives one back. */
  inUse: number;
}

/** What happens to a card: the SPEC §4 transitions plus the settlement of a used one. */
export type CardEvent =
  | { type: 'obtain'; quantity: number }
  | { type: 'use'; betSize: number; now: number }
  | { type: 'settle' }
  | { type: 'restore' }
  | { type: 'expire' };

/** A transition's outcome: the new state, or error 227 with the state left as it was. */
export type CardTransition =
  | { ok: true; state: CardState }
  | { ok: false; code: typeof CARD_RULE_VIOLATION; state: CardState };

/** The lifecycle state of an inventory item as first seen. */
export function cardStateOf(item: InventoryItem): CardState {
  return {
    itemId: item.itemId,
    betSize: item.betSize,
    expiryTime: item.expiryTime,
    status: 'obtained',
    currentQuantity: Math.max(0, Math.floor(item.currentQuantity)),
    inUse: 0,
  };
}

/**
 * The card reducer. A use must hold a card, be before expiry and bet exactly the card's bet
 * size; settle and restore need a card in use; an expired card only settles or voids bets
 * already placed. Any other event is a rule violation (227), so quantities are never forged.
 */
export function reduceCard(state: CardState, event: CardEvent): CardTransition {
  const fail: CardTransition = { ok: false, code: CARD_RULE_VIOLATION, state };
  const expired = state.status === 'expired';
  switch (event.type) {
    case 'obtain':
      if (expired || !Number.isInteger(event.quantity) || event.quantity < 1) return fail;
      return {
        ok: true,
        state: {
          ...state,
          status: 'obtained',
          currentQuantity: state.currentQuantity + event.quantity,
        },
      };
    case 'use':
      if (
        expired ||
        state.currentQuantity < 1 ||
        (state.expiryTime !== null && event.now >= state.expiryTime) ||
        Math.round(event.betSize * 1e6) !== Math.round(state.betSize * 1e6)
      ) {
        return fail;
      }
      return {
        ok: true,
        state: {
          ...state,
          status: 'used',
          currentQuantity: state.currentQuantity - 1,
          inUse: state.inUse + 1,
        },
      };
    case 'settle':
      if (state.inUse < 1) return fail;
      return { ok: true, state: { ...state, inUse: state.inUse - 1 } };
    case 'restore':
      if (state.inUse < 1) return fail;
      return {
        ok: true,
        state: {
          ...state,
          // A bet voided after expiry returns nothing: the card would only be removed again.
          status: expired ? 'expired' : 'restored',
          currentQuantity: expired ? 0 : state.currentQuantity + 1,
          inUse: state.inUse - 1,
        },
      };
    case 'expire':
      return { ok: true, state: { ...state, status: 'expired', currentQuantity: 0 } };
  }
}
