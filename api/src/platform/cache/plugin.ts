import fp from 'fastify-plugin';
import { createCache, type Cache } from './cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
  }
}

/** Expired rows are invisible already; this only keeps the table small. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

/** The shared cache, and a periodic purge of its expired entries. */
export const cachePlugin = fp(
  async (app) => {
    const cache = createCache(app.db, (key, hit) => app.metrics.cacheLookup(key, hit));
    app.decorate('cache', cache);
    const timer = setInterval(() => {
      cache.purgeExpired().catch((err: unknown) => app.log.warn({ err }, 'cache purge failed'));
    }, PURGE_EVERY_MS);
    // A timer alone must not keep the process alive.
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'cache', dependencies: ['db', 'metrics'] },
);
