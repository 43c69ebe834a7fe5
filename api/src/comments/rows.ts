import { isoDate } from '../content/text.js';
import { HttpError } from '../platform/http/httpError.js';
import { COMMENT_MAX_LENGTH, type Comment, type Reply } from './schemas.js';

export const EMPTY_COMMENT = 'Le commentaire ne peut pas être vide.';
export const COMMENT_TOO_LONG = `Le commentaire ne peut pas dépasser ${COMMENT_MAX_LENGTH} caractères.`;

export interface ReplyRow {
  id: number;
  user_id: number | null;
  author_name: string;
  content: string;
  created_at: Date | string;
}
export interface CommentRow extends ReplyRow {
  is_pinned: boolean;
}
export interface ThreadReplyRow extends ReplyRow {
  comment_id: number;
}

export const REPLY_COLUMNS = 'id, user_id, author_name, content, created_at';
export const COMMENT_COLUMNS = `${REPLY_COLUMNS}, is_pinned`;

export const toReply = (row: ReplyRow): Reply => ({
  id: row.id,
  user_id: row.user_id,
  author_name: row.author_name,
  content: row.content,
  created_at: isoDate(row.created_at),
});

export const toComment = (row: CommentRow, replies: Reply[] = []): Comment => ({
  ...toReply(row),
  is_pinned: row.is_pinned,
  replies,
});

/**
 * The text stored for a post: trimmed, and otherwise exactly as sent (it is plain text, shown
 * as text; nothing is escaped or stripped but NUL, which PostgreSQL cannot hold). Its length
 * counts characters as PostgreSQL does, so an emoji is one, not two UTF-16 units.
 * @example postText('  <b>Salut</b>  ') // '<b>Salut</b>'
 */
export function postText(content: string): string {
  const text = content.replaceAll('\u0000', '').trim();
  if (text === '') throw new HttpError(400, EMPTY_COMMENT);
  if ([...text].length > COMMENT_MAX_LENGTH) throw new HttpError(400, COMMENT_TOO_LONG);
  return text;
}

/** A write that lost a race with the deletion of what it points at. */
export const isMissingParent = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === '23503';
