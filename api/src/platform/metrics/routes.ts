import type { FastifyPluginAsync } from 'fastify';
import { ErrorSchema, FileResponse } from '../http/schemas.js';
import { METRICS_REFUSED, mayReadMetrics } from './access.js';

/**
 * `GET /metrics` for Prometheus: this machine only, or the METRICS_TOKEN bearer. Registered
 * after the contract plugin, which documents the routes as they register.
 */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const { metrics } = app;
  app.get(
    '/metrics',
    {
      schema: {
        summary:
          'Les mesures du processus au format texte de Prometheus (la machine elle-même, ou le jeton)',
        response: {
          200: FileResponse('Le format texte de Prometheus (version 0.0.4)', 'text/plain'),
          403: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!mayReadMetrics(request, app.config.metricsToken)) {
        return reply.code(403).send({ error: METRICS_REFUSED });
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
};
