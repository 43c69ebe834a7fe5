import type { Fetcher } from '../../platform/upstream/http.js';
import { pairFrenchNames, type FrenchNames } from './match.js';
import { parseTradeItems, parseTradeStatic } from './parse.js';

export interface TradeClient {
  /** The trade site's item and static data in English and in French, paired (four requests). */
  frenchNames(): Promise<FrenchNames>;
}

/**
 * The official trade site's data, the English site and the French one: the same paths on each
 * (`/api/trade/data/items`, `/api/trade/data/static`). Read once per refresh job, never per visitor.
 */
export function createTradeClient(
  fetcher: Fetcher,
  bases: { english: string; french: string },
): TradeClient {
  const read = (base: string, what: 'items' | 'static') =>
    fetcher.json(`${base}/api/trade/data/${what}`);
  return {
    async frenchNames() {
      const [itemsEn, itemsFr, staticEn, staticFr] = await Promise.all([
        read(bases.english, 'items'),
        read(bases.french, 'items'),
        read(bases.english, 'static'),
        read(bases.french, 'static'),
      ]);
      return pairFrenchNames(
        { en: parseTradeItems(itemsEn), fr: parseTradeItems(itemsFr) },
        { en: parseTradeStatic(staticEn), fr: parseTradeStatic(staticFr) },
      );
    },
  };
}
