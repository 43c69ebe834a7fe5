import fp from 'fastify-plugin';
import { createDb, type Db } from './client.js';
import { migrate } from './migrate.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Opens the database chosen by the configuration, brings its schema up to date, closes it. */
export const dbPlugin = fp(
  async (app) => {
    const { databaseUrl, pgliteDir, databaseSchema } = app.config;
    const db = await createDb({ url: databaseUrl, pgliteDir, schema: databaseSchema }, app.log);
    app.addHook('onClose', () => db.close());
    try {
      const { applied } = await migrate(db);
      app.log.info({ driver: db.driver, applied }, 'database ready');
    } catch (err) {
      // A failed start may never reach app.close(); closing twice is harmless.
      await db.close();
      throw err;
    }
    app.decorate('db', db);
    app.metrics.track({ database: () => db.stats() });
  },
  { name: 'db', dependencies: ['config', 'metrics'] },
);
