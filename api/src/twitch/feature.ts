import fp from 'fastify-plugin';
import { liveStreamsPlugin } from './liveStreamsPlugin.js';
import { twitchRoutes } from './routes.js';

/** The streamer's side of Twitch: who is live, the streamer's hero and the community page. */
export const twitchFeature = fp(
  async (app) => {
    await app.register(liveStreamsPlugin);
    await app.register(twitchRoutes);
  },
  { name: 'twitchFeature', dependencies: ['accounts'] },
);
