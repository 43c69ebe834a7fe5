import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createCache } from '../platform/cache/cache.js';
import { ErrorSchema } from '../platform/http/schemas.js';
import { createNewsService } from './service.js';

const NewsSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      title: Type.String(),
      link: Type.String(),
      guid: Type.String(),
      date: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  fetchedAt: Type.String(),
  stale: Type.Boolean(),
});

/** `GET /api/news`: the game's French news feed, read and cached by the server. */
export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const news = createNewsService({
    cache: createCache(app.db),
    fetcher: app.upstreams.fetcher,
    feedUrl: app.upstreams.newsFeedUrl,
    log: app.log,
  });

  app.get(
    '/api/news',
    {
      schema: {
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
        }),
        response: { 200: NewsSchema, 400: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { items, fetchedAt, stale } = await news.latest();
      // A stale copy is retried sooner by browsers than a fresh one.
      reply.header('cache-control', `public, max-age=${stale ? 60 : 300}`);
      return { items: items.slice(0, request.query.limit ?? 10), fetchedAt, stale };
    },
  );
};
