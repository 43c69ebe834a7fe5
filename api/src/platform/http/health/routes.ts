import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { checkHealth, databaseAnswers, READY_TIMEOUT_MS } from './service.js';

const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Object({
    status: Type.Union([Type.Literal('up'), Type.Literal('down')]),
    driver: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    latencyMs: Type.Number(),
  }),
  uptimeSeconds: Type.Integer(),
});

const ReadySchema = Type.Object({
  ready: Type.Boolean(),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
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

  // Readiness: whether this process can serve now (its database answers), for a load balancer
  // deciding where to send visitors; `/health` above stays the liveness answer.
  app.get(
    '/health/ready',
    {
      schema: {
        summary: 'Prêt à servir : la base de données répond (select 1, une seconde au plus)',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      const up = await databaseAnswers(app.db, READY_TIMEOUT_MS);
      reply.header('cache-control', 'no-store');
      return reply.code(up ? 200 : 503).send({ ready: up, database: up ? 'up' : 'down' });
    },
  );
};
