import type { ReviewStatus } from 'game-facts';
import type { EditStatus } from '../content/pendingEdit.js';
import { isoDate } from '../content/text.js';
import type { Db, Queryable } from '../platform/db/client.js';
import { HttpError } from '../platform/http/httpError.js';
import { EDITABLE_COLUMNS as BUILD_COLUMNS } from '../builds/rows.js';
import { BUILD_NOT_FOUND } from '../builds/service.js';
import { EDITABLE_COLUMNS as GUIDE_COLUMNS } from '../guides/rows.js';
import { GUIDE_NOT_FOUND } from '../guides/service.js';
import type { ContentKind, Decided, FieldChange, ModerationItem, QueuedItem } from './schemas.js';

export const NOT_PENDING = "Ce contenu n'est plus en attente de validation";

const TABLES: Record<ContentKind, { table: string; notFound: string; columns: readonly string[] }> =
  {
    build: { table: 'builds', notFound: BUILD_NOT_FOUND, columns: BUILD_COLUMNS },
    guide: { table: 'guides', notFound: GUIDE_NOT_FOUND, columns: GUIDE_COLUMNS },
  };

interface QueueRow {
  kind: ContentKind;
  id: number;
  title: string;
  author: string;
  user_id: number | null;
  created_at: Date | string;
  change: 'new' | 'edit';
  edited_at: Date | string | null;
}

const toItem = (row: QueueRow): ModerationItem => ({
  kind: row.kind,
  id: row.id,
  title: row.title,
  author: row.author,
  user_id: row.user_id,
  created_at: isoDate(row.created_at),
  change: row.change,
  edited_at: row.edited_at === null ? null : isoDate(row.edited_at),
});

const QUEUE_COLUMNS = 'id, title, author, user_id, created_at';

/** Text for the admin to compare; null for what is structured (equipment, sockets, trees). */
const asText = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** An edit's changes, column by column in the form's order (its kind's editable columns). */
function changesOf(
  kind: ContentKind,
  edit: Record<string, unknown> | null,
  approved: Record<string, unknown> | null,
): FieldChange[] {
  if (edit === null) return [];
  return TABLES[kind].columns
    .filter((field) => field in edit)
    .map((field) => ({
      field,
      before: asText(approved?.[field]),
      after: asText(edit[field]),
    }));
}

/** New items and edits waiting in one table: an edit with the approved values of its columns. */
const waitingIn = (kind: ContentKind) => {
  const { table } = TABLES[kind];
  return `select '${kind}' as kind, 'new' as change, ${QUEUE_COLUMNS},
       null::timestamptz as edited_at, null::jsonb as pending_edit, null::jsonb as approved,
       created_at as waiting_since
     from ${table} where review_status = 'pending'
     union all
     select '${kind}', 'edit', ${QUEUE_COLUMNS}, pending_at, pending_edit,
       (select jsonb_object_agg(e.key, w.whole -> e.key) from jsonb_each(t.pending_edit) e),
       pending_at
     from ${table} t cross join lateral (select to_jsonb(t) as whole) w
     where edit_status = 'pending'`;
};

/**
 * Builds and guides waiting for an admin, together, oldest first (from the partial indexes): new
 * submissions since they were created, edits of published items since their owner saved them.
 */
export async function listPending(db: Queryable): Promise<{ items: QueuedItem[] }> {
  const { rows } = await db.query<
    QueueRow & {
      pending_edit: Record<string, unknown> | null;
      approved: Record<string, unknown> | null;
    }
  >(
    `${waitingIn('build')}
     union all
     ${waitingIn('guide')}
     order by waiting_since, kind, id`,
  );
  return {
    items: rows.map((row) => ({
      ...toItem(row),
      changes: changesOf(row.kind, row.pending_edit, row.approved),
    })),
  };
}

export type Decision = 'publish' | 'refuse';

/** Writes a kind's pending edit as its approved version, inside the decision's transaction. */
export type ApproveEdit = (tx: Queryable, id: number) => Promise<void>;

interface DecidedRow extends QueueRow {
  is_public: boolean;
  review_status: ReviewStatus | null;
  reviewed_at: Date | string | null;
  edit_status: EditStatus | null;
}

/**
 * Decides what waits on an item, its row locked so that two admins deciding together cannot both
 * win (the second gets the 409):
 * - a new item is published (public at once) or refused (stays private);
 * - a published item's pending edit is approved (`approveEdit` writes it, in this transaction,
 *   as the public version) or refused (the approved version stays public; the edit is kept,
 *   marked refused, for its owner).
 */
export function decide(
  db: Db,
  kind: ContentKind,
  id: number,
  decision: Decision,
  approveEdit: ApproveEdit,
): Promise<Decided> {
  const { table, notFound } = TABLES[kind];
  const publish = decision === 'publish';
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      review_status: ReviewStatus | null;
      edit_status: EditStatus | null;
    }>(`select review_status, edit_status from ${table} where id = $1 for update`, [id]);
    const found = rows[0];
    if (!found) throw new HttpError(404, notFound);
    const edit = found.review_status !== 'pending';
    if (edit && found.edit_status !== 'pending') throw new HttpError(409, NOT_PENDING);
    if (edit && publish) await approveEdit(tx, id);
    // A new item's decision sets where it stands; an edit's leaves the item published.
    const sets = ['reviewed_at = now()'];
    if (!edit) sets.push('is_public = $4', 'review_status = $5');
    else if (!publish) sets.push(`edit_status = 'refused'`);
    const updated = await tx.query<DecidedRow>(
      `update ${table} set ${sets.join(', ')} where id = $1
       returning $2::text as kind, ${QUEUE_COLUMNS}, is_public, review_status, reviewed_at,
         edit_status, pending_at as edited_at, $3::text as change`,
      edit ? [id, kind, 'edit'] : [id, kind, 'new', publish, publish ? 'published' : 'refused'],
    );
    const row = updated.rows[0];
    if (!row) throw new Error('update returned no row');
    return {
      ...toItem(row),
      is_public: row.is_public,
      review_status: row.review_status,
      reviewed_at: row.reviewed_at === null ? null : isoDate(row.reviewed_at),
      edit_status: row.edit_status,
    };
  });
}
