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

/**
 * One line per category of how many catalogue rows have a French name, e.g.
 * « gemmes : 731 noms français sur 745 »; currency per picker section.
 */
export async function coverageLines(db: Queryable, category: NameCategory): Promise<string[]> {
  const line = (word: string, named: number, total: number) =>
    `${word} : ${named} nom${named > 1 ? 's' : ''} français sur ${total}`;
  const count = async (sql: string) =>
    (await db.query<{ named: number; total: number }>(sql)).rows[0] ?? { named: 0, total: 0 };
  if (category === 'gems') {
    const c = await count('select count(name_fr)::int as named, count(*)::int as total from gems');
    return [line('gemmes', c.named, c.total)];
  }
  if (category === 'bases') {
    const c = await count(
      'select count(name_fr)::int as named, count(*)::int as total from item_bases',
    );
    return [line('bases', c.named, c.total)];
  }
  if (category === 'uniques') {
    const c = await count(
      `select count(coalesce(u.name_fr, n.name_fr))::int as named, count(*)::int as total
       from uniques u left join unique_names n on n.name = u.name`,
    );
    return [line('objets uniques', c.named, c.total)];
  }
  const { rows } = await db.query<{
    type: keyof typeof CURRENCY_WORDS;
    named: number;
    total: number;
  }>(
    `select type, count(name_fr)::int as named, count(*)::int as total
     from currencies group by type`,
  );
  return (Object.keys(CURRENCY_WORDS) as (keyof typeof CURRENCY_WORDS)[]).map((type) => {
    const c = rows.find((r) => r.type === type) ?? { named: 0, total: 0 };
    return line(CURRENCY_WORDS[type], c.named, c.total);
  });
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
