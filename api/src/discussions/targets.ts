import { SqlParams, visibleTo } from '../content/listQuery.js';
import type { Viewer } from '../content/viewer.js';
import type { Queryable } from '../platform/db/client.js';
import { HttpError } from '../platform/http/httpError.js';
import { BUILD_NOT_FOUND } from '../builds/service.js';
import { GUIDE_NOT_FOUND } from '../guides/service.js';
import type { ContentType } from './schemas.js';

/** Table and 404 message of each kind of discussed item; the table name comes from here only. */
const TARGETS: Record<ContentType, { table: string; notFound: string }> = {
  build: { table: 'builds', notFound: BUILD_NOT_FOUND },
  guide: { table: 'guides', notFound: GUIDE_NOT_FOUND },
};

export const notFoundMessage = (type: ContentType) => TARGETS[type].notFound;

/**
 * SQL that is true when the item whose id is the parameter `idParam` exists and `visibility`
 * (`visibleTo`'s condition, null for all) lets the viewer read it.
 */
export const visibleTargetSql = (type: ContentType, idParam: string, visibility: string | null) =>
  `exists (select 1 from ${TARGETS[type].table} where id = ${idParam}${
    visibility === null ? '' : ` and ${visibility}`
  })`;

/**
 * Whether the build or guide exists and the viewer may read it, by the same rule as the build
 * and guide pages (anonymous: public; user: public and their own; admin: all). Reads only the
 * key and visibility columns, never the item's large ones.
 */
export async function isVisibleTarget(
  db: Queryable,
  viewer: Viewer | null,
  type: ContentType,
  id: number,
): Promise<boolean> {
  const params = new SqlParams();
  const idParam = params.add(id);
  const { rows } = await db.query<{ visible: boolean }>(
    `select ${visibleTargetSql(type, idParam, visibleTo(viewer, params))} as visible`,
    params.values,
    // Asked before every post: a few texts (per kind and viewer), each planned once.
    { prepare: true },
  );
  return rows[0]?.visible === true;
}

/** 404 with the spec's « Build non trouvé… » / « Guide non trouvé… » unless visible. */
export async function assertVisibleTarget(
  db: Queryable,
  viewer: Viewer | null,
  type: ContentType,
  id: number,
): Promise<void> {
  if (!(await isVisibleTarget(db, viewer, type, id))) {
    throw new HttpError(404, notFoundMessage(type));
  }
}
