import { useMemo } from 'react';
import { baseApi, skipToken, useTranslation } from 'shared-ui';
import { NO_INSERT_NAMES, type InsertNames } from './insertLabels';
import { insertNamesIn } from './readableHtml';

/** `GET /api/game/names`: the catalogue's name of each asked gem, currency or unique. */
export interface CatalogueName {
  kind: 'gem' | 'currency' | 'unique';
  name: string;
  displayName: string;
}

/** The server takes at most 100 names a request; a text holds far fewer inserts. */
const MAX_NAMES = 100;

export const insertNamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInsertNames: build.query<{ names: CatalogueName[] }, { lang: 'fr'; names: string }>({
      query: ({ lang, names }) => ({ url: '/api/game/names', params: { lang, names } }),
      // Names change with a game patch only.
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

/** The answer as look-up tables by kind, keyed on the English name in lower case. */
export function toInsertNames(names: readonly CatalogueName[]): InsertNames {
  const tables = { gem: new Map<string, string>(), currency: new Map(), unique: new Map() };
  for (const { kind, name, displayName } of names)
    tables[kind].set(name.toLowerCase(), displayName);
  return tables;
}

/**
 * The names of the inserts of `html` in the reader's language. In French they are asked of the
 * catalogue (one request per text, the same on the server's page and in the browser, so both
 * render the same HTML); in English the inserts' own names are the game's.
 */
export function useInsertNames(html: string): InsertNames {
  const { i18n } = useTranslation('reader');
  const french = i18n.language === 'fr';
  const wanted = useMemo(
    () => (french ? insertNamesIn(html).slice(0, MAX_NAMES).join('|') : ''),
    [french, html],
  );
  const { data } = insertNamesApi.useGetInsertNamesQuery(
    wanted ? { lang: 'fr', names: wanted } : skipToken,
  );
  return useMemo(() => (data ? toInsertNames(data.names) : NO_INSERT_NAMES), [data]);
}
