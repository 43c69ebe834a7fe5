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

/**
 * The item parser with the catalogue's names: the bases (English and French, item classes),
 * which it needs to find the base of a magic item inside its name, and the uniques, gems and
 * currencies, so that a French client's name points at the English-named picture. The lists are
 * fetched once the first dialog needing them opens.
 */
export function useItemParser(active: boolean) {
  const skip = !active;
  const bases = useGetCatalogueBasesQuery(NAMES_LANG, { skip }).data?.bases ?? NONE;
  const uniques = useGetCatalogueUniquesQuery(NAMES_LANG, { skip }).data?.uniques ?? NONE;
  const gems = useGetCatalogueGemsQuery(NAMES_LANG, { skip }).data?.gems ?? NONE;
  const sections = useGetCatalogueCurrenciesQuery(NAMES_LANG, { skip }).data?.sections ?? NONE;
  // One array per set of lists: the parser indexes each array it is given once.
  const catalogueNames = useMemo<KnownName[]>(
    () => [...uniques, ...gems, ...sections.flatMap((section) => section.currencies)],
    [uniques, gems, sections],
  );
  return useCallback(
    (text: string) => parseItemText(text, { baseNames: bases, catalogueNames }),
    [bases, catalogueNames],
  );
}
