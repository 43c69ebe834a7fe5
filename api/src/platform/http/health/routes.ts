import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { checkHealth } from './service.js';

const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Object({
    status: Type.Union([Type.Literal('up'), Type.Literal('down')]),
    driver: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    latencyMs: Type.Number(),
  }),
  uptimeSeconds: Type.Integer(),
});

/** Liveness and database reachability for load balancers; HEAD comes with the GET route. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const health = await checkHealth(app.db);
      reply.header('cache-control', 'no-store');
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};
