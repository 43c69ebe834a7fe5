import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { siteInfo } from './service.js';

const SiteSchema = Type.Object({
  streamer: Type.Object({ login: Type.String(), displayName: Type.String() }),
});

/** Public facts about the site the browser needs before anyone signs in. */
export const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/site', { schema: { response: { 200: SiteSchema } } }, async (request, reply) => {
    // The same for everyone and rarely changing; a few minutes in caches is harmless.
    reply.header('cache-control', 'public, max-age=300');
    const deps = { db: app.db, cache: app.cache, twitch: app.twitch, log: request.log };
    return siteInfo(deps, app.config.twitch.streamerLogin);
  });
};
