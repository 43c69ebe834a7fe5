import fp from 'fastify-plugin';
import { createMetrics, NO_ROUTE, type Metrics } from './metrics.js';
import { MinuteRing } from './ring.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
    /** A snapshot of the totals each minute, for the admin page's last hour. */
    metricsRing: MinuteRing;
  }
}

const MINUTE_MS = 60_000;

/**
 * The Prometheus registry (`app.metrics`), every answer timed by its route pattern (bounded:
 * never the raw address), and a snapshot a minute for the admin summary.
 */
export const metricsPlugin = fp(
  async (app) => {
    const metrics = createMetrics();
    const ring = new MinuteRing();
    ring.push(metrics.tally(Date.now()));
    app.decorate('metrics', metrics);
    app.decorate('metricsRing', ring);

    const timer = setInterval(() => ring.push(metrics.tally(Date.now())), MINUTE_MS);
    // A timer alone must not keep the process alive.
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    app.addHook('onResponse', async (request, reply) => {
      metrics.request(
        request.method,
        request.routeOptions.url ?? NO_ROUTE,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);
