import { missingChanges, type LoadTree } from '../gameData/passiveTree/buildTrees.js';
import { PROGRESSION_PHASES } from '../gameData/passiveTree/schemas.js';
import type { Queryable } from '../platform/db/client.js';

/** Rows read at once: trees are a few kilobytes each. */
const BATCH = 200;

/** Whether a stored tree object (per phase) is one the reading path keeps: its nodes are a list. */
const hasTree = (trees: string, phase: string) =>
  `jsonb_typeof(${trees} -> ${phase} -> 'nodes') = 'array'`;

/**
 * Whether the stored trees `trees` (a jsonb expression) hold a phase without its change where a
 * save would write one: a tree whose nearest earlier phase in PROGRESSION_PHASES ($1) has a
 * tree of the same class (gameData/passiveTree/buildTrees.ts, addChanges). Builds saved since
 * changes are written never match, nor do those whose first tree is the only one.
 */
const lacksChange = (trees: string) => `exists (
    select 1 from unnest($1::text[]) with ordinality as cur(phase, n)
    where ${hasTree(trees, 'cur.phase')} and not (${trees} -> cur.phase ? 'change')
      and ${trees} -> cur.phase -> 'class_id' = (
        select ${trees} -> prev.phase -> 'class_id'
        from unnest($1::text[]) with ordinality as prev(phase, n)
        where prev.n < cur.n and ${hasTree(trees, 'prev.phase')}
        order by prev.n desc limit 1))`;

interface StoredTrees {
  id: number;
  passive_trees: Record<string, unknown>;
  pending_trees: Record<string, unknown> | null;
}

/** The stored trees with the missing changes written in, or null when none could be computed. */
async function withChanges(
  load: LoadTree,
  stored: Record<string, unknown> | null,
): Promise<Record<string, unknown> | null> {
  if (stored === null) return null;
  const missing = Object.entries(await missingChanges(load, stored));
  if (missing.length === 0) return null;
  const trees = { ...stored };
  for (const [phase, change] of missing) {
    trees[phase] = { ...(trees[phase] as Record<string, unknown>), change };
  }
  return trees;
}

/**
 * Writes the change from the previous phase into the trees of builds saved before it was
 * computed on write, and into their pending edit's trees, by batches in id order: run at start,
 * so every build page shows what each phase adds. Only the trees are written (not `updated_at`;
 * the cached signed-out answer is dropped by the database, as for any write, and written again
 * afterwards). A row is written only if its trees are still the ones read: an edit saved
 * meanwhile, or another server starting at the same time and writing first, leaves it alone.
 * Trees whose version the site does not hold are left as they are. After the first run it is
 * one query finding nothing.
 * @returns the ids of the builds written
 */
export async function backfillTreeChanges(db: Queryable, load: LoadTree): Promise<number[]> {
  const written: number[] = [];
  for (let after = 0; ;) {
    const { rows } = await db.query<StoredTrees>(
      `select id, passive_trees, pending_edit -> 'passive_trees' as pending_trees from builds
       where id > $2 and (${lacksChange('passive_trees')}
         or ${lacksChange("(pending_edit -> 'passive_trees')")})
       order by id limit ${BATCH}`,
      [PROGRESSION_PHASES, after],
    );
    if (rows.length === 0) break;
    const updates: {
      id: number;
      before: unknown;
      pending_before?: unknown;
      trees?: unknown;
      pending_trees?: unknown;
    }[] = [];
    for (const row of rows) {
      const trees = await withChanges(load, row.passive_trees);
      const pending = await withChanges(load, row.pending_trees);
      if (trees === null && pending === null) continue;
      updates.push({
        id: row.id,
        before: row.passive_trees,
        // Absent keys read as SQL null: "had no pending trees" and "nothing to write there".
        ...(row.pending_trees === null ? {} : { pending_before: row.pending_trees }),
        ...(trees === null ? {} : { trees }),
        ...(pending === null ? {} : { pending_trees: pending }),
      });
    }
    if (updates.length > 0) {
      const { rows: done } = await db.query<{ id: number }>(
        `update builds b set
           passive_trees = coalesce(r.trees, b.passive_trees),
           pending_edit = case when r.pending_trees is null then b.pending_edit
             else jsonb_set(b.pending_edit, '{passive_trees}', r.pending_trees) end
         from jsonb_to_recordset($1::jsonb) as r(id int, before jsonb, pending_before jsonb,
           trees jsonb, pending_trees jsonb)
         where b.id = r.id and b.passive_trees = r.before
           and (b.pending_edit -> 'passive_trees') is not distinct from r.pending_before
         returning b.id`,
        [JSON.stringify(updates)],
      );
      written.push(...done.map((r) => r.id));
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
  return written.sort((a, b) => a - b);
}
