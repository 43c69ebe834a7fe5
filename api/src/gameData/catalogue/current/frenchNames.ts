import { FRENCH_GEM_TAGS } from 'game-facts';
import type { Queryable } from '../../../platform/db/client.js';
import type { FrenchNames } from '../../trade/match.js';

/** The catalogue's kinds of names the trade site gives in French. */
export type NameCategory = 'gems' | 'uniques' | 'bases' | 'currencies';

type Log = (line: string) => void;

/** The categories' words in the coverage lines. */
const CURRENCY_WORDS = {
  Currency: 'currency',
  Fragment: 'fragments',
  Scarab: 'scarabées',
  Essence: 'essences',
  Fossil: 'fossiles',
} as const;

/**
 * Writes the trade site's French names of one category over the catalogue's, for the English
 * names the catalogue holds (the trade site, first-party and current, wins over the bundled 3.3.0
 * names; a name it does not list keeps the bundled one).
 * @returns how many rows changed
 */
export async function applyFrenchNames(
  db: Queryable,
  category: NameCategory,
  names: FrenchNames,
): Promise<number> {
  const rows = (map: Map<string, string>) =>
    JSON.stringify([...map].map(([name, nameFr]) => ({ name, nameFr })));
  // item_bases has no updated_at column.
  const update = (table: 'gems' | 'item_bases' | 'currencies', map: Map<string, string>) =>
    db.query(
      `update ${table} t set name_fr = r."nameFr"${table === 'item_bases' ? '' : ', updated_at = now()'}
       from jsonb_to_recordset($1::jsonb) as r(name text, "nameFr" text)
       where t.name = r.name and t.name_fr is distinct from r."nameFr" returning t.name`,
      [rows(map)],
    );
  if (category === 'gems') return (await update('gems', names.gems)).rows.length;
  if (category === 'currencies') return (await update('currencies', names.currencies)).rows.length;
  if (category === 'bases') return (await update('item_bases', names.bases)).rows.length;
  // Uniques: the French name of every unique the site lists, for the uniques a job adds later too.
  const { rows: changed } = await db.query(
    `insert into unique_names (name, name_fr)
     select name, "nameFr" from jsonb_to_recordset($1::jsonb) as r(name text, "nameFr" text)
     on conflict (name) do update set name_fr = excluded.name_fr
     where unique_names.name_fr is distinct from excluded.name_fr returning name`,
    [rows(names.uniques)],
  );
  return changed.length;
}

/** How many English names a coverage line lists before it only counts the rest. */
const LISTED = 12;

/**
 * One coverage line: « gemmes : 625 noms français sur 631 (99 %) ; en anglais : A, B (+4) ».
 * @example coverageLine('bases', 2, 3, ['Estoc']) // 'bases : 2 noms français sur 3 (66 %) ; en anglais : Estoc'
 */
export function coverageLine(word: string, named: number, total: number, english: string[]) {
  const share = total === 0 ? 100 : Math.floor((named / total) * 100);
  const head = `${word} : ${named} nom${named > 1 ? 's' : ''} français sur ${total} (${share} %)`;
  if (english.length === 0) return head;
  const more = english.length > LISTED ? ` (+${english.length - LISTED})` : '';
  return `${head} ; en anglais : ${english.slice(0, LISTED).join(', ')}${more}`;
}

/**
 * The coverage line of the gem tags the catalogue uses: French where the game's stat texts give
 * the tag's word (game-facts' FRENCH_GEM_TAGS), the others named.
 * @example tagCoverageLine(['Fire', 'Slam']) // 'tags de gemmes : 1 nom français sur 2 (50 %) ; en anglais : Slam'
 */
export function tagCoverageLine(tags: string[]) {
  const english = tags.filter((tag) => !Object.hasOwn(FRENCH_GEM_TAGS, tag));
  return coverageLine('tags de gemmes', tags.length - english.length, tags.length, english);
}

interface CoverageRow {
  named: number;
  total: number;
  english: string[] | null;
}

const COUNT = `count(name_fr)::int as named, count(*)::int as total,
  array_agg(name order by name) filter (where name_fr is null) as english`;

/**
 * One line per category of how many catalogue rows have a French name, and which stay English;
 * gems and transfigured gems apart, currency per picker section.
 */
export async function coverageLines(db: Queryable, category: NameCategory): Promise<string[]> {
  const line = (word: string, c: CoverageRow | undefined) =>
    coverageLine(word, c?.named ?? 0, c?.total ?? 0, c?.english ?? []);
  const one = async (sql: string) => (await db.query<CoverageRow>(sql)).rows[0];
  if (category === 'gems') {
    const { rows } = await db.query<CoverageRow & { transfigured: boolean }>(
      `select is_transfigured as transfigured, ${COUNT} from gems group by is_transfigured`,
    );
    const { rows: tags } = await db.query<{ tag: string }>(
      `select distinct unnest(tags) as tag from gems order by tag`,
    );
    return [
      line(
        'gemmes',
        rows.find((r) => !r.transfigured),
      ),
      line(
        'gemmes transfigurées',
        rows.find((r) => r.transfigured),
      ),
      tagCoverageLine(tags.map((t) => t.tag)),
    ];
  }
  if (category === 'bases') return [line('bases', await one(`select ${COUNT} from item_bases`))];
  if (category === 'uniques') {
    const c = await one(
      `select count(coalesce(u.name_fr, n.name_fr))::int as named, count(*)::int as total,
         array_agg(u.name order by u.name) filter (where coalesce(u.name_fr, n.name_fr) is null)
           as english
       from uniques u left join unique_names n on n.name = u.name`,
    );
    return [line('objets uniques', c)];
  }
  const { rows } = await db.query<CoverageRow & { type: keyof typeof CURRENCY_WORDS }>(
    `select type, ${COUNT} from currencies group by type`,
  );
  return (Object.keys(CURRENCY_WORDS) as (keyof typeof CURRENCY_WORDS)[]).map((type) =>
    line(
      CURRENCY_WORDS[type],
      rows.find((r) => r.type === type),
    ),
  );
}

/**
 * A refresh job's French-names step: the trade site's names of these categories written over the
 * catalogue's, then one coverage line per category. A trade site that does not answer leaves the
 * names as they are (said in the log) and does not fail the job: the coverage is printed all the
 * same.
 */
export async function takeFrenchNames(
  db: Queryable,
  read: () => Promise<FrenchNames>,
  categories: NameCategory[],
  log: Log,
): Promise<void> {
  try {
    const names = await read();
    for (const category of categories) {
      const changed = await applyFrenchNames(db, category, names);
      if (changed > 0) log(`🇫🇷 ${changed} nom(s) français repris du site d’échange (${category})`);
    }
    const { items, static: statics } = names.unmatched;
    if (items + statics > 0) {
      log(`ℹ️ Site d’échange : ${items + statics} entrée(s) sans correspondance entre les langues`);
    }
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    log(`⚠️ Site d’échange indisponible (${why}) : noms français inchangés`);
  }
  for (const category of categories) {
    for (const line of await coverageLines(db, category)) log(`📊 ${line}`);
  }
}
