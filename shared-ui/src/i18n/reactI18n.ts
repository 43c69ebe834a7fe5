// The site's React binding for its translator (translator.ts): a provider and `useTranslation`, nothing else. React
// i18next did the same with far more (Trans, higher-order components, suspense loading, server
// helpers), and its hook copied every property of the instance for each component that mounted:
// on a server render, where every component mounts, that copy was the costliest line of the page.
import type { DefaultNamespace, FlatNamespace, TFunction } from 'i18next';
import type { I18n } from './translator';
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const I18nContext = createContext<I18n | null>(null);

/** The instance components find without a provider: the last one `createI18n` made. */
let fallback: I18n | null = null;

export function setFallbackI18n(instance: I18n): void {
  fallback = instance;
}

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** One `t` per instance, language and namespace: the same function from render to render. */
const fixed = new WeakMap<I18n, Map<string, TFunction<FlatNamespace>>>();

function fixedT(
  i18n: I18n,
  language: string,
  ns: FlatNamespace | undefined,
): TFunction<FlatNamespace> {
  let byKey = fixed.get(i18n);
  if (!byKey) {
    byKey = new Map();
    fixed.set(i18n, byKey);
  }
  const key = `${language}\u0000${ns ?? ''}`;
  let t = byKey.get(key);
  if (!t) {
    // An instance not yet given a language translates in whatever it has at each call.
    t = i18n.getFixedT(language === '' ? null : language, ns ?? null);
    byKey.set(key, t);
  }
  return t;
}

export interface UseTranslationResponse<Ns extends FlatNamespace> {
  t: TFunction<Ns>;
  i18n: I18n;
  ready: boolean;
}

/**
 * The `t` of a namespace in the instance's current language; the component renders again when
 * the language changes. Resources are bundled or added before use (see the remotes' i18n.ts), so
 * it is always ready.
 * @example const { t } = useTranslation('reader'); t('detail.back')
 */
export function useTranslation<const Ns extends FlatNamespace = DefaultNamespace>(
  ns?: Ns,
): UseTranslationResponse<Ns> {
  const i18n = useContext(I18nContext) ?? fallback;
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider or createI18n()');
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language ?? '',
    () => i18n.language ?? '',
  );
  // Through `unknown`: one cached function serves every namespace's typed `t`.
  const t = fixedT(i18n, language, ns) as unknown as TFunction<Ns>;
  return { t, i18n, ready: true };
}
