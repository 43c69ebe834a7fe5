import { SqlParams, visibleTo } from '../content/listQuery.js';
import type { Viewer } from '../content/viewer.js';
import type { Db, Queryable } from '../platform/db/client.js';
import type { PostLimit } from '../platform/config/forumConfig.js';
import { HttpError } from '../platform/http/httpError.js';
import { countPost } from './postLimiter.js';
import {
  COMMENT_COLUMNS,
  isMissingParent,
  postText,
  REPLY_COLUMNS,
  toComment,
  toReply,
  type CommentRow,
  type ReplyRow,
} from './rows.js';
import type { Comment, ContentType, Reply } from './schemas.js';
import { notFoundMessage, visibleParentSql, visibleTargetSql } from './targets.js';

export const COMMENT_NOT_FOUND = 'Commentaire introuvable.';
export const REPLY_NOT_FOUND = 'Réponse introuvable.';
export const NOT_YOUR_COMMENT =
  'Seul l’auteur du commentaire ou un administrateur peut le supprimer.';
export const NOT_YOUR_REPLY = 'Seul l’auteur de la réponse ou un administrateur peut la supprimer.';

/** Who posts, with the name shown as the author of what they write. */
export type Writer = Viewer & { displayName: string };

export interface Target {
  type: ContentType;
  id: number;
}

/** A comment or reply as JSON written by PostgreSQL (`r` its row). */
const replyJson = (r: string) =>
  `'id', ${r}.id, 'user_id', ${r}.user_id, 'author_name', ${r}.author_name,
   'content', ${r}.content, 'created_at', ${r}.created_at`;

/**
 * One page of a discussion in one statement: whether the viewer may see the item (`visible`)
 * and the page, its comments with their replies as JSON (`comments`). The page is read in its
 * index's order (migration 6), so a long thread is never sorted; the replies of each comment
 * are found through their own index. `$1` the item's kind, `$2` its id, `$3` the page size,
 * `$4` the offset, then the visibility's own parameters.
 */
export function pageSql(type: ContentType, visibility: string | null): string {
  return `select ${visibleTargetSql(type, '$2', visibility)} as visible,
    (select coalesce(json_agg(json_build_object(${replyJson('c')}, 'is_pinned', c.is_pinned,
        'replies', (select coalesce(json_agg(json_build_object(${replyJson('r')})
                      order by r.created_at, r.id), '[]')
                    from replies r where r.comment_id = c.id))
      order by c.is_pinned desc, c.created_at desc, c.id desc), '[]')
     from (select ${COMMENT_COLUMNS} from comments
           where content_type = $1 and content_id = $2
           order by is_pinned desc, created_at desc, id desc limit $3 offset $4) c) as comments`;
}

type PageComment = CommentRow & { replies: ReplyRow[] };

/**
 * One page of a visible item's discussion: pinned comments first, then the newest, each with
 * its replies. A plain read: nothing a posting burst locks is waited for.
 */
export async function listComments(
  db: Queryable,
  viewer: Viewer | null,
  target: Target,
  paging: { page: number; limit: number },
): Promise<Comment[]> {
  const params = new SqlParams();
  params.add(target.type);
  params.add(target.id);
  params.add(paging.limit);
  params.add((paging.page - 1) * paging.limit);
  const sql = pageSql(target.type, visibleTo(viewer, params));
  const { rows } = await db.query<{ visible: boolean; comments: PageComment[] }>(
    sql,
    params.values,
    // Read for every page of a build or guide rendered afresh: a few texts, each planned once.
    { prepare: true },
  );
  const row = rows[0];
  if (row?.visible !== true) throw new HttpError(404, notFoundMessage(target.type));
  return row.comments.map((comment) => toComment(comment, comment.replies.map(toReply)));
}

