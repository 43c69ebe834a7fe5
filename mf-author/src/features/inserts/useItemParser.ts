import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { parseItemText } from 'item-text';
import { useGetCatalogueBasesQuery } from '../../authorApi';

export type { ParsedItem } from 'item-text';

/**
 * The item parser with the catalogue's bases (English and French names, item classes), which
 * it needs to find the base of a magic item inside its name. The list is fetched once the first
 * dialog needing it opens.
 */
export function useItemParser(active: boolean) {
  const { i18n } = useTranslation();
  const { data } = useGetCatalogueBasesQuery(i18n.language, { skip: !active });
  return useCallback(
    (text: string) => parseItemText(text, { baseNames: data?.bases ?? [] }),
    [data],
  );
}
