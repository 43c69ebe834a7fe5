/**
 * Regenerates src/gameData/passiveTree/data/frenchNames.json: the French client's names of the
 * passive tree's notables, ascendancy notables and keystones, by node id. The trade site's stat
 * list names them in the stats that allocate a node (anointments « Allocates # », Forbidden
 * Flesh's « Allocates # if you have the matching modifier… », Impossible Escape's « Passive
 * Skills in Radius of # can be Allocated… »), one entry per node, its id ending in `|<node id>`.
 * Give the English and French lists as files, for instance the copies maxensas/xiletrade keeps
 * (src/Xiletrade.Library/Data/Lang/{en-US,fr-FR}/Filters.json):
 *
 *   pnpm --filter api exec tsx scripts/generatePassiveNames.ts en-stats.json fr-stats.json
 *
 * English and French are paired by the entry id (stat and node), never by position. The JSON
 * file is committed: the server never reads these lists.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';

interface Stats {
  result: { entries: { id: string; text: string }[] }[];
}

/** The stats naming one node each, with the name's place in the English and French texts. */
const FAMILIES: { stat: string; en: RegExp; fr: RegExp }[] = [
  { stat: 'enchant.stat_2954116742', en: /^Allocates (.+)$/, fr: /^Attribue (.+)$/ },
  {
    stat: 'explicit.stat_1190333629',
    en: /^Allocates (.+) if you have the matching modifier on Forbidden Flesh$/,
    fr: /^Attribue (.+) si vous avez un modificateur similaire sur Chair interdite$/,
  },
  {
    stat: 'explicit.stat_2422708892',
    en: /^Passive Skills in Radius of (.+) can be Allocated\n/,
    fr: /^Les Talents dans un Rayon de (.+) peuvent être Attribués /,
  },
];

const [enPath, frPath] = process.argv.slice(2);
if (!enPath || !frPath) throw new Error('usage: generatePassiveNames.ts <en.json> <fr.json>');
const entries = (path: string) =>
  (JSON.parse(readFileSync(path, 'utf8').replace(/^\uFEFF/, '')) as Stats).result.flatMap(
    (g) => g.entries,
  );
const french = new Map(entries(frPath).map((e) => [e.id, e.text]));

const names = new Map<number, [string, string]>();
for (const { id, text } of entries(enPath)) {
  const [stat, node] = id.split('|');
  const family = FAMILIES.find((f) => f.stat === stat);
  if (!family || !node || !/^\d+$/.test(node)) continue;
  const en = family.en.exec(text)?.[1];
  const fr = family.fr.exec(french.get(id) ?? '')?.[1];
  if (!en || !fr || names.has(Number(node))) continue;
  names.set(Number(node), [en, fr]);
}

const out = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'src/gameData/passiveTree/data/frenchNames.json',
);
const sorted = Object.fromEntries([...names].sort(([a], [b]) => a - b));
const json = JSON.stringify({
  source:
    'maxensas/xiletrade src/Xiletrade.Library/Data/Lang/{en-US,fr-FR}/Filters.json (the trade ' +
    'site stat list, commit c16c145f30aced5aa667456dd5f6897a2af3af3b of 2026-07-31): stats enchant.stat_2954116742, explicit.stat_1190333629 and ' +
    'explicit.stat_2422708892, paired by entry id; each node id gives [English, French]',
  names: sorted,
});
writeFileSync(out, await format(json, { parser: 'json' }));
console.log(`${names.size} passive names written to ${out}`);
