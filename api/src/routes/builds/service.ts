import { CRITERIA } from '../../content/classes.js';
import { withFavourite, withFavourites } from '../../content/favourites.js';
import {
  commonConditions,
  fetchPage,
  NEWEST,
  ORDER_BY,
  SqlParams,
  searchText,
  whereClause,
} from '../../content/listQuery.js';
import { DEFAULT_LIMIT } from '../../content/listSchemas.js';
import { reviewColumns, reviewOnCreate, reviewOnUpdate } from '../../content/review.js';
import { assertCanChange, publicAfterWrite } from '../../content/rights.js';
import { withoutNul } from '../../content/text.js';
import type { Viewer, Writer } from '../../content/viewer.js';
import { insertStatement, updateStatement } from '../../content/writeSql.js';
import type { Db, Queryable } from '../../db/client.js';
import { HttpError } from '../../http/httpError.js';
import { assertValidBuild, toColumns } from './input.js';
import { CARD_COLUMNS, EQUIPMENT_FIELDS, GEM_FIELDS, toBuild, toCard } from './rows.js';
import type { BuildRow, CardRow } from './rows.js';
import type { Build, BuildCard, BuildInput, BuildListParams } from './schemas.js';

export const BUILD_NOT_FOUND = "Build non trouvé. Veuillez vérifier l'ID ou réessayer.";
const messages = {
  notFound: BUILD_NOT_FOUND,
  forbidden: 'Seul l’auteur du build ou un administrateur peut le modifier ou le supprimer.',
};
const JSON_COLUMNS: ReadonlySet<string> = new Set([
  ...EQUIPMENT_FIELDS,
  ...GEM_FIELDS,
  'gem_links',
]);

const SORTS: Record<string, string> = {
  ...ORDER_BY,
  ...Object.fromEntries(
    CRITERIA.flatMap((c) => [
      [`${c}_asc`, `${c} asc, created_at desc, id desc`],
      [`${c}_desc`, `${c} desc, created_at desc, id desc`],
    ]),
  ),
};

export interface BuildList {
  builds: BuildCard[];
  total: number;
  page: number;
  limit: number;
}

/** One page of cards the viewer may see, newest first unless asked otherwise, and the total. */
export async function listBuilds(
  db: Queryable,
  viewer: Viewer | null,
  query: BuildListParams,
): Promise<BuildList> {
  const { page = 1, limit = DEFAULT_LIMIT } = query;
  const params = new SqlParams();
  const conditions = commonConditions({ viewer, ...query }, params);
  if (query.classe !== undefined) conditions.push(`classe = ${params.add(query.classe)}`);
  if (query.ascendancy !== undefined) {
    conditions.push(`ascendancy = ${params.add(query.ascendancy)}`);
  }
  if (query.league !== undefined) conditions.push(`league = ${params.add(query.league)}`);
  for (const criterion of CRITERIA) {
    const min = query[`min_${criterion}`];
    const max = query[`max_${criterion}`];
    if (min !== undefined) conditions.push(`${criterion} >= ${params.add(min)}`);
    if (max !== undefined) conditions.push(`${criterion} <= ${params.add(max)}`);
  }
  const order = SORTS[query.sort ?? 'newest'] ?? NEWEST;
  const { rows, total } = await fetchPage<CardRow>(
    db,
    { table: 'builds', columns: CARD_COLUMNS, order },
    conditions,
    params,
    { page, limit },
  );
  const builds = await withFavourites(db, 'build', viewer, rows.map(toCard));
  return { builds, total, page, limit };
}

export async function getBuild(db: Queryable, viewer: Viewer | null, id: number): Promise<Build> {
  const params = new SqlParams();
  const conditions = commonConditions({ viewer }, params);
  conditions.push(`id = ${params.add(id)}`);
  const { rows } = await db.query<BuildRow>(
    `select * from builds ${whereClause(conditions)}`,
    params.values,
  );
  if (!rows[0]) throw new HttpError(404, BUILD_NOT_FOUND);
  return withFavourite(db, 'build', viewer, toBuild(rows[0]));
}

/** One insert: the author is the writer, public only if an admin asked for it. */
export async function createBuild(db: Queryable, writer: Writer, body: BuildInput): Promise<Build> {
  const columns = toColumns(withoutNul(body));
  const title = String(columns.title);
  assertValidBuild({
    title,
    classe: String(columns.classe),
    ascendancy: String(columns.ascendancy ?? ''),
  });
  const isPublic = publicAfterWrite(writer, undefined, body.is_public);
  const statement = insertStatement(
    'builds',
    {
      ...columns,
      user_id: writer.id,
      author: writer.displayName,
      search_text: searchText(title, writer.displayName),
      is_public: isPublic,
      ...reviewColumns(undefined, reviewOnCreate(writer, isPublic, body.is_public), new Date()),
    },
    JSON_COLUMNS,
  );
  const { rows } = await db.query<BuildRow>(statement.text, statement.values);
  if (!rows[0]) throw new Error('insert returned no row');
  // Nobody has marked a new item yet.
  return { ...toBuild(rows[0]), is_favourite: false };
}

type Current = Pick<
  BuildRow,
  'user_id' | 'is_public' | 'review_status' | 'title' | 'author' | 'classe' | 'ascendancy'
>;

/** Applies the fields sent, in a transaction holding the row, after the rights and rules. */
export function updateBuild(db: Db, writer: Viewer, id: number, body: BuildInput): Promise<Build> {
  const columns = toColumns(withoutNul(body));
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Current>(
      'select user_id, is_public, review_status, title, author, classe, ascendancy from builds where id = $1 for update',
      [id],
    );
    const current = rows[0];
    assertCanChange(writer, current, 'edit', messages);
    // A new class without an ascendancy resets it, as choosing a class does on the form.
    if (columns.classe !== undefined && columns.classe !== current.classe) {
      columns.ascendancy ??= '';
    }
    const merged = { ...current, ...columns } as Current;
    assertValidBuild(merged);
    columns.search_text = searchText(merged.title, current.author);
    columns.is_public = publicAfterWrite(writer, current.is_public, body.is_public);
    const status = reviewOnUpdate(writer, current, columns.is_public, body.is_public);
    Object.assign(columns, reviewColumns(current.review_status, status, new Date()));
    const statement = updateStatement('builds', id, columns, JSON_COLUMNS);
    const updated = await tx.query<BuildRow>(statement.text, statement.values);
    if (!updated.rows[0]) throw new Error('update returned no row');
    return withFavourite(tx, 'build', writer, toBuild(updated.rows[0]));
  });
}

export function deleteBuild(db: Db, writer: Viewer, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Current>(
      'select user_id, is_public from builds where id = $1 for update',
      [id],
    );
    assertCanChange(writer, rows[0], 'delete', messages);
    await tx.query('delete from builds where id = $1', [id]);
  });
}
