import { CRITERIA } from 'game-facts';
import { imagePath } from '../gameData/images/paths.js';
import { commonConditions, SqlParams, whereClause } from '../content/listQuery.js';
import { seesPendingEdit, type PendingEditRow } from '../content/pendingEdit.js';
import type { Viewer } from '../content/viewer.js';
import type { Queryable } from '../platform/db/client.js';
import { cleanGemLinks } from '../content/gemLinks.js';
import { cleanEquipment, cleanGemSockets } from '../content/jsonFields.js';
import { INDEX_VERSION } from './indexColumns.js';
import {
  EQUIPMENT_FIELDS,
  GEM_FIELDS,
  LINK_FIELDS,
  POB_DPS,
  POB_LIFE,
  TEXT_FIELDS,
} from './rows.js';

/**
 * A date as `Date.prototype.toISOString` writes it (UTC, milliseconds), so both paths agree.
 * PostgreSQL truncates the microseconds as JavaScript's Date does.
 */
const isoDate = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const JSON_FIELDS = [...EQUIPMENT_FIELDS, ...GEM_FIELDS, 'gem_links'] as const;

/**
 * The build's JSON as `BuildSchema` serialises it, written by PostgreSQL, without
 * `main_skill_icon` (named by JavaScript, see imagePath) nor `is_favourite`. The JSON columns
 * are copied as stored: only valid for rows whose stored JSON is already clean (below).
 */
const BUILD_JSON = `json_build_object(
  'id', id, 'user_id', user_id, 'author', author, 'title', title,
  'introduction', introduction, 'classe', classe, 'ascendancy', ascendancy, 'bloodline', bloodline,
  'ratings', json_build_object(${CRITERIA.map((c) => `'${c}', ${c}`).join(', ')}),
  'is_public', is_public, 'is_example', is_example, 'review_status', review_status,
  'created_at', ${isoDate('created_at')}, 'updated_at', ${isoDate('updated_at')},
  'league', league, 'game_version', game_version, 'favourite_count', favourite_count,
  'main_skill', main_skill, 'main_skill_fr', coalesce((select g.name_fr from gems g where g.name = builds.main_skill), ''),
  'main_cost_chaos', main_cost_chaos, 'pob_life', ${POB_LIFE}, 'pob_dps', ${POB_DPS},
  'pob_stats', pob_stats, 'pob_notes', pob_notes,
  ${[...LINK_FIELDS, ...TEXT_FIELDS].map((f) => `'${f}', ${f}`).join(', ')},
  ${JSON_FIELDS.map((f) => `'${f}', ${f}`).join(', ')},
  'passive_trees', passive_trees`;

/** The JSON text of the builds a statement reads (`BUILD_JSON`), for one or many. */
export const BUILD_JSON_TEXT = `(${BUILD_JSON}))::text`;

/** What `buildJson` finds of a build the viewer may see. */
export type FoundBuild =
  /** Its answer as kept compressed in its row for signed-out readers (publicAnswer.ts). */
  | { br: Buffer }
  /** Its JSON text, and the row's answer stamp (to keep the answer for signed-out readers). */
  | { json: string; stamp: number }
  /**
   * A row to read in JavaScript: through the cleaners (below), or with the pending edit its
   * reader, its owner or an admin, sees over it (content/pendingEdit.ts).
   */
  | { stale: true };

/**
 * The JSON text of one build the viewer may see, ready to send, or null when there is none.
 * One statement whatever the viewer: visibility, the French skill name and, for a signed-in
 * viewer, whether it is among their favourites. Nothing is parsed then written again: a build
 * is mostly its JSON columns (equipment, sockets), which PostgreSQL copies into the answer. For
 * a signed-out viewer, the answer kept compressed in the row when there is one (a statement of
 * its own), and the JSON only when there is none.
 *
 * Rows written since migration 20's derivation (`index_version` ≥ 2) hold their JSON columns
 * as the cleaners (content/jsonFields.ts, gemLinks.ts) leave them: every write stores them
 * cleaned and the startup backfill cleans older rows. An older row (written by hand, imported,
 * or not yet reached by the backfill) answers `stale`, and the caller takes the path that
 * cleans in JavaScript.
 */
