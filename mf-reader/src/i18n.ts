import { useTranslation } from 'react-i18next';
import { addNamespace } from 'shared-ui';
import en from './locales/en/reader.json';
import fr from './locales/fr/reader.json';

/** Adds the reader's namespace to the shell's i18n instance the first time the remote renders. */
export function useReaderTranslations() {
  const { i18n } = useTranslation();
  addNamespace(i18n, 'reader', { fr, en });
}

declare module 'i18next' {
  interface ResourceNamespaceMap {
    reader: typeof fr;
  }
}
