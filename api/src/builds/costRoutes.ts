import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContentIdParams, parseId } from '../content/listSchemas.js';
import { optionalViewer } from '../content/viewer.js';
import { ErrorSchema } from '../platform/http/schemas.js';
import { createPriceStore } from '../prices/priceStore.js';
import { refreshCostEstimates } from './indexBackfill.js';
import { BUILD_NOT_FOUND } from './service.js';
import { BuildCostSchema } from '../prices/schemas.js';
import { buildCost } from './cost.js';

/**
 * `GET /api/builds/{id}/cost`: the build's estimated price per phase from poe.ninja's prices of
 * POE_LEAGUE. Readable exactly when the build is (same 404); the answer depends on who reads
 * (visibility) and on the build, which its author may edit at any moment, so it is never shared
 * between viewers and revalidated each time, like the build itself.
 */
export const buildCostRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { league } = app.upstreams;
  const prices = createPriceStore({
    db: app.db,
    client: app.upstreams.poeNinja,
    league,
    log: app.log,
    // The list's cards show each main set's estimate, kept in the row: follow the new prices.
    onRefreshed: async () => {
      const changed = await refreshCostEstimates(app.db, league);
      app.log.info({ changed, league }, 'build cost estimates refreshed');
      // The cards and builds of every process show the estimates: their kept answers go.
      if (changed > 0) await app.changes.publish(['builds', 'prices']);
    },
  });

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
        { db: app.db, prices, league },
        viewer,
        parseId(request.params.id, BUILD_NOT_FOUND),
      );
    },
  );
};
