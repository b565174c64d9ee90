// Runs on the main thread (first load, kept tiny): fetches the player's language file with
// i18next, beside the screens once the game is ready (main.tsx).
import { FALLBACK_LOCALE, type Locale } from '../../shared/lib/constants.ts';

/** One language's translations. */
export type Bundle = Record<string, unknown>;

/** The language shown and its translations; no translations when even English failed. */
export interface LoadedLocale {
  lng: Locale;
  bundle: Bundle | null;
}

const bundles = import.meta.glob<Bundle>('../../locales/*/translation.json', { import: 'default' });

async function load(locale: Locale): Promise<Bundle | null> {
  const loader = bundles[`../../locales/${locale}/translation.json`];
  return loader ? loader().catch(() => null) : null;
}

/** The player's language, or English when it cannot be loaded. */
export async function loadLocale(locale: Locale): Promise<LoadedLocale> {
  const bundle = await load(locale);
  if (bundle || locale === FALLBACK_LOCALE) return { lng: locale, bundle };
  return { lng: FALLBACK_LOCALE, bundle: await load(FALLBACK_LOCALE) };
}
