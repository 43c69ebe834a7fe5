import fp from 'fastify-plugin';
import { cataloguePlugin } from './catalogue/plugin.js';
import { checkClassList } from './classCheck.js';
import { imageImportPlugin } from './imageImportPlugin.js';
import { imagesRoutes } from './images/routes.js';
import { passiveTreePlugin } from './passiveTree/plugin.js';
import type { PassiveTreeRoutesOptions } from './passiveTree/routes.js';
import { gameRoutes } from './routes.js';

/**
 * The game's data: the bundled catalogue brought into the database, the read routes, the
 * pictures (with the startup import of `IMAGES_DIR`) and the passive tree. It builds on the
 * upstream clients and the refresh jobs, which run only once the server listens, after this
 * plugin has seeded the catalogue.
 */
export const gameDataFeature = fp<PassiveTreeRoutesOptions>(
  async (app, { decodeTrees }) => {
    await app.register(cataloguePlugin);
    await app.register(gameRoutes);
    await app.register(imageImportPlugin);
    await app.register(imagesRoutes);
    await app.register(passiveTreePlugin, { decodeTrees });
    // game-facts' classes against the current version's stored tree, the game's own list.
    app.addHook('onReady', async () => {
      await checkClassList(app);
    });
  },
  { name: 'game', dependencies: ['config', 'db', 'errors', 'accounts', 'jobs', 'upstreams'] },
);
