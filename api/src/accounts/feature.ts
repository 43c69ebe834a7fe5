import fp from 'fastify-plugin';
import { authPlugin } from './plugin.js';
import { authRoutes } from './routes.js';
import { twitchPlugin } from './twitchPlugin.js';

/** Accounts: the Twitch client they sign in with, sessions and guards, the sign-in routes. */
export const accountsFeature = fp(
  async (app) => {
    await app.register(twitchPlugin);
    await app.register(authPlugin);
    await app.register(authRoutes);
  },
  { name: 'accounts', dependencies: ['platform'] },
);
