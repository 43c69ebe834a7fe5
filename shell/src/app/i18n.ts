import { addNamespace, createI18n } from 'shared-ui';
import en from '../locales/en/shell.json';
import fr from '../locales/fr/shell.json';

export const i18n = createI18n();
addNamespace(i18n, 'shell', { fr, en });

declare module 'i18next' {
  interface ResourceNamespaceMap {
    shell: typeof fr;
  }
}
