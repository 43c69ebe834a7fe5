import type { RouteChanges, WriteContext } from '../platform/changes/tags.js';

async function discussionOf(
  table: 'comments' | 'replies',
  id: number,
  db: WriteContext['db'],
): Promise<string[]> {
  if (!Number.isSafeInteger(id)) return [];
  const sql =
    table === 'comments'
      ? 'select content_type, content_id from comments where id = $1'
      : `select c.content_type, c.content_id from replies r
         join comments c on c.id = r.comment_id where r.id = $1`;
  const { rows } = await db.query<{ content_type: string; content_id: number }>(sql, [id]);
  const row = rows[0];
  return row ? [`comments:${row.content_type}:${row.content_id}`] : [];
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** A new comment: the discussion its body names. */
export const commentCreated: RouteChanges = {
  tags: ({ body }) => [
    `comments:${String(field(body, 'contentType'))}:${String(field(body, 'contentId'))}`,
  ],
};

/** A new reply: the discussion of the comment its body names. */
export const replyCreated: RouteChanges = {
  tags: ({ body, db }) => discussionOf('comments', Number(String(field(body, 'commentId'))), db),
};

/**
 * A change to the comment or reply at the route's `:id`: its discussion, looked up before the
 * write changes it (a deleted post's discussion is gone once the handler has run).
 */
export const postChanged = (table: 'comments' | 'replies'): RouteChanges => ({
  tags: ({ params, db }) => discussionOf(table, Number(params.id), db),
});
