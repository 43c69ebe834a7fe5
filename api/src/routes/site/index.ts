import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HiddenStaticGuidesSchema } from '../../content/staticGuides.js';
import { siteInfo } from './service.js';

const SiteSchema = Type.Object({
  streamer: Type.Object({ login: Type.String(), displayName: Type.String() }),
  hiddenStaticGuides: HiddenStaticGuidesSchema,
});

/** Public facts about the site the browser needs before anyone signs in. */
export const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/site', { schema: { response: { 200: SiteSchema } } }, async (request, reply) => {
    // The same for everyone, but an admin hiding or restoring a static guide must see it at the
    // next reload: browsers ask again each time (the streamer lookup is cached on the server).
    reply.header('cache-control', 'no-cache');
    const deps = { db: app.db, cache: app.cache, twitch: app.twitch, log: request.log };
    return siteInfo(deps, app.config.twitch.streamerLogin);
  });
};
