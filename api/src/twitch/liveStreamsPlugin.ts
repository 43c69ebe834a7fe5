import fp from 'fastify-plugin';
import { createAppToken } from './appToken.js';
import { createLiveStreams, type LiveStreams } from './liveStreams.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Which Twitch logins are on air, cached and shared by every visitor. */
    liveStreams: LiveStreams;
  }
}

/**
 * One live-status service per app: its in-flight requests are what spare Twitch a call per
 * concurrent visitor, so it must not be created per request.
 */
export const liveStreamsPlugin = fp(
  async (app) => {
    // `app.twitch` is read at each call, not now: it is built once the server listens, when
    // the stand-in's own address is known. (Not spread: spreading would read the getter.)
    const appToken = createAppToken({
      cache: app.cache,
      cipher: app.tokenCipher,
      get twitch() {
        return app.twitch;
      },
    });
    const liveStreams = createLiveStreams({
      cache: app.cache,
      appToken,
      log: app.log,
      get twitch() {
        return app.twitch;
      },
    });
    app.decorate('liveStreams', liveStreams);
  },
  { name: 'liveStreams', dependencies: ['cache', 'twitch'] },
);
