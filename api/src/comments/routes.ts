import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { cachedItems } from '../content/cachedAnswers.js';
import { IdParams } from '../content/listSchemas.js';
import { optionalViewer, viewerOf } from '../content/viewer.js';
import { ErrorSchema } from '../platform/http/schemas.js';
import { commentCreated, postChanged, replyCreated } from './changeTags.js';
import { sessionUser } from '../accounts/plugin.js';
import { forumGuards } from './guards.js';
import { TooManyPosts } from './postLimiter.js';
import {
  type Comment,
  CommentAnswer,
  CommentBody,
  COMMENT_PAGE_SIZE,
  CommentPageSchema,
  PageQuery,
  PinBody,
  ReplyAnswer,
  ReplyBody,
  ThreadParams,
} from './schemas.js';
import {
  createComment,
  createReply,
  deletePost,
  listComments,
  pinComment,
  type Writer,
} from './service.js';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const postErrors = { ...errors, 429: ErrorSchema };

const writerOf = (request: FastifyRequest): Writer => {
  const user = sessionUser(request);
  return { ...viewerOf(user), displayName: user.displayName };
};

/**
 * Runs a post, telling a limited client when to try again: the errors plugin writes the 429
 * body on this same reply, keeping the header set here.
 */
async function posting<T>(reply: FastifyReply, post: () => Promise<T>): Promise<T> {
  try {
    return await post();
  } catch (err) {
    if (err instanceof TooManyPosts) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  }
}

/** Discussions under builds and guides: read by whoever sees the item, written by members. */
export const commentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = forumGuards(app);
  const limits = app.config.forumPostLimits;
  /**
   * Pages as a signed-out reader gets them, kept until the discussion changes (a post, a reply,
   * a pin, a deletion) or its item does (made private, deleted, moderated): every rendered page
   * of a build or guide reads the first one.
   */
  const kept = cachedItems<Comment[]>(app);

  app.get(
    '/api/forum/comments/:contentType/:contentId',
    {
      schema: {
        params: ThreadParams,
        querystring: PageQuery,
        response: { 200: CommentPageSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      // Visibility of the item depends on who asks: never shared between viewers.
      reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization');
      const { contentType, contentId } = request.params;
      const { page = 1, limit = COMMENT_PAGE_SIZE } = request.query;
      const viewer = await optionalViewer(app, request);
      const target = { type: contentType, id: contentId };
      const read = () => listComments(app.db, viewer, target, { page, limit });
      if (viewer !== null || kept === null) return { comments: await read() };
      const key = `${contentType}:${contentId}:${page}:${limit}`;
      const tags = [`comments:${contentType}:${contentId}`, `${contentType}:${contentId}`];
      return { comments: await kept.get(key, tags, read) };
    },
  );

  // Guards run before validation, so a stranger learns nothing about the body's rules.
  app.post(
    '/api/forum/comments',
    {
      config: { changes: commentCreated },
      preValidation: guard.poster,
      schema: { body: CommentBody, response: { 201: CommentAnswer, ...postErrors } },
    },
    async (request, reply) => {
      const { contentType, contentId, content } = request.body;
      const target = { type: contentType, id: contentId };
      const comment = await posting(reply, () =>
        createComment(app.db, writerOf(request), target, content, limits),
      );
      return reply.code(201).send({ comment });
    },
  );

  app.post(
    '/api/forum/replies',
    {
      config: { changes: replyCreated },
      preValidation: guard.poster,
      schema: { body: ReplyBody, response: { 201: ReplyAnswer, ...postErrors } },
    },
    async (request, reply) => {
      const { commentId, content } = request.body;
      const answer = await posting(reply, () =>
        createReply(app.db, writerOf(request), commentId, content, limits),
      );
      return reply.code(201).send({ reply: answer });
    },
  );

  for (const [path, table] of [
    ['/api/forum/comments/:id', 'comments'],
    ['/api/forum/replies/:id', 'replies'],
  ] as const) {
    app.delete(
      path,
      {
        config: { changes: postChanged(table) },
        preValidation: guard.signedIn,
        schema: { params: IdParams, response: { 204: Type.Null(), ...errors } },
      },
      async (request, reply) => {
        await deletePost(app.db, viewerOf(sessionUser(request)), table, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }

  app.patch(
    '/api/forum/comments/:id/pin',
    {
      config: { changes: postChanged('comments') },
      preValidation: guard.admin,
      schema: { params: IdParams, body: PinBody, response: { 200: CommentAnswer, ...errors } },
    },
    async (request) => ({
      comment: await pinComment(app.db, request.params.id, request.body.isPinned),
    }),
  );
};
