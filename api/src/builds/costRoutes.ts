import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ContentIdParams, parseId } from '../content/listSchemas.js';
import { optionalViewer } from '../content/viewer.js';
import { ErrorSchema } from '../platform/http/schemas.js';
import { createPriceStore, type PriceStore } from '../prices/priceStore.js';
import { fillPublicAnswers } from './publicAnswer.js';
import { refreshCostEstimates } from './indexBackfill.js';
import { BUILD_NOT_FOUND } from './service.js';
import { BuildCostSchema } from '../prices/schemas.js';
import { buildCost } from './cost.js';

/**
 * The prices of the followed league (`app.league`) as the build pages read them. After each refresh, the cost estimate
 * kept in each build's row follows the new prices, and since the cards and the cached answers show
 * it: every process drops what it kept of builds, then the answers the database dropped with
 * the old estimates are written again here, not by the next reader of each build.
 */
export function buildPriceStore(app: FastifyInstance): PriceStore {
  const league = () => app.league.current().league;
  return createPriceStore({
    db: app.db,
    client: app.upstreams.poeNinja,
    league,
    log: app.log,
    onRefreshed: async () => {
      const changed = await refreshCostEstimates(app.db, league());
      app.log.info({ changed, league: league() }, 'build cost estimates refreshed');
      if (changed === 0) return;
      await app.changes.publish(['builds', 'prices']);
      const answers = await fillPublicAnswers(app.db);
      app.log.info({ answers }, 'public build answers written after new prices');
    },
  });
}

/**
 * `GET /api/builds/{id}/cost`: the build's estimated price per phase from poe.ninja's prices of
 * the followed league. Readable exactly when the build is (same 404); the answer depends on who reads
 * (visibility) and on the build, which its author may edit at any moment, so it is never shared
 * between viewers and revalidated each time, like the build itself.
 */
export const buildCostRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const prices = buildPriceStore(app);

  app.get(
    '/api/builds/:id/cost',
    {
      schema: {
        params: ContentIdParams,
        response: { 200: BuildCostSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization');
      const viewer = await optionalViewer(app, request);
      return buildCost(
        { db: app.db, prices, league: app.league.current().league, anonymous: app.anonymous.build },
        viewer,
        parseId(request.params.id, BUILD_NOT_FOUND),
      );
    },
  );
};
