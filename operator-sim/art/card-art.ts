// Runs in Node (and in unit tests): the operator's card images, drawn as small SVGs: one per
// language, bet tier and card level, a generic card per language, and each one's `_s` variant.
import {
  BET_TIERS,
  type BetTier,
  type CardImageLanguage,
} from '../../shared/promotions/cards/card-rules.ts';
import { lowResSvg, svgOpen } from './svg.ts';

/** The languages card images are drawn in (SPEC §5). */
export const CARD_LANGUAGES: readonly CardImageLanguage[] = ['zh', 'en', 'th'];

/**
 * The card levels the operator draws: 1 to 3 (bronze, silver and gold stars), the levels the
 * simulator's cards carry. A higher level has no image here: the container falls back to the
 * generic card, as it would on an operator's CDN without that file.
 */
export const CARD_LEVELS = [1, 2, 3] as const;

/** A card image's size: 5:7, as playing cards; 2.5x the 72x100 it is shown at. */
export const CARD_SIZE = { width: 180, height: 252 } as const;

/** The words on a card in its language: what it is and its bet. */
const WORDS: Readonly<Record<CardImageLanguage, { title: string; bet: string }>> = {
  en: { title: 'FREE GAME', bet: 'BET' },
  zh: { title: '免费游戏', bet: '投注' },
  th: { title: 'ฟรีเกม', bet: 'เดิมพัน' },
};

/** The language tag of a card's text, so the font matches (simplified Chinese for zh). */
const TEXT_LANG: Readonly<Record<CardImageLanguage, string>> = {
  en: 'en',
  zh: 'zh-Hans',
  th: 'th',
};

/** Each tier's look, from the smallest bets up: bronze, silver, gold, jade, ruby. */
const TIER_COLOURS: Readonly<Record<BetTier, { dark: string; light: string; chip: string }>> = {
  1: { dark: '#4a2a12', light: '#c0793a', chip: '#e3a56a' },
  2: { dark: '#2f3640', light: '#8e99a8', chip: '#dfe5ec' },
  3: { dark: '#5a3a00', light: '#d99a00', chip: '#ffd54a' },
  4: { dark: '#053d2e', light: '#119b70', chip: '#5fe0b0' },
  5: { dark: '#4a0a1c', light: '#c0264f', chip: '#ff7d9c' },
};

/** The generic card: no tier, so no metal. */
const GENERIC_COLOURS = { dark: '#1e2433', light: '#556078', chip: '#aab4c8' };

/** A tier's bets as printed on the card: "≤ 0.5", "0.51–1", "≥ 10.1". */
export function betRangeText(tier: BetTier): string {
  const row = BET_TIERS.find((r) => r.tier === tier);
  if (row === undefined) return '';
  if (row.min <= 0) return `≤ ${row.max}`;
  if (!Number.isFinite(row.max)) return `≥ ${row.min}`;
  return `${row.min}–${row.max}`;
}

function star(cx: number, cy: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 13 : 5.4;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="#ffe27a" stroke="#7a4a00" stroke-width="1.2"/>`;
}

/** A stack of `count` casino chips on a halo, the bigger the bet the higher. */
function chips(count: number, chip: string, dark: string): string {
  let out = `<circle cx="90" cy="112" r="60" fill="#fff" fill-opacity="0.14"/>`;
  // The stack is centred on the halo whatever its height.
  const base = 118 + (count - 1) * 6.5;
  for (let i = 0; i < count; i++) {
    const y = base - i * 13;
    out +=
      `<ellipse cx="90" cy="${y + 5}" rx="40" ry="13" fill="${dark}"/>` +
      `<ellipse cx="90" cy="${y}" rx="40" ry="13" fill="${chip}" stroke="${dark}" stroke-width="2"/>` +
      `<ellipse cx="90" cy="${y}" rx="31" ry="9" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="7 6"/>`;
  }
  return out;
}

function frame(dark: string, light: string): string {
  return (
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/>` +
    `<stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="180" height="252" rx="16" fill="url(#g)"/>` +
    `<rect x="7" y="7" width="166" height="238" rx="11" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="2"/>`
  );
}

function title(language: CardImageLanguage, y: number): string {
  const size = language === 'en' ? 24 : 27;
  return `<text x="90" y="${y}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="#fff" stroke="#000" stroke-opacity="0.35" stroke-width="1" paint-order="stroke">${WORDS[language].title}</text>`;
}

/** A card of one language, bet tier and level, 180x252; the `_s` variant is blurred, no words. */
export function cardSvg(
  language: CardImageLanguage,
  tier: BetTier,
  level: number,
  lowRes: boolean,
): string {
  const { dark, light, chip } = TIER_COLOURS[tier];
  if (lowRes) return lowResSvg(CARD_SIZE, [dark, light, chip]);
  const stars = Array.from({ length: level }, (_, i) => star(90 + (i - (level - 1) / 2) * 30, 32));
  const words = WORDS[language];
  return (
    `${svgOpen(CARD_SIZE, TEXT_LANG[language])}${frame(dark, light)}${stars.join('')}` +
    chips(tier, chip, dark) +
    title(language, 196) +
    `<rect x="14" y="208" width="152" height="32" rx="16" fill="#000" fill-opacity="0.4"/>` +
    `<text x="90" y="231" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="19" fill="#ffe27a">${words.bet} ${betRangeText(tier)}</text>` +
    `</svg>\n`
  );
}

/** The generic card of a language (unknown tier or level): a slate card with one chip. */
export function genericCardSvg(language: CardImageLanguage, lowRes: boolean): string {
  const { dark, light, chip } = GENERIC_COLOURS;
  if (lowRes) return lowResSvg(CARD_SIZE, [dark, light, chip]);
  return (
    `${svgOpen(CARD_SIZE, TEXT_LANG[language])}${frame(dark, light)}` +
    chips(1, chip, dark) +
    title(language, 210) +
    `</svg>\n`
  );
}
