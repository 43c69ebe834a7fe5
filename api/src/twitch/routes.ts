import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { optionalViewer } from '../content/viewer.js';
import { ErrorSchema } from '../platform/http/schemas.js';
import { sessionUser } from '../accounts/plugin.js';
import { sessionDeps } from '../accounts/sessions/deps.js';
import { streamerHero } from './streamerHero.js';
import { twitchCommunity } from './community.js';
import { TwitchUsersSchema } from './schemas.js';
import { isSubscribed } from './service.js';

const SubscriptionSchema = Type.Object({ isSubscribed: Type.Boolean() });

/** The streamer community, and the signed-in viewer's relation to the streamer's channel. */
export const twitchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/twitch/users',
    { schema: { response: { 200: TwitchUsersSchema } } },
    async (request, reply) => {
      // The counts depend on who asks; the live status inside is shared through our cache.
      reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization');
      const viewer = await optionalViewer(app, request);
      const streamerLogin = app.config.twitch.streamerLogin;
      const community = twitchCommunity({ db: app.db, liveStreams: app.liveStreams }, viewer, [
        streamerLogin,
      ]);
      const [streamer, { users }] = await Promise.all([
        streamerHero(
          { db: app.db, cache: app.cache, streamerLogin },
          viewer,
          community.then((answer) => answer.live),
        ),
        community,
      ]);
      return { streamer, users };
    },
  );

  app.get(
    '/api/twitch/my-subscription',
    {
      preHandler: app.requireUser,
      schema: {
        response: {
          200: SubscriptionSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          409: ErrorSchema,
          502: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // Private to this viewer: never kept by a shared cache on the way.
      reply.header('cache-control', 'private, no-store');
      const deps = {
        ...sessionDeps(app, request.log),
        cache: app.cache,
        streamerLogin: app.config.twitch.streamerLogin,
      };
      return { isSubscribed: await isSubscribed(deps, sessionUser(request)) };
    },
  );
};
