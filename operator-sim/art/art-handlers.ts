// Runs in Node (and in unit tests): the asset CDN's images, on any origin (the env config's
// assetCdn is the first line): card images and game icons, drawn once and served as an
// operator's CDN serves static images.
import { HttpResponse, http, type RequestHandler } from 'msw';
import type { BetTier, CardImageLanguage } from '../../shared/promotions/cards/card-rules.ts';
import { CARD_LANGUAGES, CARD_LEVELS, cardSvg, genericCardSvg } from './card-art.ts';
import { iconSvg } from './icon-art.ts';

/**
 * How an image is served: its type, a day in any cache (the names carry no version, so not
 * immutable), no sniffing, and a policy that lets nothing in it run or load if opened directly.
 */
export const IMAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=86400',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'",
};

/** `tier{t}_level{l}[_s].svg` or `generic[_s].svg`, for a known tier and a drawn level. */
const CARD_FILE = /^(?:tier([1-5])_level(\d{1,3})|generic)(_s)?\.svg$/;

/** A card image by its path under `cards/` ({lang}/{file}), or null when there is none. */
export function cardFile(language: string, file: string): string | null {
  if (!CARD_LANGUAGES.includes(language as CardImageLanguage)) return null;
  const lang = language as CardImageLanguage;
  const match = CARD_FILE.exec(file);
  if (match === null) return null;
  const lowRes = match[3] !== undefined;
  if (match[1] === undefined) return genericCardSvg(lang, lowRes);
  const level = Number(match[2]);
  if (!(CARD_LEVELS as readonly number[]).includes(level)) return null;
  return cardSvg(lang, Number(match[1]) as BetTier, level, lowRes);
}

/** A game icon by its file name (`{gameId}[_s].svg`), or null when there is none. */
export function iconFile(file: string): string | null {
  const match = /^(\d{1,9})(_s)?\.svg$/.exec(file);
  return match ? iconSvg(Number(match[1]), match[2] !== undefined) : null;
}

/** Each image drawn once, by path (only images: a name with none is not kept). */
const drawn = new Map<string, string>();

function once(key: string, draw: () => string | null): string | null {
  const hit = drawn.get(key);
  if (hit !== undefined) return hit;
  const svg = draw();
  if (svg !== null) drawn.set(key, svg);
  return svg;
}

function image(svg: string | null): Response {
  if (svg === null) {
    return new HttpResponse('no such image', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
  }
  return new HttpResponse(svg, { headers: IMAGE_HEADERS });
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** GET /cards/{lang}/{file} and /icons/{file}: the asset CDN's card images and game icons. */
export function artHandlers(): RequestHandler[] {
  return [
    http.get('*/cards/:lang/:file', ({ params }) => {
      const lang = text(params['lang']);
      const file = text(params['file']);
      return image(once(`cards/${lang}/${file}`, () => cardFile(lang, file)));
    }),
    http.get('*/icons/:file', ({ params }) => {
      const file = text(params['file']);
      return image(once(`icons/${file}`, () => iconFile(file)));
    }),
  ];
}
