import fp from 'fastify-plugin';
import { pobReaderPlugin } from './plugin.js';
import { pobRoutes } from './routes.js';

/** Path of Building: the thread that reads its exports, and the import and export routes. */
export const pobFeature = fp(
  async (app) => {
    await app.register(pobReaderPlugin);
    await app.register(pobRoutes);
  },
  { name: 'pob', dependencies: ['accounts'] },
);
