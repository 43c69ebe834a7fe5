import { addNamespace, useTranslation } from 'shared-ui';
import en from './locales/en/admin.json';
import fr from './locales/fr/admin.json';

// Typing the English file against the French one makes a missing key a compile error.
const enAdmin: typeof fr = en;

/** Adds the admin's namespace to the shell's i18n instance the first time the remote renders. */
export function useAdminTranslations() {
  const { i18n } = useTranslation();
  addNamespace(i18n, 'admin', { fr, en: enAdmin });
}

declare module 'i18next' {
  interface ResourceNamespaceMap {
    admin: typeof fr;
  }
}
