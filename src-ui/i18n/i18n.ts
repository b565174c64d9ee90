// Runs on the main thread: i18next, started with the language file locale-bundle.ts loaded.
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, type Locale } from '../../shared/lib/constants.ts';
import type { LoadedLocale } from './locale-bundle.ts';
import type en from '../../locales/en/translation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

/** Starts i18next with the language loaded by `loadLocale` (locale-bundle.ts); its `t`. */
export async function startI18n({ lng, bundle }: LoadedLocale): Promise<TFunction> {
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: FALLBACK_LOCALE,
    resources: bundle ? { [lng]: { translation: bundle } } : {},
    interpolation: { escapeValue: false },
  });
  return named(lng);
}

/** The page says which language it speaks, and its title in it. */
function named(lng: Locale): TFunction {
  document.documentElement.lang = lng;
  document.title = i18next.t('app.title');
  return i18next.t;
}

/** Switches to another language once started (the config's locale, docs/config.md); its `t`. */
export async function switchLanguage({ lng, bundle }: LoadedLocale): Promise<TFunction> {
  if (bundle) i18next.addResourceBundle(lng, 'translation', bundle, true, true);
  await i18next.changeLanguage(lng);
  return named(lng);
}
