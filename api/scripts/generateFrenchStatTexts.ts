/**
 * Regenerates src/pob/data/frenchStatTexts.json: each French stat text of the trade site (its
 * `GET /api/trade/data/stats` answer, on fr.pathofexile.com) with the English text of the same
 * stat id (www.pathofexile.com), so that the Path of Building export can write a French client's
 * mod lines in the English PoB reads. Give the two answers as files, for instance the copies
 * maxensas/xiletrade keeps (src/Xiletrade.Library/Data/Lang/{fr-FR,en-US}/Filters.json):
 *
 *   pnpm --filter api exec tsx scripts/generateFrenchStatTexts.ts fr-stats.json en-stats.json
 *
 * Only the lines an item prints are kept (explicit, implicit, enchant, crafted, fractured), with
 * '(Local)' and the like dropped; a French text that names two different English ones is left
 * out. The JSON file is committed: the server never fetches it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';

interface Stats {
  result: { label: string; entries: { id: string; text: string }[] }[];
}

const GROUPS = new Set(['Explicite', 'Implicite', 'Enchantement', 'Fabriqué', 'Fissuré']);
const QUALIFIER = /\s*\((?:Local|Locale|Boucliers|Shields|Bâtons|Staves)\)$/;

const [frPath, enPath] = process.argv.slice(2);
if (!frPath || !enPath) throw new Error('usage: generateFrenchStatTexts.ts <fr.json> <en.json>');
const read = (path: string) =>
  JSON.parse(readFileSync(path, 'utf8').replace(/^\uFEFF/, '')) as Stats;
const english = new Map(read(enPath).result.flatMap((g) => g.entries.map((e) => [e.id, e.text])));

const texts = new Map<string, string>();
const ambiguous = new Set<string>();
const holes = (text: string) => text.split('#').length;
for (const group of read(frPath).result) {
  if (!GROUPS.has(group.label)) continue;
  for (const entry of group.entries) {
    const fr = entry.text.replace(QUALIFIER, '').trim();
    const en = english.get(entry.id)?.replace(QUALIFIER, '').trim();
    if (!en || fr === en || /\n/.test(fr + en) || holes(fr) !== holes(en)) continue;
    if (texts.has(fr) && texts.get(fr) !== en) ambiguous.add(fr);
    else texts.set(fr, en);
  }
}
for (const text of ambiguous) texts.delete(text);

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'pob', 'data');
const source =
  "The trade site's stat texts (GET /api/trade/data/stats, fr.pathofexile.com and www.pathofexile.com) as maxensas/xiletrade keeps them for 3.29 (src/Xiletrade.Library/Data/Lang/{fr-FR,en-US}/Filters.json), paired by stat id: explicit, implicit, enchant, crafted and fractured lines, '(Local)' dropped, one English text per French one.";
const sorted = Object.fromEntries([...texts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(
  join(out, 'frenchStatTexts.json'),
  await format(JSON.stringify({ source, texts: sorted }), { parser: 'json' }),
);
console.log(`${texts.size} French stat texts, ${ambiguous.size} ambiguous left out`);
