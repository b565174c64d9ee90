// Runs on the main thread: i18next with one lazily loaded chunk per language.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, type Locale } from '../shared/constants.ts';
import type en from '../locales/en/translation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

type Bundle = Record<string, unknown>;
const bundles = import.meta.glob<Bundle>('../locales/*/translation.json', { import: 'default' });

async function load(locale: Locale): Promise<Bundle | null> {
  const loader = bundles[`../locales/${locale}/translation.json`];
  return loader ? loader().catch(() => null) : null;
}

/** Loads the active language (en if it cannot be loaded) and starts i18next. */
export async function startI18n(locale: Locale): Promise<void> {
  let lng: Locale = locale;
  let bundle = await load(locale);
  if (!bundle && locale !== FALLBACK_LOCALE) {
    lng = FALLBACK_LOCALE;
    bundle = await load(FALLBACK_LOCALE);
  }
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: FALLBACK_LOCALE,
    resources: bundle ? { [lng]: { translation: bundle } } : {},
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = lng;
  document.title = i18next.t('app.title');
}
