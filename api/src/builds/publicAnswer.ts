import type { Queryable } from '../platform/db/client.js';
import { CachedJson } from '../platform/http/compress.js';
import { BUILD_JSON_TEXT, withIcon } from './buildJson.js';
import { INDEX_VERSION } from './indexColumns.js';

/**
 * A public build's answer for signed-out readers, kept in its row compressed (migration 23):
 * written once after a change, by the first reader or by `fillPublicAnswers`, then read as
 * stored by every signed-out reader of every process until the build, its favourites, its cost
 * estimate or its skill's French name change (the database's triggers drop it).
 */

/**
 * A row `b` may take the answer written from it: not changed since it was read (its stamp), with
 * no answer yet, still public.
 */
const STILL_AS_READ = (stamp: string) =>
  `b.answer_stamp = ${stamp} and b.public_answer is null and b.is_public`;

/**
 * Keeps `kept`'s brotli as the build's answer, if the row is still the one its JSON was written
 * from (`stamp`) and still public. A lost race leaves the row without an answer: the next reader
 * writes it.
 * @returns whether it was kept
 */
export async function keepPublicAnswer(
  db: Queryable,
  id: number,
  stamp: number,
  kept: CachedJson,
): Promise<boolean> {
  if (!kept.compressible) return false;
  const { rows } = await db.query<{ id: number }>(
    `update builds b set public_answer = $3 where b.id = $1 and ${STILL_AS_READ('$2')}
     returning b.id`,
    [id, stamp, kept.br],
    { prepare: true },
  );
  return rows.length > 0;
}

/** Builds whose answers are written at once: a batch's JSON stays a few megabytes. */
const BATCH = 200;

/**
 * Writes the answer of every public build that has none (written by hand or by an import, or
 * changed and not read since), by batches in id order: run at start, and after new prices moved
 * the cost estimates (which the answers show), so that a reader seldom finds a build without
 * its answer. A build changed meanwhile keeps none (its stamp moved).
 * @returns how many answers were kept
 */
export async function fillPublicAnswers(db: Queryable): Promise<number> {
  let kept = 0;
  for (let after = 0; ;) {
    const { rows } = await db.query<{
      id: number;
      stamp: number;
      main_skill: string;
      json: string;
    }>(
      `select id, answer_stamp as stamp, main_skill, ${BUILD_JSON_TEXT} as json from builds
       where is_public and public_answer is null and index_version >= $1 and id > $2
       order by id limit ${BATCH}`,
      [INDEX_VERSION, after],
    );
    if (rows.length === 0) return kept;
    // Compressed on the thread pool: thousands of answers written again after new prices
    // (costRoutes.ts) would otherwise hold the event loop a few milliseconds per batch.
    const answers = await Promise.all(
      rows
        .map((row) => ({ ...row, answer: new CachedJson(withIcon(row.json, row.main_skill)) }))
        .filter(({ answer }) => answer.compressible)
        .map(async ({ id, stamp, answer }) => ({
          id,
          stamp,
          br: (await answer.brotli()).toString('base64'),
        })),
    );
    const { rows: written } = await db.query(
      `update builds b set public_answer = decode(r.br, 'base64')
       from jsonb_to_recordset($1::jsonb) as r(id int, stamp int, br text)
       where b.id = r.id and ${STILL_AS_READ('r.stamp')}
       returning b.id`,
      [JSON.stringify(answers)],
    );
    kept += written.length;
    after = rows[rows.length - 1]?.id ?? after;
  }
}
