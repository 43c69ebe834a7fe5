import type { Fetcher } from '../http.js';
import {
  parseCurrencyOverview,
  parseItemOverview,
  type CurrencyLine,
  type ItemLine,
} from './parse.js';

export type CurrencyOverviewType = 'Currency' | 'Fragment';
export type ItemOverviewType =
  | 'SkillGem'
  | 'Scarab'
  | 'Essence'
  | 'Fossil'
  | 'UniqueWeapon'
  | 'UniqueArmour'
  | 'UniqueAccessory'
  | 'UniqueFlask'
  | 'UniqueJewel';

export interface PoeNinjaClient {
  currencyOverview(type: CurrencyOverviewType): Promise<CurrencyLine[]>;
  itemOverview(type: ItemOverviewType): Promise<ItemLine[]>;
}

/** poe.ninja's public overviews for one league, through the safe fetcher. */
export function createPoeNinjaClient(
  fetcher: Fetcher,
  baseUrl: string,
  league: string,
): PoeNinjaClient {
  const address = (kind: 'currency' | 'item', type: string) =>
    `${baseUrl}/api/data/${kind}overview?${new URLSearchParams({ league, type })}`;
  return {
    currencyOverview: async (type) =>
      parseCurrencyOverview(await fetcher.json(address('currency', type))),
    itemOverview: async (type) => parseItemOverview(await fetcher.json(address('item', type))),
  };
}
