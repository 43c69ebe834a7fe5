import { useCallback, useMemo } from 'react';
import { skipToken, useTranslation } from 'shared-ui';
import { insertNamesApi } from './useInsertNames';
import { shownName, uniqueNames } from '../items/uniqueNames';

const NO_NAMES = new Map<string, string>();

/** The server takes at most 100 names a request; a build has about 20 items. */
const MAX_NAMES = 100;

type NamedItem = { name?: string; rarity?: string; text?: string } | undefined;

/** The English names of the uniques among `items`, sorted, without repeats, joined for the query. */
export function askedUniques(items: Iterable<NamedItem>): string {
  const names = new Set<string>();
  for (const item of items) {
    const name = item?.rarity === 'unique' ? item.name?.trim() : undefined;
    if (name) names.add(name);
  }
  return [...names].sort().slice(0, MAX_NAMES).join('|');
}

/**
 * How an item is named in the interface language: in French, a unique's French name when the
 * catalogue knows one (asked for the uniques among `items` only, the same request wherever the
 * same items are shown), else the name its French client text prints; otherwise, and in
 * English, the name the item was saved with (the game's English name).
 */
export function useUniqueNames(items: Iterable<NamedItem>) {
  const { i18n } = useTranslation('reader');
  const french = i18n.language === 'fr';
  const asked = useMemo(() => (french ? askedUniques(items) : ''), [french, items]);
  const { data } = insertNamesApi.useGetInsertNamesQuery(
    asked ? { lang: 'fr', names: asked } : skipToken,
  );
  const names = useMemo(
    () => (data ? uniqueNames(data.names.filter((entry) => entry.kind === 'unique')) : NO_NAMES),
    [data],
  );
  return useCallback(
    (item: { name?: string; rarity?: string; text?: string }) => shownName(item, names, french),
    [names, french],
  );
}
