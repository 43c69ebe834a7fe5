import {
  createI18n,
  loadEnglishCommon,
  preloadEnglishCommon,
  type I18n,
  type Language,
} from 'shared-ui';
import fr from '../locales/fr/shell.json';

/** The shell's English texts once read (see shared-ui's createI18n: French pages never do). */
let englishShell: typeof fr | undefined;

async function readEnglishShell(): Promise<typeof fr> {
  const { default: en } = await import('../locales/en/shell.json');
  const texts: typeof fr = en;
  englishShell = texts;
  return texts;
}

/** An i18n instance with the shell's texts: the stored language in the browser. */
export function createShellI18n(lng?: Language): I18n {
  const instance = createI18n(lng);
  instance.addResourceBundle('fr', 'shell', fr, true, true);
  if (englishShell) instance.addResourceBundle('en', 'shell', englishShell, true, true);
  return instance;
}

/** Reads every English text of the shell, for the instances created afterwards (the server). */
export async function preloadEnglish(): Promise<void> {
  await Promise.all([preloadEnglishCommon(), readEnglishShell()]);
}

/** Reads the English texts into `instance`: a page in English awaits it before rendering. */
export async function loadEnglish(instance: I18n): Promise<void> {
  const [texts] = await Promise.all([readEnglishShell(), loadEnglishCommon(instance)]);
  instance.addResourceBundle('en', 'shell', texts, true, false);
}

export const i18n = createShellI18n();

declare module 'i18next' {
  interface ResourceNamespaceMap {
    shell: typeof fr;
  }
}
