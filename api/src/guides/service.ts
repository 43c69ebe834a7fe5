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
import {
  editToStore,
  NO_PENDING_EDIT,
  pendingColumns,
  pendingEditColumns,
  pendingEditStatement,
  pendingMarker,
  seesPendingEdit,
  waitsForReview,
  withdrawPendingEdit,
  withPendingEdit,
  type PendingEditRow,
} from '../content/pendingEdit.js';
import { reviewColumns, reviewOnCreate, reviewOnUpdate } from '../content/review.js';
import { assertCanChange, deleteOwnedItem, publicAfterWrite } from '../content/rights.js';
import { sanitizeHtml } from '../content/sanitizeHtml.js';
import { withoutNul } from '../content/text.js';
import type { Viewer, Writer } from '../content/viewer.js';
import { insertStatement, updateStatement, type Columns } from '../content/writeSql.js';
import type { Db, Queryable } from '../platform/db/client.js';
import { HttpError } from '../platform/http/httpError.js';
import {
  CARD_COLUMNS,
  EDITABLE_COLUMNS,
  toCard,
  toGuide,
  type CardRow,
  type GuideRow,
} from './rows.js';
import type { Guide, GuideCard, GuideInput, GuideListParams } from './schemas.js';

export const GUIDE_NOT_FOUND = "Guide non trouvé. Veuillez vérifier l'ID ou réessayer.";
const messages = {
  notFound: GUIDE_NOT_FOUND,
  forbidden: 'Seul l’auteur du guide ou un administrateur peut le modifier ou le supprimer.',
};
/** The one JSON column a guide's write may set. */
const JSON_COLUMNS: ReadonlySet<string> = new Set(['pending_edit']);

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
  const row = rows[0];
  if (!row) throw new HttpError(404, GUIDE_NOT_FOUND);
  return withFavourite(db, 'guide', viewer, readGuide(viewer, row));
}

/** A guide's answer: its owner and admins read its pending edit over it, others the approved one. */
function readGuide(viewer: Viewer | null, row: GuideRow): Guide {
  if (!seesPendingEdit(viewer, row)) return toGuide(row);
  return { ...toGuide(withPendingEdit(row)), ...pendingMarker(row) };
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
    JSON_COLUMNS,
  );
  const { rows } = await db.query<GuideRow>(statement.text, statement.values);
  if (!rows[0]) throw new Error('insert returned no row');
  // Nobody has marked a new item yet.
  return { ...toGuide(rows[0]), is_favourite: false };
}

type Current = Pick<GuideRow, 'user_id' | 'is_public' | 'review_status' | 'author'> &
  PendingEditRow &
  Record<(typeof EDITABLE_COLUMNS)[number], string> &
  Record<string, unknown>;

/** The guide an edit starts from, its row locked: every column it may write, and its state. */
async function lockGuide(tx: Queryable, id: number): Promise<Current | undefined> {
  const { rows } = await tx.query<Current>(
    `select user_id, is_public, review_status, author, pending_edit, edit_status, pending_at,
       ${EDITABLE_COLUMNS.join(', ')}
     from guides where id = $1 for update`,
    [id],
  );
  return rows[0];
}

/** The columns derived from the title: what the guide is searched by. */
const searchColumns = (columns: Columns, current: Current): Columns => ({
  search_text: searchText(String(columns.title ?? current.title), current.author),
  index_version: INDEX_VERSION,
});

/**
 * Applies the fields sent, in a transaction holding the row. A non-admin owner's edit of their
 * published guide is stored as its pending edit, for an admin to approve
 * (content/pendingEdit.ts); any other edit writes the row.
 */
export function updateGuide(db: Db, writer: Viewer, id: number, body: GuideInput): Promise<Guide> {
  const sent = toColumns(withoutNul(body));
  return db.transaction(async (tx) => {
    const current = await lockGuide(tx, id);
    assertCanChange(writer, current, 'edit', messages);
    // The writer's form showed the pending edit over the approved guide: both are what they save.
    const columns = { ...pendingColumns(current, JSON_COLUMNS), ...sent };
    const statement = waitsForReview(writer, current, body.is_public)
      ? pendingEditStatement(
          'guides',
          id,
          pendingEditColumns(editToStore(columns, current, JSON_COLUMNS), new Date()),
          () => '*',
        )
      : updateStatement('guides', id, directEdit(writer, current, columns, body), JSON_COLUMNS);
    const updated = await tx.query<GuideRow>(statement.text, statement.values);
    if (!updated.rows[0]) throw new Error('update returned no row');
    return withFavourite(tx, 'guide', writer, readGuide(writer, updated.rows[0]));
  });
}

/** The columns an edit writes into the row: what was sent, its search text, its status. */
function directEdit(writer: Viewer, current: Current, columns: Columns, body: GuideInput) {
  Object.assign(columns, searchColumns(columns, current));
  columns.is_public = publicAfterWrite(writer, current.is_public, body.is_public);
  const status = reviewOnUpdate(writer, current, columns.is_public, body.is_public);
  Object.assign(columns, reviewColumns(current.review_status, status, new Date()));
  if (current.edit_status !== null) Object.assign(columns, NO_PENDING_EDIT);
  return columns;
}

/**
 * An admin's approval of a guide's pending edit, inside the decision's transaction: written as a
 * direct edit would have been (search text, `updated_at`); comments and favourites stay. The
 * decision stamps it.
 */
export async function approveGuideEdit(tx: Queryable, id: number): Promise<void> {
  const current = await lockGuide(tx, id);
  if (current?.edit_status !== 'pending') throw new Error(`guide ${id} has no pending edit`);
  const columns = pendingColumns(current, JSON_COLUMNS);
  Object.assign(columns, searchColumns(columns, current), NO_PENDING_EDIT);
  const statement = updateStatement('guides', id, columns, JSON_COLUMNS, () => 'id');
  await tx.query(statement.text, statement.values);
}

export function deleteGuide(db: Db, writer: Viewer, id: number): Promise<void> {
  return deleteOwnedItem(db, 'guides', writer, id, messages);
}

export function withdrawGuideEdit(db: Db, viewer: Viewer, id: number): Promise<void> {
  return withdrawPendingEdit(db, 'guides', viewer, id, messages);
}
