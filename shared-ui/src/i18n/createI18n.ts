import fr from './locales/fr/common.json';
import { setFallbackI18n } from './reactI18n';
import { createTranslator, type I18n } from './translator';
import { DEFAULT_LANGUAGE, isLanguage, readStoredLanguage } from './language';
import type { Language } from './language';
import type { CommonResources } from './resources';

/**
 * The English texts once read: every instance created afterwards has them. A page in French
 * never downloads them (most visitors); one in English reads them before its first render.
 */
let englishCommon: CommonResources | undefined;

/** Reads the English texts, for instances created afterwards (the server, the tests). */
export async function preloadEnglishCommon(): Promise<CommonResources> {
  // Typing the English file against the French one makes a missing key a compile error.
  const { default: en } = await import('./locales/en/common.json');
  const texts: CommonResources = en;
  englishCommon = texts;
  return texts;
}

/** Reads the English texts into `instance`: a page in English awaits it before rendering. */
export async function loadEnglishCommon(instance: I18n): Promise<void> {
  instance.addResourceBundle('en', 'common', await preloadEnglishCommon(), true, false);
}

/**
 * The one i18next instance of the page, created by the shell (in the stored language) or by the
 * server for one page (in the visitor's). The French texts are bundled and the English ones
 * read first where needed (loadEnglishCommon), so the first render is already translated.
 */
export function createI18n(lng: Language = readStoredLanguage()): I18n {
  const instance = createTranslator({
    language: isLanguage(lng) ? lng : DEFAULT_LANGUAGE,
    fallbackLanguage: DEFAULT_LANGUAGE,
    defaultNamespace: 'common',
    resources: { fr: { common: fr }, ...(englishCommon && { en: { common: englishCommon } }) },
  });
  setFallbackI18n(instance);
  return instance;
}