/** A comment on an item the writer can see, counted against their posting limits. */
export async function createComment(
  db: Db,
  writer: Writer,
  target: Target,
  content: string,
  limits: readonly PostLimit[],
): Promise<Comment> {
  const text = postText(content);
  const params = new SqlParams();
  const id = params.add(target.id);
  const visible = visibleTargetSql(target.type, id, visibleTo(writer, params));
  try {
    const row = await db.transaction(async (tx) => {
      await countPost(tx, writer.id, limits);
      // Inserted only if the writer can see the item: one statement, the check and the write.
      const { rows } = await tx.query<CommentRow>(
        `insert into comments (content_type, content_id, user_id, author_name, content)
         select ${params.add(target.type)}::text, ${id}::int, ${params.add(writer.id)}::int,
           ${params.add(writer.displayName)}::text, ${params.add(text)}::text
         where ${visible}
         returning ${COMMENT_COLUMNS}`,
        params.values,
        { prepare: true },
      );
      // Rolls the count back with the rest: a post refused is not counted.
      if (!rows[0]) throw new HttpError(404, notFoundMessage(target.type));
      return rows[0];
    });
    return toComment(row);
  } catch (err) {
    // The item was deleted between the check and the insert.
    if (isMissingParent(err)) throw new HttpError(404, notFoundMessage(target.type));
    throw err;
  }
}

/** A reply to a comment on an item the writer can see, counted like a comment. */
export async function createReply(
  db: Db,
  writer: Writer,
  commentId: number,
  content: string,
  limits: readonly PostLimit[],
): Promise<Reply> {
  const text = postText(content);
  const params = new SqlParams();
  const parent = params.add(commentId);
  const visible = visibleParentSql('c.content_type', 'c.content_id', visibleTo(writer, params));
  try {
    const row = await db.transaction(async (tx) => {
      await countPost(tx, writer.id, limits);
      // A comment under an item the writer cannot see reads as missing, like the item itself.
      const { rows } = await tx.query<ReplyRow>(
        `insert into replies (comment_id, user_id, author_name, content)
         select c.id, ${params.add(writer.id)}::int, ${params.add(writer.displayName)}::text,
           ${params.add(text)}::text
         from comments c where c.id = ${parent} and ${visible}
         returning ${REPLY_COLUMNS}`,
        params.values,
        { prepare: true },
      );
      if (!rows[0]) throw new HttpError(404, COMMENT_NOT_FOUND);
      return rows[0];
    });
    return toReply(row);
  } catch (err) {
    if (isMissingParent(err)) throw new HttpError(404, COMMENT_NOT_FOUND);
    throw err;
  }
}

const deletable = {
  comments: { notFound: COMMENT_NOT_FOUND, forbidden: NOT_YOUR_COMMENT },
  replies: { notFound: REPLY_NOT_FOUND, forbidden: NOT_YOUR_REPLY },
} as const;

/**
 * Deletes a comment (with its replies, by the foreign key) or a reply, for its author, matched
 * on the user id, or an admin. A blacklisted author may still delete what they wrote.
 */
export async function deletePost(
  db: Queryable,
  viewer: Viewer,
  table: keyof typeof deletable,
  id: number,
): Promise<void> {
  const { rows } = await db.query<{ user_id: number | null }>(
    `select user_id from ${table} where id = $1`,
    [id],
  );
  const post = rows[0];
  if (!post) throw new HttpError(404, deletable[table].notFound);
  if (!viewer.admin && post.user_id !== viewer.id) {
    throw new HttpError(403, deletable[table].forbidden);
  }
  await db.query(`delete from ${table} where id = $1`, [id]);
}

/** Pins or unpins a comment (admins only, checked by the route) and answers it whole. */
export async function pinComment(db: Queryable, id: number, isPinned: boolean): Promise<Comment> {
  const { rows } = await db.query<CommentRow>(
    `update comments set is_pinned = $2 where id = $1 returning ${COMMENT_COLUMNS}`,
    [id, isPinned],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, COMMENT_NOT_FOUND);
  const { rows: replies } = await db.query<ReplyRow>(
    `select ${REPLY_COLUMNS} from replies where comment_id = $1 order by created_at, id`,
    [id],
  );
  return toComment(row, replies.map(toReply));
}
