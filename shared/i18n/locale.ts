// Shared by the UI and the worker: locale normalisation (SPEC §5).
import { FALLBACK_LOCALE, LOCALES, type Locale } from '../lib/constants.ts';

/** The path of the /close page, with or without a locale prefix. */
export const CLOSE_PATH = /^\/(?:[a-zA-Z-]{2,5}\/)?close\/?$/;

/** True when the value is one of the ten interface languages. */
export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * Splits on the hyphen, lower-cases the language and upper-cases the region;
 * anything not supported falls back to en.
 */
export function normalizeLocale(raw: string | null | undefined): Locale {
  if (!raw) return FALLBACK_LOCALE;
  const [language = '', region, ...rest] = raw.trim().split('-');
  if (rest.length > 0) return FALLBACK_LOCALE;
  const candidate =
    region === undefined
      ? language.toLowerCase()
      : `${language.toLowerCase()}-${region.toUpperCase()}`;
  return isLocale(candidate) ? candidate : FALLBACK_LOCALE;
}

/** The locale named by the first path segment (`/th/...`), if any; English has no prefix. */
export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1] ?? '';
  return first !== 'en' && isLocale(first) ? first : null;
}

/** The path prefix of a locale: empty for English, `/th` for Thai. */
export function localePrefix(locale: Locale): string {
  return locale === FALLBACK_LOCALE ? '' : `/${locale}`;
}
