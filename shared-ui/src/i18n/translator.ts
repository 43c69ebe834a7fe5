// The site's translations: namespaces of nested JSON texts per language, `{{name}}` values,
// plurals by `count` (`key_one`, `key_other`, chosen by the language's own rules) and lists
// (`returnObjects`). That is all the site asks of i18next, whose runtime (about 14 KiB compressed,
// a twentieth of a phone's JavaScript) it replaces; i18next's types still check every key.
import type { FlatNamespace, TFunction } from 'i18next';

type Texts = { [key: string]: unknown };
type Listener = (language: string) => void;

export interface TranslateOptions {
  [value: string]: unknown;
  count?: number;
  returnObjects?: boolean;
  defaultValue?: string;
  lng?: string;
  ns?: string;
}

/** What the site uses of an i18n instance. */
export interface I18n {
  /** The current language, e.g. 'fr'. */
  readonly language: string;
  /** Translates in the current language and the default namespace. */
  t: TFunction;
  /** A `t` bound to a language (null: the current one at each call) and a namespace. */
  getFixedT<Ns extends FlatNamespace>(language: string | null, ns?: Ns | null): TFunction<Ns>;
  changeLanguage(language: string): Promise<void>;
  /** Adds (or with `deep`, merges into) a namespace's texts for a language. */
  addResourceBundle(
    language: string,
    ns: string,
    texts: object,
    deep?: boolean,
    overwrite?: boolean,
  ): void;
  hasResourceBundle(language: string, ns: string): boolean;
  hasLoadedNamespace(ns: string): boolean;
  /** A text or subtree as stored, without translation rules. */
  getResource(language: string, ns: string, key: string): unknown;
  on(event: 'languageChanged', listener: Listener): void;
  off(event: 'languageChanged', listener: Listener): void;
}

export interface TranslatorOptions {
  language: string;
  fallbackLanguage: string;
  defaultNamespace: string;
  resources: Record<string, Record<string, object>>;
}

function lookup(texts: unknown, key: string): unknown {
  let node = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

function merged(into: Texts, from: Texts, overwrite: boolean): Texts {
  const result: Texts = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = result[key];
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof existing === 'object' &&
      existing !== null
    ) {
      result[key] = merged(existing as Texts, value as Texts, overwrite);
    } else if (overwrite || existing === undefined) {
      result[key] = value;
    }
  }
  return result;
}

const plurals = new Map<string, Intl.PluralRules>();

function pluralOf(language: string, count: number): string {
  let rules = plurals.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    plurals.set(language, rules);
  }
  return rules.select(count);
}

/** `{{name}}` replaced by the option of that name; an unknown one stays as written. */
function interpolate(text: string, options: TranslateOptions): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = lookup(options, name);
    return value === undefined || value === null ? whole : String(value);
  });
}

/**
 * A new translator.
 * @example createTranslator({ language: 'fr', fallbackLanguage: 'fr', defaultNamespace: 'common', resources: { fr: { common: { a: 'b' } } } }).t('a') // 'b'
 */
export function createTranslator(options: TranslatorOptions): I18n {
  const store = new Map<string, Texts>();
  const slot = (language: string, ns: string) => `${language}\u0000${ns}`;
  for (const [language, namespaces] of Object.entries(options.resources)) {
    for (const [ns, texts] of Object.entries(namespaces))
      store.set(slot(language, ns), texts as Texts);
  }
  const listeners = new Set<Listener>();
  let current = options.language;

  function find(language: string, ns: string, key: string, count: number | undefined) {
    const texts = store.get(slot(language, ns));
    if (!texts) return undefined;
    if (count !== undefined) {
      const plural = lookup(texts, `${key}_${pluralOf(language, count)}`);
      if (plural !== undefined) return plural;
    }
    return lookup(texts, key);
  }

  function translate(
    key: string,
    given: TranslateOptions = {},
    fixed?: { lng?: string | null; ns?: string | null },
  ) {
    const language = given.lng ?? fixed?.lng ?? current;
    let ns = given.ns ?? fixed?.ns ?? options.defaultNamespace;
    let path = key;
    const colon = key.indexOf(':');
    if (colon > 0) {
      ns = key.slice(0, colon);
      path = key.slice(colon + 1);
    }
    const count = typeof given.count === 'number' ? given.count : undefined;
    let found = find(language, ns, path, count);
    if (found === undefined && language !== options.fallbackLanguage) {
      found = find(options.fallbackLanguage, ns, path, count);
    }
    if (typeof found === 'string') return interpolate(found, given);
    if (found !== undefined && found !== null && given.returnObjects) return found;
    return given.defaultValue ?? path;
  }

  const fixedT = (lng: string | null, ns: string | null | undefined) =>
    // i18next's types describe each key's text; this is the one function behind them.
    ((key: string, given?: TranslateOptions) =>
      translate(key, given, { lng, ns })) as unknown as TFunction;

  const instance: I18n = {
    get language() {
      return current;
    },
    t: fixedT(null, null),
    getFixedT: (language, ns) => fixedT(language, ns ?? null) as never,
    async changeLanguage(language) {
      if (language === current) return;
      current = language;
      for (const listener of [...listeners]) listener(language);
    },
    addResourceBundle(language, ns, texts, deep = false, overwrite = false) {
      const existing = store.get(slot(language, ns));
      store.set(
        slot(language, ns),
        existing && deep
          ? merged(existing, texts as Texts, overwrite)
          : { ...existing, ...(texts as Texts) },
      );
    },
    hasResourceBundle: (language, ns) => store.has(slot(language, ns)),
    hasLoadedNamespace: (ns) => store.has(slot(current, ns)),
    getResource: (language, ns, key) => lookup(store.get(slot(language, ns)), key),
    on: (_event, listener) => void listeners.add(listener),
    off: (_event, listener) => void listeners.delete(listener),
  };
  return instance;
}
