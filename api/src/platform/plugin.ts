import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { cachePlugin } from './cache/plugin.js';
import { changesPlugin } from './changes/plugin.js';
import { dbPlugin } from './db/plugin.js';
import { compressPlugin } from './http/compress.js';
import { errorsPlugin } from './http/errors.js';
import { finiteNumbersPlugin } from './http/finiteNumbers.js';
import { healthRoutes } from './http/health/routes.js';
import { securityHeadersPlugin } from './http/securityHeaders.js';
import { textInputPlugin } from './http/textInput.js';
import { metricsRoutes } from './metrics/routes.js';
import { rateLimitPlugin } from './rateLimit/plugin.js';

/**
 * What every feature stands on: errors and input checks, headers and compression, the database,
 * the caches and the change bus, cookies, rate limits (read from each route's config as it
 * registers, so before every feature), and the health and metrics answers.
 */
export const platformPlugin = fp(
  async (app) => {
    await app.register(errorsPlugin);
    await app.register(textInputPlugin);
    await app.register(finiteNumbersPlugin);
    await app.register(securityHeadersPlugin);
    await app.register(compressPlugin);
    await app.register(dbPlugin);
    await app.register(cachePlugin);
    await app.register(changesPlugin);
    await app.register(fastifyCookie);
    await app.register(rateLimitPlugin);
    await app.register(healthRoutes);
    await app.register(metricsRoutes);
  },
  { name: 'platform', dependencies: ['config', 'metrics'] },
);
