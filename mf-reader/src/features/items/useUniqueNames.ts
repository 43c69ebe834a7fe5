import { useCallback, useMemo } from 'react';
import { baseApi, skipToken, useTranslation } from 'shared-ui';
import { shownName, uniqueNames, type UniqueName } from './uniqueNames';

const uniquesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReaderUniqueNames: build.query<{ uniques: UniqueName[] }, 'fr'>({
      query: (lang) => ({ url: '/api/game/uniques', params: { lang } }),
    }),
  }),
});

const NO_NAMES = new Map<string, string>();

/**
 * How an item is named in the interface language: in French, a unique's French name when the
 * server knows one (asked for only when `needed`, e.g. some item is unique); otherwise, and in
 * English, the name the item was saved with (the game's English name).
 */
export function useUniqueNames(needed: boolean) {
  const { i18n } = useTranslation('reader');
  const french = i18n.language === 'fr';
  const { data } = uniquesApi.useGetReaderUniqueNamesQuery(needed && french ? 'fr' : skipToken);
  const names = useMemo(
    () => (french && data ? uniqueNames(data.uniques) : NO_NAMES),
    [french, data],
  );
  return useCallback((item: { name?: string; rarity?: string }) => shownName(item, names), [names]);
}
