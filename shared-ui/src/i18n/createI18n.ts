import i18next from 'i18next';
import type { i18n } from 'i18next';
import en from './locales/en/common.json';
import fr from './locales/fr/common.json';
import { setFallbackI18n } from './reactI18n';
import { DEFAULT_LANGUAGE, LANGUAGES, readStoredLanguage } from './language';
import type { Language } from './language';
import type { CommonResources } from './resources';

// Typing the English file against the French one makes a missing key a compile error.
const enCommon: CommonResources = en;

/**
 * The one i18next instance of the page, created by the shell (in the stored language) or by the
 * server for one page (in the visitor's). Resources are bundled, so the instance is ready
 * synchronously and the first render is already translated.
 */
export function createI18n(lng: Language = readStoredLanguage()): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    ns: ['common'],
    defaultNS: 'common',
    resources: { fr: { common: fr }, en: { common: enCommon } },
    // React escapes rendered text already.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  setFallbackI18n(instance);
  return instance;
}
