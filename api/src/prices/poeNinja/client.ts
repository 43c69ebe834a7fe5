import { UpstreamError, type Fetcher } from '../../platform/upstream/http.js';
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
  | 'UniqueJewel'
  | 'BaseType';

export interface PoeNinjaClient {
  currencyOverview(type: CurrencyOverviewType): Promise<CurrencyLine[]>;
  itemOverview(type: ItemOverviewType): Promise<ItemLine[]>;
}

/**
 * poe.ninja's two address families for the same overviews: `current`, what its own pages call
 * (`/poe1/api/economy/stash/current/{kind}/overview`), and `legacy`, the older public one
 * (`/api/data/{kind}overview`).
 */
export type PoeNinjaFamily = 'current' | 'legacy';
type Kind = 'currency' | 'item';

export function overviewPath(family: PoeNinjaFamily, kind: Kind): string {
  return family === 'current'
    ? `/poe1/api/economy/stash/current/${kind}/overview`
    : `/api/data/${kind}overview`;
}

/** poe.ninja's index of the leagues it prices (read by league). */
export const NINJA_INDEX_PATH = '/api/data/getindexstate';

const isGone = (err: unknown) => err instanceof UpstreamError && err.status === 404;

/**
 * poe.ninja's public overviews for one league, through the safe fetcher.
 *
 * The `current` family is asked first: it is the one poe.ninja's pages use, and the legacy
 * addresses are the ones being retired (some clients report them answering 404 already). A 404
 * means the address family is gone, so the other is asked, and remembered per kind for the next
 * calls. Any other failure (5xx, time-out) is the site's trouble, shared by both families on the
 * same host: it is reported at once rather than doubling the wait.
 */
export function createPoeNinjaClient(
  fetcher: Fetcher,
  baseUrl: string,
  league: string | (() => string),
): PoeNinjaClient {
  // A getter follows the league the site follows, which a discovery may change.
  const leagueNow = typeof league === 'string' ? () => league : league;
  const preferred: Record<Kind, PoeNinjaFamily> = { currency: 'current', item: 'current' };
  async function overview(kind: Kind, type: string): Promise<unknown> {
    const query = new URLSearchParams({ league: leagueNow(), type });
    const first = preferred[kind];
    const second: PoeNinjaFamily = first === 'current' ? 'legacy' : 'current';
    try {
      return await fetcher.json(`${baseUrl}${overviewPath(first, kind)}?${query}`);
    } catch (err) {
      if (!isGone(err)) throw err;
      const json = await fetcher.json(`${baseUrl}${overviewPath(second, kind)}?${query}`);
      preferred[kind] = second;
      return json;
    }
  }
  return {
    currencyOverview: async (type) => parseCurrencyOverview(await overview('currency', type)),
    itemOverview: async (type) => parseItemOverview(await overview('item', type)),
  };
}
