import fp from 'fastify-plugin';
import { webPlugin } from './plugin.js';
import { remotesRoutes } from './remotes/routes.js';
import { siteRoutes } from './routes.js';

/**
 * The site itself: the remotes' manifest, the site's settings, then the built frontends and the
 * rendered pages, last because they answer every address no route above claims.
 */
export const siteFeature = fp(
  async (app) => {
    await app.register(remotesRoutes);
    await app.register(siteRoutes);
    await app.register(webPlugin);
  },
  { name: 'site', dependencies: ['accounts'] },
);
