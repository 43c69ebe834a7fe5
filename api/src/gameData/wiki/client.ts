import type { Fetcher } from '../../platform/upstream/http.js';
import { parseCargoGems, type WikiGem } from './parseCargo.js';
import { parseCurrencyPage } from './parseCurrencyPage.js';
import { parseGemPage, type WikiGemInfo } from './parseGemPage.js';

/** Cargo's own ceiling per request. */
export const CARGO_PAGE = 500;
/** Enough for every gem ever released, so a misbehaving wiki cannot keep us paging forever. */
const MAX_PAGES = 10;

export interface WikiClient {
  gemPage(name: string): Promise<WikiGemInfo>;
  /** The effect line of a currency's page; undefined when the page has none. */
  currencyDescription(name: string): Promise<string | undefined>;
  /** Every gem with its primary attribute, tags and required level, page after page. */
  allGems(): Promise<WikiGem[]>;
  /** The Lua source of `Module:Quest reward/data/<table>` (quest or vendor rewards). */
  rewardsModule(table: RewardsTable): Promise<string>;
}

export type RewardsTable = 'quest_rewards' | 'vendor_rewards';
/** MediaWiki serves a module's raw source as wikitext; some mirrors say plain text or Lua. */
const RAW_TYPES = ['text/x-wiki', 'text/plain', 'text/x-lua'] as const;

export function createWikiClient(fetcher: Fetcher, baseUrl: string): WikiClient {
  const cargo = (offset: number) =>
    `${baseUrl}/w/api.php?${new URLSearchParams({
      action: 'cargoquery',
      format: 'json',
      tables: 'items,skill_gems',
      join_on: 'items._pageName=skill_gems._pageName',
      fields: 'items.name,items.required_level,skill_gems.primary_attribute,skill_gems.gem_tags',
      where: 'items.class_id IN ("Active Skill Gem","Support Skill Gem")',
      limit: String(CARGO_PAGE),
      offset: String(offset),
    })}`;
  const page = (name: string) =>
    fetcher.text(`${baseUrl}/wiki/${encodeURIComponent(name.replace(/ /g, '_'))}`, ['text/html']);
  return {
    gemPage: async (name) => parseGemPage(await page(name)),
    currencyDescription: async (name) => parseCurrencyPage(await page(name)),
    rewardsModule: (table) =>
      fetcher.text(
        `${baseUrl}/w/index.php?${new URLSearchParams({
          title: `Module:Quest_reward/data/${table}`,
          action: 'raw',
        })}`,
        RAW_TYPES,
      ),
    async allGems() {
      const gems: WikiGem[] = [];
      for (let page = 0; page < MAX_PAGES; page++) {
        const rows = parseCargoGems(await fetcher.json(cargo(page * CARGO_PAGE)));
        gems.push(...rows);
        if (rows.length < CARGO_PAGE) break;
      }
      return gems;
    },
  };
}
