import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemChanges } from '../content/changeTags.js';
import type { FavouriteKind } from '../content/favourites.js';
import { ContentIdParams, parseId } from '../content/listSchemas.js';
import { viewerOf } from '../content/viewer.js';
import { ErrorSchema } from '../platform/http/schemas.js';
import { sessionUser } from '../accounts/plugin.js';
import { POSTING_ROLES } from '../accounts/users/roles.js';
import { FavouriteListQuery, FavouriteListSchema, FavouriteStateSchema } from './schemas.js';
import { addFavourite, listFavourites, NOT_FOUND, removeFavourite } from './service.js';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const PATHS: Record<FavouriteKind, string> = {
  build: '/api/builds/:id/favourite',
  guide: '/api/guides/:id/favourite',
};

/**
 * Favourites of the signed-in account. Marking adds to a count everyone sees and sorts by, so a
 * blacklisted account may not (403, as for writing and posting); it may still remove its marks
 * (as it may delete its own items) and read its list.
 */
export const favouritesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of ['build', 'guide'] as const) {
    app.put(
      PATHS[kind],
      {
        // A mark is a one-row write: a reader's hearts must not spend the budget of their own
        // builds and guides, yet a script toggling them would churn the counts everyone sorts by.
        config: { rateBucket: 'favourite', changes: itemChanges(kind) },
        preValidation: app.requireRole(...POSTING_ROLES),
        schema: { params: ContentIdParams, response: { 200: FavouriteStateSchema, ...errors } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const id = parseId(request.params.id, NOT_FOUND[kind]);
        return addFavourite(app.db, kind, viewerOf(sessionUser(request)), id);
      },
    );

    app.delete(
      PATHS[kind],
      {
        config: { rateBucket: 'favourite', changes: itemChanges(kind) },
        preValidation: app.requireUser,
        schema: { params: ContentIdParams, response: { 200: FavouriteStateSchema, ...errors } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const id = parseId(request.params.id, NOT_FOUND[kind]);
        return removeFavourite(app.db, kind, viewerOf(sessionUser(request)), id);
      },
    );
  }

  app.get(
    '/api/favourites',
    {
      preValidation: app.requireUser,
      schema: {
        querystring: FavouriteListQuery,
        response: { 200: FavouriteListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization');
      return listFavourites(app.db, viewerOf(sessionUser(request)), request.query);
    },
  );
};
