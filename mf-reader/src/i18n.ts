import { use } from 'react';
import { useTranslation } from 'shared-ui';
import fr from './locales/fr/reader.json';
import type followFr from './features/follow/locales/fr.json';

// The site opens in French and the flag toggle reloads the page: the English texts (about 4 KiB
// compressed) are fetched only by a page that starts in English.
let english: Promise<void> | undefined;

/**
 * Adds the reader's namespace to the shell's i18n instance the first time the remote renders;
 * in English, suspends (the shell's remote area shows its loading state) until the English texts
 * have arrived.
 */
export function useReaderTranslations() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('fr', 'reader')) i18n.addResourceBundle('fr', 'reader', fr);
  if (!i18n.language.startsWith('en') || i18n.hasResourceBundle('en', 'reader')) return;
  english ??= import('./locales/en/reader.json').then(({ default: en }) => {
    i18n.addResourceBundle('en', 'reader', en);
  });
  use(english);
}

declare module 'i18next' {
  interface ResourceNamespaceMap {
    // The follow page's texts join the namespace with its chunk (useFollowTranslation).
    reader: typeof fr & { follow: typeof followFr };
  }
}
