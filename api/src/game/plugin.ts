import fp from 'fastify-plugin';
import { cataloguePlugin } from '../plugins/catalogue.js';
import { imageImportPlugin } from '../plugins/imageImport.js';
import { jobsPlugin } from '../plugins/jobs.js';
import { upstreamsPlugin } from '../plugins/upstreams.js';
import { gameRoutes } from '../routes/game/index.js';
import { imagesRoutes } from '../routes/images/index.js';
import { newsRoutes } from '../routes/news/index.js';

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
