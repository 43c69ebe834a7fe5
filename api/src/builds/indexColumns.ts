import { FRENCH_CLASS_NAMES } from '../content/classNames.js';
import { cleanGemLinks } from '../content/gemLinks.js';
import { cleanEquipment, cleanGemSockets } from '../content/jsonFields.js';
import { INDEX_VERSION, searchText } from '../content/listQuery.js';
import { mainSkillOf } from '../content/mainSkill.js';
import type { Queryable } from '../platform/db/client.js';
import { findPrices } from '../prices/priceStore.js';
import { costOfPhase, phaseEntries, wantedNames } from '../prices/phaseCost.js';
import { englishUniqueNames, priceLookup } from '../prices/lookup.js';
import { GEM_FIELDS } from './rows.js';

export { INDEX_VERSION };

/** The columns of a build the index columns are derived from. */
export interface IndexSource {
  id: number;
  title: string;
  author: string;
  classe: string;
  ascendancy: string;
  equipment: unknown;
  gem_sockets_main: unknown;
  gem_sockets: unknown;
  gem_links: unknown;
}
export const INDEX_SOURCE_COLUMNS =
  'id, title, author, classe, ascendancy, equipment, gem_sockets_main, gem_sockets, gem_links';

export interface IndexColumns {
  id: number;
  main_skill: string;
  main_cost_chaos: number | null;
  search_text: string;
  index_version: number;
}

/** The main set's sockets as the reading page shows them: `gem_sockets` for older builds. */
function mainSet(source: IndexInput) {
  const main = cleanGemSockets(source.gem_sockets_main);
  const field = Object.keys(main).length > 0 ? 'gem_sockets_main' : 'gem_sockets';
  const sockets = field === 'gem_sockets_main' ? main : cleanGemSockets(source.gem_sockets);
  const links = cleanGemLinks(source.gem_links, GEM_FIELDS)[field] ?? {};
  return { sockets, links };
}

async function frenchGemNames(db: Queryable, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const { rows } = await db.query<{ name: string; name_fr: string | null }>(
    'select name, name_fr from gems where name = any($1::text[])',
    [[...new Set(names)]],
  );
  return new Map(rows.flatMap((r) => (r.name_fr ? [[r.name, r.name_fr] as const] : [])));
}

/**
 * The main sets' estimated prices in chaos from the stored prices (one lookup for all the
 * builds given); null where nothing in the set has a price, so a card never says « 0 chaos ».
 */
export async function mainSetCosts(
  db: Queryable,
  league: string,
  sources: readonly IndexInput[],
): Promise<(number | null)[]> {
  const entries = sources.map((source) =>
    phaseEntries(cleanEquipment(source.equipment), mainSet(source).sockets),
  );
  const all = entries.flat();
  const wanted = wantedNames(all);
  if (wanted.length === 0) return sources.map(() => null);
  const english = await englishUniqueNames(
    db,
    all.flatMap((e) => (e.kind === 'unique' ? e.candidates : [])),
  );
  const lookup = priceLookup(
    await findPrices(db, league, [...wanted, ...english.values()]),
    english,
  );
  return entries.map((list) => {
    const cost = costOfPhase('general', list, lookup, null);
    return cost.priced.length > 0 ? cost.totalChaos : null;
  });
}

/** What the index columns are derived from: a build's columns, before or after it is written. */
export type IndexInput = Omit<IndexSource, 'id'>;
export type DerivedIndex = Omit<IndexColumns, 'id'>;

/**
 * Each build's derived index columns: main skill, main set estimate and the folded search text
 * (title, author, class, ascendancy and main skill, in English and in French). Reads only the
 * gems' French names and the prices, so a write can derive them before its own statement.
 */
export async function derivedIndex(
  db: Queryable,
  league: string,
  sources: readonly IndexInput[],
): Promise<DerivedIndex[]> {
  const skills = sources.map((source) => {
    const { sockets, links } = mainSet(source);
    return mainSkillOf(sockets, links);
  });
  const french = await frenchGemNames(db, skills.filter(Boolean));
  const costs = await mainSetCosts(db, league, sources);
  return sources.map((source, i) => {
    const skill = skills[i] ?? '';
    return {
      main_skill: skill,
      main_cost_chaos: costs[i] ?? null,
      search_text: searchText(
        source.title,
        source.author,
        source.classe,
        FRENCH_CLASS_NAMES[source.classe] ?? '',
        source.ascendancy,
        FRENCH_CLASS_NAMES[source.ascendancy] ?? '',
        skill,
        french.get(skill) ?? '',
      ),
      index_version: INDEX_VERSION,
    };
  });
}

/** `derivedIndex` of stored builds, each with its id, for `storeIndexColumns`. */
export async function indexColumns(
  db: Queryable,
  league: string,
  sources: readonly IndexSource[],
): Promise<IndexColumns[]> {
  const derived = await derivedIndex(db, league, sources);
  return derived.map((columns, i) => ({ id: sources[i]?.id ?? 0, ...columns }));
}

/**
 * Writes derived columns in one statement. `onlyOlder` leaves rows a writer brought up to date
 * meanwhile (the startup backfill runs while the site already answers other processes).
 */
export async function storeIndexColumns(
  db: Queryable,
  columns: readonly IndexColumns[],
  onlyOlder = false,
): Promise<void> {
  if (columns.length === 0) return;
  await db.query(
    `update builds b set main_skill = r.main_skill, main_cost_chaos = r.main_cost_chaos,
       search_text = r.search_text, index_version = r.index_version
     from jsonb_to_recordset($1::jsonb) as r(id int, main_skill text,
       main_cost_chaos double precision, search_text text, index_version int)
     where b.id = r.id ${onlyOlder ? 'and b.index_version < r.index_version' : ''}`,
    [JSON.stringify(columns)],
  );
}
