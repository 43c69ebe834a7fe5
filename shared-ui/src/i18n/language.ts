import { LANG_KEY } from '../storageKeys';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The site opens in French; English is opt-in through the flag toggle. */
export const DEFAULT_LANGUAGE: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((lang) => lang === value);
}

/** The stored language, or French when nothing valid is stored or storage is unavailable. */
export function readStoredLanguage(): Language {
  // On a server there is no visitor's storage (Node 26's own `localStorage` only warns).
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  try {
    const stored = localStorage.getItem(LANG_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can throw (privacy modes, sandboxed frames); the site still opens in French.
    return DEFAULT_LANGUAGE;
  }
}

/** The cookie that tells the server which language to render a page in. */
export const LANG_COOKIE = 'lang';

/** Keeps the language cookie in step with the stored language, for a year. */
export function writeLanguageCookie(lang: Language): void {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; SameSite=Lax`;
}

/**
 * Stores the language and reloads, as the earlier site did: every remote then starts in the new
 * language without each one having to listen for a change. `reload` is replaceable for tests.
 */
export function setLanguage(lang: Language, reload: () => void = () => window.location.reload()) {
  localStorage.setItem(LANG_KEY, lang);
  writeLanguageCookie(lang);
  reload();
}
