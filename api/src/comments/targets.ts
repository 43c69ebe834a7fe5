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
 * SQL that is true when the item a row names (its kind in the column `typeColumn`, its id in
 * `idColumn`) exists and `visibility` lets the viewer read it: a comment's item, say.
 */
export const visibleParentSql = (typeColumn: string, idColumn: string, visibility: string | null) =>
  `case ${typeColumn} ${(Object.keys(TARGETS) as ContentType[])
    .map((type) => `when '${type}' then ${visibleTargetSql(type, idColumn, visibility)}`)
    .join(' ')} else false end`;
