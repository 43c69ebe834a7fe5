import type { Db, Queryable } from '../../platform/db/client.js';
import bases from './data/bases.json' with { type: 'json' };
import currencies from './data/currencies.json' with { type: 'json' };
import uniques from './data/uniques.json' with { type: 'json' };
import { nameAwakenedGems } from './awakened.js';
import { currentCurrencies } from './current/currencies.js';
import { settleGemFamilies } from './current/families.js';
import { currentGems } from './current/gems.js';
import { BASE_CURRENCIES } from './facts.js';

// Processes starting together on one database seed one after the other.
const LOCK = `select pg_advisory_xact_lock(hashtext('poe-debutants:seed:' || current_schema()))`;

/**
 * The bundled 3.29 currencies (with their French names); the hand list only adds a base currency
 * the bundle would lack (its other rows are older leagues' items 3.29 no longer has).
 */
function currencyRows() {
  const rank = new Map<string, number>(BASE_CURRENCIES.map((name, i) => [name, i + 1]));
  const bundledNames = new Set(currencies.map((c) => c.name));
  const added = currentCurrencies().filter((c) => !bundledNames.has(c.name) && rank.has(c.name));
  return [...currencies, ...added].map((c) => ({ ...c, baseRank: rank.get(c.name) ?? null }));
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
    // The current league's gems; a row already there keeps what a refresh job wrote and only
    // gains the facts it still lacks (colour, tags, level, French name).
    const { rows: gemRows } = await tx.query<{ inserted: boolean }>(
      `insert into gems (name, name_fr, description, colour, tags, level_required,
                         is_support, is_aura, is_vaal, is_awakened, is_transfigured)
       select name, "nameFr", description, colour, array(select jsonb_array_elements_text(tags)),
              "levelRequired", "isSupport", "isAura", "isVaal", "isAwakened", "isTransfigured"
       from jsonb_to_recordset($1::jsonb) as r(name text, "nameFr" text, description text,
         colour text, tags jsonb, "levelRequired" int, "isSupport" boolean, "isAura" boolean,
         "isVaal" boolean, "isAwakened" boolean, "isTransfigured" boolean)
       on conflict (name) do update set
         name_fr = coalesce(gems.name_fr, excluded.name_fr),
         colour = case when gems.colour = 'white' then excluded.colour else gems.colour end,
         tags = case when gems.tags <@ array['Support', 'Vaal', 'Aura'] then excluded.tags
                     else gems.tags end,
         level_required = coalesce(gems.level_required, excluded.level_required),
         is_transfigured = gems.is_transfigured or excluded.is_transfigured,
         is_aura = gems.is_aura or excluded.is_aura
       where gems.name_fr is null and excluded.name_fr is not null
          or gems.colour = 'white' and excluded.colour <> 'white'
          or gems.tags <@ array['Support', 'Vaal', 'Aura'] and not excluded.tags <@ gems.tags
          or gems.level_required is null
          or not gems.is_transfigured and excluded.is_transfigured
          or not gems.is_aura and excluded.is_aura
       returning (xmax = 0) as inserted`,
      [JSON.stringify(currentGems())],
    );
    const gemCount = gemRows.filter((r) => r.inserted).length;
    // The game files predate Awakened gems: their French names follow their supports'.
    const awakened = await nameAwakenedGems(tx);
    await settleGemFamilies(tx);
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
      uniques.filter((u) => u.nameFr !== null),
    );
    // A fresh install knows every unique's base and class (pictures, item parser) before the
    // unique job runs; that job overwrites their base and class with poe.ninja's.
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
