import { addNamespace, useTranslation } from 'shared-ui';
import en from './locales/en/author.json';
import fr from './locales/fr/author.json';

/** Adds the author's namespace to the shell's i18n instance the first time the remote renders. */
export function useAuthorTranslations() {
  const { i18n } = useTranslation();
  addNamespace(i18n, 'author', { fr, en });
}

declare module 'i18next' {
  interface ResourceNamespaceMap {
    author: typeof fr;
  }
}