export async function buildJson(
  db: Queryable,
  viewer: Viewer | null,
  id: number,
): Promise<FoundBuild | null> {
  const params = new SqlParams();
  const conditions = commonConditions({ viewer }, params);
  conditions.push(`id = ${params.add(id)}`);
  const where = whereClause(conditions);
  if (viewer === null) {
    // A statement of its own: small to plan where nothing is prepared (PGlite).
    const { rows } = await db.query<{ public_answer: Uint8Array | null }>(
      `select public_answer from builds ${where}`,
      params.values,
      { prepare: true },
    );
    const row = rows[0];
    if (!row) return null;
    const kept = row.public_answer;
    // Both drivers give a Uint8Array (pg's is already a Buffer); a view avoids copying it.
    if (kept) return { br: Buffer.from(kept.buffer, kept.byteOffset, kept.byteLength) };
  }
  const json =
    viewer === null
      ? BUILD_JSON_TEXT
      : `(${BUILD_JSON}, 'is_favourite', exists (select 1 from build_favourites f
           where f.user_id = ${params.add(viewer.id)} and f.build_id = builds.id)))::text`;
  const { rows } = await db.query<
    {
      json: string;
      answer_stamp: number;
      main_skill: string;
      index_version: number;
    } & Pick<PendingEditRow, 'user_id' | 'edit_status'>
  >(
    `select ${json} as json, answer_stamp, main_skill, index_version, user_id, edit_status
     from builds ${where}`,
    params.values,
    { prepare: true },
  );
  const row = rows[0];
  if (!row) return null;
  if (row.index_version < INDEX_VERSION) return { stale: true };
  if (seesPendingEdit(viewer, row)) return { stale: true };
  return { json: withIcon(row.json, row.main_skill), stamp: row.answer_stamp };
}

/** The icon is named in JavaScript (file-name rules of the catalogue): put first in the object. */
export function withIcon(json: string, mainSkill: string): string {
  const icon = mainSkill ? imagePath('gems', mainSkill) : '';
  return `{"main_skill_icon":${JSON.stringify(icon)},${json.slice(1)}`;
}

/** A row's JSON columns as the cleaners leave them, as JSON text to store. */
export function cleanJsonColumns(row: Record<string, unknown>): Record<string, string> {
  const columns: Record<string, string> = {};
  for (const field of EQUIPMENT_FIELDS) columns[field] = JSON.stringify(cleanEquipment(row[field]));
  for (const field of GEM_FIELDS) columns[field] = JSON.stringify(cleanGemSockets(row[field]));
  columns.gem_links = JSON.stringify(cleanGemLinks(row.gem_links, GEM_FIELDS));
  return columns;
}

/** The JSON columns, to read a row whose stored JSON is to be cleaned (storeCleanJson). */
export const JSON_COLUMN_NAMES: readonly string[] = JSON_FIELDS;

/**
 * Stores the rows' JSON columns cleaned, in one statement: run on rows below INDEX_VERSION
 * before they are marked current, so the fast path above may copy them as stored. `onlyOlder`
 * leaves a row a writer brought up to date meanwhile (its JSON is newer than what was read).
 */
export async function storeCleanJson(
  db: Queryable,
  rows: readonly ({ id: number } & Record<string, unknown>)[],
  onlyOlder = false,
): Promise<void> {
  if (rows.length === 0) return;
  const cleaned = rows.map((row) => ({ id: row.id, ...cleanJsonColumns(row) }));
  await db.query(
    `update builds b set ${JSON_FIELDS.map((f) => `${f} = r.${f}::jsonb`).join(', ')}
     from jsonb_to_recordset($1::jsonb) as r(id int, ${JSON_FIELDS.map((f) => `${f} text`).join(', ')})
     where b.id = r.id ${onlyOlder ? `and b.index_version < ${INDEX_VERSION}` : ''}`,
    [JSON.stringify(cleaned)],
  );
}
