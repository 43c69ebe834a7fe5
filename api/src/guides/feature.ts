import fp from 'fastify-plugin';
import { addAnonymousKind } from '../content/anonymousItems.js';
import { anonymousGuide, guidesRoutes } from './routes.js';

/** Guides: how signed-out readers read one, and the routes (lists, reading, writing). */
export const guidesFeature = fp(
  async (app) => {
    addAnonymousKind(app, 'guide', anonymousGuide(app));
    await app.register(guidesRoutes);
  },
  { name: 'guides', dependencies: ['accounts', 'anonymousItems'] },
);
