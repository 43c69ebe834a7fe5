import fp from 'fastify-plugin';
import { addAnonymousKind } from '../content/anonymousItems.js';
import { buildCostRoutes } from './costRoutes.js';
import { followRoutes } from './followRoutes.js';
import { buildIndexPlugin } from './indexPlugin.js';
import { anonymousBuild, buildsRoutes } from './routes.js';

/**
 * Builds: their rows brought up to date before the site answers, how signed-out readers read
 * one, and the routes (lists, reading, writing, the cost estimate, following a build).
 */
export const buildsFeature = fp(
  async (app) => {
    await app.register(buildIndexPlugin);
    addAnonymousKind(app, 'build', anonymousBuild(app));
    await app.register(buildsRoutes);
    await app.register(buildCostRoutes);
    await app.register(followRoutes);
  },
  { name: 'builds', dependencies: ['accounts', 'anonymousItems'] },
);
