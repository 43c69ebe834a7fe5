import { addNamespace, createI18n, type I18n, type Language } from 'shared-ui';
import en from '../locales/en/shell.json';
import fr from '../locales/fr/shell.json';

/** An i18n instance with the shell's texts: the stored language in the browser. */
export function createShellI18n(lng?: Language): I18n {
  const instance = createI18n(lng);
  addNamespace(instance, 'shell', { fr, en });
  return instance;
}

export const i18n = createShellI18n();

declare module 'i18next' {
  interface ResourceNamespaceMap {
    shell: typeof fr;
  }
}
