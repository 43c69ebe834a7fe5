import en from './locales/en/common.json';
import fr from './locales/fr/common.json';
import { setFallbackI18n } from './reactI18n';
import { createTranslator, type I18n } from './translator';
import { DEFAULT_LANGUAGE, isLanguage, readStoredLanguage } from './language';
import type { Language } from './language';
import type { CommonResources } from './resources';

// Typing the English file against the French one makes a missing key a compile error.
const enCommon: CommonResources = en;

/**
 * The one i18next instance of the page, created by the shell (in the stored language) or by the
 * server for one page (in the visitor's). Resources are bundled, so the instance is ready
 * synchronously and the first render is already translated.
 */
export function createI18n(lng: Language = readStoredLanguage()): I18n {
  const instance = createTranslator({
    language: isLanguage(lng) ? lng : DEFAULT_LANGUAGE,
    fallbackLanguage: DEFAULT_LANGUAGE,
    defaultNamespace: 'common',
    resources: { fr: { common: fr }, en: { common: enCommon } },
  });
  setFallbackI18n(instance);
  return instance;
}
