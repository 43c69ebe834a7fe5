import { withFavourite, withFavourites } from '../content/favourites.js';
import {
  commonConditions,
  fetchPage,
  NEWEST,
  ORDER_BY,
  SqlParams,
  INDEX_VERSION,
  searchText,
  whereClause,
} from '../content/listQuery.js';
import { DEFAULT_LIMIT } from '../content/listSchemas.js';
import { reviewColumns, reviewOnCreate, reviewOnUpdate } from '../content/review.js';
import { assertCanChange, deleteOwnedItem, publicAfterWrite } from '../content/rights.js';
import { sanitizeHtml } from '../content/sanitizeHtml.js';
import { withoutNul } from '../content/text.js';
import type { Viewer, Writer } from '../content/viewer.js';
import { insertStatement, updateStatement, type Columns } from '../content/writeSql.js';
import type { Db, Queryable } from '../platform/db/client.js';
import { HttpError } from '../platform/http/httpError.js';
import { CARD_COLUMNS, toCard, toGuide, type CardRow, type GuideRow } from './rows.js';
import type { Guide, GuideCard, GuideInput, GuideListParams } from './schemas.js';

export const GUIDE_NOT_FOUND = "Guide non trouvé. Veuillez vérifier l'ID ou réessayer.";
const messages = {
  notFound: GUIDE_NOT_FOUND,
  forbidden: 'Seul l’auteur du guide ou un administrateur peut le modifier ou le supprimer.',
};
const NO_JSON: ReadonlySet<string> = new Set();

export interface GuideList {
  guides: GuideCard[];
  total: number;
  page: number;
  limit: number;
}

export async function listGuides(
  db: Queryable,
  viewer: Viewer | null,
  query: GuideListParams,
): Promise<GuideList> {
  const { page = 1, limit = DEFAULT_LIMIT } = query;
  const params = new SqlParams();
  const conditions = commonConditions({ viewer, ...query }, params);
  if (query.type !== undefined) conditions.push(`type = ${params.add(query.type)}`);
  const order = ORDER_BY[query.sort ?? 'newest'] ?? NEWEST;
  const { rows, total } = await fetchPage<CardRow>(
    db,
    { table: 'guides', columns: CARD_COLUMNS, order },
    conditions,
    params,
    { page, limit },
  );
  const guides = await withFavourites(db, 'guide', viewer, rows.map(toCard));
  return { guides, total, page, limit };
}

export async function getGuide(db: Queryable, viewer: Viewer | null, id: number): Promise<Guide> {
  const params = new SqlParams();
  const conditions = commonConditions({ viewer }, params);
  conditions.push(`id = ${params.add(id)}`);
  const { rows } = await db.query<GuideRow>(
    `select * from guides ${whereClause(conditions)}`,
    params.values,
  );
  if (!rows[0]) throw new HttpError(404, GUIDE_NOT_FOUND);
  return withFavourite(db, 'guide', viewer, toGuide(rows[0]));
}

/** Titles and descriptions are plain text; only the content is HTML, sanitised. */
function toColumns(input: GuideInput): Columns {
  const columns: Columns = {};
  if (input.title !== undefined) columns.title = input.title.trim();
  if (input.description !== undefined) columns.description = input.description.trim();
  if (input.content !== undefined) columns.content = sanitizeHtml(input.content);
  if (input.type !== undefined) columns.type = input.type;
  if (columns.title === '') throw new HttpError(400, 'Requête invalide : le titre est obligatoire');
  return columns;
}

/** One insert: the author is the writer, public only if an admin asked for it. */
export async function createGuide(db: Queryable, writer: Writer, body: GuideInput): Promise<Guide> {
  const columns = toColumns(withoutNul(body));
  const isPublic = publicAfterWrite(writer, undefined, body.is_public);
  const statement = insertStatement(
    'guides',
    {
      ...columns,
      user_id: writer.id,
      author: writer.displayName,
      search_text: searchText(String(columns.title), writer.displayName),
      index_version: INDEX_VERSION,
      is_public: isPublic,
      ...reviewColumns(undefined, reviewOnCreate(writer, isPublic, body.is_public), new Date()),
    },
    NO_JSON,
  );
  const { rows } = await db.query<GuideRow>(statement.text, statement.values);
  if (!rows[0]) throw new Error('insert returned no row');
  // Nobody has marked a new item yet.
  return { ...toGuide(rows[0]), is_favourite: false };
}

type Current = Pick<GuideRow, 'user_id' | 'is_public' | 'review_status' | 'title' | 'author'>;

export function updateGuide(db: Db, writer: Viewer, id: number, body: GuideInput): Promise<Guide> {
  const columns = toColumns(withoutNul(body));
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Current>(
      'select user_id, is_public, review_status, title, author from guides where id = $1 for update',
      [id],
    );
    const current = rows[0];
    assertCanChange(writer, current, 'edit', messages);
    columns.search_text = searchText(String(columns.title ?? current.title), current.author);
    columns.index_version = INDEX_VERSION;
    columns.is_public = publicAfterWrite(writer, current.is_public, body.is_public);
    const status = reviewOnUpdate(writer, current, columns.is_public, body.is_public);
    Object.assign(columns, reviewColumns(current.review_status, status, new Date()));
    const statement = updateStatement('guides', id, columns, NO_JSON);
    const updated = await tx.query<GuideRow>(statement.text, statement.values);
    if (!updated.rows[0]) throw new Error('update returned no row');
    return withFavourite(tx, 'guide', writer, toGuide(updated.rows[0]));
  });
}

export function deleteGuide(db: Db, writer: Viewer, id: number): Promise<void> {
  return deleteOwnedItem(db, 'guides', writer, id, messages);
}
