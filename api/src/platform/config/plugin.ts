import fp from 'fastify-plugin';
import type { Config } from './config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Makes the configuration available to every plugin, and says when the JWT secret is ephemeral. */
export const configPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config);
    if (config.jwtSecretGenerated) {
      app.log.warn(
        'JWT_SECRET is not set: using a random secret generated for this process. Sessions end ' +
          'when it restarts and are not shared with other processes; set JWT_SECRET to keep them.',
      );
    }
  },
  { name: 'config' },
);
