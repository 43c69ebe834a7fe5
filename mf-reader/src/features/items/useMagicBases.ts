import { useMemo } from 'react';
import { baseApi, skipToken, type EquipmentSet, type SlotItem } from 'shared-ui';
import { needsBase, withMagicBase, withMagicBases } from './magicBase';

export interface CatalogueBase {
  name: string;
  displayName: string;
  itemClass: string;
}

const basesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // French display names too: a French client's magic item names a French base.
    getReaderItemBases: build.query<{ bases: CatalogueBase[] }, 'fr'>({
      query: (lang) => ({ url: '/api/game/bases', params: { lang } }),
    }),
  }),
});

const NO_BASES: CatalogueBase[] = [];

/**
 * The set with its magic items completed (base found in the name, non-unique picture). The base
 * list is asked for only when a magic item lacks its base or picture; meanwhile, and when it
 * fails, such items show the Unknown picture.
 */
export function useMagicBases<T extends EquipmentSet | null>(equipment: T): T {
  const needed = equipment !== null && Object.values(equipment).some(needsBase);
  const { data } = basesApi.useGetReaderItemBasesQuery(needed ? 'fr' : skipToken);
  const bases = data?.bases ?? NO_BASES;
  return useMemo(
    () => (equipment === null ? equipment : (withMagicBases(equipment, bases) as T)),
    [equipment, bases],
  );
}

/**
 * One item through `withMagicBase` (an item insert of rich content): the base list is asked for
 * only when it is a magic item lacking its base or picture. `item` must keep its identity.
 */
export function useMagicBase(item: SlotItem): SlotItem {
  const { data } = basesApi.useGetReaderItemBasesQuery(needsBase(item) ? 'fr' : skipToken);
  const bases = data?.bases ?? NO_BASES;
  return useMemo(() => withMagicBase(item, bases), [item, bases]);
}
