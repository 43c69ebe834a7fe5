import { searchText } from '../content/listQuery.js';
import type { Queryable } from '../platform/db/client.js';
import { JSON_COLUMN_NAMES, storeCleanJson } from './buildJson.js';
import {
  INDEX_SOURCE_COLUMNS,
  INDEX_VERSION,
  indexColumns,
  mainSetCosts,
  storeIndexColumns,
  type IndexSource,
} from './indexColumns.js';

/** The JSON columns cleaned by the backfill that the index derivation does not read. */
const OTHER_JSON_COLUMNS = JSON_COLUMN_NAMES.filter(
  (name) => !INDEX_SOURCE_COLUMNS.split(', ').includes(name),
).join(', ');

/** Rows read at once: a batch's JSON columns stay a few megabytes at most. */
const BATCH = 200;

/**
 * Derives the index columns of every build and the search text of every guide written before
 * the current derivation (`index_version` below INDEX_VERSION), by batches in id order. Run at
 * start, before the site answers, so that a search or a main-skill filter never misses an old
 * build; after the first run it is one indexed query finding nothing.
 * @returns how many builds and guides were brought up to date
 */
export async function backfillIndex(
  db: Queryable,
  league: string,
): Promise<{ builds: number; guides: number }> {
  let builds = 0;
  for (let after = 0; ;) {
    const { rows } = await db.query<IndexSource & Record<string, unknown>>(
      `select ${INDEX_SOURCE_COLUMNS}, ${OTHER_JSON_COLUMNS} from builds
       where index_version < $1 and id > $2 order by id limit ${BATCH}`,
      [INDEX_VERSION, after],
    );
    if (rows.length === 0) break;
    // Cleaned before the rows are marked current (the reading path trusts current rows' JSON).
    await storeCleanJson(db, rows, true);
    await storeIndexColumns(db, await indexColumns(db, league, rows), true);
    builds += rows.length;
    after = rows[rows.length - 1]?.id ?? after;
  }
  let guides = 0;
  for (let after = 0; ;) {
    const { rows } = await db.query<{ id: number; title: string; author: string }>(
      `select id, title, author from guides
       where index_version < $1 and id > $2 order by id limit ${BATCH * 5}`,
      [INDEX_VERSION, after],
    );
    if (rows.length === 0) break;
    await db.query(
      `update guides g set search_text = r.search_text, index_version = $2
       from jsonb_to_recordset($1::jsonb) as r(id int, search_text text)
       where g.id = r.id and g.index_version < $2`,
      [
        JSON.stringify(rows.map((r) => ({ id: r.id, search_text: searchText(r.title, r.author) }))),
        INDEX_VERSION,
      ],
    );
    guides += rows.length;
    after = rows[rows.length - 1]?.id ?? after;
  }
  return { builds, guides };
}

/**
 * Recomputes every build's main set estimate from the stored prices, by batches; run after the
 * price lists were read again, so the list's « ≈ 45 chaos » follows poe.ninja without pricing
 * any card while a list is asked for.
 * @returns how many estimates changed
 */
export async function refreshCostEstimates(db: Queryable, league: string): Promise<number> {
  let changed = 0;
  for (let after = 0; ;) {
    const { rows } = await db.query<IndexSource & { main_cost_chaos: number | null }>(
      `select ${INDEX_SOURCE_COLUMNS}, main_cost_chaos from builds
       where id > $1 order by id limit ${BATCH}`,
      [after],
    );
    if (rows.length === 0) break;
    const costs = await mainSetCosts(db, league, rows);
    const updates = rows.flatMap((row, i) => {
      const cost = costs[i] ?? null;
      const stored = row.main_cost_chaos === null ? null : Number(row.main_cost_chaos);
      return cost === stored ? [] : [{ id: row.id, cost }];
    });
    if (updates.length > 0) {
      await db.query(
        `update builds b set main_cost_chaos = r.cost
         from jsonb_to_recordset($1::jsonb) as r(id int, cost double precision)
         where b.id = r.id`,
        [JSON.stringify(updates)],
      );
    }
    changed += updates.length;
    after = rows[rows.length - 1]?.id ?? after;
  }
  return changed;
}
