import type { ReviewStatus } from 'game-facts';
import { isoDate } from '../content/text.js';
import type { Db, Queryable } from '../platform/db/client.js';
import { HttpError } from '../platform/http/httpError.js';
import { BUILD_NOT_FOUND } from '../builds/service.js';
import { GUIDE_NOT_FOUND } from '../guides/service.js';
import type { ContentKind, Decided, ModerationItem } from './schemas.js';

export const NOT_PENDING = "Ce contenu n'est plus en attente de validation";

const TABLES: Record<ContentKind, { table: string; notFound: string }> = {
  build: { table: 'builds', notFound: BUILD_NOT_FOUND },
  guide: { table: 'guides', notFound: GUIDE_NOT_FOUND },
};

interface QueueRow {
  kind: ContentKind;
  id: number;
  title: string;
  author: string;
  user_id: number | null;
  created_at: Date | string;
}

const toItem = (row: QueueRow): ModerationItem => ({
  kind: row.kind,
  id: row.id,
  title: row.title,
  author: row.author,
  user_id: row.user_id,
  created_at: isoDate(row.created_at),
});

const QUEUE_COLUMNS = 'id, title, author, user_id, created_at';

/** Builds and guides waiting for an admin, together, oldest first (from the partial indexes). */
export async function listPending(db: Queryable): Promise<{ items: ModerationItem[] }> {
  const { rows } = await db.query<QueueRow>(
    `select 'build' as kind, ${QUEUE_COLUMNS} from builds where review_status = 'pending'
     union all
     select 'guide' as kind, ${QUEUE_COLUMNS} from guides where review_status = 'pending'
     order by created_at, kind, id`,
  );
  return { items: rows.map(toItem) };
}

export type Decision = 'publish' | 'refuse';

interface DecidedRow extends QueueRow {
  is_public: boolean;
  review_status: ReviewStatus | null;
  reviewed_at: Date | string | null;
}

/**
 * Publishes (public at once) or refuses (stays private) a pending item. The row is locked, so
 * two admins deciding together cannot both win: the second gets the 409.
 */
export function decide(
  db: Db,
  kind: ContentKind,
  id: number,
  decision: Decision,
): Promise<Decided> {
  const { table, notFound } = TABLES[kind];
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ review_status: ReviewStatus | null }>(
      `select review_status from ${table} where id = $1 for update`,
      [id],
    );
    if (!rows[0]) throw new HttpError(404, notFound);
    if (rows[0].review_status !== 'pending') throw new HttpError(409, NOT_PENDING);
    const publish = decision === 'publish';
    const updated = await tx.query<DecidedRow>(
      `update ${table} set is_public = $2, review_status = $3, reviewed_at = now()
       where id = $1
       returning $4::text as kind, ${QUEUE_COLUMNS}, is_public, review_status, reviewed_at`,
      [id, publish, publish ? 'published' : 'refused', kind],
    );
    const row = updated.rows[0];
    if (!row) throw new Error('update returned no row');
    return {
      ...toItem(row),
      is_public: row.is_public,
      review_status: row.review_status,
      reviewed_at: row.reviewed_at === null ? null : isoDate(row.reviewed_at),
    };
  });
}
