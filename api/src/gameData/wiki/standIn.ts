import {
  startStandInServer,
  type StandInAnswer,
  type StandInServer,
} from '../../platform/upstream/standInServer.js';
import { WIKI_CURRENCIES, WIKI_GEMS, type WikiFixture } from './standInData.js';
import { rewardsModuleLua, WIKI_QUEST_REWARDS, WIKI_VENDOR_REWARDS } from './rewardsFixtures.js';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const value = (text: string) => `<span class="text-color -value">${escape(text)}</span>`;
const lines = (items: string[], cls: string) =>
  items.map((l) => `<span class="text-color ${cls}">${escape(l)}</span>`).join('<br>');

/** A gem page as poewiki.net renders it: the item box of spans, then the article. */
export function gemPageHtml(gem: WikiFixture): string {
  const stats = gem.stats.map(([label, v]) => `${escape(label)}: ${value(v)}`).join('<br>');
  const quality = gem.quality.length
    ? `<span class="group"><span class="text-color -default">Additional Effects From Quality:</span><br>${lines(gem.quality, '-mod')}</span>`
    : '';
  return `<!DOCTYPE html><html lang="en"><head><title>${escape(gem.name)} - PoE Wiki</title></head>
<body><div id="content"><h1 id="firstHeading">${escape(gem.name)}</h1>
<div class="mw-parser-output"><span class="infobox-page-container"><span class="item-box -gem">
<span class="header -single">${escape(gem.name)}</span><span class="item-stats">
<span class="group"><span class="text-color -default">${escape(gem.tags)}</span><br>${stats}</span>
<span class="group">Requires Level ${value(String(gem.level))}</span>
<span class="group"><span class="text-color -gemdesc">${escape(gem.description)}</span></span>
<span class="group">${lines(gem.effects, '-mod')}</span>${quality}
</span></span></span>
<p><b>${escape(gem.name)}</b> is a skill gem.</p><h2>Gem level progression</h2></div></div></body></html>`;
}

/** A currency page: stack size, effect line, usage help. */
export function currencyPageHtml(name: string, effect: string): string {
  return `<!DOCTYPE html><html lang="en"><head><title>${escape(name)} - PoE Wiki</title></head>
<body><div class="mw-parser-output"><span class="infobox-page-container"><span class="item-box -currency">
<span class="header -single">${escape(name)}</span><span class="item-stats">
<span class="group">Stack Size: ${value('1 / 20')}</span>
<span class="group"><span class="text-color -mod">${escape(effect)}</span></span>
<span class="group"><span class="text-color -help">Right click this item then left click a rare item to apply it.</span></span>
</span></span></span><p><b>${escape(name)}</b> is a currency item.</p></div></body></html>`;
}

function page(name: string): StandInAnswer | undefined {
  const gem = WIKI_GEMS.find((g) => g.name === name);
  if (gem) return { type: 'text/html; charset=UTF-8', body: gemPageHtml(gem) };
  const currency = WIKI_CURRENCIES.find(([n]) => n === name);
  return currency && { type: 'text/html; charset=UTF-8', body: currencyPageHtml(...currency) };
}

function cargo(url: URL): StandInAnswer {
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 50);
  const rows = WIKI_GEMS.slice(offset, offset + limit).map((g) => ({
    title: {
      name: g.name,
      'required level': String(g.level),
      'primary attribute': g.attribute,
      'gem tags': g.tags,
    },
  }));
  return { type: 'application/json; charset=utf-8', body: JSON.stringify({ cargoquery: rows }) };
}

const MODULES: Record<string, string> = {
  'Module:Quest_reward/data/quest_rewards': rewardsModuleLua(WIKI_QUEST_REWARDS),
  'Module:Quest_reward/data/vendor_rewards': rewardsModuleLua(WIKI_VENDOR_REWARDS),
};

/** `/w/index.php?title=<Module>&action=raw`: a module's source, as MediaWiki serves it. */
function rawModule(url: URL): StandInAnswer | undefined {
  const title = (url.searchParams.get('title') ?? '').replace(/ /g, '_');
  const source = url.searchParams.get('action') === 'raw' ? MODULES[title] : undefined;
  return source === undefined ? undefined : { type: 'text/x-wiki; charset=UTF-8', body: source };
}

/**
 * poewiki.net: `/wiki/<Page_Name>` gem and currency pages, the cargo API at `/w/api.php`, and the
 * quest reward data modules' raw source at `/w/index.php`.
 */
export function startWikiStandIn(): Promise<StandInServer> {
  return startStandInServer((url) => {
    const module = url.pathname === '/w/index.php' ? rawModule(url) : undefined;
    if (module) return module;
    if (url.pathname === '/w/api.php' && url.searchParams.get('action') === 'cargoquery') {
      return cargo(url);
    }
    const name = decodeURIComponent(url.pathname.replace(/^\/wiki\//, '')).replace(/_/g, ' ');
    const found = url.pathname.startsWith('/wiki/') ? page(name) : undefined;
    return (
      found ?? {
        status: 404,
        type: 'text/html; charset=UTF-8',
        body: '<p>There is currently no text in this page.</p>',
      }
    );
  }, 'text/html');
}
