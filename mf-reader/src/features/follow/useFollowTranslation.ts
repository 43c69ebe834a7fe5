import { useTranslation } from 'shared-ui';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The reader's texts with the follow page's own added: they come with the page's chunk, so the
 * home page and the build list do not download them. English joins only a reader namespace
 * already there, which the remote's root loads first for a page in English.
 */
export function useFollowTranslation() {
  const translation = useTranslation('reader');
  const { i18n } = translation;
  for (const [language, texts] of [
    ['fr', fr],
    ['en', en],
  ] as const) {
    const present = language === 'fr' || i18n.hasResourceBundle(language, 'reader');
    if (present && i18n.getResource(language, 'reader', 'follow.title') === undefined)
      i18n.addResourceBundle(language, 'reader', { follow: texts }, true, false);
  }
  return translation;
}
