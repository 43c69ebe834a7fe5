import { useCallback, useMemo } from 'react';
import { parseItemText, type KnownName } from 'item-text';
import {
  useGetCatalogueBasesQuery,
  useGetCatalogueCurrenciesQuery,
  useGetCatalogueGemsQuery,
  useGetCatalogueUniquesQuery,
} from '../../authorApi';

export type { ParsedItem } from 'item-text';

/**
 * The lists are asked for in French whatever the interface language: each entry's `name` is the
 * English one and its `displayName` the French one, so both clients' texts are recognised.
 */
const NAMES_LANG = 'fr';
const NONE: never[] = [];

/** A list has arrived, or failed for good (the parser then does without it). */
const settled = (query: { isSuccess: boolean; isError: boolean }) =>
  query.isSuccess || query.isError;

/**
 * The item parser with the catalogue's names: the bases (English and French, item classes),
 * which it needs to find the base of a magic item inside its name, and the uniques, gems and
 * currencies, so that a French client's name points at the English-named picture. The lists are
 * fetched once the first dialog needing them opens; `ready` tells when they have all arrived,
 * since a text parsed before then would be misread (a magic item kept as raw text).
 */
export function useItemParser(active: boolean) {
  const skip = !active;
  const basesQuery = useGetCatalogueBasesQuery(NAMES_LANG, { skip });
  const uniquesQuery = useGetCatalogueUniquesQuery(NAMES_LANG, { skip });
  const gemsQuery = useGetCatalogueGemsQuery(NAMES_LANG, { skip });
  const currenciesQuery = useGetCatalogueCurrenciesQuery(NAMES_LANG, { skip });
  const bases = basesQuery.data?.bases ?? NONE;
  const uniques = uniquesQuery.data?.uniques ?? NONE;
  const gems = gemsQuery.data?.gems ?? NONE;
  const sections = currenciesQuery.data?.sections ?? NONE;
  // One array per set of lists: the parser indexes each array it is given once.
  const catalogueNames = useMemo<KnownName[]>(
    () => [...uniques, ...gems, ...sections.flatMap((section) => section.currencies)],
    [uniques, gems, sections],
  );
  const parse = useCallback(
    (text: string) => parseItemText(text, { baseNames: bases, catalogueNames }),
    [bases, catalogueNames],
  );
  const ready = [basesQuery, uniquesQuery, gemsQuery, currenciesQuery].every(settled);
  return { parse, ready };
}
