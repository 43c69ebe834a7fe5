import { Type, type Static } from 'typebox';
import { Nullable } from '../content/listSchemas.js';

export const CONTENT_TYPES = ['build', 'guide'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const COMMENT_MAX_LENGTH = 2000;
export const COMMENT_PAGE_SIZE = 10;
export const COMMENT_MAX_PAGE_SIZE = 50;

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/**
 * Trimmed and measured by the service, which answers the spec's own messages; the request body
 * limit bounds what arrives.
 */
const Content = Type.String({
  description: `Plain text, ${COMMENT_MAX_LENGTH} characters at most`,
});

export const ThreadParams = Type.Object({ contentType: Type.Enum(CONTENT_TYPES), contentId: Id });
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: COMMENT_MAX_PAGE_SIZE, default: COMMENT_PAGE_SIZE }),
  ),
});

export const CommentBody = Type.Object({
  contentType: Type.Enum(CONTENT_TYPES),
  contentId: Id,
  content: Content,
});
export const ReplyBody = Type.Object({ commentId: Id, content: Content });
export const PinBody = Type.Object({ isPinned: Type.Boolean() });

/** Plain text as it was posted (trimmed): the browser shows it as text, never as HTML. */
export const ReplySchema = Type.Object({
  id: Type.Integer(),
  /** Null once the author's account is deleted; the name stays. */
  user_id: Nullable(Type.Integer()),
  /** The author's display name when they posted. */
  author_name: Type.String(),
  content: Type.String(),
  created_at: Type.String(),
});
export type Reply = Static<typeof ReplySchema>;

export const CommentSchema = Type.Object({
  ...ReplySchema.properties,
  is_pinned: Type.Boolean(),
  /** Oldest first. */
  replies: Type.Array(ReplySchema),
});
export type Comment = Static<typeof CommentSchema>;

/** Pinned comments first, then the newest. */
export const CommentPageSchema = Type.Object({ comments: Type.Array(CommentSchema) });
export const CommentAnswer = Type.Object({ comment: CommentSchema });
export const ReplyAnswer = Type.Object({ reply: ReplySchema });
