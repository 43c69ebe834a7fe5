import fp from 'fastify-plugin';
import { cataloguePlugin } from './catalogue/plugin.js';
import { imageImportPlugin } from './imageImportPlugin.js';
import { jobsPlugin } from '../jobs/plugin.js';
import { upstreamsPlugin } from '../standIns/plugin.js';
import { gameRoutes } from './routes.js';
import { imagesRoutes } from '../uploads/images/routes.js';
import { newsRoutes } from '../news/routes.js';

/**
 * Everything about the game's data, composed in one place so app.ts registers a single plugin:
 * the catalogue, the upstream clients and fakes, the read endpoints, news and images (with
 * the start's import of `IMAGES_DIR`).
 */
export const gamePlugin = fp(
  async (app) => {
    await app.register(upstreamsPlugin);
    await app.register(cataloguePlugin);
    await app.register(jobsPlugin);
    await app.register(gameRoutes);
    await app.register(imageImportPlugin);
    await app.register(imagesRoutes);
    await app.register(newsRoutes);
  },
  { name: 'game', dependencies: ['config', 'db', 'errors'] },
);
