// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from './locales/en/common.json';
import fr from './locales/fr/common.json';
import { addNamespace } from './addNamespace';
import { createI18n } from './createI18n';
import { setLanguage } from './language';

afterEach(() => localStorage.clear());

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keys(child, `${prefix}${key}.`) : [prefix + key],
  );
}

describe('createI18n', () => {
  it('opens in French when no language is stored', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('fr');
    expect(i18n.t('nav.signIn')).toBe('Connexion');
  });

  it('honours a stored English preference', () => {
    localStorage.setItem('lang', 'en');
    const i18n = createI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('loading')).toBe('Loading...');
  });

  it('falls back to French when the stored value is not a supported language', () => {
    localStorage.setItem('lang', 'de');
    const i18n = createI18n();
    expect(i18n.language).toBe('fr');
    expect(i18n.t('remoteError.title')).toBe('Cette partie du site est indisponible');
  });

  it('interpolates the load error message without escaping it twice', () => {
    const i18n = createI18n();
    expect(i18n.t('loadError.message', { message: "HTTP 404: l'objet" })).toBe(
      "Erreur : HTTP 404: l'objet",
    );
  });

  it('has the same keys in English as in French', () => {
    expect(keys(en).sort()).toEqual(keys(fr).sort());
  });
});

describe('addNamespace', () => {
  it('registers a remote namespace in both languages', () => {
    const i18n = createI18n();
    addNamespace(i18n, 'reader', { fr: { title: 'Les builds' }, en: { title: 'Builds' } });
    // getResource is untyped: this package does not declare the remote's namespace.
    expect(i18n.getResource('fr', 'reader', 'title')).toBe('Les builds');
    expect(i18n.getResource('en', 'reader', 'title')).toBe('Builds');
    expect(i18n.hasLoadedNamespace('reader')).toBe(true);
  });
});

describe('setLanguage', () => {
  it('stores the language and reloads', () => {
    const reload = vi.fn();
    setLanguage('en', reload);
    expect(localStorage.getItem('lang')).toBe('en');
    expect(reload).toHaveBeenCalledOnce();
  });
});
