import type { Db, Queryable } from '../db/client.js';
import bases from './data/bases.json' with { type: 'json' };
import currencies from './data/currencies.json' with { type: 'json' };
import gems from './data/gems.json' with { type: 'json' };
import uniqueNames from './data/uniqueNames.json' with { type: 'json' };
import uniques from './data/uniques.json' with { type: 'json' };
import { nameAwakenedGems } from './awakened.js';
import { AWAKENED_OF, BASE_CURRENCIES } from './facts.js';

// Processes starting together on one database seed one after the other.
const LOCK = `select pg_advisory_xact_lock(hashtext('poe-debutants:seed:' || current_schema()))`;

function gemRows() {
  const byName = new Map(gems.map((g) => [g.name, g]));
  const awakened = Object.entries(AWAKENED_OF).map(([name, base]) => ({
    name,
    nameFr: null,
    description: byName.get(base)?.description ?? '',
    isSupport: true,
    isVaal: false,
    isAura: false,
    isAwakened: true,
  }));
  return [...gems.map((g) => ({ ...g, isAwakened: false })), ...awakened].map((g) => ({
    ...g,
    // The only tags the bundled names reveal; the gem-data job brings the wiki's full list.
    tags: [g.isSupport && 'Support', g.isVaal && 'Vaal', g.isAura && 'Aura'].filter(Boolean),
  }));
}

function currencyRows() {
  const rank = new Map<string, number>(BASE_CURRENCIES.map((name, i) => [name, i + 1]));
  return currencies.map((c) => ({ ...c, baseRank: rank.get(c.name) ?? null }));
}

/** Inserts the rows missing from one table; rows already there (maybe refreshed) are kept. */
async function insertMissing(tx: Queryable, sql: string, rows: unknown[]): Promise<number> {
  const { rows: inserted } = await tx.query(sql, [JSON.stringify(rows)]);
  return inserted.length;
}

/**
 * Adds the bundled catalogue rows that the database lacks; safe to run at every start.
 * @returns how many rows each table gained
 */
export async function seedCatalogue(db: Db) {
  return db.transaction(async (tx) => {
    await tx.query(LOCK);
    const gemCount = await insertMissing(
      tx,
      `insert into gems (name, name_fr, description, tags, is_support, is_aura, is_vaal, is_awakened)
       select name, "nameFr", description, array(select jsonb_array_elements_text(tags)),
              "isSupport", "isAura", "isVaal", "isAwakened"
       from jsonb_to_recordset($1::jsonb) as r(name text, "nameFr" text, description text,
         tags jsonb, "isSupport" boolean, "isAura" boolean, "isVaal" boolean, "isAwakened" boolean)
       on conflict (name) do nothing returning name`,
      gemRows(),
    );
    // The game files predate Awakened gems: their French names follow their supports'.
    const awakened = await nameAwakenedGems(tx);
    const currencyCount = await insertMissing(
      tx,
      `insert into currencies (name, name_fr, type, base_rank)
       select name, "nameFr", type, "baseRank"
       from jsonb_to_recordset($1::jsonb) as r(name text, "nameFr" text, type text, "baseRank" int)
       on conflict (name) do nothing returning name`,
      currencyRows(),
    );
    const baseCount = await insertMissing(
      tx,
      `insert into item_bases (name, name_fr, item_class, inflection)
       select name, "nameFr", "itemClass", inflection
       from jsonb_to_recordset($1::jsonb)
         as r(name text, "nameFr" text, "itemClass" text, inflection text)
       on conflict (name) do nothing returning name`,
      bases,
    );
    const uniqueNameCount = await insertMissing(
      tx,
      `insert into unique_names (name, name_fr)
       select name, "nameFr" from jsonb_to_recordset($1::jsonb) as r(name text, "nameFr" text)
       on conflict (name) do nothing returning name`,
      uniqueNames,
    );
    // A fresh install knows the common uniques' class (pictures, item parser) before the unique
    // job runs; that job overwrites their base and class with poe.ninja's.
    const uniqueCount = await insertMissing(
      tx,
      `insert into uniques (name, name_fr, base, item_class)
       select name, "nameFr", base, "itemClass"
       from jsonb_to_recordset($1::jsonb)
         as r(name text, "nameFr" text, base text, "itemClass" text)
       on conflict (name) do nothing returning name`,
      uniques,
    );
    return {
      gems: gemCount,
      awakenedNames: awakened.named,
      currencies: currencyCount,
      bases: baseCount,
      uniqueNames: uniqueNameCount,
      uniques: uniqueCount,
    };
  });
}
